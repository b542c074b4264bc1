import './lib/home.css';
export * from './lib/home-page';
