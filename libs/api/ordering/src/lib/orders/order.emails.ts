import { greeting, type MailContent } from '@nidra/api/core';
import type { OrderDto } from '@nidra/shared/contracts';
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
      '',
      `See your order at ${publicUrl}/#/order/${order._id}`,
    ].join('\n'),
  };
}
