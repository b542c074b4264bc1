import { maskAccountNumber, type ReturnDto } from '@nidra/shared/contracts';
import type { ItemReturn } from '../model/return.entity';

const iso = (moment: Date | null) => moment?.toISOString() ?? null;

/** A return as the wire carries it (its item loaded): the bank account only ever masked. */
export function toReturnDto(found: ItemReturn): ReturnDto {
  const item = found.item;
  return {
    _id: found.id,
    orderId: found.order.id,
    itemId: item.id,
    status: found.status,
    reason: found.reason,
    note: found.note,
    product: {
      _id: item.productId,
      name: item.productName,
      slug: item.productSlug,
      imageUrl: item.productImageUrl,
      size: item.sizeLabel,
      quantity: item.quantity,
    },
    amount: found.amountPaise / 100,
    refundTo: found.bankAccountNumber ? 'bank-transfer' : 'original-payment',
    bank: found.bankAccountNumber
      ? { accountName: found.bankAccountName ?? '', accountNumber: maskAccountNumber(found.bankAccountNumber), ifsc: found.bankIfsc ?? '' }
      : null,
    pickupDate: found.pickupDate,
    rejectionReason: found.rejectionReason,
    refundId: found.refundId,
    created: found.created.toISOString(),
    approvedAt: iso(found.approvedAt),
    rejectedAt: iso(found.rejectedAt),
    receivedAt: iso(found.receivedAt),
    refundedAt: iso(found.refundedAt),
  };
}
