export * from './lib/format';
export * from './lib/use-scroll-to-top';
export * from './lib/use-form';
export * from './lib/validators';
export * from './lib/use-debounced-value';
export * from './lib/code-loading';
