import { ItemStatus, ReturnStatus, type PaymentStatus } from '@nidra/shared/contracts';

/**
 * What a move of an order, of its items or of a return does besides changing statuses, in the order it is
 * done: what can refuse comes first, before anything is written; the rows every order touches (the day's
 * sales, a document series) come last, so concurrent moves wait for each other only for those and the commit.
 */
export const EFFECTS = [
  /** Units taken again (a late payment, a revived item): refused before anything changes when they are gone. */
  'take-stock',
  /** Units given back, each once: only what an item still holds. */
  'release-stock',
  /** Cancelled lines of an order paid online: their money back to the payment, named so it is paid once. */
  'refund-lines',
  /** A received return's money back, to the payment or by bank transfer. */
  'refund-return',
  /** A payment that cannot be applied to its order: back whole, once. */
  'refund-payment',
  /** The order's invoice, drafted for its confirmation. */
  'invoice',
  /** The emails the move sends its buyer: confirmation, shipped, delivered, cancelled, refunded. */
  'tell-buyer',
  /** The order's rows written. */
  'write',
  /** A seller's item Delivered goes into the marketplace's ledger; one refunded or cancelled after, taken back. */
  'ledger',
  /** A new order's units, reserved at the prices its cart was priced at; its products stay locked from here to the commit. */
  'reserve-stock',
  /** The day's sales: what the order adds now less what it added before. */
  'roll-up',
  /** A credit note for lines given back after the invoice. */
  'credit-note',
  /** The invoice's number, last: its series stays locked only for this and the commit. */
  'number-invoice',
] as const;
export type Effect = (typeof EFFECTS)[number];

/** Where an order's payment stands, and `new` for an order being placed. */
export type PaymentState = PaymentStatus | 'new';

/**
 * The moves of an order's payment, and what each does. Cash on delivery is confirmed as it is placed; an
 * online payment holds the stock while pending and confirms the order when the money is in; its time to pay
 * running out lets the stock go, and placing again or a late payment takes it again. A paid order becomes
 * refunded once every item is cancelled (its lines' refunds do that).
 */
export const PAYMENT_MOVES: Readonly<Record<PaymentState, Partial<Record<PaymentStatus, readonly Effect[]>>>> = {
  new: {
    cod: ['invoice', 'tell-buyer', 'write', 'reserve-stock', 'roll-up', 'number-invoice'],
    pending: ['write', 'reserve-stock'],
  },
  pending: {
    paid: ['invoice', 'tell-buyer', 'write', 'roll-up', 'number-invoice'],
    expired: ['release-stock', 'write'],
  },
  expired: {
    pending: ['take-stock', 'write'],
    paid: ['take-stock', 'invoice', 'tell-buyer', 'write', 'roll-up', 'number-invoice'],
    // Paid after what it held sold out: nothing of it is sent, and the money goes back.
    refunded: ['refund-payment', 'tell-buyer', 'write', 'roll-up'],
  },
  paid: { refunded: ['write'] },
  cod: {},
  refunded: {},
};

/** What an item's move to each status does. */
export const ITEM_MOVES: Readonly<Record<ItemStatus, readonly Effect[]>> = {
  [ItemStatus.NotProcessed]: ['write', 'roll-up'],
  [ItemStatus.Processing]: ['write', 'roll-up'],
  [ItemStatus.Shipped]: ['tell-buyer', 'write', 'roll-up'],
  [ItemStatus.Delivered]: ['tell-buyer', 'write', 'ledger', 'roll-up'],
  [ItemStatus.Cancelled]: ['release-stock', 'refund-lines', 'tell-buyer', 'write', 'ledger', 'roll-up', 'credit-note'],
};

/** What an item's move out of Cancelled does besides (an administrator reviving it): its units are taken again. */
export const REVIVAL: readonly Effect[] = ['take-stock'];

/** What a return's steps do to its order: its units back on receipt; its money back, told and credited on refund. */
export const RETURN_MOVES: Readonly<Partial<Record<ReturnStatus, readonly Effect[]>>> = {
  [ReturnStatus.Approved]: ['write'],
  [ReturnStatus.Rejected]: ['write'],
  [ReturnStatus.Received]: ['release-stock', 'write'],
  [ReturnStatus.Refunded]: ['refund-return', 'tell-buyer', 'write', 'ledger', 'credit-note'],
};

/** A captured payment that cannot be applied to its order (cancelled, paid already, another amount). */
export const UNAPPLIED_PAYMENT: readonly Effect[] = ['refund-payment', 'tell-buyer', 'write'];

/** Whether an order's payment may move from one state to another. */
export const mayMovePayment = (from: PaymentState, to: PaymentStatus): boolean => PAYMENT_MOVES[from][to] !== undefined;

/** The effects of several moves made together, each once, in the order effects are done. */
export function inOrder(...moves: ReadonlyArray<readonly Effect[]>): Effect[] {
  const wanted = new Set(moves.flat());
  return EFFECTS.filter((effect) => wanted.has(effect));
}

/** How far along its way an item is; a courier's report moves it only further. */
const ALONG: Readonly<Record<ItemStatus, number>> = {
  [ItemStatus.NotProcessed]: 0,
  [ItemStatus.Processing]: 1,
  [ItemStatus.Shipped]: 2,
  [ItemStatus.Delivered]: 3,
  [ItemStatus.Cancelled]: 4,
};

/**
 * Whether the courier (or booking it) may move an item: only forward, never out of Delivered or Cancelled; a
 * parcel back at the shop cancels what was not delivered; a booking cancelled before pickup puts a
 * Processing item back to Not processed.
 */
export function courierMayMove(from: ItemStatus, to: ItemStatus): boolean {
  if (from === ItemStatus.Delivered || from === ItemStatus.Cancelled) return false;
  if (to === ItemStatus.NotProcessed) return from === ItemStatus.Processing;
  return ALONG[to] > ALONG[from];
}
