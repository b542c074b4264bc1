export * from './lib/sell-page';
