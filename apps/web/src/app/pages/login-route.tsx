// /login, loaded on demand.
export { LoginPage as Component } from '@nidra/web/feature-identity';
