import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { Brand } from './brands/brand.entity';
import { BrandsController } from './brands/brands.controller';
import { BrandsService } from './brands/brands.service';
import { CategoriesController } from './categories/categories.controller';
import { CategoriesService } from './categories/categories.service';
import { Category } from './categories/category.entity';
import { WishlistEntry } from './wishlist/wishlist-entry.entity';
import { WishlistController } from './wishlist/wishlist.controller';
import { WishlistService } from './wishlist/wishlist.service';
import { CategoryProduct } from './categories/category-product.entity';
import { Product } from './products/product.entity';
import { CatalogVersion } from './products/catalog-version.entity';
import { ProductsCatalogController } from './products/products-catalog.controller';
import { ProductsCatalogService } from './products/products-catalog.service';
import { ProductImagesController } from './products/product-images.controller';
import { ProductsManagementController } from './products/products-management.controller';
import { ProductsManagementService } from './products/products-management.service';
import { StockService } from './stock/stock.service';
import { ProductVariant } from './products/variants/variant.entity';
import { VariantsService } from './products/variants/variants.service';
import { ProductLookup } from './products/product-lookup.service';
import { ProductCsvController } from './products/csv/product-csv.controller';
import { ProductExportService } from './products/csv/product-export.service';
import { ProductImportService } from './products/csv/product-import.service';
import { VariantExportService } from './products/variants/csv/variant-export.service';
import { VariantImportService } from './products/variants/csv/variant-import.service';

export const CATALOG_ENTITIES = [Brand, Product, ProductVariant, Category, CategoryProduct, WishlistEntry, CatalogVersion];

@Module({
  imports: [MikroOrmModule.forFeature(CATALOG_ENTITIES)],
  // The public catalogue comes first so its fixed paths are declared before the managers' /:id.
  controllers: [
    BrandsController,
    CategoriesController,
    ProductsCatalogController,
    ProductCsvController,
    ProductsManagementController,
    ProductImagesController,
    WishlistController,
  ],
  providers: [
    BrandsService,
    CategoriesService,
    ProductsCatalogService,
    ProductsManagementService,
    ProductExportService,
    ProductImportService,
    VariantExportService,
    VariantImportService,
    WishlistService,
    StockService,
    VariantsService,
    ProductLookup,
  ],
  exports: [BrandsService, StockService, ProductLookup],
})
export class CatalogModule {}
