import { useCallback, useEffect, useRef } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { BrandsMenu, CategoryDrawer, HeaderSearch } from '@nidra/web/feature-catalog';
import { CartButton, CartDrawer } from '@nidra/web/feature-ordering';
import {
  drawerClosed,
  drawerOpened,
  selectIsAuthenticated,
  selectOpenDrawer,
  signOut,
  useAppDispatch,
  useAppSelector,
  useGetSettingsQuery,
} from '@nidra/web/data-access';
import { Logo, PhoneIcon } from '@nidra/web/ui';

export function Header() {
  const authenticated = useAppSelector(selectIsAuthenticated);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { data: settings } = useGetSettingsQuery();
  const openDrawer = useAppSelector(selectOpenDrawer);
  const closeDrawer = useCallback(() => dispatch(drawerClosed()), [dispatch]);

  // Moving to another page closes whichever drawer is open.
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (pathname === shownPath.current) return;
    shownPath.current = pathname;
    closeDrawer();
  }, [pathname, closeDrawer]);

  const onSignOut = async () => {
    await dispatch(signOut());
    navigate('/login');
  };

  return (
    <header className="header">
      <div className="info-bar">
        <ul className="info-bar__list container">
          <li>10-Year Warranty</li>
          <li>100-Night Risk-Free Trial</li>
          <li>Free Shipping All Over India</li>
        </ul>
      </div>
      <div className="header__main container">
        <button
          type="button"
          className="header__menu"
          aria-label="Shop By Category"
          aria-expanded={openDrawer === 'menu'}
          onClick={() => dispatch(drawerOpened('menu'))}
        >
          <span aria-hidden="true">☰</span>
        </button>
        <Link to="/" className="header__logo" aria-label="Nidra home">
          <Logo />
        </Link>
        {/* Its place is kept while the number loads, so the header does not shift when it comes. */}
        <a className="header__phone" href={settings && `tel:${settings.supportPhone.replace(/[^\d+]/g, '')}`}>
          <PhoneIcon width={18} height={18} />
          {settings && <span>{settings.supportPhone}</span>}
        </a>
        <HeaderSearch />
        <nav className="header__nav" aria-label="Main">
          <BrandsMenu />
          <NavLink to="/shop" className="header__link">
            Shop
          </NavLink>
          {authenticated ? (
            <>
              <NavLink to="/dashboard" className="header__link">
                Dashboard
              </NavLink>
              <button type="button" className="header__link header__link--button" onClick={onSignOut}>
                Sign Out
              </button>
            </>
          ) : (
            <>
              <NavLink to="/login" className="header__link">
                Login
              </NavLink>
              <NavLink to="/register" className="header__link header__link--cta">
                Sign Up
              </NavLink>
            </>
          )}
        </nav>
        <CartButton />
      </div>
      <CategoryDrawer open={openDrawer === 'menu'} onClose={closeDrawer} />
      <CartDrawer />
    </header>
  );
}
