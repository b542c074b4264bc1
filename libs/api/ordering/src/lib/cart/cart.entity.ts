import { Collection, Entity, Index, ManyToOne, OneToMany, type Rel } from '@mikro-orm/core';
import { BaseEntity } from '@nidra/api/core';
import { User } from '@nidra/api/identity';
import { CartItem } from './cart-item.entity';

/** A priced basket on the server, made at checkout from the browser's cart; placing it makes an order. */
@Entity({ tableName: 'carts' })
@Index({ name: 'carts_user_created_idx', properties: ['user', 'created'] })
@Index({ name: 'carts_updated_idx', properties: ['updated'] })
export class Cart extends BaseEntity {
  @ManyToOne(() => User, { deleteRule: 'cascade', index: false })
  user!: Rel<User>;

  @OneToMany(() => CartItem, (item) => item.cart, { orphanRemoval: true })
  items = new Collection<CartItem>(this);
}
