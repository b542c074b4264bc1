import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property, type Rel } from '@mikro-orm/core';
import { Shipment } from './shipment.entity';

/** One scan or status of a shipment, as the courier reported it (or staff, by hand). */
@Entity({ tableName: 'shipment_events' })
// The same scan reported twice (a repeated webhook, a poll after it) is kept once.
@Index({
  name: 'shipment_events_once_idx',
  expression: 'create unique index "shipment_events_once_idx" on "shipment_events" ("shipment_id", "status", "at")',
})
export class ShipmentEvent {
  [OptionalProps]?: 'location' | 'activity' | 'manual';

  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @ManyToOne(() => Shipment, { deleteRule: 'cascade', index: false })
  shipment!: Rel<Shipment>;

  @Property({ type: 'string', length: 60 })
  status!: string;

  @Property({ type: 'timestamptz' })
  at!: Date;

  @Property({ type: 'string', length: 120, default: '' })
  location = '';

  @Property({ type: 'string', length: 300, default: '' })
  activity = '';

  /** Moved by staff, not reported by the courier. */
  @Property({ type: 'boolean', default: false })
  manual = false;
}
