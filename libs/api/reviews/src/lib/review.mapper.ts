import type { ReviewDto } from '@nidra/shared/contracts';
import type { Review } from './review.entity';

/** The wire shape of a review; the user and product must be loaded (their name fields at least). */
export function toReviewDto(review: Review): ReviewDto {
  const product = review.product;
  return {
    _id: review.id,
    title: review.title,
    review: review.review,
    rating: review.rating,
    isRecommended: review.isRecommended,
    status: review.status,
    created: review.created.toISOString(),
    user: review.user ? { firstName: review.user.firstName } : null,
    product: product ? { _id: product.id, name: product.name, slug: product.slug, imageUrl: product.imageUrls?.[0] ?? null } : null,
  };
}
