// Razorpay's HMAC-SHA256 signatures: Checkout's answer to the shop, and webhook bodies.

import { createHmac } from 'node:crypto';
import type { CheckoutAnswer, StandInPayment } from './types';

const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');

/** Checkout signs `order_id|payment_id` with the key secret. */
export const checkoutAnswer = (keySecret: string, payment: StandInPayment): CheckoutAnswer => ({
  razorpay_order_id: payment.order_id,
  razorpay_payment_id: payment.id,
  razorpay_signature: hmac(keySecret, `${payment.order_id}|${payment.id}`),
});

/** A webhook is signed over its raw body with the webhook secret. */
export const webhookSignature = (webhookSecret: string, body: string): string => hmac(webhookSecret, body);
