import { randomUUID } from 'node:crypto';
import { Product, ProductVariant, CATALOG_CONTEXT, type Brand } from '../src';
import { PRODUCT_CSV_COLUMNS, ProductCsvMessage, ProductMessage, Role } from '@nidra/shared/contracts';
import { createBrand, createProduct, pngImage } from '../testing';
import { createOneOfEachRole, createUser, type UserFixture } from '@nidra/api/identity/testing';
import { countStatements, useTestApp } from '@nidra/api/testing';

const HEADER = PRODUCT_CSV_COLUMNS.join(',');

describe('products as CSV', () => {
  const t = useTestApp({ contexts: [CATALOG_CONTEXT] });
  let member: UserFixture;
  let merchant: UserFixture;
  let admin: UserFixture;
  let own: Brand;
  let shop: Brand;

  beforeEach(async () => {
    await t.reset();
    ({ member, merchant, admin } = await createOneOfEachRole(t));
    own = await createBrand(t, { name: 'Kumar Coir', slug: 'kumar-coir', merchantId: merchant.user.merchantId });
    shop = await createBrand(t, { name: 'SleepWell', slug: 'sleepwell' });
  });

  const exportAs = (who?: UserFixture) => {
    const req = t.http().get('/api/product/export.csv');
    if (who) void req.set('authorization', who.token);
    return req;
  };
  const importAs = (who: UserFixture | undefined, file: string | Buffer | null, filename = 'products.csv') => {
    const req = t.http().post('/api/product/import');
    if (who) void req.set('authorization', who.token);
    if (file !== null) void req.attach('file', Buffer.isBuffer(file) ? file : Buffer.from(file, 'utf8'), { filename, contentType: 'text/csv' });
    else void req.field('note', 'no file');
    return req;
  };
  const csv = (...lines: string[]) => `${lines.join('\r\n')}\r\n`;
  const bySku = (sku: string) => t.orm.em.fork().findOneOrFail(Product, { sku }, { populate: ['brand'] });
  const count = () => t.orm.em.fork().count(Product);
  /** Every product as stored, last change included. */
  const stored = async () =>
    (await t.orm.em.fork().find(Product, {}, { orderBy: { sku: 'asc' } })).map(({ brand, created, updated, variants: _variants, ...fields }) => ({
      ...fields,
      brand: brand?.id ?? null,
      created: created.getTime(),
      updated: updated.getTime(),
    }));

  async function someProducts() {
    await createProduct(t, {
      sku: 'B-COIR-6',
      name: 'Coir "Classic", 6 inch',
      description: 'Natural coir,\nrubberised.',
      pricePaise: 81_050,
      quantity: 12,
      brand: own,
      gstRate: 12,
      hsn: '94049000',
    });
    await createProduct(t, { sku: 'A-LATEX-10', name: 'Latex 10', description: 'Natural latex.', pricePaise: 135_000, quantity: 0, taxable: false, isActive: false });
    await createProduct(t, { sku: 'C-ORTHO-8', name: 'Ortho 8', slug: 'ortho-8', description: 'Firm support.', pricePaise: 105_000, quantity: 40, brand: shop });
  }

  it('is for administrators and merchants to export, administrators alone to import', async () => {
    await exportAs().expect(401);
    await exportAs(member).expect(403);
    await exportAs(merchant).expect(200);
    await exportAs(admin).expect(200);
    const file = csv('sku,name,description,price,quantity', 'NEW-1,New,A new one.,100,1');
    expect((await importAs(undefined, file).expect(401)).body).toEqual({ error: expect.any(String) });
    await importAs(member, file).expect(403);
    await importAs(merchant, file).expect(403);
    expect(await count()).toBe(0);
    expect((await importAs(admin, file).expect(200)).body).toEqual({ created: 1, updated: 0 });
  });

  it('exports every product for the administrator, by sku, as RFC 4180 CSV', async () => {
    await someProducts();
    const res = await exportAs(admin).expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="products.csv"');
    expect(res.text).toBe(
      csv(
        HEADER,
        'A-LATEX-10,Latex 10,Natural latex.,1350,0,0,,9404,,0',
        'B-COIR-6,"Coir ""Classic"", 6 inch","Natural coir,\nrubberised.",810.5,12,1,kumar-coir,94049000,12,1',
        'C-ORTHO-8,Ortho 8,Firm support.,1050,40,1,sleepwell,9404,,1',
      ),
    );
    // The caller's account, then the products with their brands.
    expect(await countStatements(t, () => exportAs(admin).expect(200))).toBe(2);
  });

  it("exports only the merchant's own brand's products", async () => {
    await someProducts();
    const other = await createUser(t, { role: Role.Merchant, merchantId: randomUUID() });
    const res = await exportAs(merchant).expect(200);
    expect(res.text.split('\r\n').filter(Boolean).map((line) => line.split(',')[0])).toEqual(['sku', 'B-COIR-6']);
    expect((await exportAs(other).expect(200)).text).toBe(csv(HEADER));
  });

  it('creates new skus and updates known ones, leaving empty cells and unknown columns alone', async () => {
    await someProducts();
    const before = await bySku('C-ORTHO-8');
    // Columns in another order, one the shop does not know, a byte-order mark, and quoting.
    const file = `\uFEFF${csv(
      'price,SKU,notes,name,quantity,description,brand,gstRate,taxable,isActive,hsn',
      '2199.5,C-ORTHO-8,cheaper soon,,,,,18,,,',
      '999,NEW-PILLOW,,"Pillow, soft",25,"Hollow fibre, ""cloud"" feel.",Kumar-Coir,,0,,',
      '1500,NEW-ORTHO,,Ortho 8,3,Same name as another.,,,,0,940490',
    )}`;
    const res = await importAs(admin, file).expect(200);
    expect(res.body).toEqual({ created: 2, updated: 1 });

    const updated = await bySku('C-ORTHO-8');
    expect(updated).toMatchObject({ pricePaise: 219_950, gstRate: 18, name: 'Ortho 8', quantity: 40, description: 'Firm support.', taxable: true, isActive: true, hsn: '9404' });
    expect(updated.brand?.id).toBe(shop.id);
    expect(updated.slug).toBe(before.slug);
    const pillow = await bySku('NEW-PILLOW');
    expect(pillow).toMatchObject({
      name: 'Pillow, soft',
      slug: 'pillow-soft',
      description: 'Hollow fibre, "cloud" feel.',
      pricePaise: 99_900,
      quantity: 25,
      taxable: false,
      isActive: true,
      hsn: '9404',
      gstRate: null,
      imageUrls: [],
    });
    expect(pillow.brand?.id).toBe(own.id);
    const ortho = await bySku('NEW-ORTHO');
    expect(ortho).toMatchObject({ slug: 'ortho-8-2', isActive: false, hsn: '940490', brand: null });
  });

  it('shows an imported change on the very next request of the shop', async () => {
    await someProducts();
    const list = () => t.http().post('/api/product/list').send({ order: 2 }).expect(200);
    const prices = (body: { products: Array<{ name: string; price: number }> }) => body.products.map((p) => `${p.name} ${p.price}`);
    expect(prices((await list()).body)).toEqual(['Coir "Classic", 6 inch 810.5', 'Ortho 8 1050']);
    await importAs(admin, csv('sku,price,name,description,quantity', 'C-ORTHO-8,500,,,', 'NEW-1,700,Coir Junior,Small coir.,5')).expect(200);
    expect(prices((await list()).body)).toEqual(['Ortho 8 500', 'Coir Junior 700', 'Coir "Classic", 6 inch 810.5']);
    const item = await t.http().get('/api/product/item/coir-junior').expect(200);
    expect(item.body.product).toMatchObject({ sku: 'NEW-1', price: 700 });
  });

  it('lists every bad row by its number and writes nothing', async () => {
    await someProducts();
    const file = csv(
      'sku,name,description,price,quantity,taxable,brand,hsn,gstRate,isActive',
      'C-ORTHO-8,,,0,,,,,,',
      'GOOD-1,Good one,Fine.,100,1,1,,,,1',
      ',No sku,Nothing.,100,1,,,,,',
      'NEW-2,,,,,,,,,',
      `NEW-3,${'x'.repeat(201)},Too long a name.,100,2.5,maybe,no-such-brand,12ab,7,2`,
      'GOOD-1,Again,Twice.,100,1,,,,,',
      'SHORT-ROW,Only three',
      ',,,,,,,,,',
      'C-ORTHO-8,,,-5,1000001,,,,,',
    );
    const res = await importAs(admin, file).expect(400);
    expect(res.body).toEqual({
      error: ProductCsvMessage.rowsRefused(7),
      rows: [
        { row: 2, error: ProductMessage.priceMin },
        { row: 4, error: ProductMessage.skuRequired },
        { row: 5, error: [ProductMessage.nameRequired, ProductMessage.descriptionRequired, ProductMessage.quantityRequired, ProductMessage.priceRequired].join(' ') },
        {
          row: 6,
          error: [
            ProductCsvMessage.flag('Taxable'),
            ProductCsvMessage.flag('Active'),
            ProductCsvMessage.brandUnknown('no-such-brand'),
            'Name may not be greater than 200 characters.',
            ProductMessage.quantityWhole,
            ProductMessage.hsnInvalid,
            ProductMessage.gstRateInvalid,
          ].join(' '),
        },
        { row: 7, error: ProductCsvMessage.skuTwice('GOOD-1', 3) },
        { row: 8, error: ProductCsvMessage.cellCount(2, 10) },
        { row: 10, error: ProductCsvMessage.skuTwice('C-ORTHO-8', 2) },
      ],
    });
    expect(await count()).toBe(3);
    expect((await bySku('C-ORTHO-8')).pricePaise).toBe(105_000);
  });

  it('refuses a negative price or too much stock on a known product', async () => {
    await someProducts();
    const res = await importAs(admin, csv('sku,price,quantity', 'C-ORTHO-8,-5,1000001', 'A-LATEX-10,12.345,-1')).expect(400);
    expect(res.body.rows).toEqual([
      { row: 2, error: `${ProductMessage.quantityMax} ${ProductMessage.priceMin}` },
      { row: 3, error: `${ProductMessage.quantityWhole} ${ProductMessage.priceNotNumber}` },
    ]);
  });

  it('refuses numbers and flags written otherwise than the export writes them, by row and column', async () => {
    await someProducts();
    const before = await stored();
    const file = csv(
      'sku,name,description,price,quantity,taxable',
      'C-ORTHO-8,,,0x10,,',
      'A-LATEX-10,,,1e3,,',
      'B-COIR-6,,,,0x10,',
      'NEW-1,Pillow,Soft.,499,3,yes',
      'NEW-2,Pillow,Soft.,abc,3,1',
    );
    const res = await importAs(admin, file).expect(400);
    expect(res.body.rows).toEqual([
      { row: 2, error: ProductMessage.priceNotNumber },
      { row: 3, error: ProductMessage.priceNotNumber },
      { row: 4, error: ProductMessage.quantityWhole },
      { row: 5, error: ProductCsvMessage.flag('Taxable') },
      { row: 6, error: ProductMessage.priceNotNumber },
    ]);
    expect(await stored()).toEqual(before);
  });

  it('keeps a retired GST rate on a product while a row leaves it, and refuses setting one', async () => {
    await someProducts();
    // B-COIR-6 was given 12 % before the slabs changed; the row names it again, or leaves it empty.
    expect((await importAs(admin, csv('sku,gstRate,quantity', 'B-COIR-6,12,13', 'C-ORTHO-8,,41')).expect(200)).body).toEqual({ created: 0, updated: 2 });
    expect((await bySku('B-COIR-6')).gstRate).toBe(12);
    const refused = await importAs(admin, csv('sku,gstRate', 'C-ORTHO-8,28')).expect(400);
    expect(refused.body.rows).toEqual([{ row: 2, error: ProductMessage.gstRateInvalid }]);
    expect((await importAs(admin, csv('sku,gstRate', 'B-COIR-6,5')).expect(200)).body).toEqual({ created: 0, updated: 1 });
    expect((await bySku('B-COIR-6')).gstRate).toBe(5);
  });

  it('takes back its own export unchanged, texts a spreadsheet would run marked as text', async () => {
    await someProducts();
    await createProduct(t, { sku: 'D-FORMULA', name: '=HYPERLINK("http://example.com","Ortho")', description: '-soft, +firm' });
    const exported = (await exportAs(admin).expect(200)).text;
    expect(exported).toContain(`D-FORMULA,"'=HYPERLINK(""http://example.com"",""Ortho"")","'-soft, +firm",`);
    const before = await stored();
    expect((await importAs(admin, exported).expect(200)).body).toEqual({ created: 0, updated: 0 });
    expect(await stored()).toEqual(before);
    expect((await exportAs(admin).expect(200)).text).toBe(exported);
  });

  it.each([
    ['a picture', 'png' as const, ProductCsvMessage.notText],
    ['an empty file', Buffer.alloc(0), ProductCsvMessage.empty],
    ['blank lines', Buffer.from('\r\n  \r\n'), ProductCsvMessage.empty],
    ['a header without sku', Buffer.from(csv('name,price', 'Ortho,100')), ProductCsvMessage.skuColumnMissing],
    ['plain text', Buffer.from('Dear shop, please add my mattress.\n'), ProductCsvMessage.skuColumnMissing],
    ['a header alone', Buffer.from(csv(HEADER)), ProductCsvMessage.noRows],
    ['a column twice', Buffer.from(csv('sku,price,Price', 'A,1,2')), ProductCsvMessage.columnTwice('price')],
    ['a broken quote', Buffer.from(csv('sku,name', 'A,Ortho "8"', 'B,Latex')), ProductCsvMessage.unreadable(2)],
    ['text that is not UTF-8', Buffer.from([0x73, 0x6b, 0x75, 0x0a, 0xff, 0xfe, 0x41, 0x0a]), ProductCsvMessage.notText],
  ])('refuses %s with a 400 and writes nothing', async (_what, file, message) => {
    const res = await importAs(admin, file === 'png' ? await pngImage(40, 30) : file).expect(400);
    expect(res.body).toEqual({ error: message });
    expect(await count()).toBe(0);
  });

  it('wants a file in the field "file", multipart, at most 5 MB', async () => {
    expect((await importAs(admin, null).expect(400)).body).toEqual({ error: ProductCsvMessage.fileRequired });
    const huge = Buffer.from(`sku\n${'A'.repeat(5 * 1024 * 1024)}\n`);
    expect((await importAs(admin, huge).expect(413)).body).toEqual({ error: ProductCsvMessage.tooLarge });
    const json = await t.http().post('/api/product/import').set('authorization', admin.token).send({ sku: 'A' }).expect(415);
    expect(json.body).toEqual({ error: 'Send this form as multipart/form-data.' });
  });

  it('imports 1,000 rows, each with its variants, in a fixed number of statements', async () => {
    await someProducts();
    const rows = Array.from({ length: 1_000 }, (_, i) =>
      i < 500 ? `BULK-${i},Bulk mattress,Bulk.,${1000 + i},${i},1,sleepwell,,,1` : `BULK-${i},Bulk mattress ${i},Bulk.,${1000 + i},${i},1,,,,1`,
    );
    const first = csv(HEADER, ...rows);
    const statements = await countStatements(t, () => importAs(admin, first).expect(200, { created: 1_000, updated: 0 }));
    // The caller's account; products and brands looked up; slugs (one name 500 times: two statements); one insert;
    // the variants: the products read, every size of each written, their prices kept on the products.
    expect(statements).toBe(9);
    expect(await t.orm.em.fork().count(ProductVariant, { sku: { $like: 'BULK-%' } })).toBe(15_000);
    expect(await count()).toBe(1_003);
    const slugs = (await t.orm.em.fork().find(Product, { sku: { $like: 'BULK-%' }, name: 'Bulk mattress' })).map((p) => p.slug);
    expect(new Set(slugs).size).toBe(500);

    const again = csv('sku,quantity', ...Array.from({ length: 1_000 }, (_, i) => `BULK-${i},${i + 1}`));
    // The account, the lookup, one update; the variants read and the products' figures kept.
    expect(await countStatements(t, () => importAs(admin, again).expect(200, { created: 0, updated: 1_000 }))).toBe(5);
    expect((await bySku('BULK-999')).quantity).toBe(1_000);
  });
});
