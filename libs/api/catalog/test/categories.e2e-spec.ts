import { Category, Product, CATALOG_CONTEXT } from '../src';
import { CatalogMessage, CategoryMessage, ErrorMessage } from '@nidra/shared/contracts';
import { createProduct } from '../testing';
import { createOneOfEachRole, type UserFixture } from '@nidra/api/identity/testing';
import { useTestApp } from '@nidra/api/testing';

describe('categories', () => {
  const t = useTestApp({ contexts: [CATALOG_CONTEXT] });
  let users: Record<'member' | 'merchant' | 'admin', UserFixture>;
  let products: Product[];

  beforeEach(async () => {
    await t.reset();
    users = await createOneOfEachRole(t);
    products = [await createProduct(t, { name: 'Ortho 6' }), await createProduct(t, { name: 'Ortho 8' })];
  });

  const body = () => ({ name: 'Orthopaedic', description: 'Firm support for the back.', products: products.map((p) => p.id) });
  const addAsAdmin = (fields: object = body()) =>
    t.http().post('/api/category/add').set('authorization', users.admin.token).send(fields);

  it('lets only administrators add, edit, toggle and delete', async () => {
    for (const who of [undefined, users.member, users.merchant]) {
      const req = t.http().post('/api/category/add');
      const res = await (who ? req.set('authorization', who.token) : req).send(body());
      expect(res.status).toBe(who ? 403 : 401);
    }
    const added = await addAsAdmin().expect(201);
    expect(added.body).toEqual({
      success: true,
      message: CategoryMessage.added,
      category: expect.objectContaining({ name: 'Orthopaedic', slug: 'orthopaedic', isActive: true, products: expect.any(Array) }),
    });
    const id = added.body.category._id;
    const ids = (category: { products: Array<{ _id: string }> }) => category.products.map((p) => p._id).sort();
    expect(ids(added.body.category)).toEqual(products.map((p) => p.id).sort());

    for (const who of [users.member, users.merchant]) {
      await t.http().put(`/api/category/${id}`).set('authorization', who.token).send({ category: body() }).expect(403);
      await t.http().put(`/api/category/${id}/active`).set('authorization', who.token).send({ category: { isActive: false } }).expect(403);
      await t.http().delete(`/api/category/delete/${id}`).set('authorization', who.token).expect(403);
    }
    const edited = await t
      .http()
      .put(`/api/category/${id}`)
      .set('authorization', users.admin.token)
      .send({ category: { ...body(), name: 'Ortho Range', products: [products[0].id] } })
      .expect(200);
    expect(edited.body.category).toEqual(
      expect.objectContaining({ name: 'Ortho Range', slug: 'orthopaedic', products: [{ _id: products[0].id, name: 'Ortho 6', slug: products[0].slug }] }),
    );
    const deleted = await t.http().delete(`/api/category/delete/${id}`).set('authorization', users.admin.token).expect(200);
    expect(deleted.body.message).toBe(CategoryMessage.deleted);
    expect(await t.orm.em.fork().count(Product)).toBe(2);
  });

  it('lists a category’s products by id and name, as its edit form shows them', async () => {
    const id = (await addAsAdmin().expect(201)).body.category._id;
    const res = await t.http().get(`/api/category/${id}`).set('authorization', users.admin.token).expect(200);
    const listed = [...res.body.category.products].sort((a, b) => a.name.localeCompare(b.name));
    expect(listed).toEqual(products.map((p) => ({ _id: p.id, name: p.name, slug: p.slug })));
  });

  it('shows active categories to everyone and inactive ones only to administrators', async () => {
    const id = (await addAsAdmin().expect(201)).body.category._id;
    await addAsAdmin({ ...body(), name: 'Latex' }).expect(201);
    await t.http().put(`/api/category/${id}/active`).set('authorization', users.admin.token).send({ category: { isActive: false } }).expect(200);

    const publicList = await t.http().get('/api/category/list').expect(200);
    expect(publicList.body.categories.map((c: { name: string }) => c.name)).toEqual(['Latex']);
    const memberAll = await t.http().get('/api/category').set('authorization', users.member.token).expect(200);
    expect(memberAll.body.categories.map((c: { name: string }) => c.name)).toEqual(['Latex']);
    const adminAll = await t.http().get('/api/category').set('authorization', users.admin.token).expect(200);
    expect(adminAll.body.categories.map((c: { name: string }) => c.name)).toEqual(['Latex', 'Orthopaedic']);

    const hidden = await t.http().get(`/api/category/${id}`).expect(404);
    expect(hidden.body).toEqual({ error: CategoryMessage.notFound });
    await t.http().get(`/api/category/${id}`).set('authorization', users.merchant.token).expect(404);
    await t.http().get(`/api/category/${id}`).set('authorization', users.admin.token).expect(200);
  });

  it('disables its products when disabled', async () => {
    const other = await createProduct(t, { name: 'Elsewhere' });
    const id = (await addAsAdmin().expect(201)).body.category._id;
    await t.http().put(`/api/category/${id}/active`).set('authorization', users.admin.token).send({ category: { isActive: false } }).expect(200);
    const all = await t.orm.em.fork().find(Product, {}, { orderBy: { name: 'asc' } });
    expect(all.map((p) => [p.name, p.isActive])).toEqual([
      ['Elsewhere', true],
      ['Ortho 6', false],
      ['Ortho 8', false],
    ]);
    expect(other.isActive).toBe(true);
  });

  it.each([
    [{ name: '', description: 'x', products: ['p'] }, CatalogMessage.nameRequired],
    [{ name: 'A', products: ['p'] }, CatalogMessage.descriptionRequired],
    [{ name: 'A', description: 'x'.repeat(201), products: ['p'] }, CatalogMessage.descriptionMax],
    [{ name: 'A', description: 'x' }, CategoryMessage.productsRequired],
    [{ name: 'A', description: 'x', products: [] }, CategoryMessage.productsRequired],
    [{ name: 'A', description: 'x', products: ['not-an-id'] }, CategoryMessage.productNotFound],
    [{ name: 'A', description: 'x', products: ['6f1f9a3e-3c1b-4c2e-9f59-0a8b4f1f2d11'] }, CategoryMessage.productNotFound],
  ])('refuses %j with "%s" and stores nothing', async (fields, message) => {
    const res = await addAsAdmin(fields).expect(400);
    expect(res.body).toEqual({ error: message });
    expect(await t.orm.em.fork().count(Category)).toBe(0);
  });

  it('answers 404 for unknown ids', async () => {
    const res = await t.http().get('/api/category/0e6f2a52-3b7e-4d4a-8f0e-2f7b2a1c9d00').expect(404);
    expect(res.body).toEqual({ error: CategoryMessage.notFound });
    const bad = await t.http().get('/api/category/nope').expect(404);
    expect(bad.body).toEqual({ error: ErrorMessage.notFound });
  });
});
