import { ITEM_STATUSES, ItemStatus, ReturnStatus, type PaymentStatus } from '@nidra/shared/contracts';
import { EFFECTS, inOrder, ITEM_MOVES, mayMovePayment, PAYMENT_MOVES, RETURN_MOVES, REVIVAL, UNAPPLIED_PAYMENT, type Effect, type PaymentState } from './order-moves';

const STATES: PaymentState[] = ['new', 'cod', 'pending', 'paid', 'expired', 'refunded'];
const every = (): Array<readonly Effect[]> => [
  ...STATES.flatMap((from) => Object.values(PAYMENT_MOVES[from]) as Array<readonly Effect[]>),
  ...Object.values(ITEM_MOVES),
  ...(Object.values(RETURN_MOVES) as Array<readonly Effect[]>),
  REVIVAL,
  UNAPPLIED_PAYMENT,
];

describe('the order lifecycle’s tables', () => {
  it('lets a payment move only as an order lives: placed, paid or not in time, placed again', () => {
    const allowed = STATES.flatMap((from) => (['cod', 'pending', 'paid', 'expired', 'refunded'] as PaymentStatus[]).filter((to) => mayMovePayment(from, to)).map((to) => `${from}→${to}`));
    expect(allowed.sort()).toEqual(['expired→paid', 'expired→pending', 'expired→refunded', 'new→cod', 'new→pending', 'paid→refunded', 'pending→expired', 'pending→paid'].sort());
  });

  it('lists each move’s effects in the order they are done, each once', () => {
    for (const effects of every()) expect(inOrder(effects)).toEqual([...effects]);
  });

  it('invoices every confirmation, numbering the invoice last', () => {
    for (const [from, to] of [['new', 'cod'], ['pending', 'paid'], ['expired', 'paid']] as const) {
      const effects = PAYMENT_MOVES[from][to] ?? [];
      expect([from, to, effects.includes('invoice'), effects.at(-1)]).toEqual([from, to, true, 'number-invoice']);
    }
    expect(PAYMENT_MOVES.new.pending).not.toContain('invoice');
  });

  it('takes stock again before anything is written, and writes a new order before its products are locked', () => {
    for (const effects of every()) {
      if (effects.includes('take-stock')) expect(effects[0]).toBe('take-stock');
      if (effects.includes('reserve-stock')) expect(effects.indexOf('write')).toBeLessThan(effects.indexOf('reserve-stock'));
    }
    expect(EFFECTS.indexOf('take-stock')).toBe(0);
  });

  it('gives a cancelled item’s units and money back and credits it; a revived one takes its units again', () => {
    expect(ITEM_MOVES[ItemStatus.Cancelled]).toEqual(expect.arrayContaining(['release-stock', 'refund-lines', 'credit-note', 'tell-buyer', 'roll-up']));
    expect(REVIVAL).toEqual(['take-stock']);
    for (const to of ITEM_STATUSES) expect(ITEM_MOVES[to]).toContain('roll-up');
    expect(RETURN_MOVES[ReturnStatus.Received]).toContain('release-stock');
    expect(RETURN_MOVES[ReturnStatus.Refunded]).toEqual(expect.arrayContaining(['refund-return', 'credit-note']));
  });

  it('records a seller’s item in the ledger when Delivered, and takes it back when cancelled or its return refunded, after the rows are written', () => {
    const ledgered = [ITEM_MOVES[ItemStatus.Delivered], ITEM_MOVES[ItemStatus.Cancelled], RETURN_MOVES[ReturnStatus.Refunded] ?? []];
    for (const effects of ledgered) expect(effects.indexOf('ledger')).toBeGreaterThan(effects.indexOf('write'));
    for (const to of [ItemStatus.NotProcessed, ItemStatus.Processing, ItemStatus.Shipped]) expect(ITEM_MOVES[to]).not.toContain('ledger');
    expect(EFFECTS.indexOf('ledger')).toBeLessThan(EFFECTS.indexOf('credit-note'));
  });

  it('runs several moves’ effects once each, in order', () => {
    expect(inOrder(['write', 'roll-up'], ['release-stock', 'write'], ['credit-note', 'roll-up'])).toEqual(['release-stock', 'write', 'roll-up', 'credit-note']);
  });
});
