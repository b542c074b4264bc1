// Webhook deliveries as Razorpay would send them, for a test to post to the shop.

import { now, randomId } from './ids';
import type { Ledger } from './ledger';
import { webhookSignature } from './signatures';
import type { StandInWebhook, StandInWebhookEvent } from './types';

/** Razorpay's webhook for that payment, signed with the webhook secret (or with `secret`, to forge one). */
export function webhookFor(
  ledger: Ledger,
  account: { accountId: string; webhookSecret: string },
  event: StandInWebhookEvent,
  paymentId: string,
  choice: { eventId?: string; secret?: string } = {},
): StandInWebhook {
  const payment = ledger.payments.get(paymentId);
  if (!payment) throw new Error(`Razorpay stand-in: no payment ${paymentId}`);
  const order = ledger.orders.get(payment.order_id);
  const withOrder = event === 'order.paid' && order;
  const body = JSON.stringify({
    entity: 'event',
    account_id: account.accountId,
    event,
    contains: withOrder ? ['payment', 'order'] : ['payment'],
    payload: { payment: { entity: payment }, ...(withOrder && { order: { entity: order } }) },
    created_at: now(),
  });
  return {
    body,
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': webhookSignature(choice.secret ?? account.webhookSecret, body),
      'x-razorpay-event-id': choice.eventId ?? randomId(),
    },
  };
}
