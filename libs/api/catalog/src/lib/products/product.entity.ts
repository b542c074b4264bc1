import { ArrayType, BigIntType, Collection, Entity, Index, ManyToOne, OneToMany, Property, type Rel } from '@mikro-orm/core';
import { BaseEntity } from '@nidra/api/core';
import { DEFAULT_HSN, DEFAULT_UQC } from '@nidra/shared/contracts';
import { Brand } from '../brands/brand.entity';
import { ProductVariant } from './variants/variant.entity';

@Entity({ tableName: 'products' })
// The public list filters on active products and sorts by newest or by the price it shows (from ₹X).
@Index({ name: 'products_active_created_idx', properties: ['isActive', 'created'] })
@Index({ name: 'products_active_price_idx', properties: ['isActive', 'fromPricePaise'] })
@Index({ name: 'products_active_rating_idx', properties: ['isActive', 'averageRating'] })
@Index({ name: 'products_brand_idx', properties: ['brand'] })
// The list's count reads only this narrow index (an index-only scan), not the wide product rows.
@Index({
  name: 'products_listing_idx',
  expression:
    'create index "products_listing_idx" on "products" ("price_paise") include ("brand_id", "average_rating") where "is_active"',
})
// The Overview lists active products running out, fewest units first.
@Index({
  name: 'products_low_stock_idx',
  expression: 'create index "products_low_stock_idx" on "products" ("quantity") where "is_active"',
})
// The Overview lists the few products still at a retired GST rate, by name.
@Index({
  name: 'products_retired_rate_idx',
  expression: 'create index "products_retired_rate_idx" on "products" ("name") where "gst_rate" in (12, 28)',
})
// Search suggestions match any part of the name (pg_trgm serves ILIKE '%…%').
@Index({
  name: 'products_name_trgm_idx',
  expression: 'create index "products_name_trgm_idx" on "products" using gin ("name" gin_trgm_ops)',
})
export class Product extends BaseEntity<
  'isActive' | 'taxable' | 'imageUrls' | 'averageRating' | 'brand' | 'quantity' | 'hsn' | 'gstRate' | 'gstAbovePaise' | 'gstAboveRate' | 'uqc' | 'stockBySize' | 'fromPricePaise'
> {
  @Property({ type: 'string', length: 64, unique: 'products_sku_unique' })
  sku!: string;

  @Property({ type: 'string', length: 200 })
  name!: string;

  /** Made from the name once; stays put when the product changes, so links keep working. */
  @Property({ type: 'string', length: 220, unique: 'products_slug_unique' })
  slug!: string;

  @Property({ type: 'string', length: 200 })
  description!: string;

  /**
   * Units in stock: the pool its variants share, or, once it keeps stock by size, the sum of its active
   * variants' own (kept with every change to them).
   */
  @Property({ type: 'integer', default: 1 })
  quantity = 1;

  /** Whether each variant keeps its own stock; until then they share `quantity`. */
  @Property({ type: 'boolean', default: false })
  stockBySize = false;

  /** Base price in paise: the size rule prices each variant from it unless the variant's price is set by hand. */
  @Property({ type: 'integer' })
  pricePaise!: number;

  /** The cheapest active variant's price in paise (kept with every change to them): what lists show and sort by. */
  @Property({ type: new BigIntType('number'), default: 0 })
  fromPricePaise = 0;

  @Property({ type: 'boolean', default: true })
  taxable = true;

  /** The HSN code on the tax invoice; mattresses and bedding by default. */
  @Property({ type: 'string', length: 8, default: DEFAULT_HSN })
  hsn: string = DEFAULT_HSN;

  /** Its own GST rate in percent; null: the shop's `GST_RATE`. A product that is not taxable is at 0 whatever this says. */
  @Property({ type: 'smallint', nullable: true })
  gstRate: number | null = null;

  /** A rate for units priced above a threshold in paise before tax (bedsheets: 18 % above ₹2,500); both null: none. */
  @Property({ type: 'integer', nullable: true })
  gstAbovePaise: number | null = null;

  @Property({ type: 'smallint', nullable: true })
  gstAboveRate: number | null = null;

  /** The unit quantity code on tax invoices and GST returns. */
  @Property({ type: 'string', length: 8, default: DEFAULT_UQC })
  uqc: string = DEFAULT_UQC;

  @Property({ type: 'boolean', default: true })
  isActive = true;

  @ManyToOne(() => Brand, { nullable: true, deleteRule: 'set null', index: false })
  brand: Rel<Brand> | null = null;

  /** Large-image URLs in display order; the first is the product's main image. */
  @Property({ type: ArrayType, columnType: 'text[]', default: '{}' })
  imageUrls: string[] = [];

  /** Average of approved ratings (kept by the reviews context); 0 until there are any. */
  @Property({ type: 'float', columnType: 'real', default: 0 })
  averageRating = 0;

  /** Every way it is sold, active or not. */
  @OneToMany(() => ProductVariant, (variant) => variant.product)
  variants = new Collection<ProductVariant>(this);
}
