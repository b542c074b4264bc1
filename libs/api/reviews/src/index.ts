export { ReviewsModule, REVIEWS_ENTITIES } from './lib/reviews.module';
export { Review } from './lib/review.entity';
