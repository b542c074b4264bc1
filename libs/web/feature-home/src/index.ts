export * from './lib/home-page';
