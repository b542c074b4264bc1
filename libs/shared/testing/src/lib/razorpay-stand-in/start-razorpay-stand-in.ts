// Starts the stand-in: keys, records and the loopback server that routes to Checkout and the API.

import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serveApi } from './api';
import { serveCheckout } from './checkout-routes';
import { randomId } from './ids';
import { createLedger } from './ledger';
import { RazorpayError } from './razorpay-error';
import { checkoutAnswer } from './signatures';
import type { RazorpayStandIn } from './types';
import { webhookFor } from './webhooks';

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
  const ledger = createLedger();

  async function route(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const path = new URL(request.url ?? '/', 'http://stand-in').pathname.replace(/\/+$/, '');
    const method = request.method ?? 'GET';
    const exchange = { request, response, path, method, standIn, ledger };
    if (await serveCheckout(exchange)) return;
    await serveApi(exchange);
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
    orders: ledger.orders,
    payments: ledger.payments,
    refunds: ledger.refunds,
    checkoutFails: false,
    pay: (orderId, choice = {}) => {
      try {
        return checkoutAnswer(keySecret, ledger.recordPayment(orderId, choice));
      } catch (error) {
        throw error instanceof RazorpayError ? new Error(`Razorpay stand-in: ${error.message} (${orderId})`) : error;
      }
    },
    webhook: (event, paymentId, choice) => webhookFor(ledger, { accountId, webhookSecret }, event, paymentId, choice),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // The SDK and browsers keep connections alive; closing ends them rather than waiting.
        server.closeAllConnections();
      }),
  };
  return standIn;
}
