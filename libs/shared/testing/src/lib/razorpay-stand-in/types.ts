// The stand-in's public shapes: Razorpay's records, what Checkout and webhooks hand over, and the stand-in itself.

export interface StandInOrder {
  id: string;
  entity: 'order';
  /** In paise. */
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  /** Razorpay answers an empty array when an order has no notes. */
  notes: Record<string, string> | [];
  created_at: number;
}

export interface StandInPayment {
  id: string;
  entity: 'payment';
  order_id: string;
  amount: number;
  currency: string;
  /** A fully refunded payment becomes "refunded", as on Razorpay. */
  status: 'captured' | 'failed' | 'refunded';
  method: 'upi';
  captured: boolean;
  amount_refunded: number;
  refund_status: 'partial' | 'full' | null;
  vpa: string;
  error_code: string | null;
  error_description: string | null;
  error_reason: string | null;
  created_at: number;
}

export interface StandInRefund {
  id: string;
  entity: 'refund';
  payment_id: string;
  amount: number;
  currency: string;
  notes: Record<string, string> | [];
  receipt: string | null;
  status: 'processed';
  speed_processed: 'normal';
  created_at: number;
}

/** What Checkout hands the shop's `handler` after a payment. */
export interface CheckoutAnswer {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

export type StandInWebhookEvent = 'payment.captured' | 'payment.failed' | 'order.paid';

/** A webhook delivery as Razorpay would send it; the test posts it to the shop. */
export interface StandInWebhook {
  body: string;
  headers: { 'content-type': 'application/json'; 'x-razorpay-signature': string; 'x-razorpay-event-id': string };
}

export interface RazorpayStandIn {
  /** Base URL, e.g. http://127.0.0.1:PORT (the SDK's base URL; Checkout is at /v1/checkout.js). */
  url: string;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** The variables that point the shop's payments at this server. */
  env: {
    RAZORPAY_KEY_ID: string;
    RAZORPAY_KEY_SECRET: string;
    RAZORPAY_WEBHOOK_SECRET: string;
    RAZORPAY_API_URL: string;
    RAZORPAY_CHECKOUT_URL: string;
  };
  orders: Map<string, StandInOrder>;
  payments: Map<string, StandInPayment>;
  refunds: Map<string, StandInRefund>;
  /** While true, "Pay" in the Checkout overlay records a failed payment and calls the `payment.failed` callbacks. */
  checkoutFails: boolean;
  /**
   * A shopper pays the order in Checkout: records a captured (or, with `fail`, failed) payment and returns the handler's
   * answer. `amount` and `currency` default to the order's; overriding them makes a payment the shop must not accept.
   */
  pay(orderId: string, options?: { amount?: number; currency?: string; fail?: boolean }): CheckoutAnswer;
  /** Razorpay's webhook for that payment, signed with the webhook secret (or with `secret`, to forge one). */
  webhook(
    event: StandInWebhookEvent,
    paymentId: string,
    options?: { eventId?: string; secret?: string },
  ): StandInWebhook;
  close(): Promise<void>;
}
