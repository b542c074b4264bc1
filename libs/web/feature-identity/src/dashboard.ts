// Dashboard screens and their styles: imported only by the lazily loaded dashboard, so they stay out of the storefront bundle.
import './lib/dashboard/identity-dashboard.css';
export * from './lib/dashboard/account-details-page';
export * from './lib/dashboard/account-security-page';
export * from './lib/dashboard/addresses-page';
export * from './lib/dashboard/add-address-page';
export * from './lib/dashboard/edit-address-page';
export * from './lib/dashboard/users-page';
