// /order/{id}, loaded on demand.
export { OrderPage as Component } from '@nidra/web/feature-ordering/orders';
