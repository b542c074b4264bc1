import type { MailContent } from '@nidra/api/core';
import type { OrderDto } from '@nidra/shared/contracts';

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

export function orderConfirmationEmail(to: string, firstName: string, order: OrderDto, publicUrl: string): MailContent {
  return {
    to,
    subject: `Order Confirmation ${order._id}`,
    text: [
      `Hi ${firstName},`,
      '',
      `Thank you for your order #${order._id}.`,
      '',
      ...order.products.map(
        (item) => `- ${item.product.name}${item.size ? ` (${item.size})` : ''} × ${item.quantity}: ${inr.format(item.totalPrice)}`,
      ),
      '',
      `Total: ${inr.format(order.total)}`,
      `GST: ${inr.format(order.totalTax)}`,
      `Total with GST: ${inr.format(order.totalWithTax)}`,
      'Shipping: free',
      '',
      `See your order at ${publicUrl}/#/order/${order._id}`,
    ].join('\n'),
  };
}
