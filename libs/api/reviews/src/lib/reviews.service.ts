import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Conflict, InvalidInput, NotFound } from '@nidra/api/core';
import { Product } from '@nidra/api/catalog';
import { canReview, ReviewMessage, ReviewStatus, type ReviewAction, type ReviewFields, type ReviewSummary } from '@nidra/shared/contracts';
import { reviewSummary } from '@nidra/shared/util';
import { Review } from './review.entity';

/** How many reviews a product page lists, newest first (the summary counts them all). */
const PRODUCT_PAGE_REVIEWS = 50;
/** Testimonials on the home page: the latest approved reviews of 4 stars or more (decisions §11). */
const TESTIMONIALS = 6;
const TESTIMONIAL_MIN_RATING = 4;

/** Reviews are shown with the writer's first name and the product's name, slug and image. */
const WITH_NAMES = { populate: ['user', 'product'] as const };

@Injectable()
export class ReviewsService {
  constructor(private readonly em: EntityManager) {}

  /** A signed-in shopper's review, waiting for approval; one per person and product. */
  async add(userId: string, fields: ReviewFields): Promise<Review> {
    const em = this.em.fork();
    const product = await em.findOne(Product, { id: fields.product, isActive: true }, { fields: ['id'] });
    if (!product) throw new NotFound(ReviewMessage.productNotFound);
    const review = em.create(Review, {
      user: userId,
      product: product.id,
      title: fields.title,
      review: fields.review,
      rating: fields.rating,
      isRecommended: fields.isRecommended,
    });
    try {
      await em.flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw new Conflict(ReviewMessage.duplicate);
      throw error;
    }
    return this.em.fork().findOneOrFail(Review, review.id, WITH_NAMES);
  }

  /** A product's approved reviews, newest first, with the summary of all its approved ratings. */
  async forProduct(slug: string): Promise<{ reviews: Review[]; summary: ReviewSummary }> {
    const product = await this.em.findOne(Product, { slug, isActive: true }, { fields: ['id'] });
    if (!product) throw new NotFound(ReviewMessage.productNotFound);
    const reviews = await this.em.find(
      Review,
      { product: product.id, status: ReviewStatus.Approved },
      { ...WITH_NAMES, orderBy: { created: 'desc', id: 'desc' }, limit: PRODUCT_PAGE_REVIEWS },
    );
    const counts = await this.em.execute<Array<{ rating: number; count: string }>>(
      'SELECT rating, count(*) AS count FROM reviews WHERE product_id = ? AND status = ? GROUP BY rating',
      [product.id, ReviewStatus.Approved],
    );
    return { reviews, summary: reviewSummary(counts.map((row) => ({ rating: row.rating, count: Number(row.count) }))) };
  }

  /** Every review, newest first, for moderation. */
  all(): Promise<Review[]> {
    return this.em.find(Review, {}, { ...WITH_NAMES, orderBy: { created: 'desc', id: 'desc' } });
  }

  /** The home page's testimonials. */
  testimonials(): Promise<Review[]> {
    return this.em.find(
      Review,
      { status: ReviewStatus.Approved, rating: { $gte: TESTIMONIAL_MIN_RATING } },
      { ...WITH_NAMES, orderBy: { created: 'desc', id: 'desc' }, limit: TESTIMONIALS },
    );
  }

  /**
   * Approves, rejects or deletes a review as the table of spec §4 allows. The product's average rating
   * counts approved reviews only, so it is worked out again in the same transaction.
   */
  async moderate(id: string, action: ReviewAction): Promise<Review | null> {
    return this.em.transactional(async (em) => {
      const [row] = await em.execute<Array<{ id: string }>>('SELECT id FROM reviews WHERE id = ? FOR UPDATE', [id]);
      if (!row) throw new NotFound(ReviewMessage.notFound);
      const review = await em.findOneOrFail(Review, id, { ...WITH_NAMES, refresh: true });
      if (!canReview(review.status, action)) throw new InvalidInput(ReviewMessage.notAllowed(action, review.status));
      const productId = review.product.id;
      if (action === 'delete') em.remove(review);
      else review.status = action === 'approve' ? ReviewStatus.Approved : ReviewStatus.Rejected;
      await em.flush();
      await em.execute(
        `UPDATE products SET average_rating = coalesce(
           (SELECT avg(rating) FROM reviews WHERE product_id = ? AND status = ?), 0) WHERE id = ?`,
        [productId, ReviewStatus.Approved, productId],
      );
      return action === 'delete' ? null : review;
    });
  }
}
