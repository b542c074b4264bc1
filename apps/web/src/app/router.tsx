import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Routes } from 'react-router-dom';
import { HomePage } from '@nidra/web/feature-home';
import { FeaturedProducts, ProductPage, ShopPage } from '@nidra/web/feature-catalog';
import { NotFoundPage } from '@nidra/web/feature-pages';
import { ProductReviews, Testimonials } from '@nidra/web/feature-reviews';
import { Spinner } from '@nidra/web/ui';
import { loaded } from '@nidra/web/util';
import { RequireAuth } from './require-auth';
import { ShopLayout } from '../layout/shop-layout';

/** A page loaded on demand: its module exports it as `Component`. */
function onDemand(load: () => Promise<{ Component: ComponentType }>): LazyExoticComponent<ComponentType> {
  return lazy(() => loaded(load()).then(({ Component }) => ({ default: Component })));
}

// The first screens a shopper lands on (home, shop, product) come with the storefront; every other page,
// and the dashboard with its charts, is fetched when it is first opened.
const LoginPage = onDemand(() => import('./pages/login-route'));
const RegisterPage = onDemand(() => import('./pages/register-route'));
const ForgotPasswordPage = onDemand(() => import('./pages/forgot-password-route'));
const ResetPasswordPage = onDemand(() => import('./pages/reset-password-route'));
const AuthSuccessPage = onDemand(() => import('./pages/auth-success-route'));
const ContactPage = onDemand(() => import('./pages/contact-route'));
const SellPage = onDemand(() => import('./pages/sell-route'));
const MerchantSignupPage = onDemand(() => import('./pages/merchant-signup-route'));
const PolicyPage = onDemand(() => import('./pages/policy-route'));
const BrandsListPage = onDemand(() => import('./pages/brands-route'));
const Dashboard = onDemand(() => import('../dashboard/dashboard-routes'));
const CheckoutPage = onDemand(() => import('../orders/checkout-route'));
const OrderSuccessPage = onDemand(() => import('../orders/order-success-route'));
const OrderPage = onDemand(() => import('../orders/order-route'));

const productReviews = (product: { _id: string; slug: string }) => <ProductReviews productId={product._id} slug={product.slug} />;

/** The shop's hash routes. */
export function AppRoutes() {
  return (
    <Suspense fallback={<Spinner label="Loading the page" />}>
      <Routes>
        <Route element={<ShopLayout />}>
          <Route index element={<HomePage featured={<FeaturedProducts />} testimonials={<Testimonials />} />} />
          <Route path="policy" element={<PolicyPage />} />
          <Route path="shop" element={<ShopPage />} />
          <Route path="shop/category/:category" element={<ShopPage />} />
          <Route path="shop/brand/:brand" element={<ShopPage />} />
          <Route path="brands" element={<BrandsListPage />} />
          <Route path="product/:slug" element={<ProductPage renderReviews={productReviews} />} />
          <Route path="login" element={<LoginPage />} />
          <Route path="register" element={<RegisterPage />} />
          <Route path="forgot-password" element={<ForgotPasswordPage />} />
          <Route path="reset-password/:token" element={<ResetPasswordPage />} />
          <Route path="auth/success" element={<AuthSuccessPage />} />
          <Route path="contact" element={<ContactPage />} />
          <Route path="sell" element={<SellPage />} />
          <Route path="merchant-signup/:token" element={<MerchantSignupPage />} />
          <Route element={<RequireAuth />}>
            <Route path="dashboard/*" element={<Dashboard />} />
            <Route path="checkout" element={<CheckoutPage />} />
            <Route path="order/success/:id" element={<OrderSuccessPage />} />
            <Route path="order/:id" element={<OrderPage />} />
          </Route>
          <Route path="404" element={<NotFoundPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
