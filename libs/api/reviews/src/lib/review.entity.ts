import { Check, Entity, Enum, Index, ManyToOne, Property, Unique, type Rel } from '@mikro-orm/core';
import { BaseEntity } from '@nidra/api/core';
import { Product } from '@nidra/api/catalog';
import { User } from '@nidra/api/identity';
import { REVIEW_LIMITS, REVIEW_STATUSES, ReviewStatus } from '@nidra/shared/contracts';

/** A shopper's review of a product: one per person and product, shown once approved. */
@Entity({ tableName: 'reviews' })
@Unique({ name: 'reviews_user_product_unique', properties: ['user', 'product'] })
// A product's approved reviews, newest first; the home page's best recent ones; the moderation list.
@Index({ name: 'reviews_product_status_created_idx', properties: ['product', 'status', 'created'] })
@Index({ name: 'reviews_status_created_idx', properties: ['status', 'created'] })
@Index({ name: 'reviews_created_idx', properties: ['created'] })
@Check({ name: 'reviews_rating_range', expression: 'rating >= 1 and rating <= 5' })
export class Review extends BaseEntity<'status'> {
  @ManyToOne(() => User, { deleteRule: 'cascade', index: false })
  user!: Rel<User>;

  @ManyToOne(() => Product, { deleteRule: 'cascade', index: false })
  product!: Rel<Product>;

  @Property({ type: 'string', length: REVIEW_LIMITS.titleMax })
  title!: string;

  @Property({ type: 'string', length: REVIEW_LIMITS.reviewMax })
  review!: string;

  /** Whole stars, 1 to 5 (the database checks it too). */
  @Property({ type: 'smallint' })
  rating!: number;

  @Property({ type: 'boolean' })
  isRecommended!: boolean;

  @Enum({ items: [...REVIEW_STATUSES], type: 'string', length: 20 })
  status: ReviewStatus = ReviewStatus.Waiting;
}
