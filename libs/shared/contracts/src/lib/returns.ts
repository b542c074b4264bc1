import { inIndia } from './dates';
/** The 100-night trial: a delivered item may be returned for this many nights after its delivery. */
export const TRIAL_NIGHTS = 100;

/** Why a shopper returns an item. */
export const RETURN_REASONS = ['too-firm', 'too-soft', 'sleeping-hot', 'size', 'other'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

export const RETURN_REASON_LABELS: Record<ReturnReason, string> = {
  'too-firm': 'Too firm',
  'too-soft': 'Too soft',
  'sleeping-hot': 'Sleeping hot',
  size: 'Wrong size',
  other: 'Other',
};

/** The longest note a shopper may add to a return, or an administrator to a rejection. */
export const RETURN_NOTE_MAX = 500;

/** A return is its own record; the item's status stays Delivered throughout. */
export const ReturnStatus = {
  Requested: 'Requested',
  Approved: 'Approved',
  Rejected: 'Rejected',
  Received: 'Received',
  Refunded: 'Refunded',
} as const;
export type ReturnStatus = (typeof ReturnStatus)[keyof typeof ReturnStatus];
export const RETURN_STATUSES: readonly ReturnStatus[] = Object.values(ReturnStatus);

/** Requested → Approved or Rejected; Approved → Received → Refunded. Nothing else. */
export const RETURN_TRANSITIONS: Record<ReturnStatus, readonly ReturnStatus[]> = {
  Requested: [ReturnStatus.Approved, ReturnStatus.Rejected],
  Approved: [ReturnStatus.Received],
  Rejected: [],
  Received: [ReturnStatus.Refunded],
  Refunded: [],
};

export function canMoveReturn(from: ReturnStatus, to: ReturnStatus): boolean {
  return RETURN_TRANSITIONS[from].includes(to);
}

/** A rejected return leaves the item free for another request; any other return holds it. */
export const isReturnOpen = (status: ReturnStatus) => status !== ReturnStatus.Rejected;

/** Returns not settled yet: while one is, the item's own status stays as it is (its money moves with the return). */
export const RETURNS_UNDER_WAY: readonly ReturnStatus[] = [ReturnStatus.Requested, ReturnStatus.Approved, ReturnStatus.Received];

/** An Indian bank's branch code: four letters, a zero, six letters or digits. */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
/** Indian bank account numbers run from 9 to 18 digits. */
export const ACCOUNT_NUMBER_PATTERN = /^\d{9,18}$/;

/** What a shopper types, made comparable: spaces dropped, the IFSC in capitals. */
export const normalizeIfsc = (ifsc: string) => ifsc.replace(/\s+/g, '').toUpperCase();
export const normalizeAccountNumber = (accountNumber: string) => accountNumber.replace(/[\s-]+/g, '');

export const isValidIfsc = (ifsc: string) => IFSC_PATTERN.test(ifsc);
export const isValidAccountNumber = (accountNumber: string) => ACCOUNT_NUMBER_PATTERN.test(accountNumber);

/**
 * How an account number is shown once stored: six X and its last four digits, whatever its length, so
 * neither the number nor how long it is can be read back.
 */
export function maskAccountNumber(accountNumber: string): string {
  return `XXXXXX${accountNumber.slice(-4)}`;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The moment the trial of an item delivered at `deliveredAt` ends: 100 nights later. */
export function trialEndsAt(deliveredAt: Date): Date {
  return new Date(deliveredAt.getTime() + TRIAL_NIGHTS * DAY_MS);
}

/** "3 Mar 2027": the day in India on which a moment falls. */
export function formatIndianDate(moment: Date): string {
  const india = inIndia(moment);
  return `${india.getUTCDate()} ${MONTHS[india.getUTCMonth()]} ${india.getUTCFullYear()}`;
}

/** Today in India as YYYY-MM-DD, the form pickup dates take. */
export function indianToday(now: Date = new Date()): string {
  return inIndia(now).toISOString().slice(0, 10);
}

/** A real calendar day written YYYY-MM-DD (not 2027-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/** Bank details for refunding a cash-on-delivery order by transfer. */
export interface BankDetails {
  accountName: string;
  /** 9 to 18 digits (spaces and dashes are dropped). */
  accountNumber: string;
  /** Four letters, a zero, six letters or digits. @example "SBIN0001234" */
  ifsc: string;
}

/** `POST /api/return` */
export interface ReturnRequest {
  orderId: string;
  itemId: string;
  reason: ReturnReason;
  /** Required with `other`. */
  note?: string;
  /** Required for a cash-on-delivery order: the refund goes to this account. */
  bank?: BankDetails;
}

/** `PUT /api/return/{id}` */
export type ReturnUpdate =
  | { status: 'Approved'; pickupDate: string }
  | { status: 'Rejected'; reason: string }
  | { status: 'Received' }
  | { status: 'Refunded' };

/** Where the money of a return goes: back to the online payment, or by transfer to the shopper's account. */
export type RefundRoute = 'original-payment' | 'bank-transfer';

export interface ReturnDto {
  _id: string;
  orderId: string;
  itemId: string;
  status: ReturnStatus;
  reason: ReturnReason;
  note: string | null;
  /** The line as bought. */
  product: { _id: string | null; name: string; slug: string; imageUrl: string | null; size: string | null; quantity: number };
  /** What is refunded, in rupees: the line's value with its GST. */
  amount: number;
  refundTo: RefundRoute;
  /** The account number masked (`XXXXXX1234`); null for an order paid online. */
  bank: BankDetails | null;
  /** YYYY-MM-DD, once approved. */
  pickupDate: string | null;
  rejectionReason: string | null;
  /** Razorpay's refund id, for an order paid online once refunded. */
  refundId: string | null;
  created: string;
  approvedAt: string | null;
  rejectedAt: string | null;
  receivedAt: string | null;
  refundedAt: string | null;
}

export interface ReturnResponse {
  return: ReturnDto;
}

export interface ReturnListResponse {
  returns: ReturnDto[];
}

export const ReturnMessage = {
  notFound: 'Return not found.',
  underWay: 'This item has a return under way: approve, reject or refund the return instead.',
  returnedItem: 'This item was returned and refunded; its status can no longer change.',
  notDelivered: 'Only a delivered item can be returned.',
  trialEnded: (endedOn: string) => `The 100-night trial for this item ended on ${endedOn}.`,
  alreadyOpen: 'This item already has a return in progress.',
  alreadyReturned: 'This item has already been returned.',
  reasonInvalid: 'Reason must be one of too-firm, too-soft, sleeping-hot, size or other.',
  noteRequired: 'Please tell us in a few words why you are returning it.',
  noteTooLong: `Note may not be greater than ${RETURN_NOTE_MAX} characters.`,
  bankRequired: 'Bank details are needed to refund a Cash on Delivery order: account name, account number and IFSC.',
  accountNameRequired: 'Account holder name is required.',
  accountNameTooLong: 'Account holder name may not be greater than 100 characters.',
  accountNumberInvalid: 'Account number must be 9 to 18 digits.',
  ifscInvalid: 'IFSC must be 11 characters: 4 letters, a zero, then 6 letters or digits (like SBIN0001234).',
  statusInvalid: 'Status must be Approved, Rejected, Received or Refunded.',
  transitionRefused: (from: ReturnStatus, to: ReturnStatus) => {
    const next = RETURN_TRANSITIONS[from];
    return next.length
      ? `This return is ${from}; it can be marked ${next.join(' or ')} next, not ${to}.`
      : `This return is ${from}; it can no longer be changed.`;
  },
  pickupDateInvalid: 'Pickup date must be a date (YYYY-MM-DD).',
  pickupDatePast: 'Pickup date cannot be in the past.',
  rejectionReasonRequired: 'Please say why the return is rejected.',
  rejectionReasonTooLong: `Reason may not be greater than ${RETURN_NOTE_MAX} characters.`,
  notRefundable: 'This order has no online payment to refund.',
  refundUnavailable: 'Razorpay could not be reached to refund this payment. Nothing has changed; please try again.',
  requested: 'Your return has been requested. We will confirm a pickup date soon.',
  updated: 'The return has been updated.',
} as const;
