import type { MailContent } from '@nidra/api/core';
import { INVOICE_ATTACHMENT } from '@nidra/api/invoicing';
import { formatIndianDate, isPlaced, ItemStatus, maskAccountNumber, ReturnStatus, trialEndsAt } from '@nidra/shared/contracts';
import {
  itemDeliveredEmail,
  itemsCancelledEmail,
  itemShippedEmail,
  orderConfirmationEmail,
  paymentRefundedEmail,
  refundIssuedEmail,
} from '../model/order.emails';
import type { OrderItem } from '../model/order-item.entity';
import { toOrderDto } from '../model/order.mapper';
import type { Buyer, Step } from './step';

/** The emails a step sends its buyer, by what moved; an order never placed is told nothing of its items. */
export function emailsOf(step: Step, url: string): Array<(buyer: Buyer) => MailContent> {
  const { order } = step;
  const emails: Array<(buyer: Buyer) => MailContent> = [];
  if (step.invoice) {
    // Every seller's invoice of the order, the shop's first.
    const attachments = step.invoice.ids.map((documentId) => ({ kind: INVOICE_ATTACHMENT, data: { documentId } }));
    emails.push((buyer) => ({ ...orderConfirmationEmail(buyer.email, buyer.firstName, toOrderDto(order), url), attachments }));
  }
  if (step.gaveBack && step.payment && step.unapplied) {
    const { payment, unapplied } = step;
    emails.push((buyer) => paymentRefundedEmail(buyer.email, buyer.firstName, { _id: order.id }, payment.amount, unapplied, url));
  }
  if (step.from !== 'new' && isPlaced(step.from)) {
    for (const { item, to } of step.items) {
      if (to === ItemStatus.Shipped) emails.push((buyer) => itemShippedEmail(buyer.email, buyer.firstName, order.id, item, url));
      if (to === ItemStatus.Delivered) {
        const trialEnds = formatIndianDate(trialEndsAt(item.deliveredAt ?? step.now));
        emails.push((buyer) => itemDeliveredEmail(buyer.email, buyer.firstName, order.id, item, trialEnds, url));
      }
    }
    const cancelled = step.items.filter((moved) => moved.to === ItemStatus.Cancelled).map((moved) => moved.item);
    if (cancelled.length) {
      const who = step.byCourier ? 'courier' : step.by?.id === order.userId ? 'shopper' : 'shop';
      emails.push((buyer) => itemsCancelledEmail(buyer.email, buyer.firstName, order.id, cancelled, who, url, step.refundedPaise / 100));
    }
  }
  const found = step.returned?.to === ReturnStatus.Refunded ? step.returned.found : undefined;
  if (found) {
    const refund = {
      amountRupees: found.amountPaise / 100,
      route: found.bankAccountNumber ? ('bank-transfer' as const) : ('original-payment' as const),
      maskedAccount: found.bankAccountNumber && maskAccountNumber(found.bankAccountNumber),
    };
    emails.push((buyer) => refundIssuedEmail(buyer.email, buyer.firstName, order.id, found.item as OrderItem, refund, url));
  }
  return emails;
}
