import { ReviewStatus } from '@nidra/shared/contracts';
import type { Review } from './review.entity';
import { toReviewDto } from './review.mapper';

const review = {
  id: 'r1',
  title: 'Firm and cool',
  review: 'Sleeps cool in May.',
  rating: 5,
  isRecommended: true,
  status: ReviewStatus.Approved,
  created: new Date('2026-11-25T10:00:00Z'),
  userId: 'u1',
  productId: 'p1',
} as Review;

describe('toReviewDto', () => {
  it('shows the writer by first name and the product by name, slug and picture', () => {
    const dto = toReviewDto({ review, author: 'Asha', product: { id: 'p1', name: 'Ortho Rest', slug: 'ortho-rest', imageUrl: '/uploads/o.webp' } });
    expect(dto).toEqual(
      expect.objectContaining({
        _id: 'r1',
        rating: 5,
        created: '2026-11-25T10:00:00.000Z',
        user: { firstName: 'Asha' },
        product: { _id: 'p1', name: 'Ortho Rest', slug: 'ortho-rest', imageUrl: '/uploads/o.webp' },
      }),
    );
  });

  it('answers null for a writer or product that is gone', () => {
    expect(toReviewDto({ review, author: null, product: null })).toEqual(expect.objectContaining({ user: null, product: null }));
  });
});
