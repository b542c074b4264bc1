// Merchant requests and their styles: imported only by the lazily loaded dashboard.
import './lib/merchants-dashboard.css';
export * from './lib/merchants-page';
export * from './lib/business/business-details-page';
export * from './lib/payouts/payouts-page';
