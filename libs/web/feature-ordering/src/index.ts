import './lib/ordering.css';
export * from './lib/cart/cart-button';
export * from './lib/cart/cart-drawer';
