// The Orders, Payments and Refunds API that the shop's SDK calls, behind the key id and secret.

import { readBody, send, sendError, type StandInRequest } from './http';
import { RazorpayError } from './razorpay-error';

const collection = <T>(items: T[]) => ({ entity: 'collection', count: items.length, items });
// Razorpay lists newest first.
const newestFirst = <T extends { created_at: number }>(items: T[]) => items.reverse();

export async function serveApi(
{ request, response, path, method, standIn, ledger }: StandInRequest,
): Promise<void> {
  const { findOrder, findPayment, payments, refunds } = ledger;
  try {
    authenticate(request.headers.authorization, standIn.keyId, standIn.keySecret);
    const body = method === 'POST' ? await readBody(request) : {};
    let match: RegExpMatchArray | null;
    if (method === 'POST' && path === '/v1/orders') return send(response, 200, ledger.createOrder(body));
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
      return send(response, 200, ledger.refund(match[1], body, typeof key === 'string' ? key : undefined));
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

/** The SDK sends HTTP basic auth of key id and secret on every API call. */
function authenticate(header: string | undefined, keyId: string, keySecret: string): void {
  if (!header) throw new RazorpayError(401, 'Please provide your api key for authentication purposes.');
  const [scheme, encoded = ''] = header.split(' ');
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  if (scheme.toLowerCase() !== 'basic' || decoded !== `${keyId}:${keySecret}`) {
    throw new RazorpayError(401, 'Authentication failed');
  }
}
