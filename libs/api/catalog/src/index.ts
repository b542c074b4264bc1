export { CatalogModule, CATALOG_ENTITIES } from './lib/catalog.module';
export { Brand } from './lib/brands/brand.entity';
export { BrandsService } from './lib/brands/brands.service';
export { Product } from './lib/products/product.entity';
export { Category } from './lib/categories/category.entity';
export { WishlistEntry } from './lib/wishlist/wishlist-entry.entity';
export { StockService, PricesChanged, unitsByProduct, type ProductForSale, type LineToReserve, type CurrentPrice } from './lib/stock/stock.service';
export { ProductLookup, type ProductSummary, type LowStockRow } from './lib/products/product-lookup.service';
export { CATALOG_CONTEXT } from './lib/catalog.context';
