import { WishlistEntry, CATALOG_CONTEXT } from '../src';
import { ErrorMessage, ProductMessage, WishlistMessage } from '@nidra/shared/contracts';
import { createProduct } from '../testing';
import { createOneOfEachRole, createUser } from '@nidra/api/identity/testing';
import { useTestApp } from '@nidra/api/testing';

describe('wishlist', () => {
  const t = useTestApp({ contexts: [CATALOG_CONTEXT] });
  beforeEach(() => t.reset());

  it('needs a token', async () => {
    const res = await t.http().get('/api/wishlist').expect(401);
    expect(res.body).toEqual({ error: ErrorMessage.unauthenticated });
    await t.http().post('/api/wishlist').send({ product: 'x', isLiked: true }).expect(401);
  });

  it('likes and unlikes with one row per person and product, for every role', async () => {
    const product = await createProduct(t, { name: 'Cloud 10', pricePaise: 135_000, imageUrls: ['/uploads/products/a-1200.webp'] });
    for (const { token, user } of Object.values(await createOneOfEachRole(t))) {
      const liked = await t.http().post('/api/wishlist').set('authorization', token).send({ product: product.id, isLiked: true }).expect(200);
      expect(liked.body).toEqual({
        success: true,
        message: WishlistMessage.added,
        wishlist: expect.objectContaining({
          isLiked: true,
          // From its Single 6x2.5 (₹1,350 × 15), with 18 % GST.
          product: {
            _id: product.id,
            name: 'Cloud 10',
            slug: product.slug,
            price: 1350,
            fromPrice: 20_250,
            fromPriceWithTax: 23_895,
            imageUrl: '/uploads/products/a-1200.webp',
          },
        }),
      });
      await t.http().post('/api/wishlist').set('authorization', token).send({ product: product.id, isLiked: true }).expect(200);
      const list = await t.http().get('/api/wishlist').set('authorization', token).expect(200);
      expect(list.body.wishlist).toHaveLength(1);
      const unliked = await t.http().post('/api/wishlist').set('authorization', token).send({ product: product.id, isLiked: false }).expect(200);
      expect(unliked.body.message).toBe(WishlistMessage.removed);
      expect((await t.http().get('/api/wishlist').set('authorization', token)).body.wishlist).toEqual([]);
      expect(await t.orm.em.fork().count(WishlistEntry, { userId: user.id })).toBe(1);
    }
  });

  it("keeps each person's wishlist their own and marks isLiked on the shop for them only", async () => {
    const product = await createProduct(t, { name: 'Cloud 10', slug: 'cloud-10' });
    const asha = await createUser(t);
    const ravi = await createUser(t);
    await t.http().post('/api/wishlist').set('authorization', asha.token).send({ product: product.id, isLiked: true }).expect(200);
    expect((await t.http().get('/api/wishlist').set('authorization', ravi.token)).body.wishlist).toEqual([]);

    const mine = await t.http().post('/api/product/list').set('authorization', asha.token).send({}).expect(200);
    expect(mine.body.products[0].isLiked).toBe(true);
    const theirs = await t.http().post('/api/product/list').set('authorization', ravi.token).send({}).expect(200);
    expect(theirs.body.products[0].isLiked).toBe(false);
    const anonymous = await t.http().post('/api/product/list').send({}).expect(200);
    expect(anonymous.body.products[0].isLiked).toBeUndefined();
    const page = await t.http().get('/api/product/item/cloud-10').set('authorization', asha.token).expect(200);
    expect(page.body.product.isLiked).toBe(true);
  });

  it('refuses unknown or hidden products and bad bodies', async () => {
    const { token } = await createUser(t);
    const hidden = await createProduct(t, { isActive: false });
    const res = await t.http().post('/api/wishlist').set('authorization', token).send({ product: hidden.id, isLiked: true }).expect(404);
    expect(res.body).toEqual({ error: ProductMessage.notFound });
    const bad = await t.http().post('/api/wishlist').set('authorization', token).send({ product: hidden.id, isLiked: 'yes' }).expect(400);
    expect(bad.body).toEqual({ error: 'Liked must be true or false.' });
  });

  it('forgets a deleted product', async () => {
    const product = await createProduct(t, {});
    const { token } = await createUser(t);
    const admin = (await createOneOfEachRole(t)).admin;
    await t.http().post('/api/wishlist').set('authorization', token).send({ product: product.id, isLiked: true }).expect(200);
    await t.http().delete(`/api/product/delete/${product.id}`).set('authorization', admin.token).expect(200);
    expect((await t.http().get('/api/wishlist').set('authorization', token)).body.wishlist).toEqual([]);
  });
});
