import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsNumber, IsObject, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { PAGE_MAX, PRICE_FILTER, PRODUCT_PRICE_MAX, ProductSort, type ProductListRequest } from '@nidra/shared/contracts';

const SORT_CODES = Object.values(ProductSort);

/** Older clients send `sortOrder` ({ _id: -1 }, { price: -1 }, { price: 1 }); it means the same codes. */
export function sortOf(filters: { order?: ProductSort | null; sortOrder?: { price?: unknown } | null }): ProductSort {
  if (filters.order != null) return filters.order;
  if (filters.sortOrder?.price === -1) return ProductSort.priceHighToLow;
  if (filters.sortOrder?.price === 1) return ProductSort.priceLowToHigh;
  return ProductSort.newest;
}

export class ProductListDto implements ProductListRequest {
  @ApiPropertyOptional({ description: 'Text in the product name, or "all"' })
  @MaxLength(100, { message: 'Name may not be greater than 100 characters.' })
  @IsString({ message: 'Name must be text.' })
  @IsOptional()
  name?: string;

  @ApiPropertyOptional({ description: 'Category slug, or "all"' })
  @MaxLength(120, { message: 'Category must be a category slug.' })
  @IsString({ message: 'Category must be a category slug.' })
  @IsOptional()
  category?: string;

  @ApiPropertyOptional({ description: 'Brand slug, or "all"' })
  @MaxLength(120, { message: 'Brand must be a brand slug.' })
  @IsString({ message: 'Brand must be a brand slug.' })
  @IsOptional()
  brand?: string;

  @ApiPropertyOptional({ default: PRICE_FILTER.min, description: 'Lowest base price in rupees (inclusive)' })
  @Max(PRODUCT_PRICE_MAX, { message: 'Minimum price is too large.' })
  @Min(0, { message: 'Minimum price may not be negative.' })
  @IsNumber({}, { message: 'Minimum price must be a number.' })
  @IsOptional()
  min?: number;

  @ApiPropertyOptional({ default: PRICE_FILTER.max, description: 'Highest base price in rupees (inclusive)' })
  @Max(PRODUCT_PRICE_MAX, { message: 'Maximum price is too large.' })
  @Min(0, { message: 'Maximum price may not be negative.' })
  @IsNumber({}, { message: 'Maximum price must be a number.' })
  @IsOptional()
  max?: number;

  @ApiPropertyOptional({ default: 0, minimum: 0, maximum: 5, description: 'Lowest average rating' })
  @Max(5, { message: 'Rating must be from 0 to 5.' })
  @Min(0, { message: 'Rating must be from 0 to 5.' })
  @IsNumber({}, { message: 'Rating must be from 0 to 5.' })
  @IsOptional()
  rating?: number;

  @ApiPropertyOptional({ enum: SORT_CODES, default: 0, description: '0 newest first, 1 price high to low, 2 price low to high' })
  @IsIn(SORT_CODES, { message: 'Order must be 0, 1 or 2.' })
  @IsOptional()
  order?: ProductSort;

  @ApiPropertyOptional({ description: 'Older form of order: { _id: -1 }, { price: -1 } or { price: 1 }' })
  @IsObject({ message: 'Sort order must be an object.' })
  @IsOptional()
  sortOrder?: { _id?: number; price?: number };

  @ApiPropertyOptional({ default: 1, minimum: 1 })
  @Max(PAGE_MAX, { message: 'Page is too large.' })
  @Min(1, { message: 'Page must be at least 1.' })
  @IsInt({ message: 'Page must be a whole number.' })
  @IsOptional()
  pageNumber?: number;
}
