import type { ProductDto, ProductSuggestion } from '@nidra/shared/contracts';
import type { ShopTax } from '@nidra/shared/util';
import { rateOf, ruleOfRow, rupeesWithTax, TAX_RULE_COLUMNS, toVariantDtos, type VariantRow } from './variants/variant-view';

/** A product row as the public queries select it (with its brand joined). */
export interface ProductRow {
  id: string;
  sku: string;
  name: string;
  slug: string;
  description: string;
  quantity: number;
  price_paise: number;
  from_price_paise: number;
  stock_by_size: boolean;
  taxable: boolean;
  hsn: string;
  gst_rate: number | null;
  gst_above_paise: number | null;
  gst_above_rate: number | null;
  uqc: string;
  is_active: boolean;
  image_urls: string[];
  average_rating: number;
  created: Date | string;
  brand_id: string | null;
  brand_name: string | null;
  brand_slug: string | null;
  brand_is_active: boolean | null;
  brand_merchant_id: string | null;
  /** Present when a signed-in person asked: whether they like it. */
  is_liked?: boolean;
  /** Present on a product's own read (`variantsColumn`). */
  variants?: VariantRow[];
}

/**
 * A product's pictures, where all are shown, as JSON, which the driver reads with JSON.parse: its parser for
 * text arrays builds every string a character at a time, and was 8 % of what a shop page allocated.
 */
export const IMAGE_URLS = 'to_json(p.image_urls) AS image_urls';

/** Only a product's first picture (null without one), where that is all that is shown: no list to read. */
export const FIRST_IMAGE_URL = 'p.image_urls[1] AS image_url';

export const PRODUCT_COLUMNS = `p.id, p.sku, p.name, p.slug, p.description, p.quantity, p.price_paise, p.from_price_paise, p.stock_by_size,
  ${TAX_RULE_COLUMNS}, p.hsn, p.uqc, p.is_active, ${IMAGE_URLS}, p.average_rating, p.created, b.id AS brand_id, b.name AS brand_name,
  b.slug AS brand_slug, b.is_active AS brand_is_active, b.merchant_id AS brand_merchant_id`;

/** Shoppers see active products whose brand (if any) is active too. */
export const PUBLICLY_VISIBLE = `p.is_active AND (b.id IS NULL OR b.is_active)`;

/** A product as the API sends it; `shop` is the shop's GST, for the prices shown with tax. */
export function rowToProductDto(row: ProductRow, shop: ShopTax): ProductDto {
  const rate = rateOf(ruleOfRow(row), shop);
  return {
    _id: row.id,
    sku: row.sku,
    name: row.name,
    slug: row.slug,
    description: row.description,
    quantity: row.quantity,
    price: row.price_paise / 100,
    taxable: row.taxable,
    isActive: row.is_active,
    brand: row.brand_id
      ? {
          _id: row.brand_id,
          name: row.brand_name as string,
          slug: row.brand_slug as string,
          isActive: Boolean(row.brand_is_active),
          merchant: row.brand_merchant_id,
        }
      : null,
    imageUrls: row.image_urls,
    imageUrl: row.image_urls[0] ?? null,
    averageRating: Number(row.average_rating),
    ...(row.is_liked !== undefined && { isLiked: row.is_liked }),
    created: new Date(row.created).toISOString(),
    hsn: row.hsn,
    gstRate: row.gst_rate,
    gstRateAbove: row.gst_above_paise === null || row.gst_above_rate === null ? null : { unitPrice: row.gst_above_paise / 100, rate: row.gst_above_rate },
    uqc: row.uqc,
    priceWithTax: rupeesWithTax(row.price_paise, rate),
    fromPrice: Number(row.from_price_paise) / 100,
    fromPriceWithTax: rupeesWithTax(Number(row.from_price_paise), rate),
    ...(row.variants && {
      stockBySize: row.stock_by_size,
      variants: toVariantDtos(row.variants, { stockBySize: row.stock_by_size, quantity: row.quantity }, rate),
    }),
  };
}

/** The extra column that tells a signed-in person which products they like (one parameter: the user). */
export const IS_LIKED_COLUMN = `, EXISTS (SELECT 1 FROM wishlist_entries w
  WHERE w.product_id = p.id AND w.user_id = ? AND w.is_liked) AS is_liked`;

/** A suggestion's row: a few of the product's columns and its first picture (`FIRST_IMAGE_URL`). */
export type SuggestionRow = Pick<
  ProductRow,
  'id' | 'name' | 'slug' | 'price_paise' | 'from_price_paise' | 'taxable' | 'gst_rate' | 'gst_above_paise' | 'gst_above_rate'
> & {
  image_url: string | null;
};

export function rowToSuggestion(row: SuggestionRow, shop: ShopTax): ProductSuggestion {
  const rate = rateOf(ruleOfRow(row), shop);
  return {
    _id: row.id,
    name: row.name,
    slug: row.slug,
    imageUrl: row.image_url,
    price: row.price_paise / 100,
    fromPrice: Number(row.from_price_paise) / 100,
    fromPriceWithTax: rupeesWithTax(Number(row.from_price_paise), rate),
  };
}
