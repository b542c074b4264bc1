import { BigIntType, Entity, Index, ManyToOne, Property, type Rel } from '@mikro-orm/core';
import { BaseEntity } from '@nidra/api/core';
import { ReturnStatus, type ReturnReason } from '@nidra/shared/contracts';
import { Order } from './order.entity';
import { OrderItem } from './order-item.entity';

/**
 * A shopper's return of one delivered line within its 100-night trial. The item's own status stays
 * Delivered; the return carries its own: Requested → Approved or Rejected → Received → Refunded.
 */
@Entity({ tableName: 'returns' })
// One open return per item, whatever the clicks: a rejected one leaves the item free for another.
@Index({
  name: 'returns_item_open_unique',
  expression: `create unique index "returns_item_open_unique" on "returns" ("item_id") where "status" <> 'Rejected'`,
})
@Index({ name: 'returns_user_created_idx', properties: ['userId', 'created'] })
@Index({ name: 'returns_created_idx', properties: ['created'] })
export class ItemReturn extends BaseEntity<
  | 'status'
  | 'note'
  | 'bankAccountName'
  | 'bankAccountNumber'
  | 'bankIfsc'
  | 'pickupDate'
  | 'rejectionReason'
  | 'refundId'
  | 'approvedAt'
  | 'rejectedAt'
  | 'receivedAt'
  | 'refundedAt'
> {
  @ManyToOne(() => Order, { deleteRule: 'cascade', index: 'returns_order_idx' })
  order!: Rel<Order>;

  @ManyToOne(() => OrderItem, { deleteRule: 'cascade', index: false })
  item!: Rel<OrderItem>;

  /** The order's owner, who asked for it. */
  @Property({ type: 'uuid' })
  userId!: string;

  @Property({ type: 'string', length: 16 })
  reason!: ReturnReason;

  @Property({ type: 'string', length: 500, nullable: true })
  note: string | null = null;

  @Property({ type: 'string', length: 16 })
  status: ReturnStatus = ReturnStatus.Requested;

  /** What goes back, in paise: the line's value with its GST. */
  @Property({ type: new BigIntType('number') })
  amountPaise!: number;

  /** Where a cash-on-delivery order's refund is transferred; only ever answered masked. */
  @Property({ type: 'string', length: 100, nullable: true })
  bankAccountName: string | null = null;

  @Property({ type: 'string', length: 18, nullable: true })
  bankAccountNumber: string | null = null;

  @Property({ type: 'string', length: 11, nullable: true })
  bankIfsc: string | null = null;

  /** YYYY-MM-DD: when the courier collects it, set on approval. */
  @Property({ type: 'date', nullable: true })
  pickupDate: string | null = null;

  @Property({ type: 'string', length: 500, nullable: true })
  rejectionReason: string | null = null;

  /** Razorpay's refund, for an order paid online. */
  @Property({ type: 'string', length: 40, nullable: true })
  refundId: string | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  approvedAt: Date | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  rejectedAt: Date | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  receivedAt: Date | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  refundedAt: Date | null = null;
}
