export * from './lib/money';
export * from './lib/slugify';
export * from './lib/sizes';
export * from './lib/images';
export * from './lib/cart-pricing';
export * from './lib/review-summary';
export * from './lib/spreadsheet-cell';
export * from './lib/variant-choice';
