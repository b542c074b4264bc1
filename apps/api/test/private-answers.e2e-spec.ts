import type { Product } from '@nidra/api/catalog';
import { createProduct } from '@nidra/api/catalog/testing';
import { createOneOfEachRole, type UserFixture } from '@nidra/api/identity/testing';
import { useTestApp } from './support/shop-app';

describe('answers for a signed-in caller', () => {
  const t = useTestApp();
  let member: UserFixture;
  let admin: UserFixture;
  let orderId: string;
  let creditNoteId: string;
  let pillow: Product;

  beforeAll(async () => {
    ({ member, admin } = await createOneOfEachRole(t));
    pillow = await createProduct(t, { name: 'Cloud Pillow', quantity: 10 });
    const cart = await t.http().post('/api/cart/add').set('authorization', member.token).send({ products: [{ product: pillow.id, quantity: 1 }] }).expect(201);
    const placed = await t.http().post('/api/order/add').set('authorization', member.token)
      .send({ cartId: cart.body.cartId, address: { name: 'Asha Rao', mobile: '9876543210', address: '12, 4th Cross, Jayanagar', pincode: '560041' } })
      .expect(201);
    orderId = placed.body.order._id;
    await t.http().delete(`/api/order/cancel/${orderId}`).set('authorization', member.token).expect(200);
    const notes = await t.http().get(`/api/order/${orderId}/credit-notes`).set('authorization', member.token).expect(200);
    creditNoteId = notes.body.creditNotes[0]._id;
  });

  it('are kept by no cache: profile, orders, returns, tax documents and exports', async () => {
    const answers: Array<[UserFixture, string]> = [
      [member, '/api/user'],
      [member, '/api/order'],
      [member, '/api/return/me'],
      [member, `/api/order/${orderId}/invoice`],
      [member, `/api/order/${orderId}/invoice.pdf`],
      [member, `/api/credit-note/${creditNoteId}.pdf`],
      [admin, '/api/product/export.csv'],
      [admin, '/api/insight/orders.csv'],
    ];
    for (const [who, path] of answers) {
      const res = await t.http().get(path).set('authorization', who.token);
      expect([path, res.status, res.headers['cache-control']]).toEqual([path, 200, 'no-store']);
    }
  });

  it('are kept by no cache when refused either', async () => {
    for (const [token, status] of [[undefined, 401], ['Bearer not-a-token', 401], [member.token, 403]] as const) {
      const req = t.http().get('/api/product/export.csv');
      const res = await (token ? req.set('authorization', token) : req);
      expect([res.status, res.headers['cache-control']]).toEqual([status, 'no-store']);
    }
    const missing = await t.http().get('/api/order/6f1c2a57-0e0b-4f51-9b7e-2d6f1c2a5700/invoice').set('authorization', member.token);
    expect([missing.status, missing.headers['cache-control']]).toEqual([404, 'no-store']);
  });

  it('are kept by no cache on a public route too, which answers anyone else as before', async () => {
    const path = `/api/product/item/${pillow.slug}`;
    expect((await t.http().get(path).set('authorization', member.token).expect(200)).headers['cache-control']).toBe('no-store');
    expect((await t.http().get(path).expect(200)).headers['cache-control']).toBeUndefined();
    const estimate = await t.http().get('/api/delivery/560001').expect(200);
    expect(estimate.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('give a signed-in member the delivery estimates and refusals anyone gets', async () => {
    for (const pincode of ['560001', '744101', '012345', '999999']) {
      const anonymous = await t.http().get(`/api/delivery/${pincode}`);
      const signedIn = await t.http().get(`/api/delivery/${pincode}`).set('authorization', member.token);
      expect([pincode, signedIn.status, signedIn.body]).toEqual([pincode, anonymous.status, anonymous.body]);
    }
  });
});
