// Merchant requests: imported only by the lazily loaded dashboard.
export * from './lib/merchants-page';
