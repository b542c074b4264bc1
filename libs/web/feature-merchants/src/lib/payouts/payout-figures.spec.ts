import type { SettlementDto } from '@nidra/shared/contracts';
import { lineSettlement, payoutFigures } from './payout-figures';

const settlement = (fields: Partial<SettlementDto>): SettlementDto => ({
  _id: 's1',
  merchantId: 'm1',
  upTo: '2026-12-01',
  lines: 1,
  amount: 0,
  status: 'due',
  utr: null,
  paidAt: null,
  created: '2026-12-01T10:00:00.000Z',
  ...fields,
});

describe('payoutFigures', () => {
  it('counts unsettled lines and settlements waiting for their transfer as due, to the paisa', () => {
    const figures = payoutFigures(0.1, [settlement({ amount: 0.2 }), settlement({ _id: 's2', amount: 1034.76, status: 'paid', utr: 'HDFC0000000012' })]);
    expect(figures).toEqual({ unsettled: 0.1, awaitingTransfer: 0.2, dueNow: 0.3, paid: 1034.76 });
  });

  it('owes nothing when all is paid; a refund outweighing sales leaves what is unsettled below zero', () => {
    expect(payoutFigures(-12.5, [])).toEqual({ unsettled: -12.5, awaitingTransfer: 0, dueNow: -12.5, paid: 0 });
  });
});

describe('lineSettlement', () => {
  it('reads a line as unsettled, settled and due, or paid', () => {
    const settlements = new Map([
      ['s1', settlement({})],
      ['s2', settlement({ _id: 's2', status: 'paid' })],
    ]);
    expect(lineSettlement({ settlementId: null }, settlements)).toBe('Unsettled');
    expect(lineSettlement({ settlementId: 's1' }, settlements)).toBe('Settled, due');
    expect(lineSettlement({ settlementId: 's2' }, settlements)).toBe('Paid');
  });
});
