import { Entity, Enum, Index, ManyToOne, OptionalProps, PrimaryKey, Property, type Rel } from '@mikro-orm/core';
import { SHIPMENT_DIRECTIONS, type ShipmentDirection } from '@nidra/shared/contracts';
import { Shipment } from './shipment.entity';

/** An order item in a shipment. */
@Entity({ tableName: 'shipment_items' })
// An item travels in one shipment each way at a time: two staff booking the same items get one shipment.
@Index({
  name: 'shipment_items_one_open_idx',
  expression: 'create unique index "shipment_items_one_open_idx" on "shipment_items" ("item_id", "direction") where not "cancelled"',
})
@Index({ name: 'shipment_items_shipment_idx', properties: ['shipment'] })
export class ShipmentItem {
  [OptionalProps]?: 'cancelled';

  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @ManyToOne(() => Shipment, { deleteRule: 'cascade', index: false })
  shipment!: Rel<Shipment>;

  /** Ordering's order item. */
  @Property({ type: 'uuid' })
  itemId!: string;

  @Enum({ items: [...SHIPMENT_DIRECTIONS], type: 'string', length: 10 })
  direction!: ShipmentDirection;

  /** Its shipment was cancelled before pickup: the item may be booked again. */
  @Property({ type: 'boolean', default: false })
  cancelled = false;
}
