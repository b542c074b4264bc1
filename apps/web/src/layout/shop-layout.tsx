import { useCallback, useRef, type MouseEvent } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import {
  dismissed,
  selectIsAuthenticated,
  useAppDispatch,
  useAppSelector,
  useGetProfileQuery,
} from '@nidra/web/data-access';
import { Toaster } from '@nidra/web/ui';
import { useScrollToTop } from '@nidra/web/util';
import { Footer } from './footer';
import { Header } from './header';

/** Header, page and footer around every storefront route, plus the notices. */
export function ShopLayout() {
  const { pathname } = useLocation();
  useScrollToTop(pathname);
  const dispatch = useAppDispatch();
  const authenticated = useAppSelector(selectIsAuthenticated);
  // A stored token fetches the profile on load (and drops the token if the server refuses it).
  useGetProfileQuery(undefined, { skip: !authenticated });
  const notifications = useAppSelector((state) => state.notifications);
  const dismiss = useCallback((id: string) => dispatch(dismissed(id)), [dispatch]);
  // The address holds the route, so the skip link moves focus itself rather than following #main.
  const main = useRef<HTMLElement>(null);
  const skipToContent = (event: MouseEvent) => {
    event.preventDefault();
    main.current?.focus();
  };

  return (
    <div className="shell">
      <a className="skip-link" href="#main" onClick={skipToContent}>
        Skip to content
      </a>
      <Header />
      <main id="main" ref={main} tabIndex={-1} className="shell__main">
        <Outlet />
      </main>
      <Footer />
      <Toaster items={notifications} onDismiss={dismiss} />
    </div>
  );
}
