import { Collection, Embeddable, Embedded, Entity, Index, OneToMany, OneToOne, Property, type Rel } from '@mikro-orm/core';
import { BaseEntity } from '@nidra/api/core';
import { PLACED_PAYMENTS, type PaymentMethod, type PaymentStatus } from '@nidra/shared/contracts';
import { Cart } from '../cart/cart.entity';
import { OrderItem } from './order-item.entity';

/** Where an order goes, copied when it is placed: a later change to the address book never moves it. */
@Embeddable()
export class DeliveryAddress {
  @Property({ type: 'string', length: 100 })
  name!: string;

  @Property({ type: 'string', length: 10 })
  mobile!: string;

  @Property({ type: 'string', length: 200 })
  address!: string;

  @Property({ type: 'string', length: 100 })
  city!: string;

  @Property({ type: 'string', length: 100 })
  state!: string;

  /** The two-digit GST state code: the place of supply on the invoice. */
  @Property({ type: 'string', length: 2 })
  stateCode!: string;

  @Property({ type: 'string', length: 6 })
  pincode!: string;
}

@Entity({ tableName: 'orders' })
// The payment timeout looks only at orders still waiting for their money.
@Index({
  name: 'orders_payment_due_idx',
  expression: `create index "orders_payment_due_idx" on "orders" ("payment_due_at") where "payment_status" = 'pending'`,
})
// Listings show what was placed: paid online, or cash on delivery.
@Index({
  name: 'orders_listed_created_idx',
  expression: `create index "orders_listed_created_idx" on "orders" ("created" desc, "id" desc) where "payment_status" in (${PLACED_PAYMENTS.map((status) => `'${status}'`).join(', ')})`,
})
@Index({ name: 'orders_user_created_idx', properties: ['userId', 'created'] })
@Index({ name: 'orders_created_idx', properties: ['created'] })
// Order search matches any part of the id (pg_trgm serves LIKE '%…%').
@Index({
  name: 'orders_id_trgm_idx',
  expression: 'create index "orders_id_trgm_idx" on "orders" using gin (("id"::text) gin_trgm_ops)',
})
export class Order extends BaseEntity<
  | 'deliveryAddress'
  | 'paymentMethod'
  | 'paymentStatus'
  | 'razorpayOrderId'
  | 'razorpayPaymentId'
  | 'paymentDueAt'
  | 'paidAt'
  | 'buyerGstin'
  | 'buyerLegalName'
  | 'buyerAddress'
  | 'buyerStateCode'
  | 'sellerStateCode'
  | 'supplyStateCode'
> {
  /** The buyer: an identity account, known here by its id only. */
  @Property({ type: 'uuid' })
  userId!: string;

  /** One order per cart, whatever the clicks (the unique key decides). */
  @OneToOne(() => Cart, { owner: true, unique: 'orders_cart_unique', deleteRule: 'restrict' })
  cart!: Rel<Cart>;

  @OneToMany(() => OrderItem, (item) => item.order, { orderBy: { position: 'asc' } })
  items = new Collection<OrderItem>(this);

  /** Null for an order placed without one (an integrator's `{cartId}` from someone with no address). */
  @Embedded(() => DeliveryAddress, { prefix: 'delivery_', nullable: true })
  deliveryAddress: DeliveryAddress | null = null;

  @Property({ type: 'string', length: 16, default: 'cod' })
  paymentMethod: PaymentMethod = 'cod';

  @Property({ type: 'string', length: 16, default: 'cod' })
  paymentStatus: PaymentStatus = 'cod';

  /** Razorpay's order for this one, made when it is placed for online payment. */
  @Property({ type: 'string', length: 40, nullable: true, unique: 'orders_razorpay_order_unique' })
  razorpayOrderId: string | null = null;

  @Property({ type: 'string', length: 40, nullable: true })
  razorpayPaymentId: string | null = null;

  /** Until when a pending payment holds the stock. */
  @Property({ type: 'timestamptz', nullable: true })
  paymentDueAt: Date | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  paidAt: Date | null = null;

  /** The buyer's GSTIN, for a business claiming input tax credit on the invoice. */
  @Property({ type: 'string', length: 15, nullable: true })
  buyerGstin: string | null = null;

  /** A business buyer's legal name, billing address and GST state (bill to); the delivery address is ship to. */
  @Property({ type: 'string', length: 200, nullable: true })
  buyerLegalName: string | null = null;

  @Property({ type: 'string', length: 400, nullable: true })
  buyerAddress: string | null = null;

  @Property({ type: 'string', length: 2, nullable: true })
  buyerStateCode: string | null = null;

  /**
   * The GST state codes of the seller and of the place of supply (the delivery address's state, else the
   * seller's) when the order was placed: the same state is taxed CGST + SGST, another IGST. Null on orders
   * placed before they were kept.
   */
  @Property({ type: 'string', length: 2, nullable: true })
  sellerStateCode: string | null = null;

  @Property({ type: 'string', length: 2, nullable: true })
  supplyStateCode: string | null = null;
}
