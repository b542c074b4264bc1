// Dashboard screens and their styles: imported only by the lazily loaded dashboard, so they stay out of the storefront bundle.
import './lib/dashboard/catalog-dashboard.css';
export * from './lib/dashboard/brands-page';
export * from './lib/dashboard/add-brand-page';
export * from './lib/dashboard/edit-brand-page';
export * from './lib/dashboard/wishlist-page';
export * from './lib/dashboard/products-page';
export * from './lib/dashboard/add-product-page';
export * from './lib/dashboard/edit-product-page';
export * from './lib/dashboard/categories-page';
export * from './lib/dashboard/add-category-page';
export * from './lib/dashboard/edit-category-page';
