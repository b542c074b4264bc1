import type { ProductBrandDto, ProductDto } from '@nidra/shared/contracts';
import type { Brand } from '../brands/brand.entity';
import type { Product } from './product.entity';
import { rupeesWithTax, sellingRate, toVariantDtos } from './variants/variant-view';

export function toProductBrandDto(brand: Pick<Brand, 'id' | 'name' | 'slug' | 'isActive' | 'merchantId'>): ProductBrandDto {
  return { _id: brand.id, name: brand.name, slug: brand.slug, isActive: brand.isActive, merchant: brand.merchantId };
}

/** A product as its managers see it, with every variant; `shopRate` is the shop's GST rate. */
export function toProductDto(product: Product, shopRate: number): ProductDto {
  const rate = sellingRate(product, shopRate);
  const variants = product.variants.isInitialized()
    ? product.variants.getItems().map((variant) => ({
        id: variant.id,
        sku: variant.sku,
        size: variant.sizeLabel,
        thickness: variant.thickness,
        pricePaise: variant.pricePaise,
        quantity: variant.quantity,
        isActive: variant.isActive,
      }))
    : undefined;
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
    priceWithTax: rupeesWithTax(product.pricePaise, rate),
    fromPrice: product.fromPricePaise / 100,
    fromPriceWithTax: rupeesWithTax(product.fromPricePaise, rate),
    ...(variants && { stockBySize: product.stockBySize, variants: toVariantDtos(variants, product, rate) }),
  };
}
