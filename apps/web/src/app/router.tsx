import { createHashRouter } from 'react-router-dom';
import { HomePage } from '@nidra/web/feature-home';
import { AuthSuccessPage, ForgotPasswordPage, LoginPage, RegisterPage, ResetPasswordPage } from '@nidra/web/feature-identity';
import { ContactPage } from '@nidra/web/feature-support';
import { MerchantSignupPage, SellPage } from '@nidra/web/feature-merchants';
import { BrandsListPage, FeaturedProducts, ProductPage, ShopPage } from '@nidra/web/feature-catalog';
import { NotFoundPage, PolicyPage } from '@nidra/web/feature-pages';
import { ProductReviews, Testimonials } from '@nidra/web/feature-reviews';
import { RequireAuth } from './require-auth';
import { ShopLayout } from '../layout/shop-layout';

/** The shop's hash routes. The dashboard is loaded on demand so the storefront stays small. */
export function createRouter() {
  return createHashRouter([
    {
      element: <ShopLayout />,
      children: [
        { index: true, element: <HomePage featured={<FeaturedProducts />} testimonials={<Testimonials />} /> },
        { path: 'policy', element: <PolicyPage /> },
        { path: 'shop', element: <ShopPage /> },
        { path: 'shop/category/:category', element: <ShopPage /> },
        { path: 'shop/brand/:brand', element: <ShopPage /> },
        { path: 'brands', element: <BrandsListPage /> },
        {
          path: 'product/:slug',
          element: <ProductPage renderReviews={(product) => <ProductReviews productId={product._id} slug={product.slug} />} />,
        },
        { path: 'login', element: <LoginPage /> },
        { path: 'register', element: <RegisterPage /> },
        { path: 'forgot-password', element: <ForgotPasswordPage /> },
        { path: 'reset-password/:token', element: <ResetPasswordPage /> },
        { path: 'auth/success', element: <AuthSuccessPage /> },
        { path: 'contact', element: <ContactPage /> },
        { path: 'sell', element: <SellPage /> },
        { path: 'merchant-signup/:token', element: <MerchantSignupPage /> },
        {
          element: <RequireAuth />,
          children: [
            { path: 'dashboard/*', lazy: () => import('../dashboard/dashboard-routes') },
            { path: 'checkout', lazy: () => import('../orders/checkout-route') },
            { path: 'order/success/:id', lazy: () => import('../orders/order-success-route') },
            { path: 'order/:id', lazy: () => import('../orders/order-route') },
          ],
        },
        { path: '404', element: <NotFoundPage /> },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ]);
}
