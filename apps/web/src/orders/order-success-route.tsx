// /order/success/{id}, loaded on demand.
export { OrderSuccessPage as Component } from '@nidra/web/feature-ordering/orders';
