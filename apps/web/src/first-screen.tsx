import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { createPath, Router, type Navigator } from 'react-router-dom';
import { createAppStore } from '@nidra/web/data-access';
import { AppRoutes } from './app/router';

/** Links written as the hash router writes them ("#/shop"), so they work before the app has loaded. */
const hashLinks: Navigator = {
  createHref: (to) => `#${typeof to === 'string' ? to : createPath(to)}`,
  go: () => undefined,
  push: () => undefined,
  replace: () => undefined,
};

/**
 * The home page as a shopper who is not signed in first sees it, rendered at build time into index.html:
 * the browser paints it as soon as the HTML and its style sheets arrive, before any script has run. The
 * app then renders the same screen over it (for that shopper, the same markup).
 */
export function renderFirstScreen(): string {
  // No stored token or bag: the screen of a first visit.
  const store = createAppStore(undefined);
  return renderToString(
    <StrictMode>
      <Provider store={store}>
        <Router location="/" navigator={hashLinks} static>
          <AppRoutes />
        </Router>
      </Provider>
    </StrictMode>,
  );
}
