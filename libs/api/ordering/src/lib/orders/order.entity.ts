import { Collection, Entity, Index, OneToMany, OneToOne, Property, type Rel } from '@mikro-orm/core';
import { BaseEntity } from '@nidra/api/core';
import { Cart } from '../cart/cart.entity';
import { OrderItem } from './order-item.entity';

@Entity({ tableName: 'orders' })
@Index({ name: 'orders_user_created_idx', properties: ['userId', 'created'] })
@Index({ name: 'orders_created_idx', properties: ['created'] })
// Order search matches any part of the id (pg_trgm serves LIKE '%…%').
@Index({
  name: 'orders_id_trgm_idx',
  expression: 'create index "orders_id_trgm_idx" on "orders" using gin (("id"::text) gin_trgm_ops)',
})
export class Order extends BaseEntity {
  /** The buyer: an identity account, known here by its id only. */
  @Property({ type: 'uuid' })
  userId!: string;

  /** One order per cart, whatever the clicks (the unique key decides). */
  @OneToOne(() => Cart, { owner: true, unique: 'orders_cart_unique', deleteRule: 'restrict' })
  cart!: Rel<Cart>;

  @OneToMany(() => OrderItem, (item) => item.order, { orderBy: { position: 'asc' } })
  items = new Collection<OrderItem>(this);
}
