import { BigIntType, Collection, Entity, Enum, Index, JsonType, OneToMany, Property } from '@mikro-orm/core';
import { BaseEntity } from '@nidra/api/core';
import { SHIPMENT_DIRECTIONS, type ShipmentDirection, type ShipmentPackage } from '@nidra/shared/contracts';
import { ShipmentEvent } from './shipment-event.entity';
import { ShipmentItem } from './shipment-item.entity';

/**
 * A parcel booked with the courier: forward to the buyer, or back from them for a return. Ordering's order
 * and items are named by id; the courier's ids, AWB and label are kept as it gave them.
 */
@Entity({ tableName: 'shipments' })
@Index({ name: 'shipments_order_idx', properties: ['orderId'] })
// The poll asks for shipments on the way that the courier has not spoken of for a while, oldest first.
@Index({ name: 'shipments_open_heard_idx', expression: 'create index "shipments_open_heard_idx" on "shipments" ("last_heard_at") where "open"' })
export class Shipment extends BaseEntity<'returnId' | 'awb' | 'courier' | 'courierOrderId' | 'courierShipmentId' | 'labelUrl' | 'pickupDate' | 'ewayBill' | 'status' | 'open' | 'lastHeardAt'> {
  /** Ordering's order. */
  @Property({ type: 'uuid' })
  orderId!: string;

  /** Ours at the courier, unique per shipment: `{orderId}-{n}`. */
  @Property({ type: 'string', length: 60, unique: 'shipments_reference_unique' })
  reference!: string;

  @Enum({ items: [...SHIPMENT_DIRECTIONS], type: 'string', length: 10 })
  direction!: ShipmentDirection;

  /** Ordering's return, for a reverse pickup. */
  @Property({ type: 'uuid', nullable: true })
  returnId: string | null = null;

  @Property({ type: 'string', length: 40, nullable: true, unique: 'shipments_awb_unique' })
  awb: string | null = null;

  @Property({ type: 'string', length: 80, nullable: true })
  courier: string | null = null;

  @Property({ type: 'string', length: 40, nullable: true })
  courierOrderId: string | null = null;

  @Property({ type: 'string', length: 40, nullable: true })
  courierShipmentId: string | null = null;

  @Property({ type: 'text', nullable: true })
  labelUrl: string | null = null;

  @Property({ type: 'string', length: 40, nullable: true })
  pickupDate: string | null = null;

  /** The e-way bill a consignment over ₹50,000 travels with. */
  @Property({ type: 'string', length: 12, nullable: true })
  ewayBill: string | null = null;

  /** The package as weighed and measured when booked (a return's pickup reuses its parcel's). */
  @Property({ type: JsonType, columnType: 'jsonb' })
  package!: ShipmentPackage;

  /** The consignment's value with tax, in paise. */
  @Property({ type: new BigIntType('number') })
  valuePaise!: number;

  /** The courier's last word on it (`NEW` until booked), as it said it. */
  @Property({ type: 'string', length: 40, default: 'NEW' })
  status = 'NEW';

  /** Still on its way: neither delivered, back at the shop, nor cancelled. */
  @Property({ type: 'boolean', default: true })
  open = true;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  lastHeardAt: Date = new Date();

  @OneToMany(() => ShipmentItem, (item) => item.shipment)
  items = new Collection<ShipmentItem>(this);

  @OneToMany(() => ShipmentEvent, (event) => event.shipment, { orderBy: { at: 'asc', id: 'asc' } })
  events = new Collection<ShipmentEvent>(this);
}
