import { canReview, REVIEW_STATUSES, ReviewStatus } from './reviews';

describe('review moderation', () => {
  it('follows the table of spec §4', () => {
    const allowed = REVIEW_STATUSES.map((status) => [status, (['approve', 'reject', 'delete'] as const).filter((a) => canReview(status, a))]);
    expect(allowed).toEqual([
      [ReviewStatus.Waiting, ['approve', 'reject', 'delete']],
      [ReviewStatus.Approved, ['delete']],
      [ReviewStatus.Rejected, ['approve', 'delete']],
    ]);
  });
});
