// /checkout, loaded on demand.
export { CheckoutPage as Component } from '@nidra/web/feature-ordering/orders';
