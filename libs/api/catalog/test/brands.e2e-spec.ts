import { randomUUID } from 'node:crypto';
import { Brand, Product, CATALOG_CONTEXT } from '../src';
import { CatalogMessage, ErrorMessage, Role } from '@nidra/shared/contracts';
import { createOneOfEachRole, createUser, type UserFixture } from '@nidra/api/identity/testing';
import { createBrand } from '../testing';
import { useTestApp } from '@nidra/api/testing';


describe('brands', () => {
  const t = useTestApp({ contexts: [CATALOG_CONTEXT] });
  let member: UserFixture;
  let merchant: UserFixture;
  let otherMerchant: UserFixture;
  let admin: UserFixture;
  let own: Brand;
  let others: Brand;

  beforeEach(async () => {
    await t.reset();
    ({ member, merchant, admin } = await createOneOfEachRole(t));
    otherMerchant = await createUser(t, { role: Role.Merchant, merchantId: randomUUID() });
    own = await createBrand(t, { name: 'Own Sleep', merchantId: merchant.user.merchantId });
    others = await createBrand(t, { name: 'Other Sleep', merchantId: otherMerchant.user.merchantId });
  });

  const as = (who: UserFixture | undefined) => ({
    get: (path: string) => (who ? t.http().get(path).set('authorization', who.token) : t.http().get(path)),
    post: (path: string, body: object) =>
      who ? t.http().post(path).set('authorization', who.token).send(body) : t.http().post(path).send(body),
    put: (path: string, body: object) =>
      who ? t.http().put(path).set('authorization', who.token).send(body) : t.http().put(path).send(body),
    delete: (path: string) => (who ? t.http().delete(path).set('authorization', who.token) : t.http().delete(path)),
  });

  it('lists active brands by name to everyone', async () => {
    await createBrand(t, { name: 'Asleep', isActive: false });
    for (const who of [undefined, member, merchant, admin]) {
      const res = await as(who).get('/api/brand/list').expect(200);
      expect(res.body.brands.map((b: { name: string }) => b.name)).toEqual(['Other Sleep', 'Own Sleep']);
    }
  });

  it('lists brands to manage: all for administrators, its own for a merchant, none for others', async () => {
    await as(undefined).get('/api/brand').expect(401);
    await as(member).get('/api/brand').expect(403);
    const mine = await as(merchant).get('/api/brand').expect(200);
    expect(mine.body.brands.map((b: { _id: string }) => b._id)).toEqual([own.id]);
    const all = await as(admin).get('/api/brand').expect(200);
    expect(all.body.brands).toHaveLength(2);
    const options = await as(merchant).get('/api/brand/list/select').expect(200);
    expect(options.body).toEqual({ brands: [{ _id: own.id, name: 'Own Sleep' }] });
    await as(member).get('/api/brand/list/select').expect(403);
  });

  it('shows an inactive brand only to those who manage it', async () => {
    await as(admin).put(`/api/brand/${own.id}/active`, { brand: { isActive: false } }).expect(200);
    await as(undefined).get(`/api/brand/${own.id}`).expect(404);
    await as(member).get(`/api/brand/${own.id}`).expect(404);
    await as(otherMerchant).get(`/api/brand/${own.id}`).expect(404);
    await as(merchant).get(`/api/brand/${own.id}`).expect(200);
    await as(admin).get(`/api/brand/${own.id}`).expect(200);
    const active = await as(undefined).get(`/api/brand/${others.id}`).expect(200);
    expect(active.body.brand).toEqual(expect.objectContaining({ name: 'Other Sleep', slug: others.slug, isActive: true }));
  });

  it('lets only administrators add, with a unique slug and name', async () => {
    const body = { name: 'Ortho Dreams', description: 'Firm support for back pain.' };
    await as(undefined).post('/api/brand/add', body).expect(401);
    await as(member).post('/api/brand/add', body).expect(403);
    await as(merchant).post('/api/brand/add', body).expect(403);
    const res = await as(admin).post('/api/brand/add', body).expect(201);
    expect(res.body).toEqual({
      success: true,
      message: CatalogMessage.brandAdded,
      brand: expect.objectContaining({ name: 'Ortho Dreams', slug: 'ortho-dreams', isActive: true, merchant: null }),
    });
    const again = await as(admin).post('/api/brand/add', { ...body, name: 'ORTHO dreams' }).expect(409);
    expect(again.body).toEqual({ error: CatalogMessage.brandNameTaken });
    const similar = await as(admin).post('/api/brand/add', { ...body, name: 'Ortho-Dreams!' }).expect(201);
    expect(similar.body.brand.slug).toBe('ortho-dreams-2');
  });

  it.each([
    [{ description: 'x' }, CatalogMessage.nameRequired],
    [{ name: ' ', description: 'x' }, CatalogMessage.nameRequired],
    [{ name: 'Soft Co' }, CatalogMessage.descriptionRequired],
    [{ name: 'Soft Co', description: 'x'.repeat(201) }, CatalogMessage.descriptionMax],
  ])('refuses to add %j with "%s"', async (body, message) => {
    const res = await as(admin).post('/api/brand/add', body).expect(400);
    expect(res.body).toEqual({ error: message });
    expect(await t.orm.em.fork().count(Brand)).toBe(2);
  });

  it("lets a merchant edit and toggle its own brand, and answers 404 for another's", async () => {
    const change = { brand: { name: 'Own Sleep Plus', description: 'Now with latex.' } };
    await as(undefined).put(`/api/brand/${own.id}`, change).expect(401);
    await as(member).put(`/api/brand/${own.id}`, change).expect(403);
    const res = await as(otherMerchant).put(`/api/brand/${own.id}`, change).expect(404);
    expect(res.body).toEqual({ error: CatalogMessage.brandNotFound });
    await as(otherMerchant).put(`/api/brand/${own.id}/active`, { brand: { isActive: false } }).expect(404);

    const updated = await as(merchant).put(`/api/brand/${own.id}`, change).expect(200);
    expect(updated.body.brand).toEqual(expect.objectContaining({ name: 'Own Sleep Plus', slug: own.slug }));
    const toggled = await as(merchant).put(`/api/brand/${own.id}/active`, { brand: { isActive: false } }).expect(200);
    expect(toggled.body.brand.isActive).toBe(false);
    // Enabling is the administrator's decision.
    const enable = await as(merchant).put(`/api/brand/${own.id}/active`, { brand: { isActive: true } }).expect(403);
    expect(enable.body).toEqual({ error: CatalogMessage.brandEnableAdminOnly });
    expect((await as(merchant).get(`/api/brand/${own.id}`).expect(200)).body.brand.isActive).toBe(false);
    await as(admin).put(`/api/brand/${others.id}`, { brand: { name: 'Other Sleep', description: 'Edited.' } }).expect(200);
  });

  it('checks the edit bodies', async () => {
    const missing = await as(admin).put(`/api/brand/${own.id}`, { brand: { name: '', description: 'x' } }).expect(400);
    expect(missing.body).toEqual({ error: CatalogMessage.nameRequired });
    const taken = await as(admin).put(`/api/brand/${own.id}`, { brand: { name: 'other sleep', description: 'x' } }).expect(409);
    expect(taken.body).toEqual({ error: CatalogMessage.brandNameTaken });
    const flag = await as(admin).put(`/api/brand/${own.id}/active`, { brand: { isActive: 'no' } }).expect(400);
    expect(flag.body).toEqual({ error: 'Active must be true or false.' });
  });

  it('lets only administrators delete', async () => {
    await as(undefined).delete(`/api/brand/delete/${own.id}`).expect(401);
    await as(member).delete(`/api/brand/delete/${own.id}`).expect(403);
    await as(merchant).delete(`/api/brand/delete/${own.id}`).expect(403);
    const res = await as(admin).delete(`/api/brand/delete/${own.id}`).expect(200);
    expect(res.body.message).toBe(CatalogMessage.brandDeleted);
    await as(admin).get(`/api/brand/${own.id}`).expect(404);
    const gone = await as(admin).delete(`/api/brand/delete/${own.id}`).expect(404);
    expect(gone.body).toEqual({ error: CatalogMessage.brandNotFound });
  });

  it('answers 404 for ids that are not ids', async () => {
    const res = await as(undefined).get('/api/brand/not-an-id').expect(404);
    expect(res.body).toEqual({ error: ErrorMessage.notFound });
  });
});

describe('disabling a brand', () => {
  const t = useTestApp({ contexts: [CATALOG_CONTEXT] });

  it('disables all its products in the same step, and enabling leaves them for the owner to choose', async () => {
    await t.reset();
    const { admin } = await createOneOfEachRole(t);
    const brand = await createBrand(t, { name: 'Cascade' });
    const other = await createBrand(t, { name: 'Untouched' });
    const em = t.orm.em.fork();
    for (const [sku, owner] of [['C-1', brand], ['C-2', brand], ['U-1', other]] as const) {
      em.create(Product, { sku, name: sku, slug: sku.toLowerCase(), description: 'x', pricePaise: 100_000, brand: owner });
    }
    await em.flush();
    await t.http().put(`/api/brand/${brand.id}/active`).set('authorization', admin.token).send({ brand: { isActive: false } }).expect(200);
    const after = await t.orm.em.fork().find(Product, {}, { orderBy: { sku: 'asc' } });
    expect(after.map((p) => [p.sku, p.isActive])).toEqual([
      ['C-1', false],
      ['C-2', false],
      ['U-1', true],
    ]);
    await t.http().put(`/api/brand/${brand.id}/active`).set('authorization', admin.token).send({ brand: { isActive: true } }).expect(200);
    expect((await t.orm.em.fork().findOneOrFail(Product, { sku: 'C-1' })).isActive).toBe(false);
  });
});
