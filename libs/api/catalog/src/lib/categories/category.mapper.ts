import type { CategoryDto } from '@nidra/shared/contracts';
import type { Category } from './category.entity';

export function toCategoryDto(category: Category, withProducts = false): CategoryDto {
  return {
    _id: category.id,
    name: category.name,
    slug: category.slug,
    description: category.description,
    isActive: category.isActive,
    ...(withProducts && { products: category.products.getItems().map((product) => ({ _id: product.id, name: product.name, slug: product.slug })) }),
    created: category.created.toISOString(),
  };
}
