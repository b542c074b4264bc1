import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { Category, Product, CATALOG_CONTEXT } from '../src';
import { CatalogMessage, ProductMessage, Role } from '@nidra/shared/contracts';
import { createBrand, createProduct, pngImage } from '../testing';
import { createOneOfEachRole, createUser, type UserFixture } from '@nidra/api/identity/testing';
import { useTestApp } from '@nidra/api/testing';

const fields = {
  sku: 'ORTHO-8',
  name: 'Ortho Plus 8 inch',
  description: 'Firm orthopaedic support with a breathable cotton cover.',
  quantity: '40',
  price: '1899',
  taxable: 'Yes',
};

describe('managing products', () => {
  const t = useTestApp({ contexts: [CATALOG_CONTEXT] });
  let member: UserFixture;
  let merchant: UserFixture;
  let otherMerchant: UserFixture;
  let admin: UserFixture;
  let image: Buffer;

  beforeAll(async () => {
    image = await pngImage();
  });
  beforeEach(async () => {
    await t.reset();
    ({ member, merchant, admin } = await createOneOfEachRole(t));
    otherMerchant = await createUser(t, { role: Role.Merchant, merchantId: randomUUID() });
  });

  const addAs = (who: UserFixture | undefined, body: Record<string, string>, file: Buffer | null = image) => {
    const req = t.http().post('/api/product/add');
    if (who) void req.set('authorization', who.token);
    for (const [key, value] of Object.entries(body)) void req.field(key, value);
    if (file) void req.attach('image', file, { filename: 'mattress.png', contentType: 'image/png' });
    return req;
  };
  const onDisk = (url: string) => existsSync(join(t.config.uploadDir, url.replace('/uploads/', '')));

  it('is for administrators and merchants only', async () => {
    await t.http().get('/api/product').expect(401);
    await t.http().get('/api/product').set('authorization', member.token).expect(403);
    await addAs(undefined, fields).expect(401);
    await addAs(member, fields).expect(403);
    expect(await t.orm.em.fork().count(Product)).toBe(0);
  });

  it('adds a product with its image, priced in paise, brand chosen by the administrator', async () => {
    const brand = await createBrand(t, { name: 'SleepWell' });
    const res = await addAs(admin, { ...fields, brand: brand.id }).expect(201);
    expect(res.body).toEqual({
      success: true,
      message: ProductMessage.added,
      product: expect.objectContaining({
        sku: 'ORTHO-8',
        name: 'Ortho Plus 8 inch',
        slug: 'ortho-plus-8-inch',
        quantity: 40,
        price: 1899,
        taxable: true,
        isActive: true,
        brand: expect.objectContaining({ _id: brand.id, name: 'SleepWell' }),
        imageUrl: expect.stringMatching(/^\/uploads\/products\/.+-1200\.webp$/),
      }),
    });
    expect(onDisk(res.body.product.imageUrl)).toBe(true);
    const stored = await t.orm.em.fork().findOneOrFail(Product, { sku: 'ORTHO-8' });
    expect(stored.pricePaise).toBe(189_900);
    const served = await t.http().get(res.body.product.imageUrl).expect(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it("puts a merchant's product under the merchant's own brand, whatever the body says", async () => {
    const own = await createBrand(t, { merchantId: merchant.user.merchantId });
    const foreign = await createBrand(t, { merchantId: otherMerchant.user.merchantId });
    const res = await addAs(merchant, { ...fields, brand: foreign.id }).expect(201);
    expect(res.body.product.brand._id).toBe(own.id);
    const noBrand = await addAs(otherMerchant, { ...fields, sku: 'OTHER-1' }).expect(201);
    expect(noBrand.body.product.brand._id).toBe(foreign.id);
    const brandless = await createUser(t, { role: Role.Merchant, merchantId: randomUUID() });
    const refused = await addAs(brandless, { ...fields, sku: 'NONE-1' }).expect(400);
    expect(refused.body).toEqual({ error: 'You have no brand to sell under yet.' });
  });

  it.each([
    [{ ...fields, sku: '' }, ProductMessage.skuRequired],
    [{ ...fields, name: ' ' }, ProductMessage.nameRequired],
    [{ ...fields, description: '' }, ProductMessage.descriptionRequired],
    [{ ...fields, description: 'x'.repeat(201) }, CatalogMessage.descriptionMax],
    [{ ...fields, quantity: '2.5' }, ProductMessage.quantityWhole],
    [{ ...fields, quantity: 'many' }, ProductMessage.quantityWhole],
    [{ ...fields, price: '0' }, ProductMessage.priceMin],
    [{ ...fields, price: 'cheap' }, ProductMessage.priceNotNumber],
    [{ ...fields, price: '0x10' }, ProductMessage.priceNotNumber],
    [{ ...fields, price: '1e3' }, ProductMessage.priceNotNumber],
    [{ ...fields, price: ' ' }, ProductMessage.priceRequired],
    [{ ...fields, quantity: '0x10' }, ProductMessage.quantityWhole],
    [{ ...fields, name: 'Ortho\u202Eeslaf' }, 'Name may not contain text direction marks or invisible characters.'],
    [{ sku: 'A', name: 'B', description: 'C', quantity: '1', price: '10' }, ProductMessage.taxableRequired],
  ])('refuses %j with "%s" and stores nothing', async (body, message) => {
    const res = await addAs(admin, body).expect(400);
    expect(res.body).toEqual({ error: message });
    expect(await t.orm.em.fork().count(Product)).toBe(0);
  });

  it('requires an image that really is a jpg or png, at most 5 MB', async () => {
    const missing = await addAs(admin, fields, null).expect(400);
    expect(missing.body).toEqual({ error: ProductMessage.imageRequired });
    const fake = await addAs(admin, fields, Buffer.from('<?php echo "I am not a picture"; ?>')).expect(415);
    expect(fake.body).toEqual({ error: ProductMessage.imageRequired });
    const huge = await addAs(admin, fields, Buffer.alloc(5 * 1024 * 1024 + 10, 1)).expect(413);
    expect(huge.body).toEqual({ error: 'Images may not be larger than 5 MB.' });
    const json = await t.http().post('/api/product/add').set('authorization', admin.token).send(fields).expect(415);
    expect(json.body).toEqual({ error: 'Send this form as multipart/form-data.' });
    expect(await t.orm.em.fork().count(Product)).toBe(0);
  });

  it('refuses a sku that is taken with 409', async () => {
    await createProduct(t, { sku: 'ORTHO-8' });
    const res = await addAs(admin, fields).expect(409);
    expect(res.body).toEqual({ error: ProductMessage.skuTaken });
  });

  it("shows a merchant only its brand's products; another merchant's are 404 everywhere", async () => {
    const own = await createBrand(t, { merchantId: merchant.user.merchantId });
    const foreign = await createBrand(t, { merchantId: otherMerchant.user.merchantId });
    const mine = await createProduct(t, { brand: own, name: 'Mine' });
    const theirs = await createProduct(t, { brand: foreign, name: 'Theirs' });
    await createProduct(t, { name: 'Shop own' });

    const list = await t.http().get('/api/product').set('authorization', merchant.token).expect(200);
    expect(list.body.products.map((p: { name: string }) => p.name)).toEqual(['Mine']);
    const all = await t.http().get('/api/product').set('authorization', admin.token).expect(200);
    expect(all.body.products).toHaveLength(3);

    const auth = { authorization: merchant.token };
    const edit = { product: { name: 'Stolen', description: 'x', quantity: 1, price: 10, taxable: true } };
    await t.http().get(`/api/product/${theirs.id}`).set(auth).expect(404);
    await t.http().put(`/api/product/${theirs.id}`).set(auth).send(edit).expect(404);
    await t.http().put(`/api/product/${theirs.id}/active`).set(auth).send({ product: { isActive: false } }).expect(404);
    await t.http().delete(`/api/product/delete/${theirs.id}`).set(auth).expect(404);
    await t.http().post(`/api/upload/product/${theirs.id}`).set(auth).attach('image', image, 'x.png').expect(404);
    expect((await t.orm.em.fork().findOneOrFail(Product, theirs.id)).name).toBe('Theirs');
    await t.http().get(`/api/product/${mine.id}`).set(auth).expect(200);
  });

  it('updates a product; only the administrator moves it to another brand', async () => {
    const own = await createBrand(t, { merchantId: merchant.user.merchantId });
    const other = await createBrand(t, {});
    const product = await createProduct(t, { brand: own });
    const edit = { name: 'Ortho Max', description: 'Now firmer.', quantity: 12, price: 2499.5, taxable: false, brand: other.id };
    const res = await t
      .http()
      .put(`/api/product/${product.id}`)
      .set('authorization', merchant.token)
      .send({ product: edit })
      .expect(200);
    expect(res.body.product).toEqual(
      expect.objectContaining({ name: 'Ortho Max', quantity: 12, price: 2499.5, taxable: false, brand: expect.objectContaining({ _id: own.id }) }),
    );
    expect(res.body.product.slug).toBe(product.slug);
    const moved = await t.http().put(`/api/product/${product.id}`).set('authorization', admin.token).send({ product: edit }).expect(200);
    expect(moved.body.product.brand._id).toBe(other.id);
    const bad = await t
      .http()
      .put(`/api/product/${product.id}`)
      .set('authorization', admin.token)
      .send({ product: { ...edit, price: 0.5 } })
      .expect(400);
    expect(bad.body).toEqual({ error: ProductMessage.priceMin });
  });

  it('takes the brand as the spec’s client sends it: an id or a one-element array, null or "" for none', async () => {
    const first = await createBrand(t, {});
    const second = await createBrand(t, {});
    const product = await createProduct(t, { brand: first });
    const edit = { name: 'Ortho Max', description: 'Now firmer.', quantity: 12, price: 2499.5, taxable: true };
    const put = (brand: unknown) =>
      t.http().put(`/api/product/${product.id}`).set('authorization', admin.token).send({ product: { ...edit, brand } });
    const brandNow = async () => (await t.orm.em.fork().findOneOrFail(Product, product.id, { populate: ['brand'] })).brand?.id ?? null;

    expect((await put([second.id]).expect(200)).body.product.brand._id).toBe(second.id);
    expect((await put(first.id).expect(200)).body.product.brand._id).toBe(first.id);
    expect((await put(null).expect(200)).body.product.brand).toBeNull();
    expect((await put([first.id]).expect(200)).body.product.brand._id).toBe(first.id);
    expect((await put('').expect(200)).body.product.brand).toBeNull();
    await put(second.id).expect(200);

    for (const wrong of [[first.id, second.id], [], { _id: first.id }, 7, [7]]) {
      expect((await put(wrong).expect(400)).body).toEqual({ error: ProductMessage.brandNotOne });
    }
    expect((await put([randomUUID()]).expect(400)).body).toEqual({ error: ProductMessage.brandNotFound });
    expect(await brandNow()).toBe(second.id);
  });

  it('refuses prices and stock that would not fit, with a sentence naming the field, and changes nothing', async () => {
    const product = await createProduct(t, { pricePaise: 189_900, quantity: 40 });
    const edit = { name: 'Ortho Max', description: 'Now firmer.', quantity: 12, price: 2499.5, taxable: true };
    const cases: Array<[object, string]> = [
      [{ price: 21_474_836.48 }, ProductMessage.priceMax],
      [{ price: 1e300 }, ProductMessage.priceMax],
      [{ price: 10_000_000.01 }, ProductMessage.priceMax],
      [{ quantity: 2 ** 31 }, ProductMessage.quantityMax],
      [{ quantity: 1e300 }, ProductMessage.quantityMax],
    ];
    for (const [change, message] of cases) {
      const res = await t.http().put(`/api/product/${product.id}`).set('authorization', admin.token).send({ product: { ...edit, ...change } });
      expect([change, res.status, res.body]).toEqual([change, 400, { error: message }]);
    }
    const stored = await t.orm.em.fork().findOneOrFail(Product, product.id);
    expect([stored.pricePaise, stored.quantity]).toEqual([189_900, 40]);
    await t.http().put(`/api/product/${product.id}`).set('authorization', admin.token).send({ product: { ...edit, price: 10_000_000 } }).expect(200);
  });

  it('appends uploaded images in order and keeps the first as the main image', async () => {
    const product = await createProduct(t, {});
    const first = await t.http().post(`/api/upload/product/${product.id}`).set('authorization', admin.token).attach('image', image, 'a.png').expect(201);
    const second = await t.http().post(`/api/upload/product/${product.id}`).set('authorization', admin.token).attach('image', image, 'b.png').expect(201);
    expect(second.body.product.imageUrls).toHaveLength(2);
    expect(second.body.product.imageUrls[0]).toBe(first.body.product.imageUrl);
    expect(second.body.product.imageUrl).toBe(first.body.product.imageUrl);
    const refused = await t
      .http()
      .post(`/api/upload/product/${product.id}`)
      .set('authorization', admin.token)
      .attach('image', Buffer.from('plain text pretending'), { filename: 'c.png', contentType: 'image/png' })
      .expect(415);
    expect(refused.body).toEqual({ error: ProductMessage.imageRequired });
  });

  it('deletes a product with its images and its place in categories', async () => {
    const added = await addAs(admin, fields).expect(201);
    const id = added.body.product._id;
    const em = t.orm.em.fork();
    const category = em.create(Category, { name: 'Orthopaedic', slug: 'orthopaedic', description: 'Firm support.' });
    category.products.add(em.getReference(Product, id));
    await em.flush();

    const res = await t.http().delete(`/api/product/delete/${id}`).set('authorization', admin.token).expect(200);
    expect(res.body.message).toBe(ProductMessage.deleted);
    expect(onDisk(added.body.product.imageUrl)).toBe(false);
    const reloaded = await t.orm.em.fork().findOneOrFail(Category, category.id, { populate: ['products'] });
    expect(reloaded.products.count()).toBe(0);
    await t.http().get(`/api/product/${id}`).set('authorization', admin.token).expect(404);
  });

  it('toggles a product on and off', async () => {
    const product = await createProduct(t, {});
    const off = await t
      .http()
      .put(`/api/product/${product.id}/active`)
      .set('authorization', admin.token)
      .send({ product: { isActive: false } })
      .expect(200);
    expect(off.body.product.isActive).toBe(false);
  });
});
