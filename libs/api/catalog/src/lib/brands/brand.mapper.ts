import type { BrandDto, BrandOption } from '@nidra/shared/contracts';
import type { Brand } from './brand.entity';

export function toBrandDto(brand: Brand): BrandDto {
  return {
    _id: brand.id,
    name: brand.name,
    slug: brand.slug,
    description: brand.description,
    isActive: brand.isActive,
    merchant: brand.merchantId,
    created: brand.created.toISOString(),
  };
}

export function toBrandOption(brand: Pick<Brand, 'id' | 'name'>): BrandOption {
  return { _id: brand.id, name: brand.name };
}
