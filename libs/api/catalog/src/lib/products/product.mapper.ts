import type { ProductBrandDto, ProductDto } from '@nidra/shared/contracts';
import type { Brand } from '../brands/brand.entity';
import type { Product } from './product.entity';

export function toProductBrandDto(brand: Pick<Brand, 'id' | 'name' | 'slug' | 'isActive' | 'merchantId'>): ProductBrandDto {
  return { _id: brand.id, name: brand.name, slug: brand.slug, isActive: brand.isActive, merchant: brand.merchantId };
}

export function toProductDto(product: Product): ProductDto {
  return {
    _id: product.id,
    sku: product.sku,
    name: product.name,
    slug: product.slug,
    description: product.description,
    quantity: product.quantity,
    price: product.pricePaise / 100,
    taxable: product.taxable,
    isActive: product.isActive,
    brand: product.brand ? toProductBrandDto(product.brand) : null,
    imageUrls: [...product.imageUrls],
    imageUrl: product.imageUrls[0] ?? null,
    averageRating: product.averageRating,
    created: product.created.toISOString(),
    hsn: product.hsn,
    gstRate: product.gstRate,
  };
}
