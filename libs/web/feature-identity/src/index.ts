import './lib/identity.css';
export * from './lib/login-page';
export * from './lib/register-page';
export * from './lib/forgot-password-page';
export * from './lib/reset-password-page';
export * from './lib/auth-success-page';
