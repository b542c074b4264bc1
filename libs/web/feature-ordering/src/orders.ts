// Order pages and the dashboard's order screens: loaded on demand, so they stay out of the storefront bundle.
export * from './lib/order/order-page';
export * from './lib/order/order-success-page';
export * from './lib/checkout/checkout-page';
export * from './lib/dashboard/orders-page';
export * from './lib/returns/returns-page';
export * from './lib/gst-returns/gst-returns-page';
