import type { ProductSummary } from '@nidra/api/catalog';
import type { ReviewDto } from '@nidra/shared/contracts';
import type { Review } from './review.entity';

/** A review with what it is shown beside: its writer's first name and its product (null when gone). */
export interface ReviewWithNames {
  review: Review;
  author: string | null;
  product: ProductSummary | null;
}

/** The wire shape of a review. */
export function toReviewDto({ review, author, product }: ReviewWithNames): ReviewDto {
  return {
    _id: review.id,
    title: review.title,
    review: review.review,
    rating: review.rating,
    isRecommended: review.isRecommended,
    status: review.status,
    created: review.created.toISOString(),
    user: author === null ? null : { firstName: author },
    product: product ? { _id: product.id, name: product.name, slug: product.slug, imageUrl: product.imageUrl } : null,
  };
}
