import './lib/pages.css';
export * from './lib/policy-page';
export * from './lib/not-found-page';
