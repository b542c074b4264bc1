import './lib/catalog.css';
export * from './lib/shop/shop-page';
export * from './lib/shop/brands-list-page';
export * from './lib/shop/featured-products';
export * from './lib/product/product-page';
export * from './lib/header/header-search';
export * from './lib/header/brands-menu';
export * from './lib/header/category-drawer';
