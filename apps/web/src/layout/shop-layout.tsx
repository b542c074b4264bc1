import { useCallback } from 'react';
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

  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <main id="main" className="shell__main">
        <Outlet />
      </main>
      <Footer />
      <Toaster items={notifications} onDismiss={dismiss} />
    </div>
  );
}
