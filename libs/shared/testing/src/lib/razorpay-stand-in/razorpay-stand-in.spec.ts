import Razorpay from 'razorpay';
import { validatePaymentVerification } from 'razorpay/dist/utils/razorpay-utils';
import { startRazorpayStandIn, type RazorpayStandIn } from '.';

/** The official SDK, pointed at the stand-in as the shop points it at RAZORPAY_API_URL. */
function sdk(standIn: RazorpayStandIn, keySecret = standIn.keySecret): Razorpay {
  const rz = new Razorpay({ key_id: standIn.keyId, key_secret: keySecret });
  (rz.api as unknown as { rq: { defaults: { baseURL: string } } }).rq.defaults.baseURL = standIn.url;
  return rz;
}

describe('Razorpay stand-in', () => {
  let standIn: RazorpayStandIn;
  let rz: Razorpay;

  beforeEach(async () => {
    standIn = await startRazorpayStandIn();
    rz = sdk(standIn);
  });
  afterEach(() => standIn.close());

  it('creates an order, takes a payment on it and refunds it, as the SDK sees it', async () => {
    const order = await rz.orders.create({ amount: 189900, currency: 'INR', receipt: 'r1', notes: { cart: 'c1' } });
    expect(order).toMatchObject({
      entity: 'order',
      amount: 189900,
      amount_paid: 0,
      amount_due: 189900,
      currency: 'INR',
      receipt: 'r1',
      status: 'created',
      attempts: 0,
      notes: { cart: 'c1' },
    });
    expect(order.id).toMatch(/^order_[A-Za-z0-9]{14}$/);
    expect(standIn.orders.get(order.id)).toBeDefined();

    const answer = standIn.pay(order.id);
    expect(answer.razorpay_order_id).toBe(order.id);
    expect(answer.razorpay_payment_id).toMatch(/^pay_[A-Za-z0-9]{14}$/);
    expect(
      validatePaymentVerification(
        { order_id: answer.razorpay_order_id, payment_id: answer.razorpay_payment_id },
        answer.razorpay_signature,
        standIn.keySecret,
      ),
    ).toBe(true);
    expect(
      validatePaymentVerification(
        { order_id: answer.razorpay_order_id, payment_id: answer.razorpay_payment_id },
        answer.razorpay_signature,
        'another-secret',
      ),
    ).toBe(false);

    await expect(rz.orders.fetch(order.id)).resolves.toMatchObject({
      status: 'paid',
      amount_paid: 189900,
      amount_due: 0,
      attempts: 1,
    });
    const list = await rz.orders.fetchPayments(order.id);
    expect(list).toMatchObject({ entity: 'collection', count: 1 });
    expect(list.items[0]).toMatchObject({ id: answer.razorpay_payment_id, status: 'captured' });
    await expect(rz.payments.fetch(answer.razorpay_payment_id)).resolves.toMatchObject({
      id: answer.razorpay_payment_id,
      entity: 'payment',
      order_id: order.id,
      amount: 189900,
      currency: 'INR',
      status: 'captured',
      method: 'upi',
    });

    const part = await rz.payments.refund(answer.razorpay_payment_id, { amount: 50000 });
    expect(part).toMatchObject({ entity: 'refund', payment_id: answer.razorpay_payment_id, amount: 50000, status: 'processed' });
    expect(part.id).toMatch(/^rfnd_[A-Za-z0-9]{14}$/);
    await expect(rz.payments.refund(answer.razorpay_payment_id, { amount: 200000 })).rejects.toMatchObject({
      statusCode: 400,
      error: { code: 'BAD_REQUEST_ERROR' },
    });
    // Without an amount, what is left of the payment.
    await expect(rz.payments.refund(answer.razorpay_payment_id, {})).resolves.toMatchObject({ amount: 139900, currency: 'INR' });
    expect(standIn.refunds.size).toBe(2);
    await expect(rz.payments.fetch(answer.razorpay_payment_id)).resolves.toMatchObject({
      status: 'refunded',
      amount_refunded: 189900,
      refund_status: 'full',
    });
  });

  it('makes one refund per X-Refund-Idempotency key, as Razorpay does', async () => {
    const order = await sdk(standIn).orders.create({ amount: 50_000, currency: 'INR', receipt: 'idem' });
    const { razorpay_payment_id: paymentId } = standIn.pay(order.id);
    const refund = (key: string, amount: number) =>
      fetch(`${standIn.url}/v1/payments/${paymentId}/refund`, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${standIn.keyId}:${standIn.keySecret}`).toString('base64')}`,
          'content-type': 'application/json',
          'x-refund-idempotency': key,
        },
        body: JSON.stringify({ amount }),
      });
    const first = await (await refund('return-0001', 10_000)).json();
    const again = await (await refund('return-0001', 10_000)).json();
    expect(again.id).toBe(first.id);
    expect((await refund('return-0001', 20_000)).status).toBe(400);
    expect((await (await refund('return-0002', 10_000)).json()).id).not.toBe(first.id);
    expect([...standIn.refunds.values()].filter((made) => made.payment_id === paymentId).map((made) => made.amount)).toEqual([10_000, 10_000]);
  });

  it('signs webhooks with the webhook secret, or with a forged one', async () => {
    const order = await rz.orders.create({ amount: 189900, currency: 'INR', receipt: 'r1' });
    const { razorpay_payment_id } = standIn.pay(order.id);

    const captured = standIn.webhook('payment.captured', razorpay_payment_id, { eventId: 'evt1' });
    expect(captured.headers['content-type']).toBe('application/json');
    expect(captured.headers['x-razorpay-event-id']).toBe('evt1');
    const signed = (webhook: { body: string; headers: { 'x-razorpay-signature': string } }) =>
      Razorpay.validateWebhookSignature(webhook.body, webhook.headers['x-razorpay-signature'], standIn.webhookSecret);
    expect(signed(captured)).toBe(true);
    expect(JSON.parse(captured.body)).toMatchObject({
      entity: 'event',
      event: 'payment.captured',
      contains: ['payment'],
      payload: { payment: { entity: { id: razorpay_payment_id, order_id: order.id, status: 'captured' } } },
    });

    const paid = standIn.webhook('order.paid', razorpay_payment_id);
    expect(JSON.parse(paid.body)).toMatchObject({
      contains: ['payment', 'order'],
      payload: { order: { entity: { id: order.id, status: 'paid' } } },
    });
    expect(paid.headers['x-razorpay-event-id']).not.toBe(captured.headers['x-razorpay-event-id']);

    const forged = standIn.webhook('payment.captured', razorpay_payment_id, { secret: 'guessed' });
    expect(signed(forged)).toBe(false);
  });

  it('records failed and wrong-amount payments without paying the order', async () => {
    const order = await rz.orders.create({ amount: 189900, currency: 'INR', receipt: 'r1' });
    const failed = standIn.pay(order.id, { fail: true });
    await expect(rz.payments.fetch(failed.razorpay_payment_id)).resolves.toMatchObject({ status: 'failed' });
    await expect(rz.orders.fetch(order.id)).resolves.toMatchObject({ status: 'attempted', attempts: 1, amount_paid: 0 });
    await expect(rz.payments.refund(failed.razorpay_payment_id, {})).rejects.toMatchObject({ statusCode: 400 });
    expect(JSON.parse(standIn.webhook('payment.failed', failed.razorpay_payment_id).body)).toMatchObject({
      event: 'payment.failed',
      payload: { payment: { entity: { status: 'failed' } } },
    });

    const short = standIn.pay(order.id, { amount: 100 });
    await expect(rz.payments.fetch(short.razorpay_payment_id)).resolves.toMatchObject({ amount: 100, status: 'captured' });
    await expect(rz.orders.fetchPayments(order.id)).resolves.toMatchObject({ count: 2 });

    standIn.pay(order.id);
    expect(() => standIn.pay(order.id)).toThrow(/already been paid/);
  });

  it('refuses wrong or missing credentials, unknown ids and bad orders in Razorpay’s error shape', async () => {
    const impostor = sdk(standIn, 'wrong-secret');
    await expect(impostor.orders.create({ amount: 189900, currency: 'INR', receipt: 'r1' })).rejects.toMatchObject({
      statusCode: 401,
      error: { code: 'BAD_REQUEST_ERROR' },
    });
    const anonymous = await fetch(`${standIn.url}/v1/orders/order_X`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ error: { code: 'BAD_REQUEST_ERROR', description: expect.any(String) } });

    await expect(rz.orders.fetch('order_unknown00000')).rejects.toMatchObject({
      statusCode: 400,
      error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' },
    });
    await expect(rz.payments.fetch('pay_unknown000000')).rejects.toMatchObject({ statusCode: 400 });
    for (const bad of [{ amount: 0 }, { amount: 1899.5 }, { amount: 189900, currency: 'USD' }]) {
      await expect(rz.orders.create({ receipt: 'r1', currency: 'INR', ...bad } as never)).rejects.toMatchObject({
        statusCode: 400,
        error: { code: 'BAD_REQUEST_ERROR' },
      });
    }
    expect(standIn.orders.size).toBe(0);
  });

  it('takes form posts with nested notes', async () => {
    const response = await fetch(`${standIn.url}/v1/orders`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${standIn.keyId}:${standIn.keySecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ amount: '189900', currency: 'INR', receipt: 'r2', 'notes[cart]': 'c2' }).toString(),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ amount: 189900, receipt: 'r2', notes: { cart: 'c2' } });
  });

  it('serves the Checkout script and its CORS pay route', async () => {
    expect(standIn.env).toEqual({
      RAZORPAY_KEY_ID: standIn.keyId,
      RAZORPAY_KEY_SECRET: standIn.keySecret,
      RAZORPAY_WEBHOOK_SECRET: standIn.webhookSecret,
      RAZORPAY_API_URL: standIn.url,
      RAZORPAY_CHECKOUT_URL: `${standIn.url}/v1/checkout.js`,
    });
    const script = await fetch(standIn.env.RAZORPAY_CHECKOUT_URL);
    expect(script.headers.get('content-type')).toMatch(/^application\/javascript/);
    expect(await script.text()).toContain('window.Razorpay');

    const preflight = await fetch(`${standIn.url}/v1/checkout/pay`, { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');

    const order = await rz.orders.create({ amount: 189900, currency: 'INR', receipt: 'r1' });
    const pay = (key: string) =>
      fetch(`${standIn.url}/v1/checkout/pay`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ order_id: order.id, key }),
      });
    expect((await pay('rzp_test_other')).status).toBe(401);
    standIn.checkoutFails = true;
    const failed = await pay(standIn.keyId);
    expect(failed.status).toBe(400);
    expect(await failed.json()).toMatchObject({ error: { reason: 'payment_failed', metadata: { order_id: order.id } } });
    standIn.checkoutFails = false;
    const paid = await pay(standIn.keyId);
    expect(paid.headers.get('access-control-allow-origin')).toBe('*');
    const answer = await paid.json();
    expect(
      validatePaymentVerification(
        { order_id: order.id, payment_id: answer.razorpay_payment_id },
        answer.razorpay_signature,
        standIn.keySecret,
      ),
    ).toBe(true);
    expect(standIn.orders.get(order.id)?.status).toBe('paid');
  });
});
