import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createPath, HashRouter, useLocation, useNavigate } from 'react-router-dom';
import { createAppStore, primeFromHeadStart } from '@nidra/web/data-access';
import { AppRoutes } from './router';

/**
 * Once the app's first render is on screen: catches up with a link followed on the page that was there
 * before it (the address changed before the router listened), and marks the page as answering clicks.
 */
function Started() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (document.documentElement.hasAttribute('data-started')) return;
    const hash = window.location.hash.replace(/^#/, '');
    const address = hash.startsWith('/') ? hash : `/${hash}`;
    if (address !== createPath(location)) navigate(address, { replace: true });
    document.documentElement.dataset['started'] = '';
  }, [location, navigate]);
  return null;
}

/**
 * Starts the app in #root. index.html holds the home page as a first visit sees it: opened there by a
 * shopper not signed in and with an empty bag, in the year it was built, the app takes that page over as it
 * stands (nothing is painted again); anywhere else, or for anyone else, it renders its own screen in place
 * of it (a shop or product page the inline script drew there, from the same data, in the same markup).
 */
export function start(root: HTMLElement): void {
  const store = createAppStore();
  // A shop or product page the inline script drew is rendered from the data it drew it from.
  primeFromHeadStart(store.dispatch);
  const app = (
    <StrictMode>
      <Provider store={store}>
        <HashRouter>
          <AppRoutes />
          <Started />
        </HashRouter>
      </Provider>
    </StrictMode>
  );
  const firstScreen = root.querySelector<HTMLElement>(':scope > .first-screen');
  const { auth, cart } = store.getState();
  // Its footer shows the year it was built in.
  const sameYear = firstScreen?.dataset['year'] === String(new Date().getFullYear());
  // Not when the inline script drew another page there (the visitor has come back home meanwhile).
  const drewAnother = Boolean(firstScreen?.querySelector('.early-page'));
  if (firstScreen && !drewAnother && sameYear && /^(#\/?)?$/.test(location.hash) && !auth.token && cart.items.length === 0) {
    // Its content shows again, were it hidden for a link to another page.
    document.documentElement.classList.remove('deep-link');
    hydrateRoot(firstScreen, app);
  } else {
    // Rendered in slices that leave the browser free between them (the page drawn there stays until the
    // app's is ready), instead of one long task a slow phone cannot answer a tap during.
    const reactRoot = createRoot(root);
    startTransition(() => reactRoot.render(app));
  }
}
