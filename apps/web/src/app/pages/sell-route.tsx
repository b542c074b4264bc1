// /sell, loaded on demand.
export { SellPage as Component } from '@nidra/web/feature-merchants';
