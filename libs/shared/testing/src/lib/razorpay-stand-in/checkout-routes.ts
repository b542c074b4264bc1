// Serves Checkout to the browser: its script, and the payment its "Pay" button makes.

import { checkoutScript } from './checkout-script';
import { readBody, send, sendError, type StandInRequest } from './http';
import { RazorpayError } from './razorpay-error';
import { checkoutAnswer } from './signatures';

/**
 * Checkout's own routes: the browser calls them from the shop's origin, with the key id only.
 * Answers true when the request was one of them.
 */
export async function serveCheckout(
{ request, response, path, method, standIn, ledger }: StandInRequest,
): Promise<boolean> {
  if (path === '/v1/checkout.js' && method === 'GET') {
    response.writeHead(200, { 'content-type': 'application/javascript; charset=utf-8', 'cache-control': 'no-store' });
    response.end(checkoutScript(standIn.url, standIn.keyId));
    return true;
  }
  if (path !== '/v1/checkout/pay') return false;
  const cors = {
    'access-control-allow-origin': '*',
    'access-control-allow-methods': 'POST, OPTIONS',
    'access-control-allow-headers': 'content-type',
  };
  if (method === 'OPTIONS') {
    response.writeHead(204, cors);
    response.end();
    return true;
  }
  try {
    const body = await readBody(request);
    if (body['key'] !== standIn.keyId) throw new RazorpayError(401, 'Authentication failed');
    const orderId = String(body['order_id'] ?? '');
    if (standIn.checkoutFails) {
      const failed = ledger.recordPayment(orderId, { fail: true });
      throw new RazorpayError(400, 'Payment failed', {
        reason: 'payment_failed',
        source: 'customer',
        step: 'payment_authentication',
        metadata: { order_id: failed.order_id, payment_id: failed.id },
      });
    }
    send(response, 200, checkoutAnswer(standIn.keySecret, ledger.recordPayment(orderId, {})), cors);
  } catch (error) {
    sendError(response, error, cors);
  }
  return true;
}
