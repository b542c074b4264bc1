// /register, loaded on demand.
export { RegisterPage as Component } from '@nidra/web/feature-identity';
