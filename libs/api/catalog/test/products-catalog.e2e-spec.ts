import { Category, Product, type Brand, CATALOG_CONTEXT } from '../src';
import { CatalogMessage, ProductMessage } from '@nidra/shared/contracts';
import { createBrand, createProduct } from '../testing';
import { countStatements, useTestApp, type TestApp } from '@nidra/api/testing';

type Listed = { name: string; price: number };
const names = (body: { products: Listed[] }) => body.products.map((p) => p.name);

async function categorise(t: TestApp, slug: string, products: Product[], isActive = true) {
  const em = t.orm.em.fork();
  const category = em.create(Category, { name: slug, slug, description: slug, isActive });
  for (const product of products) category.products.add(em.getReference(Product, product.id));
  await em.flush();
}

describe('the public catalogue', () => {
  const t = useTestApp({ contexts: [CATALOG_CONTEXT] });
  let sleepwell: Brand;
  let hidden: Brand;
  const made: Record<string, Product> = {};

  beforeAll(async () => {
    await t.reset();
    sleepwell = await createBrand(t, { name: 'SleepWell', slug: 'sleepwell' });
    hidden = await createBrand(t, { name: 'Hidden', slug: 'hidden', isActive: false });
    const base = Date.UTC(2026, 0, 1);
    const specs: Array<[string, number, Brand | null, number, boolean?]> = [
      ['Ortho 6', 810, sleepwell, 4.5],
      ['Ortho 8', 1050, sleepwell, 3.2],
      ['Latex 10', 1350, null, 0],
      ['Latex 12', 1600, sleepwell, 5],
      ['Coir 14', 1899, null, 2],
      ['Memory 16', 2190, sleepwell, 4],
      ['Memory 18', 2499, null, 1],
      ['Hybrid 20', 2799, sleepwell, 0],
      ['Hybrid 22', 3099, null, 4.8],
      ['Royal 24', 3380, sleepwell, 3.9],
      ['Feather Pillow', 500, null, 0],
      ['Switched off', 999, null, 5, false],
      ['Of a hidden brand', 1000, hidden, 5],
    ];
    for (const [i, [name, price, brand, averageRating, isActive]] of specs.entries()) {
      made[name] = await createProduct(t, {
        name,
        slug: name.toLowerCase().replace(/ /g, '-'),
        pricePaise: price * 100,
        brand,
        averageRating,
        isActive: isActive ?? true,
        created: new Date(base + i * 60_000),
      });
    }
    await categorise(t, 'orthopaedic', [made['Ortho 6'], made['Ortho 8'], made['Royal 24'], made['Switched off']]);
    await categorise(t, 'retired', [made['Latex 10']], false);
  });

  const list = (body: object = {}) => t.http().post('/api/product/list').send(body).expect(200);

  it('lists every visible product, newest first, 8 a page, without a price bound by default', async () => {
    const first = await list();
    expect(first.body).toEqual(expect.objectContaining({ page: 1, pages: 2, totalProducts: 11 }));
    expect(names(first.body)).toEqual([
      'Feather Pillow',
      'Royal 24',
      'Hybrid 22',
      'Hybrid 20',
      'Memory 18',
      'Memory 16',
      'Coir 14',
      'Latex 12',
    ]);
    const last = await list({ pageNumber: 2 });
    expect(names(last.body)).toEqual(['Latex 10', 'Ortho 8', 'Ortho 6']);
    const beyond = await list({ pageNumber: 3 });
    expect([beyond.body.products, beyond.body.totalProducts]).toEqual([[], 11]);
  });

  it('hides inactive products and products of an inactive brand, and lists brandless ones', async () => {
    const all = [...names((await list()).body), ...names((await list({ pageNumber: 2 })).body)];
    expect(all).not.toContain('Switched off');
    expect(all).not.toContain('Of a hidden brand');
    expect(all).toContain('Latex 10');
  });

  it('sorts by price both ways, and understands the older sortOrder form', async () => {
    const high = await list({ order: 1 });
    expect(high.body.products.map((p: Listed) => p.price).slice(0, 3)).toEqual([3380, 3099, 2799]);
    const low = await list({ order: 2 });
    expect(low.body.products.map((p: Listed) => p.price).slice(0, 3)).toEqual([500, 810, 1050]);
    const legacy = await list({ sortOrder: { price: 1 } });
    expect(names(legacy.body)).toEqual(names(low.body));
  });

  it('filters by the price shown (the cheapest size, from ₹X), bounds included', async () => {
    // Ortho 8 from 1,050 × 15 (its Single 6x2.5), Latex 12 from 1,600 × 15.
    const res = await list({ min: 15_750, max: 24_000, order: 2 });
    expect(names(res.body)).toEqual(['Ortho 8', 'Latex 10', 'Latex 12']);
    // A lowest price above the highest matches nothing, in every order.
    for (const order of [0, 1, 2]) {
      expect((await list({ min: 1600, max: 1050, order })).body).toMatchObject({ products: [], totalProducts: 0, pages: 1 });
    }
  });

  it('filters by brand, category, name and minimum rating', async () => {
    expect((await list({ brand: 'sleepwell' })).body.totalProducts).toBe(6);
    expect((await list({ brand: 'hidden' })).body.totalProducts).toBe(0);
    expect(names((await list({ category: 'orthopaedic', order: 2 })).body)).toEqual(['Ortho 6', 'Ortho 8', 'Royal 24']);
    expect((await list({ category: 'retired' })).body.totalProducts).toBe(0);
    expect((await list({ category: 'all', brand: 'all' })).body.totalProducts).toBe(11);
    expect(names((await list({ name: 'HYBRID', order: 2 })).body)).toEqual(['Hybrid 20', 'Hybrid 22']);
    expect(names((await list({ rating: 4.5, order: 2 })).body)).toEqual(['Ortho 6', 'Latex 12', 'Hybrid 22']);
    expect((await list({ rating: 0 })).body.totalProducts).toBe(11);
  });

  it('answers the body the spec’s own client sends, where "all" or nothing means no filter', async () => {
    const client = { name: 'all', category: 'all', brand: 'all', rating: 0, order: 0, pageNumber: 1 };
    const first = await list(client);
    expect(first.body).toEqual(expect.objectContaining({ page: 1, pages: 2, totalProducts: 11 }));
    expect(names(first.body)).toEqual(names((await list()).body));
    for (const all of [' ALL ', 'All', '', '  ']) {
      expect((await list({ ...client, name: all, category: all, brand: all })).body.totalProducts).toBe(11);
    }
    expect((await list({ ...client, brand: 'sleepwell' })).body.totalProducts).toBe(6);
    expect(names((await list({ ...client, category: 'orthopaedic', order: 2 })).body)).toEqual(['Ortho 6', 'Ortho 8', 'Royal 24']);
    expect(names((await list({ ...client, name: 'latex', order: 2 })).body)).toEqual(['Latex 10', 'Latex 12']);
    const brandPage = await t.http().get('/api/product/list/brand/sleepwell').expect(200);
    expect(brandPage.body.totalProducts).toBe(6);
  });

  it.each([
    [{ order: 5 }, 'Order must be 0, 1 or 2.'],
    [{ pageNumber: 0 }, 'Page must be at least 1.'],
    [{ rating: 6 }, 'Rating must be from 0 to 5.'],
    [{ min: 'cheap' }, 'Minimum price must be a number.'],
  ])('refuses the filters %j with "%s"', async (body, message) => {
    const res = await t.http().post('/api/product/list').send(body).expect(400);
    expect(res.body).toEqual({ error: message });
  });

  it('reads a page in one statement, from an index of the catalogue built once for each version of it', async () => {
    const version = async () =>
      (await t.orm.em.getConnection().execute<Array<{ version: string }>>('SELECT version FROM catalog_version'))[0].version;
    const connection = t.orm.em.getConnection();
    await list({ pageNumber: 2 });
    // Any page of any filter set, counted or not before: one statement.
    expect(await countStatements(t, () => list())).toBe(1);
    expect(await countStatements(t, () => list({ name: 'Royal' }))).toBe(1);
    expect(await countStatements(t, () => list({ name: 'Royal', pageNumber: 2, min: 100, max: 5000, rating: 1, order: 2 }))).toBe(1);

    // Stock moving (orders) leaves the catalogue's version alone, and the very next page shows it.
    const before = await version();
    await connection.execute('UPDATE products SET quantity = quantity - 1 WHERE id = ?', [made['Royal 24'].id]);
    expect(await version()).toBe(before);
    const royal = async () => (await list({ name: 'Royal' })).body.products.find((p: { name: string }) => p.name === 'Royal 24');
    expect((await royal()).quantity).toBe(made['Royal 24'].quantity - 1);

    // A new product moves the version: the index is built again (three statements once), then one again.
    const added = await createProduct(t, { name: 'Royal 26', pricePaise: 350_000 });
    try {
      expect(await version()).not.toBe(before);
      let body: { totalProducts: number } = { totalProducts: 0 };
      expect(await countStatements(t, async () => ({ body } = await list({ name: 'Royal' })))).toBe(3);
      expect(body.totalProducts).toBe(2);
      expect(await countStatements(t, () => list({ name: 'Royal' }))).toBe(1);
      // A price change, a hidden product and a new rating show on the very next request.
      await connection.execute('UPDATE products SET price_paise = 360000, from_price_paise = 5400000 WHERE id = ?', [added.id]);
      expect((await list({ name: 'Royal 26' })).body.products[0].price).toBe(3600);
      expect((await list({ name: 'Royal', min: 53_500 })).body.totalProducts).toBe(1);
      await connection.execute('UPDATE products SET average_rating = 4.5 WHERE id = ?', [added.id]);
      expect((await list({ rating: 4 })).body.products.map((p: { name: string }) => p.name)).toContain('Royal 26');
      await connection.execute('UPDATE products SET is_active = false WHERE id = ?', [added.id]);
      expect((await list({ name: 'Royal' })).body.totalProducts).toBe(1);
    } finally {
      await connection.execute('DELETE FROM products WHERE id = ?', [added.id]);
      await connection.execute('UPDATE products SET quantity = quantity + 1 WHERE id = ?', [made['Royal 24'].id]);
    }
  });

  it('still answers the product page when a migration changes a column it reads while the shop runs', async () => {
    const connection = t.orm.em.getConnection();
    const page = async () => (await t.http().get(`/api/product/item/${made['Ortho 6'].slug}`).expect(200)).body.product;
    // Every pooled connection prepares the page's statement, then the column's type changes under it.
    await Promise.all(Array.from({ length: 12 }, page));
    await connection.execute('ALTER TABLE products ALTER COLUMN sku TYPE text');
    try {
      for (const product of await Promise.all(Array.from({ length: 12 }, page))) expect(product.name).toBe('Ortho 6');
    } finally {
      await connection.execute('ALTER TABLE products ALTER COLUMN sku TYPE varchar(64)');
    }
  });

  it('answers a product page and search suggestions with one statement each', async () => {
    const page = await countStatements(t, () => t.http().get(`/api/product/item/${made['Ortho 6'].slug}`).expect(200));
    const many = await countStatements(t, () => t.http().get('/api/product/list/search/o').expect(200));
    const none = await countStatements(t, () => t.http().get('/api/product/list/search/zzz').expect(200));
    expect([page, many, none]).toEqual([1, 1, 1]);
  });

  it("pages a brand's products and answers 404 for an unknown or disabled brand", async () => {
    const res = await t.http().get('/api/product/list/brand/sleepwell').expect(200);
    expect(res.body).toEqual(expect.objectContaining({ page: 1, pages: 1, totalProducts: 6 }));
    expect(names(res.body)[0]).toBe('Royal 24');
    const missing = await t.http().get('/api/product/list/brand/nope').expect(404);
    expect(missing.body).toEqual({ error: CatalogMessage.brandNotFound });
    await t.http().get('/api/product/list/brand/hidden').expect(404);
    await t.http().get('/api/product/list/brand/sleepwell?page=x').expect(400);
  });

  it('serves the product page by slug, and 404 for a hidden product', async () => {
    const res = await t.http().get('/api/product/item/ortho-6').expect(200);
    expect(res.body.product).toEqual(
      expect.objectContaining({ name: 'Ortho 6', price: 810, brand: expect.objectContaining({ slug: 'sleepwell' }) }),
    );
    for (const slug of ['switched-off', 'of-a-hidden-brand', 'no-such-thing']) {
      const missing = await t.http().get(`/api/product/item/${slug}`).expect(404);
      expect(missing.body).toEqual({ error: ProductMessage.notFound });
    }
  });

  it("answers a product's pictures in their order on the shop page, the product page and in suggestions", async () => {
    // Characters a list of texts has to escape in PostgreSQL's own notation, and a picture-less product.
    const pictures = ['/uploads/royal-24/front.webp', '/uploads/royal-24/side, "left".webp', '/uploads/royal-24/{top}\\.webp'];
    await t.orm.em.fork().nativeUpdate(Product, { id: made['Royal 24'].id }, { imageUrls: pictures });
    const listed = (await list({ name: 'royal' })).body.products[0];
    const page = (await t.http().get('/api/product/item/royal-24').expect(200)).body.product;
    const suggested = (await t.http().get('/api/product/list/search/royal').expect(200)).body.products[0];
    expect([listed.imageUrls, listed.imageUrl, page.imageUrls, page.imageUrl, suggested.imageUrl]).toEqual([
      pictures,
      pictures[0],
      pictures,
      pictures[0],
      pictures[0],
    ]);
    const bare = (await list({ name: 'ortho 6' })).body.products[0];
    expect([bare.imageUrls, bare.imageUrl]).toEqual([[], null]);
  });

  it('suggests visible products whose names contain the text', async () => {
    const res = await t.http().get('/api/product/list/search/ORTH').expect(200);
    expect(res.body.products.map((p: { name: string }) => p.name)).toEqual(['Ortho 6', 'Ortho 8']);
    expect(res.body.products[0]).toEqual({
      _id: made['Ortho 6'].id,
      name: 'Ortho 6',
      slug: 'ortho-6',
      imageUrl: null,
      price: 810,
      fromPrice: 12_150,
      fromPriceWithTax: 14_337,
    });
    const hidden = await t.http().get('/api/product/list/search/hidden').expect(200);
    expect(hidden.body.products).toEqual([]);
  });

  it('suggests from what the catalogue holds now, asked again or not', async () => {
    const suggested = async (term: string) =>
      (await t.http().get(`/api/product/list/search/${term}`).expect(200)).body.products.map((p: { name: string; slug: string }) => `${p.name} ${p.slug}`);
    const connection = t.orm.em.getConnection();
    expect(await suggested('hybr')).toEqual(['Hybrid 20 hybrid-20', 'Hybrid 22 hybrid-22']);
    // Asked again in another case: still one statement, same answer.
    expect(await countStatements(t, async () => expect(await suggested('HYBR')).toEqual(['Hybrid 20 hybrid-20', 'Hybrid 22 hybrid-22']))).toBe(1);
    try {
      await connection.execute(`UPDATE products SET name = 'Hybrid Plus 20', slug = 'hybrid-plus-20' WHERE id = ?`, [made['Hybrid 20'].id]);
      expect(await suggested('hybr')).toEqual(['Hybrid 22 hybrid-22', 'Hybrid Plus 20 hybrid-plus-20']);
      await connection.execute(`UPDATE products SET slug = 'hybrid-twenty' WHERE id = ?`, [made['Hybrid 20'].id]);
      expect(await suggested('hybr')).toEqual(['Hybrid 22 hybrid-22', 'Hybrid Plus 20 hybrid-twenty']);
      await connection.execute('UPDATE products SET is_active = false WHERE id = ?', [made['Hybrid 22'].id]);
      expect(await suggested('hybr')).toEqual(['Hybrid Plus 20 hybrid-twenty']);
    } finally {
      await connection.execute(`UPDATE products SET name = 'Hybrid 20', slug = 'hybrid-20' WHERE id = ?`, [made['Hybrid 20'].id]);
      await connection.execute('UPDATE products SET is_active = true WHERE id = ?', [made['Hybrid 22'].id]);
    }
    expect(await suggested('hybr')).toEqual(['Hybrid 20 hybrid-20', 'Hybrid 22 hybrid-22']);
  });

  it.each(['%', '_', '(', '\\', '.*'])('treats %s in a search as plain text', async (term) => {
    const res = await t.http().get(`/api/product/list/search/${encodeURIComponent(term)}`).expect(200);
    expect(res.body.products).toEqual([]);
  });
});
