// /forgot-password, loaded on demand.
export { ForgotPasswordPage as Component } from '@nidra/web/feature-identity';
