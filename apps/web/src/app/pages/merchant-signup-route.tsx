// /merchant-signup/{token}, loaded on demand.
export { MerchantSignupPage as Component } from '@nidra/web/feature-merchants';
