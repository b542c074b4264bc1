export * from './error-body';
export * from './validation';
export * from './throttling';
export * from './id-param';
export * from './trim';
export * from './form-values';
export * from './input-shape';
export * from './failed-sign-ins';
