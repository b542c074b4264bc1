import { IsIn, IsInt, IsNumber, IsObject, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { WireSchema } from '@nidra/api/core';
import { PAGE_MAX, PRODUCT_PRICE_MAX, ProductSort, type ProductListRequest } from '@nidra/shared/contracts';

const SORT_CODES = Object.values(ProductSort);

/** Older clients send `sortOrder` ({ _id: -1 }, { price: -1 }, { price: 1 }); it means the same codes. */
export function sortOf(filters: { order?: ProductSort | null; sortOrder?: { price?: unknown } | null }): ProductSort {
  if (filters.order != null) return filters.order;
  if (filters.sortOrder?.price === -1) return ProductSort.priceHighToLow;
  if (filters.sortOrder?.price === 1) return ProductSort.priceLowToHigh;
  return ProductSort.newest;
}

@WireSchema('ProductListRequest')
export class ProductListDto implements ProductListRequest {
  @MaxLength(100, { message: 'Name may not be greater than 100 characters.' })
  @IsString({ message: 'Name must be text.' })
  @IsOptional()
  name?: string;

  @MaxLength(120, { message: 'Category must be a category slug.' })
  @IsString({ message: 'Category must be a category slug.' })
  @IsOptional()
  category?: string;

  @MaxLength(120, { message: 'Brand must be a brand slug.' })
  @IsString({ message: 'Brand must be a brand slug.' })
  @IsOptional()
  brand?: string;

  @Max(PRODUCT_PRICE_MAX, { message: 'Minimum price is too large.' })
  @Min(0, { message: 'Minimum price may not be negative.' })
  @IsNumber({}, { message: 'Minimum price must be a number.' })
  @IsOptional()
  min?: number;

  @Max(PRODUCT_PRICE_MAX, { message: 'Maximum price is too large.' })
  @Min(0, { message: 'Maximum price may not be negative.' })
  @IsNumber({}, { message: 'Maximum price must be a number.' })
  @IsOptional()
  max?: number;

  @Max(5, { message: 'Rating must be from 0 to 5.' })
  @Min(0, { message: 'Rating must be from 0 to 5.' })
  @IsNumber({}, { message: 'Rating must be from 0 to 5.' })
  @IsOptional()
  rating?: number;

  @IsIn(SORT_CODES, { message: 'Order must be 0, 1 or 2.' })
  @IsOptional()
  order?: ProductSort;

  @IsObject({ message: 'Sort order must be an object.' })
  @IsOptional()
  sortOrder?: { _id?: number; price?: number };

  @Max(PAGE_MAX, { message: 'Page is too large.' })
  @Min(1, { message: 'Page must be at least 1.' })
  @IsInt({ message: 'Page must be a whole number.' })
  @IsOptional()
  pageNumber?: number;
}
