export { ReviewsModule, REVIEWS_ENTITIES } from './lib/reviews.module';
export { Review } from './lib/review.entity';
export { REVIEWS_CONTEXT } from './lib/reviews.context';
export { PendingReviews } from './lib/pending-reviews';
