import { BigIntType, DecimalType, Entity, Index, ManyToOne, Property, type Rel } from '@mikro-orm/core';
import { BaseEntity } from '@nidra/api/core';
import { Cart } from './cart.entity';

/** One priced line: the server's unit price for the chosen size, the quantity and its GST. */
@Entity({ tableName: 'cart_items' })
@Index({ name: 'cart_items_cart_idx', properties: ['cart'] })
@Index({ name: 'cart_items_product_idx', properties: ['productId'] })
export class CartItem extends BaseEntity {
  @ManyToOne(() => Cart, { deleteRule: 'cascade', index: false })
  cart!: Rel<Cart>;

  /** The catalogue's product, by id; null once it has been deleted. */
  @Property({ type: 'uuid', nullable: true })
  productId!: string | null;

  /** The product as it was when the line was priced: what the order keeps. */
  @Property({ type: 'string', length: 200 })
  productName!: string;

  @Property({ type: 'string', length: 220 })
  productSlug!: string;

  @Property({ type: 'text', nullable: true })
  productImageUrl!: string | null;

  /** The size label, "LxB in" for custom sizes, or null for unsized products. */
  @Property({ type: 'string', length: 40, nullable: true })
  sizeLabel!: string | null;

  /** The catalogue's variant sold (null: a custom size, made to order, or a line from before variants). */
  @Property({ type: 'uuid', nullable: true })
  variantId: string | null = null;

  /** The variant's sku and thickness in inches as they were when the line was priced. */
  @Property({ type: 'string', length: 80, nullable: true })
  sku: string | null = null;

  @Property({ type: 'smallint', nullable: true })
  thickness: number | null = null;

  @Property({ type: 'integer' })
  quantity!: number;

  /** The product's base price the line was priced at (null on carts older than this record). */
  @Property({ type: 'integer', nullable: true })
  basePaise: number | null = null;

  @Property({ type: new BigIntType('number') })
  unitPaise!: number;

  @Property({ type: new BigIntType('number') })
  totalPaise!: number;

  @Property({ type: new BigIntType('number') })
  taxPaise!: number;

  @Property({ type: 'boolean' })
  taxable!: boolean;

  /** The GST rate in percent the line was priced at (null on carts older than this record). */
  @Property({ type: new DecimalType('number'), precision: 5, scale: 2, nullable: true })
  gstRate: number | null = null;

  /** The product's HSN code when the line was priced, for the tax invoice. */
  @Property({ type: 'string', length: 8, nullable: true })
  hsn: string | null = null;
}
