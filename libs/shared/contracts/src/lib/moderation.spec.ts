import { merchantActions } from './merchants';
import { MODERATION_STATUSES, ModerationStatus } from './moderation';
import { canReview } from './reviews';

const TABLE = [
  [ModerationStatus.Waiting, ['approve', 'reject', 'delete']],
  [ModerationStatus.Approved, ['delete']],
  [ModerationStatus.Rejected, ['approve', 'delete']],
];

describe('moderation of reviews and merchant requests', () => {
  it('lets reviews follow the table', () => {
    const allowed = MODERATION_STATUSES.map((status) => [status, (['approve', 'reject', 'delete'] as const).filter((a) => canReview(status, a))]);
    expect(allowed).toEqual(TABLE);
  });

  it('lets merchant requests with an email follow the table', () => {
    expect(MODERATION_STATUSES.map((status) => [status, merchantActions({ status, email: 'a@b.in' })])).toEqual(TABLE);
  });

  it('only lets a merchant request without an email be deleted', () => {
    for (const status of MODERATION_STATUSES) expect(merchantActions({ status, email: null })).toEqual(['delete']);
  });
});
