import { Entity, Index, ManyToOne, Property, Unique, type Rel } from '@mikro-orm/core';
import { BaseEntity } from '@nidra/api/core';
import { Product } from '../products/product.entity';

/** One row per person and product; un-liking keeps the row with isLiked false. */
@Entity({ tableName: 'wishlist_entries' })
@Unique({ name: 'wishlist_entries_user_product_unique', properties: ['userId', 'product'] })
@Index({ name: 'wishlist_entries_user_liked_idx', properties: ['userId', 'isLiked', 'updated'] })
@Index({ name: 'wishlist_entries_product_idx', properties: ['product'] })
export class WishlistEntry extends BaseEntity<'isLiked'> {
  /** Whose wishlist: an identity account, by id. */
  @Property({ type: 'uuid' })
  userId!: string;

  @ManyToOne(() => Product, { deleteRule: 'cascade', index: false })
  product!: Rel<Product>;

  @Property({ type: 'boolean', default: true })
  isLiked = true;
}
