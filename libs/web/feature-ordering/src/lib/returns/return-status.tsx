import { ReturnStatus, type ReturnDto } from '@nidra/shared/contracts';
import { formatDate, formatInr } from '@nidra/web/util';

/** "Return Requested", coloured by where the return stands. */
export function ReturnStatusBadge({ status }: { status: ReturnStatus }) {
  return <span className={`status return-status return-status--${status.toLowerCase()}`}>Return {status}</span>;
}

/** Where the refund goes, in the shopper's words. */
export function refundRoute(entry: ReturnDto): string {
  if (entry.refundTo === 'original-payment') return 'to your original payment';
  return entry.bank ? `by bank transfer to account ${entry.bank.accountNumber}` : 'by bank transfer';
}

/** What happens next, or what has happened, to a return. */
export function returnProgress(entry: ReturnDto): string {
  switch (entry.status) {
    case ReturnStatus.Requested:
      return 'We will confirm a pickup date soon.';
    case ReturnStatus.Approved:
      return entry.pickupDate ? `Pickup on ${formatDate(entry.pickupDate)}.` : 'Approved; the pickup date follows.';
    case ReturnStatus.Rejected:
      return entry.rejectionReason ? `Not accepted: ${entry.rejectionReason}` : 'Not accepted.';
    case ReturnStatus.Received:
      return `We have it back. Your refund of ${formatInr(entry.amount)} follows.`;
    case ReturnStatus.Refunded:
      return `Refunded ${formatInr(entry.amount)}${entry.refundedAt ? ` on ${formatDate(entry.refundedAt)}` : ''}, ${refundRoute(entry)}.`;
  }
}
