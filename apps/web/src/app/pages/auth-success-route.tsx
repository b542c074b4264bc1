// /auth/success, loaded on demand.
export { AuthSuccessPage as Component } from '@nidra/web/feature-identity';
