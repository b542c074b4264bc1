import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { ProductLookup, ReviewModeratedEvent } from '@nidra/api/catalog';
import { Conflict, InvalidInput, lockAndLoad, NotFound } from '@nidra/api/core';
import { UsersService } from '@nidra/api/identity';
import {
  canReview,
  ReviewMessage,
  ReviewStatus,
  type ReviewAction,
  type ReviewFields,
  type ReviewSummary,
} from '@nidra/shared/contracts';
import { reviewSummary } from '@nidra/shared/util';
import { Review } from './review.entity';
import type { ReviewWithNames } from './review.mapper';

/** How many reviews a product page lists, newest first (the summary counts them all). */
const PRODUCT_PAGE_REVIEWS = 50;
/** Testimonials on the home page: the latest approved reviews of 4 stars or more. */
const TESTIMONIALS = 6;
const TESTIMONIAL_MIN_RATING = 4;

@Injectable()
export class ReviewsService {
  constructor(
    private readonly em: EntityManager,
    private readonly products: ProductLookup,
    private readonly users: UsersService,
    private readonly events: EventEmitter2,
  ) {}

  /** A signed-in shopper's review, waiting for approval; one per person and product. */
  async add(userId: string, fields: ReviewFields): Promise<ReviewWithNames> {
    const productId = await this.products.activeId({ id: fields.product });
    if (!productId) throw new NotFound(ReviewMessage.productNotFound);
    const em = this.em.fork();
    const review = em.create(Review, {
      userId,
      productId,
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
    const [added] = await this.withNames([review]);
    return added;
  }

  /** A product's approved reviews, newest first, with the summary of all its approved ratings. */
  async forProduct(slug: string): Promise<{ reviews: ReviewWithNames[]; summary: ReviewSummary }> {
    const productId = await this.products.activeId({ slug });
    if (!productId) throw new NotFound(ReviewMessage.productNotFound);
    const reviews = await this.em.find(
      Review,
      { productId, status: ReviewStatus.Approved },
      { orderBy: { created: 'desc', id: 'desc' }, limit: PRODUCT_PAGE_REVIEWS },
    );
    const counts = await this.em.execute<Array<{ rating: number; count: number }>>(
      'SELECT rating, count(*) AS count FROM reviews WHERE product_id = ? AND status = ? GROUP BY rating',
      [productId, ReviewStatus.Approved],
    );
    return { reviews: await this.withNames(reviews), summary: reviewSummary(counts.map((row) => ({ rating: row.rating, count: Number(row.count) }))) };
  }

  /** Every review, newest first, for moderation. */
  async all(): Promise<ReviewWithNames[]> {
    return this.withNames(await this.em.find(Review, {}, { orderBy: { created: 'desc', id: 'desc' } }));
  }

  /** The home page's testimonials. */
  async testimonials(): Promise<ReviewWithNames[]> {
    const reviews = await this.em.find(
      Review,
      { status: ReviewStatus.Approved, rating: { $gte: TESTIMONIAL_MIN_RATING } },
      { orderBy: { created: 'desc', id: 'desc' }, limit: TESTIMONIALS },
    );
    return this.withNames(reviews);
  }

  /**
   * Approves, rejects or deletes a review as its status allows. The product's average over its approved
   * reviews is worked out in the same transaction and published once it is committed, for the catalogue
   * to list and filter by.
   */
  async moderate(id: string, action: ReviewAction): Promise<ReviewWithNames | null> {
    const { review, rating } = await this.em.transactional(async (em) => {
      const found = await lockAndLoad(em, Review, id);
      if (!found) throw new NotFound(ReviewMessage.notFound);
      if (!canReview(found.status, action)) throw new InvalidInput(ReviewMessage.notAllowed(action, found.status));
      if (action === 'delete') em.remove(found);
      else found.status = action === 'approve' ? ReviewStatus.Approved : ReviewStatus.Rejected;
      await em.flush();
      const [average] = await em.execute<Array<{ average: number | null }>>(
        'SELECT avg(rating)::float8 AS average FROM reviews WHERE product_id = ? AND status = ?',
        [found.productId, ReviewStatus.Approved],
      );
      const rating = new ReviewModeratedEvent(found.productId, average?.average ?? 0);
      return { review: action === 'delete' ? null : found, rating };
    });
    await this.events.emitAsync(ReviewModeratedEvent.eventName, rating);
    return review ? (await this.withNames([review]))[0] : null;
  }

  /** The writers' first names and the products, two statements whatever the number of reviews. */
  private async withNames(reviews: Review[]): Promise<ReviewWithNames[]> {
    const [authors, products] = await Promise.all([
      this.users.firstNames(reviews.map((review) => review.userId)),
      this.products.summaries(reviews.map((review) => review.productId)),
    ]);
    return reviews.map((review) => ({
      review,
      author: authors.get(review.userId) ?? null,
      product: products.get(review.productId) ?? null,
    }));
  }
}
