import { greeting, type MailContent } from '@nidra/api/core';
import type { DeliveryAddressDto, OrderDto, RefundRoute } from '@nidra/shared/contracts';
import { formatInr, lineDescription } from '@nidra/shared/util';
import { orderEmail } from './email-layout';

export function orderConfirmationEmail(to: string, firstName: string, order: OrderDto, publicUrl: string): MailContent {
  return {
    to,
    subject: `Order Confirmation ${order._id}`,
    text: [
      greeting(firstName),
      '',
      `Thank you for your order #${order._id}.`,
      '',
      ...order.products.map(
        (item) => `- ${item.product.name}${item.size ? ` (${item.size})` : ''} × ${item.quantity}: ${formatInr(item.totalPrice)}`,
      ),
      '',
      `Total: ${formatInr(order.total)}`,
      `GST: ${formatInr(order.totalTax)}`,
      `Total with GST: ${formatInr(order.totalWithTax)}`,
      'Shipping: free',
      order.paymentMethod === 'cod' ? 'Payment: cash on delivery' : 'Payment: paid online',
      ...(order.deliveryAddress ? ['', 'Delivering to:', ...deliveryLines(order.deliveryAddress)] : []),
      '',
      `See your order at ${publicUrl}/#/order/${order._id}`,
    ].join('\n'),
  };
}

/** The delivery address as a label reads. */
export function deliveryLines(address: DeliveryAddressDto): string[] {
  return [address.name, address.address, `${address.city}, ${address.state} ${address.pincode}`, `Mobile: ${address.mobile}`];
}

/** Why a payment could not be applied to its order and went back whole. */
export type UnappliedPayment = 'sold-out' | 'cancelled' | 'duplicate' | 'mismatch';

const UNAPPLIED_REASONS: Record<UnappliedPayment, (paid: string, orderId: string) => string[]> = {
  'sold-out': (paid, orderId) => [
    `Your payment of ${paid} for order #${orderId} reached us after the time to pay had run out,`,
    'and some of its items have sold out since.',
  ],
  cancelled: (paid, orderId) => [`Your payment of ${paid} for order #${orderId} reached us after the order was cancelled.`],
  duplicate: (paid, orderId) => [`Order #${orderId} was already paid, so we could not take your second payment of ${paid}.`],
  mismatch: (paid, orderId) => [`Your payment of ${paid} did not match what order #${orderId} now costs, so we could not take it.`],
};

/** A payment the shop could not apply to its order was refunded in full. */
export function paymentRefundedEmail(
  to: string,
  firstName: string,
  order: Pick<OrderDto, '_id'>,
  paidPaise: number,
  reason: UnappliedPayment,
  publicUrl: string,
): MailContent {
  return {
    to,
    subject: `Your payment for order ${order._id} has been refunded`,
    text: [
      greeting(firstName),
      '',
      ...UNAPPLIED_REASONS[reason](formatInr(paidPaise / 100), order._id),
      'We have refunded the full amount to the way you paid; banks usually show it within 5 to 7 working days.',
      '',
      `The order: ${publicUrl}/#/order/${order._id}`,
    ].join('\n'),
  };
}

/** A bought line as an email names it. */
export interface EmailLine {
  productName: string;
  sizeLabel: string | null;
  thickness?: number | null;
  quantity: number;
}

const lineLabel = (line: EmailLine) => `${lineDescription(line)} × ${line.quantity}`;
const orderLink = (publicUrl: string, orderId: string) => ({ label: 'See your order', url: `${publicUrl}/#/order/${orderId}` });

/** An item left the warehouse; the courier and tracking number when the administrator gave them. */
export function itemShippedEmail(
  to: string,
  firstName: string | null,
  orderId: string,
  line: EmailLine & { courier: string | null; trackingNumber: string | null },
  publicUrl: string,
): MailContent {
  const details: Array<[string, string]> = [];
  if (line.courier) details.push(['Courier', line.courier]);
  if (line.trackingNumber) details.push(['Tracking number', line.trackingNumber]);
  return orderEmail({
    to,
    subject: `Shipped: your order ${orderId} is on its way`,
    firstName,
    intro: [`Good news: this item of your order #${orderId} has been shipped.`],
    lines: [lineLabel(line)],
    details,
    link: orderLink(publicUrl, orderId),
  });
}

/** An item arrived: its 100-night trial starts, and the email says until when. */
export function itemDeliveredEmail(to: string, firstName: string | null, orderId: string, line: EmailLine, trialEndsOn: string, publicUrl: string): MailContent {
  return orderEmail({
    to,
    subject: `Delivered: your order ${orderId}`,
    firstName,
    intro: [`This item of your order #${orderId} has been delivered.`],
    lines: [lineLabel(line)],
    outro: [
      `Your 100-night trial starts tonight. If it does not suit you, you can ask for a return from your order page until ${trialEndsOn}.`,
      'Sleep well!',
    ],
    link: orderLink(publicUrl, orderId),
  });
}

/** One cancellation, by the shopper, the shop, or a parcel the courier brought back, naming every item it cancelled. */
export function itemsCancelledEmail(
  to: string,
  firstName: string | null,
  orderId: string,
  lines: EmailLine[],
  by: 'shop' | 'shopper' | 'courier',
  publicUrl: string,
  refundedRupees = 0,
): MailContent {
  const what = lines.length === 1 ? 'This item' : 'These items';
  const refund = refundedRupees
    ? [`We have refunded ${formatInr(refundedRupees)} to the card, UPI or bank account you paid with. Banks usually show it within 5 to 7 working days.`]
    : [];
  return orderEmail({
    to,
    subject: `Cancelled: ${lines.length === 1 ? 'an item of ' : ''}your order ${orderId}`,
    firstName,
    intro: [
      by === 'shopper'
        ? `${what} of your order #${orderId} ${lines.length === 1 ? 'has' : 'have'} been cancelled, as you asked.`
        : by === 'courier'
          ? `The courier could not deliver ${what.toLowerCase()} of your order #${orderId} and brought ${lines.length === 1 ? 'it' : 'them'} back to us, so we have cancelled ${lines.length === 1 ? 'it' : 'them'}.`
          : `We are sorry: we had to cancel ${what.toLowerCase()} of your order #${orderId}.`,
      ...refund,
    ],
    lines: lines.map(lineLabel),
    link: orderLink(publicUrl, orderId),
  });
}

/** A returned item's money went back: to the online payment, or by bank transfer to the (masked) account. */
export function refundIssuedEmail(
  to: string,
  firstName: string | null,
  orderId: string,
  line: EmailLine,
  refund: { amountRupees: number; route: RefundRoute; maskedAccount: string | null },
  publicUrl: string,
): MailContent {
  const how =
    refund.route === 'original-payment'
      ? 'to the card, UPI or bank account you paid with. Banks usually show it within 5 to 7 working days.'
      : `by bank transfer to your account ${refund.maskedAccount}. It usually arrives within 2 working days.`;
  return orderEmail({
    to,
    subject: `Refund issued for your order ${orderId}`,
    firstName,
    intro: [`We have received your return and refunded ${formatInr(refund.amountRupees)} ${how}`],
    lines: [lineLabel(line)],
    details: [
      ['Amount', formatInr(refund.amountRupees)],
      ['Refunded', refund.route === 'original-payment' ? 'to the original payment' : `by bank transfer to ${refund.maskedAccount}`],
    ],
    link: orderLink(publicUrl, orderId),
  });
}
