// /reset-password/{token}, loaded on demand.
export { ResetPasswordPage as Component } from '@nidra/web/feature-identity';
