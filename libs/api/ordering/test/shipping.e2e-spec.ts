import { randomUUID } from 'node:crypto';
import { MailMessage } from '@nidra/api/core';
import { Product, ProductLookup, ProductVariant } from '@nidra/api/catalog';
import { createBrand, createProduct } from '@nidra/api/catalog/testing';
import { createOneOfEachRole, createUser, type UserFixture } from '@nidra/api/identity/testing';
import { useTestApp, type TestApp } from '@nidra/api/testing';
import { ErrorMessage, ItemStatus, OrderMessage, Role, ShippingMessage, type ShipmentDto } from '@nidra/shared/contracts';
import { startRazorpayStandIn, startShiprocketStandIn, type RazorpayStandIn, type ShiprocketStandIn } from '@nidra/shared/testing';
import { Order, ORDERING_CONTEXT } from '../src';

const home = { name: 'Asha Rao', mobile: '9876543210', address: '12, 4th Cross, Jayanagar', pincode: '560041' };
const parcel = { weightKg: 18.5, lengthCm: 190, breadthCm: 150, heightCm: 25 };
const TOKEN = 'courier-webhook-token';

/** A pillow of the given price (one piece, no size to choose). */
const pillow = (t: TestApp, fields: Parameters<typeof createProduct>[1] = {}) =>
  createProduct(t, { name: `Cloud Pillow ${randomUUID().slice(0, 6)}`, pricePaise: 100_000, quantity: 20, ...fields });

/** A cash-on-delivery order of these products, one of each. */
async function placed(t: TestApp, buyer: UserFixture, products: Product[]): Promise<{ _id: string; products: Array<{ _id: string; status: string }> }> {
  const cart = await t.http().post('/api/cart/add').set('authorization', buyer.token).send({ products: products.map((p) => ({ product: p.id, quantity: 1 })) }).expect(201);
  const res = await t.http().post('/api/order/add').set('authorization', buyer.token).send({ cartId: cart.body.cartId, address: home }).expect(201);
  return (await t.http().get(`/api/order/${res.body.order._id}`).set('authorization', buyer.token).expect(200)).body.order;
}

const statusesOf = async (t: TestApp, orderId: string) =>
  (await t.orm.em.fork().findOneOrFail(Order, orderId, { populate: ['items'] })).items.getItems().map((item) => item.status);

describe('shipping through the courier', () => {
  let courier: ShiprocketStandIn;
  beforeAll(async () => {
    courier = await startShiprocketStandIn({ email: 'ops@nidra.test', password: 'courier-pass' });
  });
  afterAll(() => courier.close());
  const t = useTestApp(() => ({
    contexts: [ORDERING_CONTEXT],
    env: { ...courier.env, SHIPROCKET_WEBHOOK_TOKEN: TOKEN, SHOP_ADDRESS: '42, 100 Feet Road, Indiranagar, Bengaluru 560038' },
  }));
  beforeEach(() => t.reset());

  const book = (who: UserFixture | null, orderId: string, body: object) => {
    const req = t.http().post(`/api/order/${orderId}/shipments`);
    if (who) void req.set('authorization', who.token);
    return req.send(body);
  };
  const report = (awb: string, status: string, at = '2027-01-02 14:30:00', token = TOKEN) =>
    t.http().post('/api/shipping/webhook').set('x-api-key', token).send({ awb, courier_name: 'Delhivery', current_status: status, current_timestamp: at, scans: [] });

  it('books an order’s items for administrators, and a merchant’s own items for the merchant, making them Processing', async () => {
    const { member, merchant, admin } = await createOneOfEachRole(t);
    const otherMerchant = await createUser(t, { role: Role.Merchant, merchantId: randomUUID() });
    const own = await createBrand(t, { merchantId: merchant.user.merchantId });
    const theirs = await pillow(t, { brand: own });
    const ours = await pillow(t);
    const buyer = await createUser(t);
    const order = await placed(t, buyer, [ours, theirs]);
    const [oursItem, theirsItem] = order.products.map((item) => item._id);

    await book(null, order._id, { items: [oursItem], package: parcel }).expect(401);
    expect((await book(member, order._id, { items: [oursItem], package: parcel }).expect(403)).body).toEqual({ error: ErrorMessage.forbidden });
    expect((await book(otherMerchant, order._id, { items: [theirsItem], package: parcel }).expect(404)).body).toEqual({ error: OrderMessage.notFound });
    expect((await book(merchant, order._id, { items: [oursItem], package: parcel }).expect(400)).body).toEqual({ error: ShippingMessage.itemNotInOrder });
    expect([...courier.orders.keys()].some((reference) => reference.startsWith(order._id))).toBe(false);

    const mine = await book(merchant, order._id, { items: [theirsItem], package: parcel }).expect(201);
    const shipment: ShipmentDto = mine.body.shipment;
    expect(shipment).toEqual(
      expect.objectContaining({ orderId: order._id, direction: 'forward', items: [theirsItem], courier: 'Delhivery', awb: expect.stringMatching(/^\d{12}$/) }),
    );
    expect(shipment.labelUrl).toMatch(/^http/);
    // The booking's own event, as the buyer reads it: the courier, the AWB and the pickup's day.
    expect(shipment.events[0].activity).toMatch(new RegExp(`^Booked with Delhivery, AWB ${shipment.awb}; pickup on \\d{1,2} [A-Z][a-z]{2} \\d{4}$`));
    const sent = courier.orders.get(`${order._id}-1`);
    expect(sent?.body).toEqual(expect.objectContaining({ payment_method: 'COD', billing_pincode: '560041', length: 190, weight: 18.5 }));
    // The label: a redirect to the courier's PDF, for staff who may ship the items.
    expect((await t.http().get(`/api/shipment/${shipment._id}/label`).set('authorization', merchant.token).expect(302)).headers['location']).toBe(shipment.labelUrl);
    await t.http().get(`/api/shipment/${shipment._id}/label`).set('authorization', admin.token).expect(302);
    await t.http().get(`/api/shipment/${shipment._id}/label`).set('authorization', otherMerchant.token).expect(404);
    await t.http().get(`/api/shipment/${shipment._id}/label`).set('authorization', member.token).expect(403);
    await t.http().get(`/api/shipment/${shipment._id}/label`).expect(401);
    // A page's script, sending the token, asks for the label's address instead of a redirect it cannot read.
    const asJson = await t.http().get(`/api/shipment/${shipment._id}/label`).set('authorization', admin.token).set('accept', 'application/json').expect(200);
    expect(asJson.body).toEqual({ url: shipment.labelUrl });
    await t.http().get(`/api/shipment/${shipment._id}/label`).set('authorization', otherMerchant.token).set('accept', 'application/json').expect(404);
    const adminBooked = await book(admin, order._id, { items: [oursItem], package: parcel }).expect(201);
    expect(adminBooked.body.shipment.awb).not.toBe(shipment.awb);
    expect(await statusesOf(t, order._id)).toEqual([ItemStatus.Processing, ItemStatus.Processing]);

    // The merchant's orders are those holding its items, each with only those items and their totals.
    const sold = (await t.http().get('/api/order/sold').set('authorization', merchant.token).expect(200)).body.orders;
    expect(sold.map((o: { _id: string; products: Array<{ _id: string }>; total: number }) => [o._id, o.products.map((p) => p._id), o.total])).toEqual([
      [order._id, [theirsItem], 1_000],
    ]);
    expect((await t.http().get('/api/order/sold').set('authorization', otherMerchant.token).expect(200)).body.orders).toEqual([]);
    await t.http().get('/api/order/sold').set('authorization', member.token).expect(403);
    await t.http().get('/api/order/sold').expect(401);
    expect((await t.http().get(`/api/order/${order._id}`).set('authorization', merchant.token).expect(200)).body.order.products.map((p: { _id: string }) => p._id)).toEqual([theirsItem]);
    await t.http().get(`/api/order/${order._id}`).set('authorization', otherMerchant.token).expect(404);
    expect((await t.http().get(`/api/order/${order._id}`).set('authorization', admin.token).expect(200)).body.order.products).toHaveLength(2);

    // The buyer sees both; the merchant its own; another shopper nothing.
    expect((await t.http().get(`/api/order/${order._id}/shipments`).set('authorization', buyer.token).expect(200)).body.shipments).toHaveLength(2);
    // The merchant's brands are asked for once a request.
    const brandsAsked = jest.spyOn(t.app.get(ProductLookup), 'brandIdsOfMerchant');
    expect((await t.http().get(`/api/order/${order._id}/shipments`).set('authorization', merchant.token).expect(200)).body.shipments.map((s: ShipmentDto) => s._id)).toEqual([shipment._id]);
    expect(brandsAsked).toHaveBeenCalledTimes(1);
    brandsAsked.mockRestore();
    await t.http().get(`/api/order/${order._id}/shipments`).set('authorization', member.token).expect(404);
  });

  it('tells staff each item’s package as its variant is packed, to start a booking from', async () => {
    const { member, merchant, admin } = await createOneOfEachRole(t);
    const otherMerchant = await createUser(t, { role: Role.Merchant, merchantId: randomUUID() });
    const own = await createBrand(t, { merchantId: merchant.user.merchantId });
    const packed = await pillow(t, { brand: own });
    const unpacked = await pillow(t);
    const unit = { weightKg: 1.2, lengthCm: 70, breadthCm: 45, heightCm: 16 };
    await t.orm.em.fork().nativeUpdate(ProductVariant, { product: packed.id }, { package: unit });
    const buyer = await createUser(t);
    const order = await placed(t, buyer, [packed, unpacked]);
    const [packedItem, unpackedItem] = order.products.map((item) => item._id);
    const packages = (who: UserFixture | null) => {
      const req = t.http().get(`/api/order/${order._id}/packages`);
      if (who) void req.set('authorization', who.token);
      return req;
    };

    expect((await packages(admin).expect(200)).body).toEqual({ packages: [{ item: packedItem, package: unit }, { item: unpackedItem, package: null }] });
    expect((await packages(merchant).expect(200)).body).toEqual({ packages: [{ item: packedItem, package: unit }] });
    expect((await packages(otherMerchant).expect(404)).body).toEqual({ error: OrderMessage.notFound });
    await packages(member).expect(403);
    await packages(buyer).expect(403);
    await packages(null).expect(401);
  });

  it('refuses what cannot ship, books nothing, and books an item once however many ask at once', async () => {
    const admin = (await createOneOfEachRole(t)).admin;
    const buyer = await createUser(t);
    const merchantBrand = await createBrand(t, { merchantId: randomUUID() });
    const order = await placed(t, buyer, [await pillow(t), await pillow(t, { brand: merchantBrand })]);
    const [shop, merchants] = order.products.map((item) => item._id);
    const cases: Array<[object, string]> = [
      [{ items: [], package: parcel }, ShippingMessage.itemsRequired],
      [{ items: [shop], package: { ...parcel, weightKg: 0 } }, ShippingMessage.packageInvalid],
      [{ items: [shop] }, ShippingMessage.packageInvalid],
      [{ items: [shop], package: parcel, ewayBill: '12345' }, ShippingMessage.ewayBillInvalid],
      [{ items: [randomUUID()], package: parcel }, ShippingMessage.itemNotInOrder],
      [{ items: [shop, merchants], package: parcel }, ShippingMessage.oneSeller],
    ];
    const booked = courier.orders.size;
    for (const [body, error] of cases) expect([body, (await book(admin, order._id, body).expect(400)).body]).toEqual([body, { error }]);
    expect(courier.orders.size).toBe(booked);

    const racing = await Promise.all([1, 2, 3].map(() => book(admin, order._id, { items: [shop], package: parcel })));
    expect(racing.map((res) => res.status).sort()).toEqual([201, 400, 400]);
    expect(await t.orm.em.fork().execute('SELECT count(*)::int AS n FROM shipments')).toEqual([{ n: 1 }]);
  });

  it('needs an e-way bill for a consignment worth over ₹50,000', async () => {
    const { admin } = await createOneOfEachRole(t);
    const buyer = await createUser(t);
    const dear = await pillow(t, { pricePaise: 5_000_000 });
    const order = await placed(t, buyer, [dear]);
    const item = order.products[0]._id;
    expect((await book(admin, order._id, { items: [item], package: parcel }).expect(400)).body).toEqual({ error: ShippingMessage.ewayBillRequired });
    const booked = await book(admin, order._id, { items: [item], package: parcel, ewayBill: '331001234567' }).expect(201);
    expect(booked.body.shipment.ewayBill).toBe('331001234567');
  });

  it('answers a clear 502 when the courier is down, books nothing, and a retry books once', async () => {
    const { admin } = await createOneOfEachRole(t);
    const order = await placed(t, await createUser(t), [await pillow(t)]);
    const item = order.products[0]._id;
    const creates = () => courier.calls.filter((call) => call === 'POST /v1/external/orders/create/adhoc').length;
    const before = creates();
    // The order is made at the courier, then the connection drops: the retry finds it and carries on.
    courier.failNext('down', 1, '/v1/external/courier/assign/awb');
    expect((await book(admin, order._id, { items: [item], package: parcel }).expect(502)).body).toEqual({ error: ShippingMessage.courierDown });
    expect(await statusesOf(t, order._id)).toEqual([ItemStatus.NotProcessed]);
    await book(admin, order._id, { items: [item], package: parcel }).expect(201);
    expect([...courier.orders.keys()].filter((reference) => reference.startsWith(order._id))).toEqual([`${order._id}-1`]);
    expect(creates() - before).toBe(1);
  });

  it('moves items forward as the courier reports them, once, and never back', async () => {
    const { admin } = await createOneOfEachRole(t);
    const buyer = await createUser(t, { email: 'asha@example.in' });
    const order = await placed(t, buyer, [await pillow(t)]);
    const { awb } = (await book(admin, order._id, { items: [order.products[0]._id], package: parcel }).expect(201)).body.shipment;

    expect((await report(awb, 'IN TRANSIT', undefined, 'wrong').expect(401)).body).toEqual({ error: ShippingMessage.badToken });
    await t.http().post('/api/shipping/webhook').set('x-api-key', TOKEN).send({ awb }).expect(400);
    await report('999999999999', 'DELIVERED').expect(200, { received: true });

    await Promise.all([report(awb, 'IN TRANSIT'), report(awb, 'IN TRANSIT')]);
    expect(await statusesOf(t, order._id)).toEqual([ItemStatus.Shipped]);
    const item = (await t.orm.em.fork().findOneOrFail(Order, order._id, { populate: ['items'] })).items.getItems()[0];
    expect([item.courier, item.trackingNumber]).toEqual(['Delhivery', awb]);
    await report(awb, 'DELIVERED', '2027-01-03 10:00:00').expect(200);
    expect(await statusesOf(t, order._id)).toEqual([ItemStatus.Delivered]);
    // A late scan changes nothing.
    await report(awb, 'IN TRANSIT', '2027-01-02 18:00:00').expect(200);
    expect(await statusesOf(t, order._id)).toEqual([ItemStatus.Delivered]);

    const shipments = (await t.http().get(`/api/order/${order._id}/shipments`).set('authorization', buyer.token).expect(200)).body.shipments;
    // Booked, in transit once however often it came, the late scan kept in its place, delivered.
    expect(shipments[0].events.map((event: { status: string }) => event.status)).toEqual(['PICKUP SCHEDULED', 'IN TRANSIT', 'IN TRANSIT', 'DELIVERED']);
    expect(shipments[0].status).toBe('DELIVERED');
    const mails = await t.orm.em.fork().find(MailMessage, { to: 'asha@example.in' });
    expect(mails.map((mail) => mail.subject)).toEqual(expect.arrayContaining([expect.stringMatching(/shipped/i), expect.stringMatching(/delivered/i)]));
  });

  it('keeps a move staff make by hand beside the courier’s scans', async () => {
    const { admin } = await createOneOfEachRole(t);
    const buyer = await createUser(t);
    const order = await placed(t, buyer, [await pillow(t)]);
    const item = order.products[0]._id;
    const { awb } = (await book(admin, order._id, { items: [item], package: parcel }).expect(201)).body.shipment;
    await report(awb, 'IN TRANSIT').expect(200);
    // Handed over in person while the courier's tracking lags.
    await t.http().put(`/api/order/status/item/${item}`).set('authorization', admin.token).send({ orderId: order._id, status: ItemStatus.Delivered }).expect(200);
    const [shipment] = (await t.http().get(`/api/order/${order._id}/shipments`).set('authorization', buyer.token).expect(200)).body.shipments;
    expect(shipment.events).toEqual(expect.arrayContaining([expect.objectContaining({ status: 'DELIVERED', activity: expect.stringMatching(/^Set by hand by /) })]));
    // The courier's own delivered scan later changes nothing.
    await report(awb, 'DELIVERED', '2027-01-03 10:00:00').expect(200);
    expect(await statusesOf(t, order._id)).toEqual([ItemStatus.Delivered]);
  });

  it('cancels what comes back to the shop: units back in stock', async () => {
    const { admin } = await createOneOfEachRole(t);
    const product = await pillow(t, { quantity: 10 });
    const order = await placed(t, await createUser(t), [product]);
    const { awb } = (await book(admin, order._id, { items: [order.products[0]._id], package: parcel }).expect(201)).body.shipment;
    await report(awb, 'IN TRANSIT').expect(200);
    expect((await t.orm.em.fork().findOneOrFail(Product, product.id)).quantity).toBe(9);
    await report(awb, 'RTO DELIVERED', '2027-01-05 09:00:00').expect(200);
    expect(await statusesOf(t, order._id)).toEqual([ItemStatus.Cancelled]);
    expect((await t.orm.em.fork().findOneOrFail(Product, product.id)).quantity).toBe(10);
  });

  it('picks up an approved return, and makes it Received when the parcel is back at the shop', async () => {
    const { admin, member } = await createOneOfEachRole(t);
    const buyer = await createUser(t);
    const product = await pillow(t, { quantity: 10 });
    const order = await placed(t, buyer, [product]);
    const item = order.products[0]._id;
    const forward = (await book(admin, order._id, { items: [item], package: parcel }).expect(201)).body.shipment;
    await report(forward.awb, 'DELIVERED').expect(200);

    const bank = { accountName: 'Asha Rao', accountNumber: '001234567890', ifsc: 'sbin0001234' };
    const asked = await t.http().post('/api/return').set('authorization', buyer.token).send({ orderId: order._id, itemId: item, reason: 'too-firm', bank }).expect(201);
    const pickupDate = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    await t.http().put(`/api/return/${asked.body.return._id}`).set('authorization', admin.token).send({ status: 'Approved', pickupDate }).expect(200);
    const back = courier.orders.get(`${order._id}-2`);
    expect([back?.kind, back?.body['pickup_pincode'], back?.body['shipping_pincode'], back?.body['weight']]).toEqual(['return', '560041', '560038', 18.5]);
    const shipments: ShipmentDto[] = (await t.http().get(`/api/order/${order._id}/shipments`).set('authorization', buyer.token).expect(200)).body.shipments;
    const reverse = shipments.find((shipment) => shipment.direction === 'return') as ShipmentDto;
    expect(reverse.items).toEqual([item]);
    // Booked once: asking again is refused for the item, and a member may not ask.
    await t.http().post(`/api/return/${asked.body.return._id}/pickup`).send({}).expect(401);
    await t.http().post(`/api/return/${asked.body.return._id}/pickup`).set('authorization', member.token).send({}).expect(403);
    const otherMerchant = await createUser(t, { role: Role.Merchant, merchantId: randomUUID() });
    await t.http().post(`/api/return/${asked.body.return._id}/pickup`).set('authorization', otherMerchant.token).send({}).expect(404);
    expect((await t.http().post(`/api/return/${asked.body.return._id}/pickup`).set('authorization', admin.token).send({}).expect(400)).body.error).toMatch(/already in a shipment/);

    await report(reverse.awb as string, 'DELIVERED', '2027-01-09 12:00:00').expect(200);
    const returned = (await t.http().get('/api/return/me').set('authorization', buyer.token).expect(200)).body.returns[0];
    expect(returned.status).toBe('Received');
    expect((await t.orm.em.fork().findOneOrFail(Product, product.id)).quantity).toBe(10);
  });

  it('picks up the return of an item that went by hand in its variant’s package', async () => {
    const { admin } = await createOneOfEachRole(t);
    const buyer = await createUser(t);
    const product = await pillow(t);
    await t.orm.em.fork().nativeUpdate(ProductVariant, { product: product.id }, { package: { weightKg: 1.25, lengthCm: 70, breadthCm: 45, heightCm: 16 } });
    const order = await placed(t, buyer, [product]);
    const item = order.products[0]._id;
    await t.http().put(`/api/order/status/item/${item}`).set('authorization', admin.token).send({ orderId: order._id, status: ItemStatus.Delivered }).expect(200);
    const bank = { accountName: 'Asha Rao', accountNumber: '001234567890', ifsc: 'sbin0001234' };
    const asked = await t.http().post('/api/return').set('authorization', buyer.token).send({ orderId: order._id, itemId: item, reason: 'too-firm', bank }).expect(201);
    const pickupDate = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    await t.http().put(`/api/return/${asked.body.return._id}`).set('authorization', admin.token).send({ status: 'Approved', pickupDate }).expect(200);
    const back = courier.orders.get(`${order._id}-1`);
    expect([back?.kind, back?.body['weight'], back?.body['length'], back?.body['height']]).toEqual(['return', 1.25, 70, 16]);
  });

  it('cancels a shipment before pickup, freeing its items; not once picked up', async () => {
    const { admin, member } = await createOneOfEachRole(t);
    const order = await placed(t, await createUser(t), [await pillow(t)]);
    const item = order.products[0]._id;
    const first = (await book(admin, order._id, { items: [item], package: parcel }).expect(201)).body.shipment;
    await t.http().post(`/api/shipment/${first._id}/cancel`).set('authorization', member.token).expect(403);
    const cancelled = await t.http().post(`/api/shipment/${first._id}/cancel`).set('authorization', admin.token).expect(200);
    expect(cancelled.body.shipment.status).toBe('CANCELED');
    expect(await statusesOf(t, order._id)).toEqual([ItemStatus.NotProcessed]);
    const second = (await book(admin, order._id, { items: [item], package: parcel }).expect(201)).body.shipment;
    await report(second.awb, 'PICKED UP').expect(200);
    expect((await t.http().post(`/api/shipment/${second._id}/cancel`).set('authorization', admin.token).expect(400)).body).toEqual({ error: ShippingMessage.pickedUp });
  });
});

describe('a prepaid parcel back at the shop', () => {
  let courier: ShiprocketStandIn;
  let razorpay: RazorpayStandIn;
  beforeAll(async () => {
    [courier, razorpay] = await Promise.all([startShiprocketStandIn({ email: 'ops@nidra.test', password: 'courier-pass' }), startRazorpayStandIn()]);
  });
  afterAll(() => Promise.all([courier.close(), razorpay.close()]));
  const t = useTestApp(() => ({ contexts: [ORDERING_CONTEXT], env: { ...courier.env, ...razorpay.env, SHIPROCKET_WEBHOOK_TOKEN: TOKEN } }));
  beforeEach(() => t.reset());

  it('is cancelled, its units back in stock, and its money refunded to the payment', async () => {
    const { admin } = await createOneOfEachRole(t);
    const buyer = await createUser(t);
    const product = await pillow(t, { quantity: 10 });
    const cart = await t.http().post('/api/cart/add').set('authorization', buyer.token).send({ products: [{ product: product.id, quantity: 1 }] }).expect(201);
    const placedOrder = await t.http().post('/api/order/add').set('authorization', buyer.token).send({ cartId: cart.body.cartId, address: home, paymentMethod: 'razorpay' }).expect(201);
    const answer = razorpay.pay(placedOrder.body.payment.razorpayOrderId);
    await t.http().post('/api/payment/razorpay/verify').set('authorization', buyer.token).send(answer).expect(200);
    const order = (await t.http().get(`/api/order/${placedOrder.body.order._id}`).set('authorization', buyer.token).expect(200)).body.order;

    const { awb } = (await t.http().post(`/api/order/${order._id}/shipments`).set('authorization', admin.token).send({ items: [order.products[0]._id], package: parcel }).expect(201)).body.shipment;
    const report = (status: string, at: string) =>
      t.http().post('/api/shipping/webhook').set('x-api-key', TOKEN).send({ awb, current_status: status, current_timestamp: at }).expect(200);
    await report('IN TRANSIT', '2027-01-02 14:30:00');
    await report('RTO DELIVERED', '2027-01-06 11:00:00');

    expect(await statusesOf(t, order._id)).toEqual([ItemStatus.Cancelled]);
    expect((await t.orm.em.fork().findOneOrFail(Product, product.id)).quantity).toBe(10);
    const refunds = [...razorpay.refunds.values()].filter((refund) => refund.payment_id === answer.razorpay_payment_id).map((refund) => refund.amount);
    expect(refunds).toEqual([Math.round(order.totalWithTax * 100)]);
    const told = await t.orm.em.fork().find(MailMessage, { subject: `Cancelled: an item of your order ${order._id}` });
    expect(told.map((mail) => mail.text)).toEqual([expect.stringContaining('The courier could not deliver this item')]);
    expect(told[0].text).toContain('We have refunded');
    // A repeated report refunds nothing more.
    await report('RTO DELIVERED', '2027-01-06 11:00:00');
    expect([...razorpay.refunds.values()].filter((refund) => refund.payment_id === answer.razorpay_payment_id)).toHaveLength(1);
  });
});

describe('shipping without a courier', () => {
  const t = useTestApp({ contexts: [ORDERING_CONTEXT] });
  beforeEach(() => t.reset());

  it('says to ship by hand', async () => {
    const { admin } = await createOneOfEachRole(t);
    const order = await placed(t, await createUser(t), [await pillow(t)]);
    const res = await t.http().post(`/api/order/${order._id}/shipments`).set('authorization', admin.token).send({ items: [order.products[0]._id], package: parcel }).expect(400);
    expect(res.body).toEqual({ error: ShippingMessage.noCourier });
  });
});
