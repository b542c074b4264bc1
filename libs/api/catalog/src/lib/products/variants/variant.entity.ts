import { BigIntType, Entity, Index, JsonType, ManyToOne, Property, type Rel } from '@mikro-orm/core';
import { BaseEntity } from '@nidra/api/core';
import type { ShipmentPackage } from '@nidra/shared/contracts';
import { Product } from '../product.entity';

/**
 * One way a product is sold: a size of the size table (null: unsized) in a thickness (null: none), with its
 * own sku, unit price and, once the product keeps stock by size, its own stock.
 */
@Entity({ tableName: 'product_variants' })
// A product is sold once per (size, thickness); no size and no thickness count as values here.
@Index({
  name: 'product_variants_product_size_thickness_unique',
  expression:
    'create unique index "product_variants_product_size_thickness_unique" on "product_variants" ("product_id", "size_label", "thickness") nulls not distinct',
})
// The Overview lists active variants running out, fewest units first.
@Index({
  name: 'product_variants_low_stock_idx',
  expression: 'create index "product_variants_low_stock_idx" on "product_variants" ("quantity") where "is_active"',
})
export class ProductVariant extends BaseEntity<'isActive' | 'quantity' | 'priceSet' | 'thickness' | 'sizeLabel' | 'package'> {
  @ManyToOne(() => Product, { deleteRule: 'cascade', index: false })
  product!: Rel<Product>;

  /** A label of the size table; null for an unsized product (one variant). */
  @Property({ type: 'string', length: 40, nullable: true })
  sizeLabel: string | null = null;

  /** Whole inches; null where thickness means nothing (bedding, pillows). */
  @Property({ type: 'smallint', nullable: true })
  thickness: number | null = null;

  @Property({ type: 'string', length: 80, unique: 'product_variants_sku_unique' })
  sku!: string;

  /** Unit price before tax, in paise (a King of a dear base price passes 32 bits). */
  @Property({ type: new BigIntType('number') })
  pricePaise!: number;

  /** Set by hand; otherwise it follows the size rule from the product's base price when that changes. */
  @Property({ type: 'boolean', default: false })
  priceSet = false;

  /**
   * Its own units, counted once the product keeps stock by size; null while it shares the product's pool,
   * so the low-stock index holds only stock that is counted.
   */
  @Property({ type: 'integer', nullable: true })
  quantity: number | null = null;

  @Property({ type: 'boolean', default: true })
  isActive = true;

  /** One unit packed for the courier (weight and size), where a booking of it starts; null until given. */
  @Property({ type: JsonType, columnType: 'jsonb', nullable: true })
  package: ShipmentPackage | null = null;
}
