import type { ProductBrandDto, ProductDto } from '@nidra/shared/contracts';
import type { Brand } from '../brands/brand.entity';
import type { Product } from './product.entity';
import type { ShopTax } from '@nidra/shared/util';
import { rateOf, rupeesWithTax, toVariantDtos } from './variants/variant-view';

export function toProductBrandDto(brand: Pick<Brand, 'id' | 'name' | 'slug' | 'isActive' | 'merchantId'>): ProductBrandDto {
  return { _id: brand.id, name: brand.name, slug: brand.slug, isActive: brand.isActive, merchant: brand.merchantId };
}

/** A product as its managers see it, with every variant; `shop` is the shop's GST. */
export function toProductDto(product: Product, shop: ShopTax): ProductDto {
  const rate = rateOf(product, shop);
  const variants = product.variants.isInitialized()
    ? product.variants.getItems().map((variant) => ({
        id: variant.id,
        sku: variant.sku,
        size: variant.sizeLabel,
        thickness: variant.thickness,
        pricePaise: variant.pricePaise,
        quantity: variant.quantity,
        isActive: variant.isActive,
        package: variant.package,
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
    gstRateAbove:
      product.gstAbovePaise === null || product.gstAboveRate === null ? null : { unitPrice: product.gstAbovePaise / 100, rate: product.gstAboveRate },
    uqc: product.uqc,
    priceWithTax: rupeesWithTax(product.pricePaise, rate),
    fromPrice: product.fromPricePaise / 100,
    fromPriceWithTax: rupeesWithTax(product.fromPricePaise, rate),
    ...(variants && { stockBySize: product.stockBySize, variants: toVariantDtos(variants, product, rate) }),
  };
}
