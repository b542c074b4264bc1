export * from './lib/sell-page';
export * from './lib/merchant-signup-page';
