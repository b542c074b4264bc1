import { BigIntType, DecimalType, Entity, Enum, Index, ManyToOne, Property, type Rel } from '@mikro-orm/core';
import { BaseEntity } from '@nidra/api/core';
import { DEFAULT_HSN, DEFAULT_UQC, ItemStatus, ITEM_STATUSES } from '@nidra/shared/contracts';
import { Order } from './order.entity';

/** A bought line; the product's name, slug, price and image are kept as they were when bought. */
@Entity({ tableName: 'order_items' })
@Index({ name: 'order_items_order_idx', properties: ['order'] })
@Index({ name: 'order_items_product_idx', properties: ['productId'] })
@Index({ name: 'order_items_brand_idx', properties: ['brandId'] })
// A seller's lines, for its invoices and ledger; the shop's own lines (null) are not indexed.
@Index({ name: 'order_items_seller_idx', expression: `create index "order_items_seller_idx" on "order_items" ("seller_id") where "seller_id" is not null` })
export class OrderItem extends BaseEntity<'status' | 'courier' | 'trackingNumber' | 'hsn' | 'gstRate' | 'deliveredAt' | 'brandId' | 'stockHeld' | 'variantId' | 'sku' | 'thickness' | 'sellerId' | 'uqc'> {
  @ManyToOne(() => Order, { deleteRule: 'cascade', index: false })
  order!: Rel<Order>;

  /** The catalogue's product, by id; null once it has been deleted. */
  @Property({ type: 'uuid', nullable: true })
  productId!: string | null;

  /** The product's brand when bought (null: none); a merchant's figures and exports follow it. */
  @Property({ type: 'uuid', nullable: true })
  brandId: string | null = null;

  /**
   * Who sells the line: the merchant (merchants context, by id) whose business details were complete when it
   * was placed, invoicing it under its own GSTIN; null when the shop is the seller.
   */
  @Property({ type: 'uuid', nullable: true })
  sellerId: string | null = null;

  /** Place in the order, as the cart listed it. */
  @Property({ type: 'integer' })
  position!: number;

  @Property({ type: 'string', length: 200 })
  productName!: string;

  @Property({ type: 'string', length: 220 })
  productSlug!: string;

  @Property({ type: 'text', nullable: true })
  productImageUrl!: string | null;

  /** The product's base price when bought, in paise. */
  @Property({ type: 'integer' })
  basePaise!: number;

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

  @Property({ type: new BigIntType('number') })
  unitPaise!: number;

  @Property({ type: new BigIntType('number') })
  totalPaise!: number;

  /** GST on the line: CGST + SGST or IGST as its invoice states them, once the place of supply is known. */
  @Property({ type: new BigIntType('number') })
  taxPaise!: number;

  /** The HSN code and GST rate in percent the line was sold with, for the tax invoice. */
  @Property({ type: 'string', length: 8, default: DEFAULT_HSN })
  hsn: string = DEFAULT_HSN;

  /** The unit quantity code the line was sold in, for the tax invoice and GST returns. */
  @Property({ type: 'string', length: 8, default: DEFAULT_UQC })
  uqc: string = DEFAULT_UQC;

  @Property({ type: new DecimalType('number'), precision: 5, scale: 2, default: 0 })
  gstRate = 0;

  @Enum({ items: [...ITEM_STATUSES], type: 'string', length: 20 })
  status: ItemStatus = ItemStatus.NotProcessed;

  /** Who carries it and their tracking number, given when it is Shipped. */
  @Property({ type: 'string', length: 60, nullable: true })
  courier: string | null = null;

  @Property({ type: 'string', length: 40, nullable: true })
  trackingNumber: string | null = null;

  /** Whether the line's units are taken from stock: placed and not given back by expiry, cancelling or a return. */
  @Property({ type: 'boolean', default: true })
  stockHeld = true;

  /** When it became Delivered: its 100-night trial counts from then. */
  @Property({ type: 'timestamptz', nullable: true })
  deliveredAt: Date | null = null;
}

/** A line still bought: not cancelled. */
export const isLive = (item: Pick<OrderItem, 'status'>) => item.status !== ItemStatus.Cancelled;
