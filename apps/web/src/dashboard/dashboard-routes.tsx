import { lazy, Suspense, type JSX } from 'react';
import { NavLink, Route, Routes } from 'react-router-dom';
import { dashboardMenuFor, Role } from '@nidra/shared/contracts';
import { useGetProfileQuery } from '@nidra/web/data-access';
import {
  AccountDetailsPage,
  AccountSecurityPage,
  AddAddressPage,
  AddressesPage,
  EditAddressPage,
  UsersPage,
} from '@nidra/web/feature-identity/dashboard';
import {
  AddBrandPage,
  AddCategoryPage,
  AddProductPage,
  CategoriesPage,
  EditCategoryPage,
  BrandsPage,
  EditBrandPage,
  EditProductPage,
  ProductsPage,
  WishlistPage,
} from '@nidra/web/feature-catalog/dashboard';
import { CustomerOrdersPage, GstReturnsPage, OrdersPage, OwnReturnsPage, ReturnsPage } from '@nidra/web/feature-ordering/orders';
import { BusinessDetailsPage, MerchantsPage, PayoutsPage } from '@nidra/web/feature-merchants/dashboard';
import { ReviewsPage } from '@nidra/web/feature-reviews/dashboard';
import { SupportPage } from '@nidra/web/feature-support/dashboard';
import { Spinner } from '@nidra/web/ui';
import { loaded } from '@nidra/web/util';

// The Overview brings its charts: fetched when it is first opened, not with the other dashboard pages.
const OverviewPage = lazy(() => loaded(import('./overview-route')));

interface DashboardArea {
  /** The menu entry's path; the area's routes hang below it. */
  path: string;
  /** `roles` narrows a route inside an area its menu entry opens to more roles. */
  routes: Array<{ path: string; element: JSX.Element; roles?: Role[] }>;
}

/** The dashboard areas. A role sees an area only when its menu lists it. */
const AREAS: DashboardArea[] = [
  { path: '/dashboard', routes: [{ path: '', element: <AccountDetailsPage /> }] },
  { path: '/dashboard/security', routes: [{ path: 'security', element: <AccountSecurityPage /> }] },
  {
    path: '/dashboard/address',
    routes: [
      { path: 'address', element: <AddressesPage /> },
      { path: 'address/add', element: <AddAddressPage /> },
      { path: 'address/edit/:id', element: <EditAddressPage /> },
    ],
  },
  {
    path: '/dashboard/product',
    routes: [
      { path: 'product', element: <ProductsPage /> },
      { path: 'product/add', element: <AddProductPage /> },
      { path: 'product/edit/:id', element: <EditProductPage /> },
    ],
  },
  {
    path: '/dashboard/category',
    routes: [
      { path: 'category', element: <CategoriesPage /> },
      { path: 'category/add', element: <AddCategoryPage /> },
      { path: 'category/edit/:id', element: <EditCategoryPage /> },
    ],
  },
  {
    path: '/dashboard/brand',
    routes: [
      { path: 'brand', element: <BrandsPage /> },
      { path: 'brand/add', element: <AddBrandPage /> },
      { path: 'brand/edit/:id', element: <EditBrandPage /> },
    ],
  },
  { path: '/dashboard/business', routes: [{ path: 'business', element: <BusinessDetailsPage /> }] },
  { path: '/dashboard/users', routes: [{ path: 'users', element: <UsersPage /> }] },
  { path: '/dashboard/merchants', routes: [{ path: 'merchants', element: <MerchantsPage /> }] },
  {
    path: '/dashboard/orders',
    routes: [
      { path: 'orders', element: <OrdersPage /> },
      { path: 'orders/customers', element: <CustomerOrdersPage />, roles: [Role.Admin] },
    ],
  },
  {
    path: '/dashboard/returns',
    routes: [
      { path: 'returns', element: <ReturnsPage /> },
      { path: 'returns/mine', element: <OwnReturnsPage /> },
    ],
  },
  { path: '/dashboard/payouts', routes: [{ path: 'payouts', element: <PayoutsPage /> }] },
  { path: '/dashboard/gst-returns', routes: [{ path: 'gst-returns', element: <GstReturnsPage /> }] },
  { path: '/dashboard/review', routes: [{ path: 'review', element: <ReviewsPage /> }] },
  { path: '/dashboard/wishlist', routes: [{ path: 'wishlist', element: <WishlistPage /> }] },
  { path: '/dashboard/support', routes: [{ path: 'support', element: <SupportPage /> }] },
  {
    path: '/dashboard/overview',
    routes: [
      {
        path: 'overview',
        element: (
          <Suspense fallback={<Spinner label="Loading the overview" />}>
            <OverviewPage />
          </Suspense>
        ),
      },
    ],
  },
];

function DashboardNotFound() {
  return <p className="panel panel--empty">The page you are looking for was not found.</p>;
}

/** The account area: a side menu titled Account (entries by role) beside the chosen page. */
export function Component() {
  const { data } = useGetProfileQuery();
  if (!data) return <Spinner label="Loading your account" />;

  const menu = dashboardMenuFor(data.user.role, data.user.merchant);
  const allowed = new Set(menu.map((entry) => entry.path));
  const areas = AREAS.filter((area) => allowed.has(area.path));

  return (
    <div className="dashboard container">
      <nav className="dashboard__menu" aria-label="Account">
        <h2 className="dashboard__menu-title">Account</h2>
        <ul>
          {menu.map((entry) => (
            <li key={entry.label}>
              <NavLink end={entry.path === '/dashboard'} to={entry.path} className="dashboard__link">
                {entry.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="dashboard__content">
        <Routes>
          {areas.flatMap((area) =>
            area.routes
              .filter(({ roles }) => !roles || roles.includes(data.user.role))
              .map(({ path, element }) =>
                path === '' ? <Route key="index" index element={element} /> : <Route key={path} path={path} element={element} />,
              ),
          )}
          <Route path="*" element={<DashboardNotFound />} />
        </Routes>
      </div>
    </div>
  );
}
