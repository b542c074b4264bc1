// The stand-in's records of orders, payments and refunds, and the rules Razorpay applies when making them.

import { now, randomId } from './ids';
import { RazorpayError } from './razorpay-error';
import type { StandInOrder, StandInPayment, StandInRefund } from './types';

/** How a shopper pays in Checkout; `amount` and `currency` default to the order's. */
export interface PaymentChoice {
  amount?: number;
  currency?: string;
  fail?: boolean;
}

export interface Ledger {
  orders: Map<string, StandInOrder>;
  payments: Map<string, StandInPayment>;
  refunds: Map<string, StandInRefund>;
  findOrder(id: string): StandInOrder;
  findPayment(id: string): StandInPayment;
  createOrder(body: Record<string, unknown>): StandInOrder;
  recordPayment(orderId: string, choice: PaymentChoice): StandInPayment;
  refund(paymentId: string, body: Record<string, unknown>, idempotencyKey?: string): StandInRefund;
}

export function createLedger(): Ledger {
  const orders = new Map<string, StandInOrder>();
  const payments = new Map<string, StandInPayment>();
  const refunds = new Map<string, StandInRefund>();

  const findOrder = (id: string) => {
    const order = orders.get(id);
    if (!order) throw new RazorpayError(400, 'The id provided does not exist');
    return order;
  };
  const findPayment = (id: string) => {
    const payment = payments.get(id);
    if (!payment) throw new RazorpayError(400, 'The id provided does not exist');
    return payment;
  };

  function createOrder(body: Record<string, unknown>): StandInOrder {
    const amount = paise(body['amount'], 'amount');
    if (amount === undefined) throw new RazorpayError(400, 'The amount field is required.', { field: 'amount' });
    const currency = body['currency'] ?? 'INR';
    // The shop sells in India only.
    if (currency !== 'INR') throw new RazorpayError(400, 'Currency is not supported', { field: 'currency' });
    const receipt = body['receipt'] === undefined ? null : String(body['receipt']);
    if (receipt !== null && receipt.length > 40) {
      throw new RazorpayError(400, 'The receipt may not be greater than 40 characters.', { field: 'receipt' });
    }
    const order: StandInOrder = {
      id: `order_${randomId()}`,
      entity: 'order',
      amount,
      amount_paid: 0,
      amount_due: amount,
      currency,
      receipt,
      status: 'created',
      attempts: 0,
      notes: notesOf(body['notes']),
      created_at: now(),
    };
    orders.set(order.id, order);
    return order;
  }

  function recordPayment(orderId: string, choice: PaymentChoice): StandInPayment {
    const order = findOrder(orderId);
    // Checkout refuses a second payment on a paid order.
    if (order.status === 'paid') throw new RazorpayError(400, 'Order has already been paid.');
    const payment: StandInPayment = {
      id: `pay_${randomId()}`,
      entity: 'payment',
      order_id: order.id,
      amount: choice.amount ?? order.amount_due,
      currency: choice.currency ?? order.currency,
      status: choice.fail ? 'failed' : 'captured',
      method: 'upi',
      captured: !choice.fail,
      amount_refunded: 0,
      refund_status: null,
      vpa: 'success@razorpay',
      error_code: choice.fail ? 'BAD_REQUEST_ERROR' : null,
      error_description: choice.fail ? 'Payment failed' : null,
      error_reason: choice.fail ? 'payment_failed' : null,
      created_at: now(),
    };
    payments.set(payment.id, payment);
    order.attempts += 1;
    if (payment.captured) {
      order.amount_paid += payment.amount;
      order.amount_due = Math.max(order.amount - order.amount_paid, 0);
    }
    // An order is paid once captured payments cover it; any attempt short of that leaves it "attempted".
    order.status = order.amount_paid >= order.amount ? 'paid' : 'attempted';
    return payment;
  }

  /** Refunds made under an `X-Refund-Idempotency` key: the same key again answers the same refund. */
  const byIdempotencyKey = new Map<string, { paymentId: string; body: string; refund: StandInRefund }>();

  function refund(paymentId: string, body: Record<string, unknown>, idempotencyKey?: string): StandInRefund {
    if (idempotencyKey) {
      const before = byIdempotencyKey.get(idempotencyKey);
      if (before && (before.paymentId !== paymentId || before.body !== JSON.stringify(body))) {
        throw new RazorpayError(400, 'Different request with the same idempotency key has already been processed.', {});
      }
      if (before) return before.refund;
    }
    const payment = findPayment(paymentId);
    if (!payment.captured) throw new RazorpayError(400, 'The payment has not been captured', { field: 'payment_id' });
    const left = payment.amount - payment.amount_refunded;
    const amount = paise(body['amount'], 'amount') ?? left;
    if (amount > left) {
      throw new RazorpayError(400, 'The refund amount provided is greater than amount captured', { field: 'amount' });
    }
    const made: StandInRefund = {
      id: `rfnd_${randomId()}`,
      entity: 'refund',
      payment_id: payment.id,
      amount,
      currency: payment.currency,
      notes: notesOf(body['notes']),
      receipt: body['receipt'] === undefined ? null : String(body['receipt']),
      status: 'processed',
      speed_processed: 'normal',
      created_at: now(),
    };
    refunds.set(made.id, made);
    if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, { paymentId, body: JSON.stringify(body), refund: made });
    payment.amount_refunded += amount;
    payment.refund_status = payment.amount_refunded === payment.amount ? 'full' : 'partial';
    if (payment.refund_status === 'full') payment.status = 'refunded';
    return made;
  }

  return { orders, payments, refunds, findOrder, findPayment, createOrder, recordPayment, refund };
}

/** Amounts are whole paise: a positive integer, or its digits as text (form posts). */
function paise(value: unknown, field: string): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const amount = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount < 1) {
    throw new RazorpayError(400, `The ${field} must be an integer of at least 1 (paise).`, { field });
  }
  return amount;
}

function notesOf(value: unknown): Record<string, string> | [] {
  if (!value || typeof value !== 'object' || Array.isArray(value) || Object.keys(value).length === 0) return [];
  return Object.fromEntries(Object.entries(value).map(([key, note]) => [key, String(note)]));
}
