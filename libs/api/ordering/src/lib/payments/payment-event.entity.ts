import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/** A Razorpay webhook event already handled: the same event again changes nothing. */
@Entity({ tableName: 'payment_events' })
export class PaymentEvent {
  @PrimaryKey({ type: 'string', length: 64 })
  id!: string;

  @Property({ type: 'string', length: 40 })
  event!: string;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  received: Date = new Date();
}
