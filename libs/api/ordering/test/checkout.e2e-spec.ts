import { MailMessage } from '@nidra/api/core';
import { Product } from '@nidra/api/catalog';
import { createProduct } from '@nidra/api/catalog/testing';
import { createUser, type UserFixture } from '@nidra/api/identity/testing';
import { countStatements, useTestApp, type TestApp } from '@nidra/api/testing';
import { AddressMessage, CheckoutMessage, OrderMessage, Role } from '@nidra/shared/contracts';
import { startRazorpayStandIn, type RazorpayStandIn } from '@nidra/shared/testing';
import { Order, ORDERING_CONTEXT, PaymentTimeoutJob } from '../src';
import { RazorpayGateway } from '../src/lib/razorpay/razorpay.gateway';

const home = { name: 'Asha Rao', mobile: '9876543210', address: '12, 4th Cross, Jayanagar', pincode: '560041' };

async function cartFor(t: TestApp, who: UserFixture, product: Product, quantity = 1): Promise<string> {
  const res = await t.http().post('/api/cart/add').set('authorization', who.token).send({ products: [{ product: product.id, quantity }] }).expect(201);
  return res.body.cartId;
}

/** Pillows come in one size, so a cart line needs none. */
const pillow = (t: TestApp, fields: Parameters<typeof createProduct>[1]) =>
  createProduct(t, { name: `Cloud Pillow ${Math.random().toString(36).slice(2, 8)}`, ...fields });

const place = (t: TestApp, who: UserFixture, body: object) => t.http().post('/api/order/add').set('authorization', who.token).send(body);
const stockOf = async (t: TestApp, product: Product) => (await t.orm.em.fork().findOneOrFail(Product, product.id)).quantity;
const confirmations = (t: TestApp, orderId: string) => t.orm.em.fork().count(MailMessage, { subject: `Order Confirmation ${orderId}` });
const orderIds = async (t: TestApp, who: UserFixture) =>
  (await t.http().get('/api/order').set('authorization', who.token).expect(200)).body.orders.map((o: { _id: string }) => o._id);

describe('checkout: delivery address and cash on delivery', () => {
  const t = useTestApp({ contexts: [ORDERING_CONTEXT], env: { COD_LIMIT: '50000' } });
  beforeEach(() => t.reset());

  it('keeps a snapshot of the chosen address that later edits and deletions never change', async () => {
    const buyer = await createUser(t, { firstName: 'Asha', lastName: 'Rao' });
    const book = await t.http().post('/api/address/add').set('authorization', buyer.token)
      .send({ address: '7 MG Road', city: 'Bengaluru', state: 'Karnataka', country: 'India', zipCode: '560001', mobile: '9123456789', isDefault: true })
      .expect(201);
    const product = await pillow(t, { pricePaise: 100_000, quantity: 5 });
    const placed = await place(t, buyer, { cartId: await cartFor(t, buyer, product), addressId: book.body.address._id, paymentMethod: 'cod' }).expect(201);

    const snapshot = { name: 'Asha Rao', mobile: '9123456789', address: '7 MG Road', city: 'Bengaluru', state: 'Karnataka', stateCode: '29', pincode: '560001', country: 'India' };
    expect(placed.body.order).toEqual(expect.objectContaining({ deliveryAddress: snapshot, paymentMethod: 'cod', paymentStatus: 'cod' }));
    expect(placed.body.payment).toBeUndefined();
    expect(await stockOf(t, product)).toBe(4);

    await t.http().put(`/api/address/${book.body.address._id}`).set('authorization', buyer.token)
      .send({ address: '1 Elsewhere', city: 'Mysuru', state: 'Karnataka', country: 'India', zipCode: '570001' }).expect(200);
    await t.http().delete(`/api/address/delete/${book.body.address._id}`).set('authorization', buyer.token).expect(200);
    const read = await t.http().get(`/api/order/${placed.body.order._id}`).set('authorization', buyer.token).expect(200);
    expect(read.body.order.deliveryAddress).toEqual(snapshot);

    const [mail] = await t.orm.em.fork().find(MailMessage, { subject: `Order Confirmation ${placed.body.order._id}` });
    expect(mail.text).toContain('7 MG Road');
    expect(mail.text).toContain('Bengaluru, Karnataka 560001');
    expect(mail.text).toContain('cash on delivery');
  });

  it('takes an address typed at checkout, filling city and state from the pincode', async () => {
    const buyer = await createUser(t);
    const product = await pillow(t, { quantity: 5 });
    const placed = await place(t, buyer, { cartId: await cartFor(t, buyer, product), address: { ...home, pincode: '560001' } }).expect(201);
    expect(placed.body.order.deliveryAddress).toEqual({ ...home, pincode: '560001', city: 'Bengaluru Urban', state: 'Karnataka', stateCode: '29', country: 'India' });
    // The address book's zipCode is taken for the pincode.
    const other = await cartFor(t, buyer, product);
    const { pincode: _, ...withoutPincode } = home;
    const byZip = await place(t, buyer, { cartId: other, address: { ...withoutPincode, zipCode: '110001' } }).expect(201);
    expect(byZip.body.order.deliveryAddress).toEqual(expect.objectContaining({ pincode: '110001', stateCode: '07' }));
  });

  it('still places the spec client’s {cartId} alone: the default address if any, else none, cash on delivery', async () => {
    const without = await createUser(t);
    const product = await pillow(t, { quantity: 5 });
    const bare = await place(t, without, { cartId: await cartFor(t, without, product) }).expect(201);
    expect(bare.body.order).toEqual(expect.objectContaining({ deliveryAddress: null, paymentMethod: 'cod', paymentStatus: 'cod' }));

    const withDefault = await createUser(t, { firstName: 'Ravi', lastName: 'Kumar' });
    await t.orm.em.fork().nativeUpdate('User', { id: withDefault.user.id }, { phoneNumber: '9988776655' });
    await t.http().post('/api/address/add').set('authorization', withDefault.token)
      .send({ address: '3 Park Street', city: 'Kolkata', state: 'West Bengal', country: 'India', zipCode: '700016', isDefault: true }).expect(201);
    const placed = await place(t, withDefault, { cartId: await cartFor(t, withDefault, product) }).expect(201);
    // Name and mobile the entry lacks come from the account.
    expect(placed.body.order.deliveryAddress).toEqual(expect.objectContaining({ name: 'Ravi Kumar', mobile: '9988776655', pincode: '700016', stateCode: '19' }));
  });

  it('refuses what cannot be delivered or paid that way, and writes nothing', async () => {
    const buyer = await createUser(t);
    const stranger = await createUser(t);
    const theirs = await t.http().post('/api/address/add').set('authorization', stranger.token)
      .send({ address: '1 Lane', city: 'Pune', state: 'Maharashtra', country: 'India', zipCode: '411001' }).expect(201);
    const dear = await pillow(t, { pricePaise: 4_500_000, quantity: 5, taxable: true });
    const cheap = await pillow(t, { pricePaise: 100_000, quantity: 5 });
    const dearCart = await cartFor(t, buyer, dear);
    const cheapCart = await cartFor(t, buyer, cheap);

    const refusals: Array<[object, number, string]> = [
      // ₹45,000 + 18 % GST is over the ₹50,000 limit.
      [{ cartId: dearCart, address: home }, 400, CheckoutMessage.codOverLimit('₹50,000')],
      [{ cartId: cheapCart, address: { ...home, pincode: '744101' } }, 400, CheckoutMessage.codUnavailable('744101')],
      [{ cartId: cheapCart, address: { ...home, pincode: '999999' } }, 400, CheckoutMessage.pincodeUnknown],
      [{ cartId: cheapCart, address: { ...home, pincode: '056004' } }, 400, CheckoutMessage.pincodeInvalid],
      [{ cartId: cheapCart, address: { ...home, mobile: '12345' } }, 400, CheckoutMessage.mobileInvalid],
      [{ cartId: cheapCart, address: { ...home, name: '' } }, 400, CheckoutMessage.nameRequired],
      [{ cartId: cheapCart, addressId: theirs.body.address._id }, 404, AddressMessage.notFound],
      [{ cartId: cheapCart, address: home, paymentMethod: 'razorpay' }, 400, CheckoutMessage.onlineUnavailable],
      [{ cartId: cheapCart, address: home, paymentMethod: 'upi' }, 400, CheckoutMessage.paymentMethod],
    ];
    for (const [body, status, error] of refusals) {
      const res = await place(t, buyer, body);
      expect([res.status, res.body]).toEqual([status, { error }]);
    }
    expect(await t.orm.em.fork().count(Order, {})).toBe(0);
    expect([await stockOf(t, dear), await stockOf(t, cheap)]).toEqual([5, 5]);
  });

  it('keeps a business buyer’s GSTIN, and an administrator’s courier and tracking number with Shipped only', async () => {
    const buyer = await createUser(t);
    const admin = await createUser(t, { role: Role.Admin });
    const product = await pillow(t, { quantity: 5 });
    const bad = await place(t, buyer, { cartId: await cartFor(t, buyer, product), address: home, buyerGstin: '29ABCDE1234F1Z5' }).expect(400);
    expect(bad.body).toEqual({ error: CheckoutMessage.gstinInvalid });
    const placed = await place(t, buyer, { cartId: await cartFor(t, buyer, product), address: home, buyerGstin: '29abcde1234f1zw' }).expect(201);
    expect(placed.body.order.buyerGstin).toBe('29ABCDE1234F1ZW');

    const [item] = placed.body.order.products;
    const track = (status: string) =>
      t.http().put(`/api/order/status/item/${item._id}`).set('authorization', admin.token)
        .send({ orderId: placed.body.order._id, status, courier: 'Delhivery', trackingNumber: 'DL123456789IN' });
    expect((await track('Processing').expect(400)).body).toEqual({ error: CheckoutMessage.trackingOnlyShipped });
    const shipped = await track('Shipped').expect(200);
    expect(shipped.body.order.products[0]).toEqual(expect.objectContaining({ status: 'Shipped', courier: 'Delhivery', trackingNumber: 'DL123456789IN' }));
  });

  it('tells delivery estimates by pincode', async () => {
    const res = await t.http().get('/api/delivery/560001').expect(200);
    expect(res.body).toEqual(expect.objectContaining({ pincode: '560001', stateCode: '29', serviceable: true, codAvailable: true }));
    expect(res.body.days).toEqual(expect.any(Number));
  });
});

describe('checkout: paying online through Razorpay', () => {
  let razorpay: RazorpayStandIn;
  beforeAll(async () => {
    razorpay = await startRazorpayStandIn();
  });
  afterAll(() => razorpay.close());
  const t = useTestApp(() => ({ contexts: [ORDERING_CONTEXT], env: { ...razorpay.env, PAYMENT_TIMEOUT_MIN: '15' } }));
  beforeEach(() => t.reset());

  async function prepaid(who: UserFixture, product: Product, quantity = 1) {
    const res = await place(t, who, { cartId: await cartFor(t, who, product, quantity), address: home, paymentMethod: 'razorpay' }).expect(201);
    return res.body as { order: { _id: string; totalWithTax: number; paymentStatus: string }; payment: { razorpayOrderId: string; amount: number } };
  }
  const verify = (who: UserFixture, answer: object) => t.http().post('/api/payment/razorpay/verify').set('authorization', who.token).send(answer);
  const postWebhook = (hook: { body: string; headers: Record<string, string> }) => t.http().post('/api/payment/razorpay/webhook').set(hook.headers).send(hook.body);
  const statusOf = async (id: string) => (await t.orm.em.fork().findOneOrFail(Order, id)).paymentStatus;
  const refundsOf = (paymentId: string) => [...razorpay.refunds.values()].filter((refund) => refund.payment_id === paymentId).map((refund) => refund.amount);

  it('creates Razorpay’s order for the server’s total, holds the stock unlisted, and confirms on a verified payment once', async () => {
    const buyer = await createUser(t);
    const product = await pillow(t, { pricePaise: 105_000, quantity: 3, taxable: true });
    const { order, payment } = await prepaid(buyer, product);

    expect(order.paymentStatus).toBe('pending');
    expect(payment).toEqual({ provider: 'razorpay', keyId: razorpay.keyId, razorpayOrderId: expect.stringMatching(/^order_/), amount: Math.round(order.totalWithTax * 100), currency: 'INR' });
    expect(razorpay.orders.get(payment.razorpayOrderId)).toEqual(expect.objectContaining({ amount: payment.amount, currency: 'INR', receipt: order._id }));
    expect(await stockOf(t, product)).toBe(2);
    expect(await orderIds(t, buyer)).toEqual([]);
    await t.http().get(`/api/order/${order._id}`).set('authorization', buyer.token).expect(200);
    expect(await confirmations(t, order._id)).toBe(0);

    const answer = razorpay.pay(payment.razorpayOrderId);
    const stranger = await createUser(t);
    await verify(stranger, answer).expect(404);
    const verified = await verify(buyer, answer).expect(200);
    expect(verified.body).toEqual({ success: true, order: { _id: order._id } });
    await verify(buyer, answer).expect(200);
    expect(await statusOf(order._id)).toBe('paid');
    expect(await orderIds(t, buyer)).toEqual([order._id]);
    expect(await confirmations(t, order._id)).toBe(1);
    expect(await stockOf(t, product)).toBe(2);

    // Placing the same cart again answers with the same, now paid, order.
    const again = await place(t, buyer, { cartId: (await t.orm.em.fork().findOneOrFail(Order, order._id)).cart.id, paymentMethod: 'razorpay' }).expect(201);
    expect([again.body.order._id, again.body.payment]).toEqual([order._id, undefined]);
  });

  it('places an online order and confirms its payment in a fixed number of statements', async () => {
    const buyer = await createUser(t);
    const [a, b] = [await pillow(t, { quantity: 30 }), await pillow(t, { quantity: 30 })];
    const cartId = (await t.http().post('/api/cart/add').set('authorization', buyer.token)
      .send({ products: [{ product: a.id, quantity: 1 }, { product: b.id, quantity: 2 }] }).expect(201)).body.cartId;
    let payment = { razorpayOrderId: '' };
    const placing = await countStatements(t, async () => {
      payment = (await place(t, buyer, { cartId, address: home, paymentMethod: 'razorpay' }).expect(201)).body.payment;
    });
    const answer = razorpay.pay(payment.razorpayOrderId);
    const confirming = await countStatements(t, () => verify(buyer, answer).expect(200));
    // Placing: the caller's account, the cart locked and read, the brands, the order written, the stock
    // reserved, Razorpay's order kept. Confirming: the caller's account, the order found and locked, the
    // buyer's address, the order, its invoice and email written, the day's sales, the invoice's number.
    expect([placing, confirming]).toEqual([8, 11]);
  });

  it('refuses a wrong signature, and gives back a payment of another amount whole, confirming nothing', async () => {
    const buyer = await createUser(t);
    const product = await pillow(t, { quantity: 3 });
    const { order, payment } = await prepaid(buyer, product);
    const short = razorpay.pay(payment.razorpayOrderId, { amount: payment.amount - 100 });
    const forged = await verify(buyer, { ...short, razorpay_signature: 'f'.repeat(64) }).expect(400);
    expect(forged.body).toEqual({ error: CheckoutMessage.paymentNotVerified });
    expect(refundsOf(short.razorpay_payment_id)).toEqual([]);
    expect((await verify(buyer, short).expect(400)).body).toEqual({ error: CheckoutMessage.paymentMismatch });
    expect(refundsOf(short.razorpay_payment_id)).toEqual([payment.amount - 100]);
    expect(await statusOf(order._id)).toBe('pending');
    expect(await confirmations(t, order._id)).toBe(0);
  });

  it('confirms by a signed webhook when the shopper closed the tab, once however often it comes', async () => {
    const buyer = await createUser(t);
    const product = await pillow(t, { quantity: 3 });
    const { order, payment } = await prepaid(buyer, product);
    const paid = razorpay.pay(payment.razorpayOrderId);

    const forged = razorpay.webhook('payment.captured', paid.razorpay_payment_id, { secret: 'not-the-secret' });
    expect((await postWebhook(forged).expect(400)).body).toEqual({ error: CheckoutMessage.webhookSignature });
    const unsigned = razorpay.webhook('payment.captured', paid.razorpay_payment_id);
    await t.http().post('/api/payment/razorpay/webhook').set('content-type', 'application/json').send(unsigned.body).expect(400);
    expect(await statusOf(order._id)).toBe('pending');

    const hook = razorpay.webhook('payment.captured', paid.razorpay_payment_id, { eventId: 'evt_Nidra0000000001' });
    await postWebhook(hook).expect(200);
    await postWebhook(hook).expect(200);
    await postWebhook(razorpay.webhook('order.paid', paid.razorpay_payment_id)).expect(200);
    expect(await statusOf(order._id)).toBe('paid');
    expect(await confirmations(t, order._id)).toBe(1);
  });

  it('never confirms a webhook payment for another amount, and refunds it once however often it comes', async () => {
    const buyer = await createUser(t);
    const product = await pillow(t, { quantity: 3 });
    const { order, payment } = await prepaid(buyer, product);
    const short = razorpay.pay(payment.razorpayOrderId, { amount: 100 });
    await postWebhook(razorpay.webhook('payment.captured', short.razorpay_payment_id)).expect(200);
    await postWebhook(razorpay.webhook('order.paid', short.razorpay_payment_id)).expect(200);
    expect((await verify(buyer, short).expect(400)).body).toEqual({ error: CheckoutMessage.paymentMismatch });
    expect(await statusOf(order._id)).toBe('pending');
    expect(refundsOf(short.razorpay_payment_id)).toEqual([100]);
    expect(await t.orm.em.fork().count(MailMessage, { subject: `Your payment for order ${order._id} has been refunded` })).toBe(1);
  });

  it('releases the stock when no payment comes in time; a late payment takes it again, or is refunded', async () => {
    const buyer = await createUser(t);
    const product = await pillow(t, { quantity: 2 });
    const first = await prepaid(buyer, product);
    const second = await prepaid(buyer, product);
    expect(await stockOf(t, product)).toBe(0);

    const job = t.app.get(PaymentTimeoutJob);
    expect(await job.run(new Date(Date.now() + 14 * 60_000))).toBe(0);
    expect(await job.run(new Date(Date.now() + 16 * 60_000))).toBe(2);
    expect(await stockOf(t, product)).toBe(2);
    expect([await statusOf(first.order._id), await statusOf(second.order._id)]).toEqual(['expired', 'expired']);
    expect(await orderIds(t, buyer)).toEqual([]);

    // The first pays late while its stock is still there: it is taken again.
    const late = razorpay.pay(first.payment.razorpayOrderId);
    await verify(buyer, late).expect(200);
    expect(await statusOf(first.order._id)).toBe('paid');
    expect(await stockOf(t, product)).toBe(1);

    // The second pays after what it wanted sold out: the whole payment goes back.
    await t.orm.em.fork().nativeUpdate(Product, { id: product.id }, { quantity: 0 });
    const tooLate = razorpay.pay(second.payment.razorpayOrderId);
    await postWebhook(razorpay.webhook('payment.captured', tooLate.razorpay_payment_id)).expect(200);
    expect(await statusOf(second.order._id)).toBe('refunded');
    expect(refundsOf(tooLate.razorpay_payment_id)).toEqual([second.payment.amount]);
    const refundMail = await t.orm.em.fork().count(MailMessage, { subject: `Your payment for order ${second.order._id} has been refunded` });
    expect(refundMail).toBe(1);
    const read = await t.http().get(`/api/order/${second.order._id}`).set('authorization', buyer.token).expect(200);
    expect(read.body.order.status).toBe('Cancelled');
  });

  it('refunds cancelled items of a paid order to the payment, once, and keeps them cancelled', async () => {
    const buyer = await createUser(t);
    const admin = await createUser(t, { role: Role.Admin });
    const a = await pillow(t, { pricePaise: 100_000, quantity: 30, taxable: true });
    const b = await pillow(t, { pricePaise: 50_000, quantity: 30, taxable: true });
    const cartId = (await t.http().post('/api/cart/add').set('authorization', buyer.token)
      .send({ products: [{ product: a.id, quantity: 1 }, { product: b.id, quantity: 2 }] }).expect(201)).body.cartId;
    const placed = await place(t, buyer, { cartId, address: home, paymentMethod: 'razorpay' }).expect(201);
    const { order, payment } = placed.body;
    const paid = razorpay.pay(payment.razorpayOrderId);
    await verify(buyer, paid).expect(200);
    const [first, second] = order.products as Array<{ _id: string; totalPrice: number; totalTax: number }>;
    const paise = (line: { totalPrice: number; totalTax: number }) => Math.round((line.totalPrice + line.totalTax) * 100);
    const cancelItem = (who: UserFixture, itemId: string, status = 'Cancelled') =>
      t.http().put(`/api/order/status/item/${itemId}`).set('authorization', who.token).send({ orderId: order._id, status });

    // Razorpay unreachable: nothing is cancelled, and the shopper is told to try again.
    const down = await startRazorpayStandIn();
    await down.close();
    // The SDK's client, made when the order was placed.
    const gateway = t.app.get(RazorpayGateway) as unknown as { client: () => Promise<{ api: { rq: { defaults: { baseURL: string } } } }> };
    const http = (await gateway.client()).api.rq;
    const baseURL = http.defaults.baseURL;
    http.defaults.baseURL = down.url;
    try {
      expect((await cancelItem(buyer, first._id).expect(503)).body).toEqual({ error: OrderMessage.refundUnavailable });
    } finally {
      http.defaults.baseURL = baseURL;
    }
    expect(await stockOf(t, a)).toBe(29);

    await cancelItem(buyer, first._id).expect(200);
    const refunds = () => [...razorpay.refunds.values()].filter((refund) => refund.payment_id === paid.razorpay_payment_id).map((refund) => refund.amount);
    expect(refunds()).toEqual([paise(first)]);
    expect(await stockOf(t, a)).toBe(30);
    expect(await statusOf(order._id)).toBe('paid');
    const mail = await t.orm.em.fork().findOneOrFail(MailMessage, { subject: { $like: `Cancelled: an item of your order ${order._id}` } });
    expect(mail.text).toContain('We have refunded ₹1,180.00');
    // A refunded item stays cancelled.
    expect((await cancelItem(admin, first._id, 'Processing').expect(400)).body).toEqual({ error: OrderMessage.refundedItem });

    // The rest of the order: its money goes back too, and the order reads refunded.
    await t.http().delete(`/api/order/cancel/${order._id}`).set('authorization', buyer.token).expect(200);
    expect(refunds()).toEqual([paise(first), paise(second)]);
    expect(await statusOf(order._id)).toBe('refunded');
  });

  it('admits Razorpay Checkout in the content security policy', async () => {
    const res = await t.http().get('/api/health');
    const policy = String(res.headers['content-security-policy']);
    expect(policy).toMatch(new RegExp(`script-src 'self' ${razorpay.url}`));
    expect(policy).toMatch(new RegExp(`frame-src 'self' ${razorpay.url}`));
    expect(policy).toContain(`connect-src 'self'`);
  });

  it('offers both ways to pay', async () => {
    const res = await t.http().get('/api/payment/options').expect(200);
    expect(res.body).toEqual({ cod: { limit: t.config.codLimit }, razorpay: { keyId: razorpay.keyId, checkoutUrl: razorpay.env.RAZORPAY_CHECKOUT_URL } });
  });

  it('answers 404 for an order that is not the caller’s and 401 without a sign-in', async () => {
    await t.http().post('/api/payment/razorpay/verify').send({ razorpay_order_id: 'order_x', razorpay_payment_id: 'pay_x', razorpay_signature: 'x' }).expect(401);
    const buyer = await createUser(t);
    const res = await verify(buyer, { razorpay_order_id: 'order_Unknown0000001', razorpay_payment_id: 'pay_Unknown000001', razorpay_signature: 'ab' }).expect(404);
    expect(res.body).toEqual({ error: OrderMessage.notFound });
  });
});
