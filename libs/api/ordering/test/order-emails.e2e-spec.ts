import { MailMessage } from '@nidra/api/core';
import { createProduct } from '@nidra/api/catalog/testing';
import { createUser, type UserFixture } from '@nidra/api/identity/testing';
import { useTestApp } from '@nidra/api/testing';
import { formatIndianDate, ItemStatus, Role, trialEndsAt, type OrderDto } from '@nidra/shared/contracts';
import { ORDERING_CONTEXT } from '../src';

const home = { name: 'Asha Rao', mobile: '9876543210', address: '12, 4th Cross, Jayanagar', pincode: '560041' };

describe('order emails: shipped, delivered, cancelled', () => {
  const t = useTestApp({ contexts: [ORDERING_CONTEXT], env: { COD_LIMIT: '50000' } });
  beforeEach(() => t.reset());

  async function buy(who: UserFixture, names: string[]): Promise<OrderDto> {
    const products = [];
    for (const name of names) products.push(await createProduct(t, { name, quantity: 10, pricePaise: 100_000 }));
    const cart = await t.http().post('/api/cart/add').set('authorization', who.token)
      .send({ products: products.map((product) => ({ product: product.id, quantity: 1 })) }).expect(201);
    const placed = await t.http().post('/api/order/add').set('authorization', who.token).send({ cartId: cart.body.cartId, address: home }).expect(201);
    return (await t.http().get(`/api/order/${placed.body.order._id}`).set('authorization', who.token).expect(200)).body.order;
  }

  const setStatus = (who: UserFixture, order: OrderDto, index: number, status: string, extra: object = {}) =>
    t.http().put(`/api/order/status/item/${order.products[index]._id}`).set('authorization', who.token).send({ orderId: order._id, status, ...extra }).expect(200);
  const withSubject = async (who: UserFixture, subject: string) => t.orm.em.fork().find(MailMessage, { to: who.user.email, subject });

  it('tells the buyer once when an item ships, with courier and tracking number, and once when it is delivered', async () => {
    const buyer = await createUser(t, { firstName: 'Asha' });
    const admin = await createUser(t, { role: Role.Admin });
    const order = await buy(buyer, ['Cloud Pillow <Soft>']);

    await setStatus(admin, order, 0, ItemStatus.Processing);
    await setStatus(admin, order, 0, ItemStatus.Shipped, { courier: 'Delhivery', trackingNumber: 'DL123456789IN' });
    await setStatus(admin, order, 0, ItemStatus.Shipped, { courier: 'Delhivery', trackingNumber: 'DL123456789IN' });
    const shipped = await withSubject(buyer, `Shipped: your order ${order._id} is on its way`);
    expect(shipped).toHaveLength(1);
    expect(shipped[0].text).toContain('Hi Asha,');
    expect(shipped[0].text).toContain('Cloud Pillow <Soft> × 1');
    expect(shipped[0].text).toContain('Courier: Delhivery');
    expect(shipped[0].text).toContain('Tracking number: DL123456789IN');
    expect(shipped[0].html).toContain('Cloud Pillow &lt;Soft&gt; × 1');
    expect(shipped[0].html).toContain('<strong>Tracking number:</strong> DL123456789IN');
    expect(shipped[0].html).not.toContain('<Soft>');

    await setStatus(admin, order, 0, ItemStatus.Delivered);
    const [deliveredAt] = await t.orm.em.getConnection().execute('SELECT delivered_at FROM order_items WHERE id = ?', [order.products[0]._id]);
    const delivered = await withSubject(buyer, `Delivered: your order ${order._id}`);
    expect(delivered).toHaveLength(1);
    expect(delivered[0].text).toContain(`until ${formatIndianDate(trialEndsAt(new Date(deliveredAt.delivered_at)))}`);
    expect(delivered[0].html).toContain('100-night trial');
    expect(await withSubject(buyer, `Cancelled: an item of your order ${order._id}`)).toEqual([]);
  });

  it('ships without a tracking number when none is given', async () => {
    const buyer = await createUser(t);
    const admin = await createUser(t, { role: Role.Admin });
    const order = await buy(buyer, ['Cloud Pillow']);
    await setStatus(admin, order, 0, ItemStatus.Shipped);
    const [shipped] = await withSubject(buyer, `Shipped: your order ${order._id} is on its way`);
    expect(shipped.text).not.toContain('Courier');
    expect(shipped.text).not.toContain('Tracking number');
  });

  it('sends one email a cancellation, naming what it cancelled and who cancelled it', async () => {
    const buyer = await createUser(t);
    const admin = await createUser(t, { role: Role.Admin });
    const order = await buy(buyer, ['Cloud Pillow', 'Bolster Pillow', 'Travel Pillow']);

    await setStatus(buyer, order, 0, ItemStatus.Cancelled);
    const byShopper = await withSubject(buyer, `Cancelled: an item of your order ${order._id}`);
    expect(byShopper).toHaveLength(1);
    expect(byShopper[0].text).toContain('has been cancelled, as you asked');
    expect(byShopper[0].text).toContain('Cloud Pillow × 1');

    await t.http().delete(`/api/order/cancel/${order._id}`).set('authorization', admin.token).expect(200);
    const byShop = await withSubject(buyer, `Cancelled: your order ${order._id}`);
    expect(byShop).toHaveLength(1);
    expect(byShop[0].text).toContain('we had to cancel these items');
    expect(byShop[0].text).toContain('Bolster Pillow × 1');
    expect(byShop[0].text).toContain('Travel Pillow × 1');
    expect(byShop[0].text).not.toContain('Cloud Pillow');
    expect(await withSubject(buyer, `Cancelled: an item of your order ${order._id}`)).toHaveLength(1);
  });
});
