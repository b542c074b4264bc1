import { MailMessage } from '@nidra/api/core';
import { Product } from '@nidra/api/catalog';
import { createProduct } from '@nidra/api/catalog/testing';
import { createUser, type UserFixture } from '@nidra/api/identity/testing';
import { useTestApp, type TestApp } from '@nidra/api/testing';
import { CheckoutMessage, OrderMessage, Role } from '@nidra/shared/contracts';
import { startRazorpayStandIn, type RazorpayStandIn } from '@nidra/shared/testing';
import { Order, ORDERING_CONTEXT, PaymentTimeoutJob } from '../src';

// Money and stock on the paths a shopper rarely takes: paying after cancelling, cancelling after the time
// to pay ran out, many requests of one member at once.

const home = { name: 'Asha Rao', mobile: '9876543210', address: '12, 4th Cross, Jayanagar', pincode: '560041' };
/** The ORM's pool of connections to PostgreSQL, as the shop configures it. */
const POOL_SIZE = 10;

const pillow = (t: TestApp, fields: Parameters<typeof createProduct>[1]) =>
  createProduct(t, { name: `Cloud Pillow ${Math.random().toString(36).slice(2, 8)}`, ...fields });

describe('money and stock on odd paths', () => {
  let razorpay: RazorpayStandIn;
  beforeAll(async () => {
    razorpay = await startRazorpayStandIn();
  });
  afterAll(() => razorpay.close());
  const t = useTestApp(() => ({ contexts: [ORDERING_CONTEXT], env: { ...razorpay.env, PAYMENT_TIMEOUT_MIN: '15' } }));
  beforeEach(() => t.reset());

  async function place(who: UserFixture, products: Product[], paymentMethod: 'cod' | 'razorpay') {
    const cart = await t.http().post('/api/cart/add').set('authorization', who.token)
      .send({ products: products.map((product) => ({ product: product.id, quantity: 1 })) }).expect(201);
    const placed = await t.http().post('/api/order/add').set('authorization', who.token).send({ cartId: cart.body.cartId, address: home, paymentMethod }).expect(201);
    return placed.body as { order: { _id: string; products: Array<{ _id: string }> }; payment?: { razorpayOrderId: string; amount: number } };
  }
  const verify = (who: UserFixture, answer: object) => t.http().post('/api/payment/razorpay/verify').set('authorization', who.token).send(answer);
  const postWebhook = (hook: { body: string; headers: Record<string, string> }) => t.http().post('/api/payment/razorpay/webhook').set(hook.headers).send(hook.body);
  const cancelOrder = (who: UserFixture, orderId: string) => t.http().delete(`/api/order/cancel/${orderId}`).set('authorization', who.token);
  const setItem = (who: UserFixture, orderId: string, itemId: string, status: string) =>
    t.http().put(`/api/order/status/item/${itemId}`).set('authorization', who.token).send({ orderId, status });
  const stockOf = async (product: Product) => (await t.orm.em.fork().findOneOrFail(Product, product.id)).quantity;
  const paymentStatusOf = async (id: string) => (await t.orm.em.fork().findOneOrFail(Order, id)).paymentStatus;
  const refundsOf = (paymentId: string) => [...razorpay.refunds.values()].filter((refund) => refund.payment_id === paymentId).map((refund) => refund.amount);
  const refundMails = (orderId: string) => t.orm.em.fork().find(MailMessage, { subject: `Your payment for order ${orderId} has been refunded` });
  const orderIds = async (who: UserFixture) =>
    (await t.http().get('/api/order').set('authorization', who.token).expect(200)).body.orders.map((o: { _id: string }) => o._id);

  it(`answers ${3 * POOL_SIZE} cancellations and payments of one member at once, and another shopper meanwhile, none refused`, async () => {
    const buyer = await createUser(t);
    const product = await pillow(t, { quantity: 100 });
    const count = (3 * POOL_SIZE) / 2;
    const cod: string[] = [];
    const prepaid: Array<{ razorpayOrderId: string }> = [];
    for (let i = 0; i < count; i++) {
      cod.push((await place(buyer, [product], 'cod')).order._id);
      prepaid.push((await place(buyer, [product], 'razorpay')).payment as { razorpayOrderId: string });
    }
    const answers = prepaid.map((payment) => razorpay.pay(payment.razorpayOrderId));

    // Each settles in a transaction that also reads the buyer's contact for the email: on one connection.
    const all = await Promise.all([
      ...cod.map((id) => cancelOrder(buyer, id)),
      ...answers.map((answer) => verify(buyer, answer)),
      t.http().post('/api/product/list').send({}),
    ]);
    expect(all.map((res) => res.status)).toEqual(Array(2 * count + 1).fill(200));
    expect(await stockOf(product)).toBe(100 - count);
  });

  it('refunds in full, once, a payment made after its pending order was cancelled, by Checkout and by webhook alike', async () => {
    const buyer = await createUser(t);
    const product = await pillow(t, { pricePaise: 100_000, quantity: 1 });
    const placed = await place(buyer, [product], 'razorpay');
    const payment = placed.payment as { razorpayOrderId: string; amount: number };
    expect(await stockOf(product)).toBe(0);

    const cancelled = await cancelOrder(buyer, placed.order._id).expect(200);
    expect(cancelled.body.message).toBe(OrderMessage.cancelledBeforePayment);
    expect(await stockOf(product)).toBe(1);

    // The shopper pays in the Checkout still open: the money goes back whole, and the order stays cancelled.
    const paid = razorpay.pay(payment.razorpayOrderId);
    await postWebhook(razorpay.webhook('payment.captured', paid.razorpay_payment_id)).expect(200);
    expect((await verify(buyer, paid).expect(400)).body).toEqual({ error: CheckoutMessage.paidAfterCancel });
    await postWebhook(razorpay.webhook('order.paid', paid.razorpay_payment_id)).expect(200);
    expect(refundsOf(paid.razorpay_payment_id)).toEqual([payment.amount]);
    const [mail, ...more] = await refundMails(placed.order._id);
    expect(more).toEqual([]);
    expect(mail.text).toContain('reached us after the order was cancelled');
    expect(await paymentStatusOf(placed.order._id)).not.toBe('paid');
    expect(await orderIds(buyer)).toEqual([]);
    expect(await stockOf(product)).toBe(1);
  });

  it('cancels an order waiting for its payment whole or not at all', async () => {
    const buyer = await createUser(t);
    const admin = await createUser(t, { role: Role.Admin });
    const [a, b] = [await pillow(t, { quantity: 5 }), await pillow(t, { quantity: 5 })];
    const placed = await place(buyer, [a, b], 'razorpay');
    const [first] = placed.order.products;
    for (const who of [buyer, admin]) {
      const res = await setItem(who, placed.order._id, first._id, 'Cancelled').expect(400);
      expect(res.body).toEqual({ error: OrderMessage.unpaidItem });
    }
    expect([await stockOf(a), await stockOf(b)]).toEqual([4, 4]);

    // Paid in full for both lines, as Razorpay's order asks: confirmed with both.
    const payment = placed.payment as { razorpayOrderId: string; amount: number };
    await verify(buyer, razorpay.pay(payment.razorpayOrderId)).expect(200);
    expect(await paymentStatusOf(placed.order._id)).toBe('paid');
    expect(await orderIds(buyer)).toEqual([placed.order._id]);
  });

  it('puts the stock of an order whose time to pay ran out back once, however it is cancelled afterwards', async () => {
    const buyer = await createUser(t);
    const other = await createUser(t);
    const product = await pillow(t, { quantity: 1 });
    const expiring = await place(buyer, [product], 'razorpay');
    expect(await t.app.get(PaymentTimeoutJob).run(new Date(Date.now() + 16 * 60_000))).toBe(1);
    expect(await stockOf(product)).toBe(1);

    const res = await setItem(buyer, expiring.order._id, expiring.order.products[0]._id, 'Cancelled').expect(400);
    expect(res.body).toEqual({ error: OrderMessage.unpaidItem });
    expect((await cancelOrder(buyer, expiring.order._id).expect(200)).body.message).toBe(OrderMessage.cancelledBeforePayment);
    expect(await stockOf(product)).toBe(1);

    // The one unit sells once: to the other shopper, and nobody else.
    await place(other, [product], 'cod');
    expect(await stockOf(product)).toBe(0);
    const cart = await t.http().post('/api/cart/add').set('authorization', buyer.token).send({ products: [{ product: product.id, quantity: 1 }] });
    expect(cart.status).toBe(400);

    // The first shopper's late payment finds the order cancelled: it goes back whole.
    const payment = expiring.payment as { razorpayOrderId: string; amount: number };
    const late = razorpay.pay(payment.razorpayOrderId);
    expect((await verify(buyer, late).expect(400)).body).toEqual({ error: CheckoutMessage.paidAfterCancel });
    expect(refundsOf(late.razorpay_payment_id)).toEqual([payment.amount]);
    expect(await stockOf(product)).toBe(0);
  });

  it('refunds a second payment of a paid order, once, telling the shopper', async () => {
    const buyer = await createUser(t);
    const product = await pillow(t, { quantity: 3 });
    const placed = await place(buyer, [product], 'razorpay');
    const payment = placed.payment as { razorpayOrderId: string; amount: number };
    const first = razorpay.pay(payment.razorpayOrderId);
    await verify(buyer, first).expect(200);
    // A second payment Razorpay reports for the same order (another tab, say), by webhook only.
    const second = { ...first, razorpay_payment_id: 'pay_Second00000001' };
    const original = razorpay.payments.get(first.razorpay_payment_id);
    if (!original) throw new Error('The stand-in lost the first payment');
    razorpay.payments.set(second.razorpay_payment_id, { ...original, id: second.razorpay_payment_id });
    await postWebhook(razorpay.webhook('payment.captured', second.razorpay_payment_id)).expect(200);
    await postWebhook(razorpay.webhook('payment.captured', second.razorpay_payment_id)).expect(200);
    expect(refundsOf(second.razorpay_payment_id)).toEqual([payment.amount]);
    expect(refundsOf(first.razorpay_payment_id)).toEqual([]);
    expect(await paymentStatusOf(placed.order._id)).toBe('paid');
    const [mail] = await refundMails(placed.order._id);
    expect(mail.text).toContain('was already paid');
  });

  it('takes the state from the pincode, whatever state the address names, for the order and its invoice', async () => {
    const buyer = await createUser(t);
    const product = await pillow(t, { quantity: 3, taxable: true });
    const book = await t.http().post('/api/address/add').set('authorization', buyer.token)
      .send({ address: '7 MG Road', city: 'Bengaluru', state: 'Delhi', country: 'India', zipCode: '560041', mobile: '9123456789' }).expect(201);
    const cart = async () =>
      (await t.http().post('/api/cart/add').set('authorization', buyer.token).send({ products: [{ product: product.id, quantity: 1 }] }).expect(201)).body.cartId;
    const typed = await t.http().post('/api/order/add').set('authorization', buyer.token)
      .send({ cartId: await cart(), address: { ...home, state: 'Delhi' } }).expect(201);
    const fromBook = await t.http().post('/api/order/add').set('authorization', buyer.token)
      .send({ cartId: await cart(), addressId: book.body.address._id }).expect(201);
    for (const placed of [typed, fromBook]) {
      expect(placed.body.order.deliveryAddress).toEqual(expect.objectContaining({ state: 'Karnataka', stateCode: '29', pincode: '560041' }));
      const invoice = await t.http().get(`/api/order/${placed.body.order._id}/invoice`).set('authorization', buyer.token).expect(200);
      expect(JSON.stringify(invoice.body)).not.toContain('Delhi');
    }
  });

  it('never confirms an order from a signed payment.captured whose payment failed', async () => {
    const buyer = await createUser(t);
    const product = await pillow(t, { quantity: 3 });
    const placed = await place(buyer, [product], 'razorpay');
    const payment = placed.payment as { razorpayOrderId: string; amount: number };
    const failed = razorpay.pay(payment.razorpayOrderId, { fail: true });
    await postWebhook(razorpay.webhook('payment.captured', failed.razorpay_payment_id)).expect(200);
    expect(await paymentStatusOf(placed.order._id)).toBe('pending');
    expect(refundsOf(failed.razorpay_payment_id)).toEqual([]);
    expect(await orderIds(buyer)).toEqual([]);
  });
});
