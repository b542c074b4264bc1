import { Collection, Entity, Index, OneToMany, Property } from '@mikro-orm/core';
import { BaseEntity } from '@nidra/api/core';
import { CartItem } from './cart-item.entity';

/** A priced basket on the server, made at checkout from the browser's cart; placing it makes an order. */
@Entity({ tableName: 'carts' })
@Index({ name: 'carts_user_created_idx', properties: ['userId', 'created'] })
@Index({ name: 'carts_updated_idx', properties: ['updated'] })
export class Cart extends BaseEntity {
  /** Whose cart it is: an identity account, known here by its id only. */
  @Property({ type: 'uuid' })
  userId!: string;

  @OneToMany(() => CartItem, (item) => item.cart, { orphanRemoval: true })
  items = new Collection<CartItem>(this);
}
