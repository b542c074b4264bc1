import { Check, Entity, Enum, Index, Property, Unique } from '@mikro-orm/core';
import { BaseEntity } from '@nidra/api/core';
import { REVIEW_LIMITS, REVIEW_STATUSES, ReviewStatus } from '@nidra/shared/contracts';

/** A shopper's review of a product: one per person and product, shown once approved. */
@Entity({ tableName: 'reviews' })
@Unique({ name: 'reviews_user_product_unique', properties: ['userId', 'productId'] })
// A product's approved reviews, newest first; the home page's best recent ones; the moderation list.
@Index({ name: 'reviews_product_status_created_idx', properties: ['productId', 'status', 'created'] })
@Index({ name: 'reviews_status_created_idx', properties: ['status', 'created'] })
@Index({ name: 'reviews_created_idx', properties: ['created'] })
@Check({ name: 'reviews_rating_range', expression: 'rating >= 1 and rating <= 5' })
export class Review extends BaseEntity<'status'> {
  /** The writer: an identity account, by id. */
  @Property({ type: 'uuid' })
  userId!: string;

  /** The catalogue's product, by id. */
  @Property({ type: 'uuid' })
  productId!: string;

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
