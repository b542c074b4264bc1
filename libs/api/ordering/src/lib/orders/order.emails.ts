import { greeting, type MailContent } from '@nidra/api/core';
import type { DeliveryAddressDto, OrderDto } from '@nidra/shared/contracts';
import { formatInr } from '@nidra/shared/util';

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

/** A payment that came after its order's stock had gone: the money goes back. */
export function paymentRefundedEmail(to: string, firstName: string, order: OrderDto, publicUrl: string): MailContent {
  return {
    to,
    subject: `Your payment for order ${order._id} has been refunded`,
    text: [
      greeting(firstName),
      '',
      `Your payment of ${formatInr(order.totalWithTax)} for order #${order._id} reached us after the time to pay had run out,`,
      'and some of its items have sold out since. We have refunded the full amount to the way you paid;',
      'banks usually show it within 5 to 7 working days.',
      '',
      `The order: ${publicUrl}/#/order/${order._id}`,
    ].join('\n'),
  };
}
