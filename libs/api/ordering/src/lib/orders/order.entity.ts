import { Collection, Entity, Index, ManyToOne, OneToMany, OneToOne, type Rel } from '@mikro-orm/core';
import { BaseEntity } from '@nidra/api/core';
import { User } from '@nidra/api/identity';
import { Cart } from '../cart/cart.entity';
import { OrderItem } from './order-item.entity';

@Entity({ tableName: 'orders' })
@Index({ name: 'orders_user_created_idx', properties: ['user', 'created'] })
@Index({ name: 'orders_created_idx', properties: ['created'] })
// Order search matches any part of the id (pg_trgm serves LIKE '%…%').
@Index({
  name: 'orders_id_trgm_idx',
  expression: 'create index "orders_id_trgm_idx" on "orders" using gin (("id"::text) gin_trgm_ops)',
})
export class Order extends BaseEntity {
  @ManyToOne(() => User, { deleteRule: 'cascade', index: false })
  user!: Rel<User>;

  /** One order per cart, whatever the clicks (the unique key decides). */
  @OneToOne(() => Cart, { owner: true, unique: 'orders_cart_unique', deleteRule: 'restrict' })
  cart!: Rel<Cart>;

  @OneToMany(() => OrderItem, (item) => item.order, { orderBy: { position: 'asc' } })
  items = new Collection<OrderItem>(this);
}
