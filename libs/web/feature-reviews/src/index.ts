import './lib/reviews.css';
export * from './lib/product-reviews';
export * from './lib/testimonials';
