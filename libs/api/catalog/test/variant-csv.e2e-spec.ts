import { randomUUID } from 'node:crypto';
import { CATALOG_CONTEXT, type Brand, type Product } from '../src';
import { ProductCsvMessage, ProductMessage, Role, VARIANT_CSV_COLUMNS, VariantCsvMessage, VariantMessage } from '@nidra/shared/contracts';
import { findSize, sizedPricePaise } from '@nidra/shared/util';
import { createBrand, createProduct } from '../testing';
import { createOneOfEachRole, createUser, type UserFixture } from '@nidra/api/identity/testing';
import { countStatements, useTestApp } from '@nidra/api/testing';

const HEADER = VARIANT_CSV_COLUMNS.join(',');

interface Variant {
  sku: string;
  size: string | null;
  thickness: number | null;
  pricePaise: number;
  quantity?: number;
  isActive?: boolean;
  priceSet?: boolean;
}

describe('variants as CSV', () => {
  const t = useTestApp({ contexts: [CATALOG_CONTEXT] });
  let member: UserFixture;
  let merchant: UserFixture;
  let admin: UserFixture;
  let own: Brand;

  beforeEach(async () => {
    await t.reset();
    ({ member, merchant, admin } = await createOneOfEachRole(t));
    own = await createBrand(t, { name: 'Kumar Coir', slug: 'kumar-coir', merchantId: merchant.user.merchantId });
  });

  const exportAs = (who?: UserFixture) => {
    const req = t.http().get('/api/product/variants.csv');
    if (who) void req.set('authorization', who.token);
    return req;
  };
  const importAs = (who: UserFixture | undefined, file: string | Buffer | null) => {
    const req = t.http().post('/api/product/variants/import');
    if (who) void req.set('authorization', who.token);
    if (file !== null) void req.attach('file', Buffer.isBuffer(file) ? file : Buffer.from(file, 'utf8'), { filename: 'variants.csv', contentType: 'text/csv' });
    else void req.field('note', 'no file');
    return req;
  };
  const csv = (...lines: string[]) => `${lines.join('\r\n')}\r\n`;
  const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => t.orm.em.fork().getConnection().execute<T[]>(text, params);

  /** A product's variants, set as given (its own stock when `stockBySize`), its figures kept as the shop keeps them. */
  async function sellIn(product: Product, variants: Variant[], stockBySize = false): Promise<void> {
    await sql('DELETE FROM product_variants WHERE product_id = ?', [product.id]);
    for (const variant of variants) {
      await sql(
        `INSERT INTO product_variants (id, product_id, sku, size_label, thickness, price_paise, price_set, quantity, is_active)
         VALUES (gen_random_uuid(), ?, ?, ?, ?, ?, ?, ?, ?)`,
        [product.id, variant.sku, variant.size, variant.thickness, variant.pricePaise, variant.priceSet ?? false, variant.quantity ?? 0, variant.isActive ?? true],
      );
    }
    await sql(
      `UPDATE products p SET stock_by_size = ?,
              quantity = CASE WHEN ? THEN (SELECT coalesce(sum(quantity), 0) FROM product_variants WHERE product_id = p.id AND is_active) ELSE quantity END,
              from_price_paise = (SELECT min(price_paise) FROM product_variants WHERE product_id = p.id AND is_active)
        WHERE id = ?`,
      [stockBySize, stockBySize, product.id],
    );
  }

  /** Every variant as stored, by sku, last change included. */
  const storedVariants = () =>
    sql(`SELECT v.sku, p.sku AS product, v.size_label, v.thickness, v.price_paise::float8 AS price, v.price_set, v.quantity, v.is_active, v.updated
           FROM product_variants v JOIN products p ON p.id = v.product_id ORDER BY v.sku`);
  const storedProducts = () => sql('SELECT sku, quantity, stock_by_size, from_price_paise::float8 AS from_price, updated FROM products ORDER BY sku');
  const stored = async () => ({ variants: await storedVariants(), products: await storedProducts() });
  const product = async (sku: string) => (await sql('SELECT quantity, stock_by_size, from_price_paise::float8 AS from_price FROM products WHERE sku = ?', [sku]))[0];
  const variant = async (sku: string) =>
    (await sql('SELECT size_label, thickness, price_paise::float8 AS price, price_set, quantity, is_active FROM product_variants WHERE sku = ?', [sku]))[0];

  /** A pooled mattress in three sizes, a mattress keeping stock by size (the merchant's), and a pillow. */
  async function someVariants(): Promise<{ ortho: Product; coir: Product; pillow: Product }> {
    const ortho = await createProduct(t, { sku: 'ORTHO', name: 'Ortho 8', pricePaise: 105_000, quantity: 7 });
    await sellIn(ortho, [
      { sku: 'ORTHO-6x3-8', size: '6x3', thickness: 8, pricePaise: 105_000 },
      { sku: 'ORTHO-5x6.5-8', size: '5x6.5', thickness: 8, pricePaise: 189_583 },
      { sku: 'ORTHO-6x6-8', size: '6x6', thickness: 8, pricePaise: 216_000, isActive: false },
    ]);
    const coir = await createProduct(t, { sku: 'COIR', name: 'Coir 6', pricePaise: 81_050, brand: own });
    await sellIn(
      coir,
      [
        { sku: 'COIR-6x3-6', size: '6x3', thickness: 6, pricePaise: 81_050, quantity: 4 },
        { sku: 'COIR-6x3-8', size: '6x3', thickness: 8, pricePaise: 99_999.5 * 2, quantity: 0, priceSet: true },
        { sku: '-COIR-5x6.5-6', size: '5x6.5', thickness: 6, pricePaise: 146_335, quantity: 12 },
      ],
      true,
    );
    const pillow = await createProduct(t, { sku: 'PILLOW', name: 'Soft Pillow', pricePaise: 49_950, quantity: 30 });
    await sellIn(pillow, [{ sku: 'PILLOW', size: null, thickness: null, pricePaise: 49_950 }]);
    return { ortho, coir, pillow };
  }

  const EXPORTED = csv(
    HEADER,
    "COIR,COIR-6x3-6,6x3,6,810.5,4,1",
    'COIR,COIR-6x3-8,6x3,8,1999.99,0,1',
    "COIR,'-COIR-5x6.5-6,5x6.5,6,1463.35,12,1",
    'ORTHO,ORTHO-6x3-8,6x3,8,1050,7,1',
    'ORTHO,ORTHO-5x6.5-8,5x6.5,8,1895.83,7,1',
    'ORTHO,ORTHO-6x6-8,6x6,8,2160,7,0',
    'PILLOW,PILLOW,,,499.5,30,1',
  );

  it('is for administrators and merchants to export, administrators alone to import', async () => {
    await someVariants();
    expect((await exportAs().expect(401)).body).toEqual({ error: expect.any(String) });
    expect((await exportAs(member).expect(403)).body).toEqual({ error: expect.any(String) });
    await exportAs(merchant).expect(200);
    await exportAs(admin).expect(200);
    const file = csv('sku,price', 'ORTHO-6x3-8,1100');
    expect((await importAs(undefined, file).expect(401)).body).toEqual({ error: expect.any(String) });
    await importAs(member, file).expect(403);
    await importAs(merchant, file).expect(403);
    expect((await variant('ORTHO-6x3-8')).price).toBe(105_000);
    expect((await importAs(admin, file).expect(200)).body).toEqual({ created: 0, updated: 1 });
    expect(await variant('ORTHO-6x3-8')).toMatchObject({ price: 110_000, price_set: true });
  });

  it('exports one row per variant by product, in the size table’s order: own stock or the pool, prices in rupees', async () => {
    await someVariants();
    const res = await exportAs(admin).expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="variants.csv"');
    expect(res.text).toBe(EXPORTED);
    // The caller's account, then the variants with their products.
    expect(await countStatements(t, () => exportAs(admin).expect(200))).toBe(2);
  });

  it("exports only the merchant's own brand's variants", async () => {
    await someVariants();
    const res = await exportAs(merchant).expect(200);
    expect(res.text).toBe(csv(HEADER, ...EXPORTED.split('\r\n').filter((line) => line.startsWith('COIR,'))));
    const other = await createUser(t, { role: Role.Merchant, merchantId: randomUUID() });
    expect((await exportAs(other).expect(200)).text).toBe(csv(HEADER));
  });

  it('takes back its own export unchanged, and an edited export comes back as edited', async () => {
    await someVariants();
    const before = await stored();
    expect((await importAs(admin, EXPORTED).expect(200)).body).toEqual({ created: 0, updated: 0 });
    expect(await stored()).toEqual(before);
    expect((await exportAs(admin).expect(200)).text).toBe(EXPORTED);

    const edited = EXPORTED.replace('COIR,COIR-6x3-6,6x3,6,810.5,4,1', 'COIR,COIR-6x3-6,6x3,6,799,9,1')
      .replace('ORTHO,ORTHO-6x6-8,6x6,8,2160,7,0', 'ORTHO,ORTHO-6x6-8,6x6,8,2160,7,1')
      .replace('ORTHO,ORTHO-5x6.5-8,5x6.5,8,1895.83,7,1', 'ORTHO,ORTHO-5x6.5-8,5x6.5,10,1895.83,7,1')
      .concat('COIR,COIR-6x6-6,6x6,6,1620.99,3,1\r\n');
    expect((await importAs(admin, edited).expect(200)).body).toEqual({ created: 1, updated: 3 });
    const again = (await exportAs(admin).expect(200)).text;
    expect(again).toBe(
      csv(
        HEADER,
        'COIR,COIR-6x3-6,6x3,6,799,9,1',
        'COIR,COIR-6x3-8,6x3,8,1999.99,0,1',
        "COIR,'-COIR-5x6.5-6,5x6.5,6,1463.35,12,1",
        'COIR,COIR-6x6-6,6x6,6,1620.99,3,1',
        'ORTHO,ORTHO-6x3-8,6x3,8,1050,7,1',
        'ORTHO,ORTHO-5x6.5-8,5x6.5,10,1895.83,7,1',
        'ORTHO,ORTHO-6x6-8,6x6,8,2160,7,1',
        'PILLOW,PILLOW,,,499.5,30,1',
      ),
    );
    expect((await importAs(admin, again).expect(200)).body).toEqual({ created: 0, updated: 0 });
    // The product's figures follow: its stock the sum of its active variants', its price their cheapest.
    expect(await product('COIR')).toEqual({ quantity: 24, stock_by_size: true, from_price: 79_900 });
    expect(await product('ORTHO')).toEqual({ quantity: 7, stock_by_size: false, from_price: 105_000 });
  });

  it('creates a variant of a product by its sku, priced by the size rule when no price is given', async () => {
    await someVariants();
    const file = csv('productSku,sku,size,thickness,price', 'ORTHO,ORTHO-4x6-8,4x6,8,', 'ORTHO,ORTHO-6x3-10,6x3,10,1350', 'PILLOW,PILLOW-BIG,,4,');
    expect((await importAs(admin, file).expect(200)).body).toEqual({ created: 3, updated: 0 });
    const size = findSize('4x6');
    if (!size) throw new Error('4x6 is a size of the table.');
    const rule = sizedPricePaise(105_000, size);
    expect(await variant('ORTHO-4x6-8')).toEqual({ size_label: '4x6', thickness: 8, price: rule, price_set: false, quantity: null, is_active: true });
    expect(await variant('ORTHO-6x3-10')).toMatchObject({ price: 135_000, price_set: true });
    expect(await variant('PILLOW-BIG')).toMatchObject({ size_label: null, thickness: 4, price: 49_950, price_set: false });
  });

  it('lets two variants of a product trade sizes', async () => {
    await someVariants();
    const file = csv('sku,size', 'ORTHO-6x3-8,5x6.5', 'ORTHO-5x6.5-8,6x3');
    expect((await importAs(admin, file).expect(200)).body).toEqual({ created: 0, updated: 2 });
    expect(await variant('ORTHO-6x3-8')).toMatchObject({ size_label: '5x6.5', thickness: 8 });
    expect(await variant('ORTHO-5x6.5-8')).toMatchObject({ size_label: '6x3', thickness: 8 });
  });

  it('switches a pooled product to stock by size when its variants are given their own quantities', async () => {
    await someVariants();
    const file = csv('sku,quantity', 'ORTHO-6x3-8,2', 'ORTHO-5x6.5-8,7');
    expect((await importAs(admin, file).expect(200)).body).toEqual({ created: 0, updated: 2 });
    expect(await product('ORTHO')).toEqual({ quantity: 9, stock_by_size: true, from_price: 105_000 });
    expect(await variant('ORTHO-6x6-8')).toMatchObject({ quantity: 0, is_active: false });
    expect((await exportAs(admin).expect(200)).text).toContain('ORTHO,ORTHO-6x3-8,6x3,8,1050,2,1\r\nORTHO,ORTHO-5x6.5-8,5x6.5,8,1895.83,7,1\r\nORTHO,ORTHO-6x6-8,6x6,8,2160,0,0');
  });

  it('lists every bad row, naming what is wrong, and writes nothing', async () => {
    await someVariants();
    const before = await stored();
    const file = csv(
      HEADER,
      'ORTHO,ORTHO-6x3-8,7x7,,,,', // 2: a size not in the table
      'ORTHO,ORTHO-5x6.5-8,,0,,,', // 3: thickness out of range
      ',ORTHO-NEW,6x3,8,,,', // 4: a new sku without its product
      'NOPE,NOPE-6x3-8,6x3,8,,,', // 5: an unknown product
      'ORTHO,ORTHO-6x3-25,6x3,25,0,,1', // 6: thickness and price out of range
      'ORTHO,ORTHO-6x3-8-B,6x3,8,,,', // 7: (size, thickness) another variant has
      'PILLOW,PILLOW-2,,8,,,', // 8: fine alone
      'PILLOW,PILLOW-3,,8,,,', // 9: the same pair as row 8
      'ORTHO,ORTHO-6x3-8,,,,,', // 10: a sku on two rows
      'COIR,COIR-6x3-6,,,10000001,1000001,yes', // 11: price, quantity and flag out of range
      'COIR,COIR-6x6-6,6x6,6,,,1', // 12: a new variant of a product keeping stock by size, without a quantity
      'PILLOW,ORTHO-6x6-8,,,,,', // 13: a variant named under another product
      'ORTHO,ORTHO 9,6x3,9,12.345,-1,', // 14: a bad sku, price and quantity
      'COIR,COIR-6x3-8,,8.5,,2.5,', // 15: thickness and quantity not whole
      'ORTHO,ORTHO-6x3-8-X,6x3', // 16: too few cells
    );
    const res = await importAs(admin, file).expect(400);
    expect(res.body).toEqual({
      error: ProductCsvMessage.rowsRefused(14),
      rows: [
        { row: 2, error: VariantMessage.unknownSize('7x7') },
        { row: 3, error: VariantMessage.thicknessInvalid },
        { row: 4, error: VariantCsvMessage.productSkuRequired },
        { row: 5, error: VariantCsvMessage.productUnknown('NOPE') },
        { row: 6, error: `${VariantMessage.thicknessInvalid} ${ProductMessage.priceMin}` },
        { row: 7, error: VariantCsvMessage.pairTaken('ORTHO', 'Single 6x3 · 8 in', 'ORTHO-6x3-8') },
        { row: 9, error: VariantCsvMessage.pairTwice('PILLOW', '8 in', 8) },
        { row: 10, error: ProductCsvMessage.skuTwice('ORTHO-6x3-8', 2) },
        { row: 11, error: `${ProductCsvMessage.flag('Active')} ${ProductMessage.priceMax} ${ProductMessage.quantityMax}` },
        { row: 12, error: VariantCsvMessage.quantityRequired('COIR') },
        { row: 13, error: VariantCsvMessage.otherProduct('ORTHO-6x6-8', 'ORTHO') },
        { row: 14, error: `${VariantMessage.skuInvalid} ${ProductMessage.priceNotNumber} ${ProductMessage.quantityWhole}` },
        { row: 15, error: `${VariantMessage.thicknessInvalid} ${ProductMessage.quantityWhole}` },
        { row: 16, error: ProductCsvMessage.cellCount(3, 7) },
      ],
    });
    expect(await stored()).toEqual(before);
  });

  it('refuses a switch to stock by size that leaves an active variant without a quantity, and a product left without an active variant', async () => {
    await someVariants();
    const before = await stored();
    const res = await importAs(admin, csv('sku,quantity,isActive', 'ORTHO-6x3-8,2,', 'PILLOW,,0', 'ORTHO-6x6-8,,0')).expect(400);
    expect(res.body.rows).toEqual([
      { row: 2, error: VariantCsvMessage.quantityOnAll('ORTHO', ['ORTHO-5x6.5-8']) },
      { row: 3, error: VariantCsvMessage.noneActive('PILLOW') },
    ]);
    const mixed = await importAs(admin, csv('productSku,sku,size,thickness', 'PILLOW,PILLOW-6x3,6x3,')).expect(400);
    expect(mixed.body.rows).toEqual([{ row: 2, error: VariantCsvMessage.sizeMixed('PILLOW') }]);
    const columns = await importAs(admin, csv('productSku,sku,size', 'ORTHO,ORTHO-4x6,4x6')).expect(400);
    expect(columns.body.rows).toEqual([{ row: 2, error: VariantCsvMessage.columnsRequired }]);
    expect(await stored()).toEqual(before);
  });

  it.each([
    ['an empty file', Buffer.alloc(0), ProductCsvMessage.empty],
    ['a header without sku', Buffer.from(csv('productSku,price', 'ORTHO,100')), ProductCsvMessage.skuColumnMissing],
    ['a header alone', Buffer.from(csv(HEADER)), VariantCsvMessage.noRows],
    ['a column twice', Buffer.from(csv('sku,price,PRICE', 'A,1,2')), ProductCsvMessage.columnTwice('price')],
    ['text that is not UTF-8', Buffer.from([0x73, 0x6b, 0x75, 0x0a, 0xff, 0xfe, 0x41, 0x0a]), ProductCsvMessage.notText],
  ])('refuses %s with a 400', async (_what, file, message) => {
    expect((await importAs(admin, file).expect(400)).body).toEqual({ error: message });
  });

  it('wants a file in the field "file", multipart', async () => {
    expect((await importAs(admin, null).expect(400)).body).toEqual({ error: ProductCsvMessage.fileRequired });
    const json = await t.http().post('/api/product/variants/import').set('authorization', admin.token).send({ sku: 'A' }).expect(415);
    expect(json.body).toEqual({ error: 'Send this form as multipart/form-data.' });
  });

  it('waits for a reservation holding a product before it writes its stock', async () => {
    await someVariants();
    // A transaction of its own (not the test's async context, which the app's requests would join).
    const reservation = await t.orm.em.getKnex().transaction();
    await reservation.raw("SELECT id FROM products WHERE sku = 'COIR' FOR NO KEY UPDATE");
    let imported = false;
    const importing = importAs(admin, csv('sku,quantity', 'COIR-6x3-6,1'))
      .expect(200)
      .then(() => (imported = true));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(imported).toBe(false);
    // A unit of another size taken meanwhile.
    await reservation.raw("UPDATE product_variants SET quantity = quantity - 1 WHERE sku = '-COIR-5x6.5-6'");
    await reservation.commit();
    await importing;
    expect(await product('COIR')).toMatchObject({ quantity: 1 + 0 + 11, stock_by_size: true });
  });

  it('imports 1,000 rows in a fixed number of statements', async () => {
    const products = await Promise.all(Array.from({ length: 10 }, (_, n) => createProduct(t, { sku: `BULK-${n}`, name: `Bulk ${n}`, pricePaise: 100_000, quantity: 5 })));
    await sql('DELETE FROM product_variants WHERE product_id = ANY(?::uuid[])', [`{${products.map((bulk) => bulk.id).join(',')}}`]);
    const thicknesses = Array.from({ length: 24 }, (_, i) => i + 1);
    const sizes = ['6x3', '5x6.5', '6x6', '4x6', '6x2.5'];
    const rows = products.flatMap((_, n) => sizes.flatMap((size) => thicknesses.slice(0, 20).map((inches) => `BULK-${n},BULK-${n}-${size}-${inches},${size},${inches},,${inches},1`)));
    expect(rows).toHaveLength(1_000);
    let started = Date.now();
    // The caller's account; the products locked; their variants; one insert; the switch to stock by size; the figures.
    expect(await countStatements(t, () => importAs(admin, csv(HEADER, ...rows)).expect(200, { created: 1_000, updated: 0 }))).toBe(6);
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(await product('BULK-3')).toMatchObject({ quantity: 5 * 210, stock_by_size: true });

    const moved = rows.map((row) => row.replace(/,(\d+),,(\d+),1$/, (_m, inches: string, units: string) => `,${Number(inches) + 4},,${Number(units) + 1},1`));
    started = Date.now();
    // The account; products; variants; the moving variants set aside; one update; the figures.
    expect(await countStatements(t, () => importAs(admin, csv(HEADER, ...moved)).expect(200, { created: 0, updated: 1_000 }))).toBe(6);
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(await variant('BULK-9-6x6-20')).toMatchObject({ thickness: 24, quantity: 21 });
  });
});
