import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

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

interface RazorpayErrorBody {
  error: {
    code: 'BAD_REQUEST_ERROR';
    description: string;
    source: string;
    step: string;
    reason: string;
    metadata: Record<string, string>;
    field?: string;
  };
}

/** A refusal in Razorpay's error shape. */
class RazorpayError extends Error {
  constructor(
    readonly status: number,
    description: string,
    readonly extra: { field?: string; reason?: string; source?: string; step?: string; metadata?: Record<string, string> } = {},
  ) {
    super(description);
  }

  get body(): RazorpayErrorBody {
    const { field, reason = 'NA', source = 'NA', step = 'NA', metadata = {} } = this.extra;
    return {
      error: { code: 'BAD_REQUEST_ERROR', description: this.message, source, step, reason, metadata, ...(field && { field }) },
    };
  }
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Razorpay's ids: a prefix and 14 random letters and digits. */
function randomId(length = 14): string {
  return Array.from(randomBytes(length), (byte) => ALPHANUMERIC[byte % ALPHANUMERIC.length]).join('');
}

const now = () => Math.floor(Date.now() / 1000);
const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');

/**
 * A local stand-in for Razorpay on loopback (on `port`, or any free one): the Orders, Payments and Refunds API the shop's SDK
 * calls, webhooks a test can post to the shop, and a Checkout script whose overlay a browser test clicks through.
 */
export async function startRazorpayStandIn(
  options: { keyId?: string; keySecret?: string; webhookSecret?: string; port?: number } = {},
): Promise<RazorpayStandIn> {
  const keyId = options.keyId ?? `rzp_test_${randomId()}`;
  const keySecret = options.keySecret ?? randomId(24);
  const webhookSecret = options.webhookSecret ?? randomId(24);
  const accountId = `acc_${randomId()}`;
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

  function recordPayment(orderId: string, choice: { amount?: number; currency?: string; fail?: boolean }): StandInPayment {
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

  const answerFor = (payment: StandInPayment): CheckoutAnswer => ({
    razorpay_order_id: payment.order_id,
    razorpay_payment_id: payment.id,
    razorpay_signature: hmac(keySecret, `${payment.order_id}|${payment.id}`),
  });

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

  const collection = <T>(items: T[]) => ({ entity: 'collection', count: items.length, items });
  // Razorpay lists newest first.
  const newestFirst = <T extends { created_at: number }>(items: T[]) => items.reverse();

  async function route(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const path = new URL(request.url ?? '/', 'http://stand-in').pathname.replace(/\/+$/, '');
    const method = request.method ?? 'GET';

    // Checkout's own routes: the browser calls them from the shop's origin, with the key id only.
    if (path === '/v1/checkout.js' && method === 'GET') {
      response.writeHead(200, { 'content-type': 'application/javascript; charset=utf-8', 'cache-control': 'no-store' });
      response.end(checkoutScript(standIn.url, keyId));
      return;
    }
    if (path === '/v1/checkout/pay') {
      const cors = {
        'access-control-allow-origin': '*',
        'access-control-allow-methods': 'POST, OPTIONS',
        'access-control-allow-headers': 'content-type',
      };
      if (method === 'OPTIONS') {
        response.writeHead(204, cors);
        response.end();
        return;
      }
      try {
        const body = await readBody(request);
        if (body['key'] !== keyId) throw new RazorpayError(401, 'Authentication failed');
        const orderId = String(body['order_id'] ?? '');
        if (standIn.checkoutFails) {
          const failed = recordPayment(orderId, { fail: true });
          throw new RazorpayError(400, 'Payment failed', {
            reason: 'payment_failed',
            source: 'customer',
            step: 'payment_authentication',
            metadata: { order_id: failed.order_id, payment_id: failed.id },
          });
        }
        send(response, 200, answerFor(recordPayment(orderId, {})), cors);
      } catch (error) {
        sendError(response, error, cors);
      }
      return;
    }

    try {
      authenticate(request.headers.authorization, keyId, keySecret);
      const body = method === 'POST' ? await readBody(request) : {};
      let match: RegExpMatchArray | null;
      if (method === 'POST' && path === '/v1/orders') return send(response, 200, createOrder(body));
      if (method === 'GET' && (match = path.match(/^\/v1\/orders\/([^/]+)$/))) {
        return send(response, 200, findOrder(match[1]));
      }
      if (method === 'GET' && (match = path.match(/^\/v1\/orders\/([^/]+)\/payments$/))) {
        const order = findOrder(match[1]);
        return send(response, 200, collection(newestFirst([...payments.values()].filter((p) => p.order_id === order.id))));
      }
      if (method === 'GET' && (match = path.match(/^\/v1\/payments\/([^/]+)$/))) {
        return send(response, 200, findPayment(match[1]));
      }
      if (method === 'POST' && (match = path.match(/^\/v1\/payments\/([^/]+)\/refund$/))) {
        const key = request.headers['x-refund-idempotency'];
        return send(response, 200, refund(match[1], body, typeof key === 'string' ? key : undefined));
      }
      if (method === 'GET' && (match = path.match(/^\/v1\/payments\/([^/]+)\/refunds$/))) {
        const payment = findPayment(match[1]);
        return send(response, 200, collection(newestFirst([...refunds.values()].filter((r) => r.payment_id === payment.id))));
      }
      if (method === 'GET' && (match = path.match(/^\/v1\/refunds\/([^/]+)$/))) {
        const found = refunds.get(match[1]);
        if (!found) throw new RazorpayError(400, 'The id provided does not exist');
        return send(response, 200, found);
      }
      throw new RazorpayError(404, 'The requested URL was not found on the server.');
    } catch (error) {
      sendError(response, error);
    }
  }

  const server = createServer((request, response) => {
    void route(request, response);
  });
  // A port already taken fails the start instead of leaving it waiting.
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const standIn: RazorpayStandIn = {
    url,
    keyId,
    keySecret,
    webhookSecret,
    env: {
      RAZORPAY_KEY_ID: keyId,
      RAZORPAY_KEY_SECRET: keySecret,
      RAZORPAY_WEBHOOK_SECRET: webhookSecret,
      RAZORPAY_API_URL: url,
      RAZORPAY_CHECKOUT_URL: `${url}/v1/checkout.js`,
    },
    orders,
    payments,
    refunds,
    checkoutFails: false,
    pay: (orderId, choice = {}) => {
      try {
        return answerFor(recordPayment(orderId, choice));
      } catch (error) {
        throw error instanceof RazorpayError ? new Error(`Razorpay stand-in: ${error.message} (${orderId})`) : error;
      }
    },
    webhook: (event, paymentId, choice = {}) => {
      const payment = payments.get(paymentId);
      if (!payment) throw new Error(`Razorpay stand-in: no payment ${paymentId}`);
      const order = orders.get(payment.order_id);
      const withOrder = event === 'order.paid' && order;
      const body = JSON.stringify({
        entity: 'event',
        account_id: accountId,
        event,
        contains: withOrder ? ['payment', 'order'] : ['payment'],
        payload: { payment: { entity: payment }, ...(withOrder && { order: { entity: order } }) },
        created_at: now(),
      });
      return {
        body,
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': hmac(choice.secret ?? webhookSecret, body),
          'x-razorpay-event-id': choice.eventId ?? randomId(),
        },
      };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // The SDK and browsers keep connections alive; closing ends them rather than waiting.
        server.closeAllConnections();
      }),
  };
  return standIn;
}

/** The SDK sends HTTP basic auth of key id and secret on every API call. */
function authenticate(header: string | undefined, keyId: string, keySecret: string): void {
  if (!header) throw new RazorpayError(401, 'Please provide your api key for authentication purposes.');
  const [scheme, encoded = ''] = header.split(' ');
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  if (scheme.toLowerCase() !== 'basic' || decoded !== `${keyId}:${keySecret}`) {
    throw new RazorpayError(401, 'Authentication failed');
  }
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

/** Takes JSON or a form post (`notes[key]=…` becomes `notes: { key: … }`). */
async function readBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text.trim()) return {};
  const type = (request.headers['content-type'] ?? '').toLowerCase();
  if (type.startsWith('application/x-www-form-urlencoded')) {
    const body: Record<string, unknown> = {};
    for (const [key, value] of new URLSearchParams(text)) {
      const nested = key.match(/^([^[\]]+)\[([^[\]]*)\]$/);
      if (!nested) {
        body[key] = value;
        continue;
      }
      const parent = (body[nested[1]] ??= {}) as Record<string, unknown>;
      parent[nested[2]] = value;
    }
    return body;
  }
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    // Answered below, as Razorpay does.
  }
  throw new RazorpayError(400, 'The request body is not valid JSON.');
}

function send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  response.end(JSON.stringify(body));
}

function sendError(response: ServerResponse, error: unknown, headers: Record<string, string> = {}): void {
  if (error instanceof RazorpayError) {
    send(response, error.status, error.body, headers);
    return;
  }
  const description = error instanceof Error ? error.message : String(error);
  send(response, 500, { error: { code: 'SERVER_ERROR', description } }, headers);
}

/**
 * The stand-in Checkout: `new Razorpay(options).open()` shows an overlay with "Pay" and "Cancel", as far as a shop uses the
 * real one (key, order_id, amount, name, description, handler, modal.ondismiss, on('payment.failed')). Plain ES2017.
 */
function checkoutScript(url: string, keyId: string): string {
  return `(function () {
  'use strict';
  var standIn = ${JSON.stringify({ url, keyId })};

  function rupees(paise) {
    if (typeof paise !== 'number') return '';
    return new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(paise / 100);
  }

  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    this.options = options || {};
    this.listeners = {};
    this.overlay = null;
  }

  Razorpay.prototype.on = function (event, callback) {
    (this.listeners[event] = this.listeners[event] || []).push(callback);
    return this;
  };

  Razorpay.prototype.close = function () {
    if (this.overlay) this.overlay.remove();
    this.overlay = null;
  };

  Razorpay.prototype.open = function () {
    var self = this;
    var options = this.options;
    this.close();
    var overlay = document.createElement('div');
    overlay.setAttribute('role', 'dialog');
    overlay.setAttribute('aria-modal', 'true');
    overlay.setAttribute('aria-label', 'Razorpay Checkout (stand-in)');
    overlay.style.cssText = 'position:fixed;inset:0;z-index:2147483647;display:flex;align-items:center;' +
      'justify-content:center;background:rgba(0,0,0,.55);font:16px/1.4 system-ui,sans-serif';
    var panel = document.createElement('div');
    panel.style.cssText = 'background:#fff;color:#1a1a1a;padding:24px;border-radius:8px;width:300px;max-width:90vw;' +
      'box-shadow:0 8px 32px rgba(0,0,0,.3);border-top:6px solid #3395ff';
    overlay.appendChild(panel);

    function add(tag, text, css) {
      var element = document.createElement(tag);
      element.textContent = text;
      if (css) element.style.cssText = css;
      panel.appendChild(element);
      return element;
    }
    add('div', 'Razorpay Checkout (stand-in)', 'font-size:12px;color:#666;text-transform:uppercase;letter-spacing:.05em');
    add('div', options.name || '', 'font-weight:600;margin-top:8px');
    if (options.description) add('div', options.description, 'color:#444');
    add('div', rupees(options.amount), 'font-size:28px;font-weight:700;margin:12px 0');
    var message = add('p', '', 'color:#b00020;min-height:1.4em;margin:0 0 12px');
    message.setAttribute('role', 'alert');
    var buttonCss = 'font:inherit;padding:8px 20px;border-radius:4px;cursor:pointer;margin-right:8px;';
    var pay = add('button', 'Pay', buttonCss + 'background:#3395ff;color:#fff;border:0');
    var cancel = add('button', 'Cancel', buttonCss + 'background:#fff;color:#1a1a1a;border:1px solid #999');
    pay.type = 'button';
    cancel.type = 'button';
    function payable(yes) {
      pay.disabled = !yes;
      pay.style.opacity = yes ? '1' : '.5';
    }

    // Checkout only opens for the merchant's own key.
    if (options.key !== standIn.keyId) {
      message.textContent = 'Authentication failed: the key "' + options.key + '" is not this Razorpay account\\'s key.';
      payable(false);
    }

    pay.addEventListener('click', function () {
      payable(false);
      message.textContent = '';
      fetch(standIn.url + '/v1/checkout/pay', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ order_id: options.order_id, key: options.key })
      }).then(function (response) {
        return response.json().then(function (body) {
          if (response.ok) {
            self.close();
            if (options.handler) options.handler(body);
            return;
          }
          // A failed payment keeps Checkout open so the shopper can try again, as the real one does.
          if (body.error && body.error.reason === 'payment_failed') {
            (self.listeners['payment.failed'] || []).forEach(function (callback) { callback(body); });
          }
          message.textContent = body.error ? body.error.description : 'Payment failed';
          payable(true);
        });
      }).catch(function (error) {
        message.textContent = 'Checkout could not reach Razorpay: ' + error.message;
        payable(true);
      });
    });

    cancel.addEventListener('click', function () {
      self.close();
      if (options.modal && options.modal.ondismiss) options.modal.ondismiss();
    });

    document.body.appendChild(overlay);
    this.overlay = overlay;
    if (!pay.disabled) pay.focus();
  };

  window.Razorpay = Razorpay;
})();
`;
}
