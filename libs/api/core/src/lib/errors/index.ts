export * from './domain-error';
export * from './error-response';
export * from './all-exceptions.filter';
