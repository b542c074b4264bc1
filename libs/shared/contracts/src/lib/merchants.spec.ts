import { MERCHANT_STATUSES, merchantActions, MerchantStatus } from './merchants';

describe('merchant request actions', () => {
  it('follows the table of spec §4 for a request with an email', () => {
    const allowed = MERCHANT_STATUSES.map((status) => [status, merchantActions({ status, email: 'a@b.in' })]);
    expect(allowed).toEqual([
      [MerchantStatus.Waiting, ['approve', 'reject', 'delete']],
      [MerchantStatus.Approved, ['delete']],
      [MerchantStatus.Rejected, ['approve', 'delete']],
    ]);
  });

  it('only lets a request without an email be deleted', () => {
    for (const status of MERCHANT_STATUSES) expect(merchantActions({ status, email: null })).toEqual(['delete']);
  });
});
