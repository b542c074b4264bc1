import './lib/support.css';
export * from './lib/contact-page';
export * from './lib/newsletter-form';
