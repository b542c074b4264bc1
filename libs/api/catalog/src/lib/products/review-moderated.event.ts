/**
 * Published by reviews after a review is approved, rejected or deleted: the product's average rating over
 * its approved reviews now. The catalogue keeps the rating it lists and filters products by; reviews builds
 * on the catalogue, so the catalogue declares it.
 */
export class ReviewModeratedEvent {
  static readonly eventName = 'reviews.review-moderated';

  constructor(
    readonly productId: string,
    readonly averageRating: number,
  ) {}
}
