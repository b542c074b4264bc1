import { MailMessage } from '@nidra/api/core';
import { Product, type Brand } from '@nidra/api/catalog';
import { createBrand, createProduct } from '@nidra/api/catalog/testing';
import { createOneOfEachRole, createUser, type UserFixture } from '@nidra/api/identity/testing';
import { countStatements, useTestApp } from '@nidra/api/testing';
import { formatIndianDate, indianToday, ItemStatus, OrderMessage, ReturnMessage, Role, trialEndsAt, type OrderDto, type ReturnDto } from '@nidra/shared/contracts';
import { startRazorpayStandIn, type RazorpayStandIn } from '@nidra/shared/testing';
import { ORDERING_CONTEXT } from '../src';

const home = { name: 'Asha Rao', mobile: '9876543210', address: '12, 4th Cross, Jayanagar', pincode: '560041' };
const bank = { accountName: 'Asha Rao', accountNumber: '001234567890', ifsc: 'sbin0001234' };
const DAY_MS = 24 * 60 * 60 * 1000;

describe('the 100-night return', () => {
  let razorpay: RazorpayStandIn;
  beforeAll(async () => {
    razorpay = await startRazorpayStandIn();
  });
  afterAll(() => razorpay.close());
  const t = useTestApp(() => ({ contexts: [ORDERING_CONTEXT], env: { ...razorpay.env, COD_LIMIT: '50000' } }));
  beforeEach(() => t.reset());

  let admin: UserFixture;
  beforeEach(async () => {
    admin = await createUser(t, { role: Role.Admin });
  });

  const pillow = (fields: Parameters<typeof createProduct>[1] = {}) =>
    createProduct(t, { name: `Cloud Pillow ${Math.random().toString(36).slice(2, 8)}`, pricePaise: 100_000, quantity: 10, ...fields });
  const stockOf = async (product: Product) => (await t.orm.em.fork().findOneOrFail(Product, product.id)).quantity;

  /** Places and, for online payment, pays an order of the products (one each) and answers it as read. */
  async function buy(who: UserFixture, products: Product[], paymentMethod: 'cod' | 'razorpay' = 'cod'): Promise<OrderDto> {
    const cart = await t.http().post('/api/cart/add').set('authorization', who.token)
      .send({ products: products.map((product) => ({ product: product.id, quantity: 1 })) }).expect(201);
    const placed = await t.http().post('/api/order/add').set('authorization', who.token)
      .send({ cartId: cart.body.cartId, address: home, paymentMethod }).expect(201);
    if (paymentMethod === 'razorpay') {
      await t.http().post('/api/payment/razorpay/verify').set('authorization', who.token)
        .send(razorpay.pay(placed.body.payment.razorpayOrderId)).expect(200);
    }
    return (await t.http().get(`/api/order/${placed.body.order._id}`).set('authorization', who.token).expect(200)).body.order;
  }

  const setStatus = (order: OrderDto, index: number, status: string, extra: object = {}) =>
    t.http().put(`/api/order/status/item/${order.products[index]._id}`).set('authorization', admin.token)
      .send({ orderId: order._id, status, ...extra }).expect(200);

  /** An order of the products, each item Delivered. */
  async function delivered(who: UserFixture, products: Product[], paymentMethod: 'cod' | 'razorpay' = 'cod'): Promise<OrderDto> {
    const order = await buy(who, products, paymentMethod);
    for (const index of order.products.keys()) await setStatus(order, index, ItemStatus.Delivered);
    return order;
  }

  const ask = (who: UserFixture | null, body: object) => {
    const req = t.http().post('/api/return');
    return who ? req.set('authorization', who.token).send(body) : req.send(body);
  };
  const move = (who: UserFixture | null, id: string, body: object) => {
    const req = t.http().put(`/api/return/${id}`);
    return who ? req.set('authorization', who.token).send(body) : req.send(body);
  };
  const returnOf = (order: OrderDto, index = 0, extra: object = {}) => ({ orderId: order._id, itemId: order.products[index]._id, reason: 'too-firm', ...extra });
  const mails = (subject: string) => t.orm.em.fork().find(MailMessage, { subject });
  const returnsWritten = async () => Number((await t.orm.em.getConnection().execute('SELECT count(*) AS n FROM returns'))[0].n);
  const lineWithTax = (order: OrderDto, index = 0) => order.products[index].totalPrice + order.products[index].totalTax;

  it('refunds a cash-on-delivery return by bank transfer: bank details stored, answered masked, stock back on Received', async () => {
    const buyer = await createUser(t, { firstName: 'Asha' });
    const product = await pillow();
    const order = await delivered(buyer, [product]);
    expect(await stockOf(product)).toBe(9);

    const asked = await ask(buyer, returnOf(order, 0, { reason: 'other', note: 'Too bouncy for me.', bank })).expect(201);
    const made: ReturnDto = asked.body.return;
    expect(made).toEqual(expect.objectContaining({
      orderId: order._id,
      itemId: order.products[0]._id,
      status: 'Requested',
      reason: 'other',
      note: 'Too bouncy for me.',
      amount: lineWithTax(order),
      refundTo: 'bank-transfer',
      bank: { accountName: 'Asha Rao', accountNumber: 'XXXXXX7890', ifsc: 'SBIN0001234' },
    }));
    expect(JSON.stringify(asked.body)).not.toContain('001234567890');
    const [stored] = await t.orm.em.getConnection().execute('SELECT bank_account_number, bank_ifsc FROM returns WHERE id = ?', [made._id]);
    expect(stored).toEqual({ bank_account_number: '001234567890', bank_ifsc: 'SBIN0001234' });

    const mine = await t.http().get('/api/return/me').set('authorization', buyer.token).expect(200);
    expect(mine.body.returns).toEqual([made]);

    const today = indianToday();
    const approved = await move(admin, made._id, { status: 'Approved', pickupDate: today }).expect(200);
    expect(approved.body.return).toEqual(expect.objectContaining({ status: 'Approved', pickupDate: today, approvedAt: expect.any(String) }));
    expect(await stockOf(product)).toBe(9);
    const received = await move(admin, made._id, { status: 'Received' }).expect(200);
    expect(received.body.return.status).toBe('Received');
    expect(await stockOf(product)).toBe(10);
    const refunded = await move(admin, made._id, { status: 'Refunded' }).expect(200);
    expect(refunded.body.return).toEqual(expect.objectContaining({ status: 'Refunded', refundId: null, refundedAt: expect.any(String) }));
    expect(razorpay.refunds.size).toBe(0);
    expect(await stockOf(product)).toBe(10);
    // The returned item's units are back for good: no status puts them back again or takes them.
    for (const status of ['Cancelled', 'Processing']) {
      const res = await t.http().put(`/api/order/status/item/${order.products[0]._id}`).set('authorization', admin.token).send({ orderId: order._id, status });
      expect([res.status, res.body]).toEqual([400, { error: ReturnMessage.returnedItem }]);
    }
    expect(await stockOf(product)).toBe(10);
    expect(await t.orm.em.fork().count(MailMessage, { subject: { $like: `Cancelled:%${order._id}%` } })).toBe(0);
    const notes = await t.http().get(`/api/order/${order._id}/credit-notes`).set('authorization', buyer.token).expect(200);
    expect(notes.body.creditNotes).toEqual([expect.objectContaining({ type: 'credit-note', totals: expect.objectContaining({ total: lineWithTax(order) }) })]);

    const [refundMail, ...more] = await mails(`Refund issued for your order ${order._id}`);
    expect(more).toEqual([]);
    expect(refundMail.to).toBe(buyer.user.email);
    expect(refundMail.text).toContain('Hi Asha,');
    expect(refundMail.text).toContain('by bank transfer to your account XXXXXX7890');
    expect(refundMail.text).toContain(`₹${lineWithTax(order).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`);
    expect(refundMail.text).not.toContain('001234567890');
    expect(refundMail.html).toContain('XXXXXX7890');
    expect(refundMail.html).toContain('max-width:560px');
  });

  it('refunds a prepaid return to its payment through Razorpay, for the line with its tax', async () => {
    const buyer = await createUser(t);
    const [kept, returned] = [await pillow(), await pillow({ pricePaise: 150_000 })];
    const order = await delivered(buyer, [kept, returned], 'razorpay');
    const [{ razorpay_payment_id: paymentId }] = await t.orm.em.getConnection().execute('SELECT razorpay_payment_id FROM orders WHERE id = ?', [order._id]);

    const asked = await ask(buyer, returnOf(order, 1, { reason: 'sleeping-hot' })).expect(201);
    expect(asked.body.return).toEqual(expect.objectContaining({ bank: null, refundTo: 'original-payment', amount: lineWithTax(order, 1) }));
    const id = asked.body.return._id;
    await move(admin, id, { status: 'Approved', pickupDate: indianToday(new Date(Date.now() + 3 * DAY_MS)) }).expect(200);
    await move(admin, id, { status: 'Received' }).expect(200);
    // While the return is under way the item keeps its status: cancelling it would pay it back twice.
    const midway = await t.http().put(`/api/order/status/item/${order.products[1]._id}`).set('authorization', admin.token)
      .send({ orderId: order._id, status: 'Cancelled' }).expect(400);
    expect(midway.body).toEqual({ error: ReturnMessage.underWay });
    expect([...razorpay.refunds.values()].filter((refund) => refund.payment_id === paymentId)).toHaveLength(0);
    const refunded = await move(admin, id, { status: 'Refunded' }).expect(200);

    const refunds = [...razorpay.refunds.values()].filter((refund) => refund.payment_id === paymentId);
    expect(refunds).toEqual([expect.objectContaining({ payment_id: paymentId, amount: Math.round(lineWithTax(order, 1) * 100), status: 'processed' })]);
    expect(refunded.body.return).toEqual(expect.objectContaining({ status: 'Refunded', refundId: refunds[0].id }));
    const [refundMail, ...more] = await mails(`Refund issued for your order ${order._id}`);
    expect(more).toEqual([]);
    expect(refundMail.text).toContain('to the card, UPI or bank account you paid with');
    // Asking again refunds nothing more.
    expect((await move(admin, id, { status: 'Refunded' }).expect(400)).body).toEqual({ error: ReturnMessage.transitionRefused('Refunded', 'Refunded') });
    expect([...razorpay.refunds.values()].filter((refund) => refund.payment_id === paymentId)).toHaveLength(1);
    // The returned item stays as it is, paying nothing back twice; cancelling the kept one refunds it alone.
    const cancel = (index: number) =>
      t.http().put(`/api/order/status/item/${order.products[index]._id}`).set('authorization', admin.token).send({ orderId: order._id, status: 'Cancelled' });
    expect((await cancel(1).expect(400)).body).toEqual({ error: ReturnMessage.returnedItem });
    expect([...razorpay.refunds.values()].filter((refund) => refund.payment_id === paymentId)).toHaveLength(1);
    await cancel(0).expect(200);
    expect([...razorpay.refunds.values()].filter((refund) => refund.payment_id === paymentId).map((refund) => refund.amount)).toEqual([
      Math.round(lineWithTax(order, 1) * 100),
      Math.round(lineWithTax(order, 0) * 100),
    ]);
  });

  it('changes nothing when Razorpay refuses the refund, and tells the administrator to try again', async () => {
    const buyer = await createUser(t);
    const order = await delivered(buyer, [await pillow()], 'razorpay');
    const id = (await ask(buyer, returnOf(order)).expect(201)).body.return._id;
    await move(admin, id, { status: 'Approved', pickupDate: indianToday() }).expect(200);
    await move(admin, id, { status: 'Received' }).expect(200);
    // A payment Razorpay does not know answers the refund with an error.
    await t.orm.em.getConnection().execute("UPDATE orders SET razorpay_payment_id = 'pay_Unknown000001' WHERE id = ?", [order._id]);
    const refundsBefore = razorpay.refunds.size;

    expect((await move(admin, id, { status: 'Refunded' }).expect(503)).body).toEqual({ error: ReturnMessage.refundUnavailable });
    const [after] = await t.orm.em.getConnection().execute('SELECT status, refunded_at FROM returns WHERE id = ?', [id]);
    expect(after).toEqual({ status: 'Received', refunded_at: null });
    expect(await mails(`Refund issued for your order ${order._id}`)).toEqual([]);
    const notes = await t.http().get(`/api/order/${order._id}/credit-notes`).set('authorization', buyer.token).expect(200);
    expect(notes.body.creditNotes).toEqual([]);
    expect(razorpay.refunds.size).toBe(refundsBefore);
  });

  it('keeps to the 100 nights from delivery, naming the day the trial ended', async () => {
    const buyer = await createUser(t);
    const order = await delivered(buyer, [await pillow(), await pillow()]);
    const [late, inTime] = order.products.map((item) => item._id);
    const deliveredAt = new Date(Date.now() - 101 * DAY_MS);
    await t.orm.em.getConnection().execute('UPDATE order_items SET delivered_at = ? WHERE id = ?', [deliveredAt, late]);
    await t.orm.em.getConnection().execute('UPDATE order_items SET delivered_at = ? WHERE id = ?', [new Date(Date.now() - 99 * DAY_MS), inTime]);

    const refused = await ask(buyer, returnOf(order, 0, { bank })).expect(400);
    expect(refused.body).toEqual({ error: ReturnMessage.trialEnded(formatIndianDate(trialEndsAt(deliveredAt))) });
    await ask(buyer, returnOf(order, 1, { bank })).expect(201);
    expect(await returnsWritten()).toBe(1);
  });

  it('records when an item was delivered, and forgets it when an administrator moves it back', async () => {
    const buyer = await createUser(t);
    const order = await delivered(buyer, [await pillow()]);
    const deliveredAt = async () => (await t.orm.em.getConnection().execute('SELECT delivered_at FROM order_items WHERE id = ?', [order.products[0]._id]))[0].delivered_at;
    expect(Math.abs(Date.now() - new Date(await deliveredAt()).getTime())).toBeLessThan(60_000);
    await setStatus(order, 0, ItemStatus.Shipped);
    expect(await deliveredAt()).toBeNull();
    expect((await ask(buyer, returnOf(order, 0, { bank })).expect(400)).body).toEqual({ error: ReturnMessage.notDelivered });
  });

  it('allows one open return per item: again after a rejection, never after a refund', async () => {
    const buyer = await createUser(t);
    const order = await delivered(buyer, [await pillow()]);
    const first = (await ask(buyer, returnOf(order, 0, { bank })).expect(201)).body.return;
    expect((await ask(buyer, returnOf(order, 0, { bank })).expect(400)).body).toEqual({ error: ReturnMessage.alreadyOpen });

    await move(admin, first._id, { status: 'Rejected', reason: 'The cover is stained.' }).expect(200);
    const second = (await ask(buyer, returnOf(order, 0, { reason: 'size', bank })).expect(201)).body.return;
    for (const step of [{ status: 'Approved', pickupDate: indianToday() }, { status: 'Received' }, { status: 'Refunded' }]) await move(admin, second._id, step).expect(200);
    expect((await ask(buyer, returnOf(order, 0, { bank })).expect(400)).body).toEqual({ error: ReturnMessage.alreadyReturned });

    // The database holds to it whatever the code does.
    const copy = `INSERT INTO returns (id, order_id, item_id, user_id, reason, status, amount_paise)
                  SELECT gen_random_uuid(), order_id, item_id, user_id, reason, 'Requested', amount_paise FROM returns WHERE id = ?`;
    await expect(t.orm.em.getConnection().execute(copy, [second._id])).rejects.toThrow(/returns_item_open_unique/);
  });

  it('answers two requests for one item at once with one return', async () => {
    const buyer = await createUser(t);
    const order = await delivered(buyer, [await pillow()]);
    const answers = await Promise.all([ask(buyer, returnOf(order, 0, { bank })), ask(buyer, returnOf(order, 0, { bank }))]);
    expect(answers.map((res) => res.status).sort()).toEqual([201, 400]);
    expect(await returnsWritten()).toBe(1);
  });

  it('refuses items not Delivered, and bad details, writing nothing', async () => {
    const buyer = await createUser(t);
    const order = await buy(buyer, [await pillow(), await pillow()]);
    await setStatus(order, 0, ItemStatus.Shipped);
    await setStatus(order, 1, ItemStatus.Cancelled);
    for (const index of [0, 1]) {
      expect((await ask(buyer, returnOf(order, index, { bank })).expect(400)).body).toEqual({ error: ReturnMessage.notDelivered });
    }

    const deliveredOrder = await delivered(buyer, [await pillow()]);
    const refusals: Array<[object, string]> = [
      [{}, ReturnMessage.bankRequired],
      [{ bank: 'my account' }, ReturnMessage.bankRequired],
      [{ bank: { ...bank, ifsc: 'SBIN1234567' } }, ReturnMessage.ifscInvalid],
      [{ bank: { ...bank, ifsc: undefined } }, ReturnMessage.ifscInvalid],
      [{ bank: { ...bank, accountNumber: '12345678' } }, ReturnMessage.accountNumberInvalid],
      [{ bank: { ...bank, accountNumber: '1234567890123456789' } }, ReturnMessage.accountNumberInvalid],
      [{ bank: { ...bank, accountName: ' ' } }, ReturnMessage.accountNameRequired],
      [{ bank, reason: 'too-lumpy' }, ReturnMessage.reasonInvalid],
      [{ bank, reason: 'other' }, ReturnMessage.noteRequired],
      [{ bank, reason: 'other', note: '   ' }, ReturnMessage.noteRequired],
      [{ bank, reason: 'other', note: 'x'.repeat(501) }, ReturnMessage.noteTooLong],
    ];
    for (const [extra, error] of refusals) {
      const res = await ask(buyer, returnOf(deliveredOrder, 0, extra));
      expect([extra, res.status, res.body]).toEqual([extra, 400, { error }]);
    }
    expect(await returnsWritten()).toBe(0);
  });

  it('moves a return only Requested → Approved or Rejected, Approved → Received → Refunded', async () => {
    const buyer = await createUser(t);
    const order = await delivered(buyer, [await pillow(), await pillow()]);
    const id = (await ask(buyer, returnOf(order, 0, { bank })).expect(201)).body.return._id;
    const expectRefused = async (body: object, error: string) => expect((await move(admin, id, body).expect(400)).body).toEqual({ error });

    await expectRefused({ status: 'Received' }, ReturnMessage.transitionRefused('Requested', 'Received'));
    await expectRefused({ status: 'Refunded' }, ReturnMessage.transitionRefused('Requested', 'Refunded'));
    await expectRefused({ status: 'Requested' }, ReturnMessage.statusInvalid);
    await expectRefused({ status: 'Lost' }, ReturnMessage.statusInvalid);
    await expectRefused({ status: 'Approved' }, ReturnMessage.pickupDateInvalid);
    await expectRefused({ status: 'Approved', pickupDate: '2027-02-30' }, ReturnMessage.pickupDateInvalid);
    await expectRefused({ status: 'Approved', pickupDate: indianToday(new Date(Date.now() - DAY_MS)) }, ReturnMessage.pickupDatePast);
    await expectRefused({ status: 'Rejected' }, ReturnMessage.rejectionReasonRequired);
    await expectRefused({ status: 'Rejected', reason: 'x'.repeat(501) }, ReturnMessage.rejectionReasonTooLong);

    await move(admin, id, { status: 'Approved', pickupDate: indianToday() }).expect(200);
    await expectRefused({ status: 'Approved', pickupDate: indianToday() }, ReturnMessage.transitionRefused('Approved', 'Approved'));
    await expectRefused({ status: 'Rejected', reason: 'Changed our mind' }, ReturnMessage.transitionRefused('Approved', 'Rejected'));
    await expectRefused({ status: 'Refunded' }, ReturnMessage.transitionRefused('Approved', 'Refunded'));

    const other = (await ask(buyer, returnOf(order, 1, { bank })).expect(201)).body.return._id;
    const rejected = await move(admin, other, { status: 'Rejected', reason: 'Used beyond the trial’s terms.' }).expect(200);
    expect(rejected.body.return).toEqual(expect.objectContaining({ status: 'Rejected', rejectionReason: 'Used beyond the trial’s terms.', reason: 'too-firm' }));
    const afterRejection = await move(admin, other, { status: 'Approved', pickupDate: indianToday() }).expect(400);
    expect(afterRejection.body).toEqual({ error: ReturnMessage.transitionRefused('Rejected', 'Approved') });

    await move(admin, '00000000-0000-4000-8000-000000000000', { status: 'Received' }).expect(404);
  });

  it('guards every route: anonymous 401, members their own, merchants their brand’s, administrators all', async () => {
    const { member, merchant, admin: otherAdmin } = await createOneOfEachRole(t);
    const theirBrand: Brand = await createBrand(t, { merchantId: merchant.user.merchantId });
    const ours = await pillow({ brand: theirBrand });
    const shops = await pillow();
    const order = await delivered(member, [ours, shops]);
    const stranger = await createUser(t);

    await ask(null, returnOf(order, 0, { bank })).expect(401);
    await t.http().get('/api/return/me').expect(401);
    await t.http().get('/api/return').expect(401);
    await move(null, '00000000-0000-4000-8000-000000000000', { status: 'Received' }).expect(401);

    // Only the order's owner asks for a return; anyone else's order is as if it did not exist.
    for (const who of [stranger, merchant, otherAdmin]) {
      expect((await ask(who, returnOf(order, 0, { bank })).expect(404)).body).toEqual({ error: OrderMessage.notFound });
    }
    const elsewhere = await delivered(stranger, [await pillow()]);
    expect((await ask(member, { ...returnOf(order, 0, { bank }), itemId: elsewhere.products[0]._id }).expect(404)).body).toEqual({ error: OrderMessage.itemNotFound });
    const brandReturn = (await ask(member, returnOf(order, 0, { bank })).expect(201)).body.return;
    const shopReturn = (await ask(member, returnOf(order, 1, { bank })).expect(201)).body.return;
    const strangerReturn = (await ask(stranger, returnOf(elsewhere, 0, { bank })).expect(201)).body.return;

    const ids = (res: { body: { returns: ReturnDto[] } }) => res.body.returns.map((found) => found._id).sort();
    expect(ids(await t.http().get('/api/return/me').set('authorization', member.token).expect(200))).toEqual([brandReturn._id, shopReturn._id].sort());
    expect(ids(await t.http().get('/api/return/me').set('authorization', merchant.token).expect(200))).toEqual([]);
    await t.http().get('/api/return').set('authorization', member.token).expect(403);
    expect(ids(await t.http().get('/api/return').set('authorization', merchant.token).expect(200))).toEqual([brandReturn._id]);
    expect(ids(await t.http().get('/api/return').set('authorization', admin.token).expect(200))).toEqual([brandReturn._id, shopReturn._id, strangerReturn._id].sort());

    const approve = { status: 'Approved', pickupDate: indianToday() };
    await move(member, brandReturn._id, approve).expect(403);
    for (const id of [shopReturn._id, strangerReturn._id]) {
      expect((await move(merchant, id, approve).expect(404)).body).toEqual({ error: ReturnMessage.notFound });
    }
    await move(merchant, brandReturn._id, approve).expect(200);
    await move(otherAdmin, shopReturn._id, approve).expect(200);
  });

  it('lists returns in a fixed number of statements, however many there are', async () => {
    const { member, merchant } = await createOneOfEachRole(t);
    const brand = await createBrand(t, { merchantId: merchant.user.merchantId });
    const products = await Promise.all([1, 2, 3].map(() => pillow({ brand })));
    const one = await delivered(member, products.slice(0, 1));
    await ask(member, returnOf(one, 0, { bank })).expect(201);

    const count = async () => {
      const counts = [];
      for (const [who, path] of [[member, '/api/return/me'], [merchant, '/api/return'], [admin, '/api/return']] as const) {
        counts.push(await countStatements(t, () => t.http().get(path).set('authorization', who.token).expect(200)));
      }
      return counts;
    };
    const before = await count();
    const more = await delivered(member, products.slice(1));
    for (const index of [0, 1]) await ask(member, returnOf(more, index, { bank })).expect(201);
    const listed = await t.http().get('/api/return').set('authorization', merchant.token).expect(200);
    expect(listed.body.returns).toHaveLength(3);
    expect(await count()).toEqual(before);
  });
});
