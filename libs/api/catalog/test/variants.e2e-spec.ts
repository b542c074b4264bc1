import { randomUUID } from 'node:crypto';
import { Product, ProductVariant, CATALOG_CONTEXT } from '../src';
import { ErrorMessage, ProductMessage, Role, ShippingMessage, VariantMessage, type ProductVariantDto } from '@nidra/shared/contracts';
import { SIZE_LABELS } from '@nidra/shared/util';
import { createBrand, createProduct, pngImage, setVariants, variantsOf } from '../testing';
import { createOneOfEachRole, createUser, type UserFixture } from '@nidra/api/identity/testing';
import { useTestApp } from '@nidra/api/testing';

describe('a product’s variants', () => {
  const t = useTestApp({ contexts: [CATALOG_CONTEXT] });
  let member: UserFixture;
  let merchant: UserFixture;
  let otherMerchant: UserFixture;
  let admin: UserFixture;

  beforeEach(async () => {
    await t.reset();
    ({ member, merchant, admin } = await createOneOfEachRole(t));
    otherMerchant = await createUser(t, { role: Role.Merchant, merchantId: randomUUID() });
  });

  const put = (who: UserFixture | undefined, id: string, variants: unknown) => {
    const req = t.http().put(`/api/product/${id}/variants`);
    if (who) void req.set('authorization', who.token);
    return req.send({ variants });
  };
  const stored = async (id: string) =>
    (await variantsOf(t, { id })).map((v) => [v.sizeLabel, v.thickness, v.sku, v.pricePaise, v.quantity, v.isActive]);

  it('comes with every size at the thickness its base price stands for, priced by the rule; a pillow with one', async () => {
    const image = await pngImage();
    const added = await t
      .http()
      .post('/api/product/add')
      .set('authorization', admin.token)
      .field({ sku: 'ORTHO-8', name: 'Ortho Rest', description: 'Firm.', quantity: '12', price: '1050', taxable: 'true' })
      .attach('image', image, { filename: 'm.png', contentType: 'image/png' })
      .expect(201);
    const variants: ProductVariantDto[] = added.body.product.variants;
    expect(variants.map((v) => v.size)).toEqual(SIZE_LABELS);
    expect(variants[0]).toEqual(
      expect.objectContaining({ sku: 'ORTHO-8-6x2.5-8', size: '6x2.5', sizeCategory: 'Single', thickness: 8, price: 15_750, priceWithTax: 18_585, quantity: 12, stock: 'in', isActive: true }),
    );
    expect(added.body.product).toEqual(expect.objectContaining({ stockBySize: false, price: 1_050, priceWithTax: 1_239, fromPrice: 15_750, fromPriceWithTax: 18_585 }));
    const pillow = await createProduct(t, { sku: 'PIL-1', name: 'Cloud Pillow', pricePaise: 119_900 });
    expect(await stored(pillow.id)).toEqual([[null, null, 'PIL-1', 119_900, null, true]]);
  });

  it('is set by administrators and the owning merchant only; another merchant finds no such product', async () => {
    const own = await createBrand(t, { merchantId: merchant.user.merchantId });
    const product = await createProduct(t, { brand: own, pricePaise: 81_000 });
    const one = [{ size: '6x3', thickness: 6 }];
    await put(undefined, product.id, one).expect(401);
    expect((await put(member, product.id, one).expect(403)).body).toEqual({ error: ErrorMessage.forbidden });
    expect((await put(otherMerchant, product.id, one).expect(404)).body).toEqual({ error: ProductMessage.notFound });
    expect((await stored(product.id)).filter((v) => v[5])).toHaveLength(15);
    await put(merchant, product.id, one).expect(200);
    const res = await put(admin, product.id, [...one, { size: '6x6', thickness: 8, price: 39_999 }]).expect(200);
    expect(res.body).toEqual(expect.objectContaining({ success: true, message: VariantMessage.updated }));
    expect(res.body.product.variants.filter((v: ProductVariantDto) => v.isActive).map((v: ProductVariantDto) => [v.size, v.thickness, v.price])).toEqual([
      ['6x3', 6, 14_580],
      ['6x6', 8, 39_999],
    ]);
    expect(res.body.product.fromPrice).toBe(14_580);
  });

  it('keeps stock by size once a quantity is given: the product’s quantity is their sum, and its own field is read only', async () => {
    const product = await createProduct(t, { pricePaise: 81_000, quantity: 40 });
    await put(admin, product.id, [
      { size: '6x3', thickness: 6, quantity: 2 },
      { size: '5x6.5', thickness: 6, quantity: 0 },
      { size: '6x6', thickness: 6, quantity: 7, isActive: false },
    ]).expect(200);
    const after = await t.orm.em.fork().findOneOrFail(Product, product.id);
    expect([after.stockBySize, after.quantity]).toEqual([true, 2]);
    const page = await t.http().get(`/api/product/item/${product.slug}`).expect(200);
    // Shoppers see the active variants only, each with its own stock.
    expect(page.body.product.variants.map((v: ProductVariantDto) => [v.size, v.quantity, v.stock])).toEqual([
      ['6x3', 2, 'low'],
      ['5x6.5', 0, 'out'],
    ]);
    expect(page.body.product.quantity).toBe(2);
    await t
      .http()
      .put(`/api/product/${product.id}`)
      .set('authorization', admin.token)
      .send({ product: { name: product.name, description: 'Firm.', quantity: 500, price: 900, taxable: true } })
      .expect(200);
    const edited = await t.orm.em.fork().findOneOrFail(Product, product.id);
    expect(edited.quantity).toBe(2);
    // Prices that follow the rule follow the new base price; none set by hand here.
    expect((await stored(product.id)).find((v) => v[0] === '6x3')?.[3]).toBe(1_620_000);
  });

  it('refuses a bad list with a 400 naming what is wrong, and writes nothing', async () => {
    const product = await createProduct(t, { sku: 'BAD-1', pricePaise: 81_000 });
    const taken = await createProduct(t, { sku: 'TAKEN', pricePaise: 81_000 });
    const [takenVariant] = await variantsOf(t, taken);
    const before = await stored(product.id);
    const cases: Array<[unknown, string]> = [
      [[], VariantMessage.variantsRequired],
      ['all', VariantMessage.variantsRequired],
      [[{ size: '7x7', thickness: 6 }], VariantMessage.unknownSize('7x7')],
      [[{ size: '6x3', thickness: 0 }], VariantMessage.thicknessInvalid],
      [[{ size: '6x3', thickness: 6.5 }], VariantMessage.thicknessInvalid],
      [[{ size: '6x3', thickness: 30 }], VariantMessage.thicknessInvalid],
      [[{ size: '6x3', thickness: 6 }, { size: '6x3', thickness: 6 }], VariantMessage.duplicate('Single 6x3 · 6 in')],
      [[{ size: '6x3', thickness: 6 }, { size: null, thickness: null }], VariantMessage.sizeMixed],
      [[{ size: '6x3', thickness: 6, sku: 'has space' }], VariantMessage.skuInvalid],
      [[{ size: '6x3', thickness: 6, sku: 'A-1' }, { size: '6x6', thickness: 6, sku: 'A-1' }], VariantMessage.skuTwice('A-1')],
      [[{ size: '6x3', thickness: 6, sku: takenVariant.sku }], VariantMessage.skuTaken(takenVariant.sku)],
      [[{ size: '6x3', thickness: 6, price: 0 }], ProductMessage.priceMin],
      [[{ size: '6x3', thickness: 6, price: 10.001 }], ProductMessage.priceNotNumber],
      [[{ size: '6x3', thickness: 6, quantity: -1 }], ProductMessage.quantityWhole],
      [[{ size: '6x3', thickness: 6, quantity: 3 }, { size: '6x6', thickness: 6 }], VariantMessage.quantityOnAll],
      [[{ size: '6x3', thickness: 6, isActive: false }], VariantMessage.noneActive],
      [[{ thickness: 6 }], 'Size is required (null for an unsized product).'],
      [[{ size: '6x3', thickness: 6, package: 'heavy' }], ShippingMessage.packageInvalid],
      [[{ size: '6x3', thickness: 6, package: { weightKg: 12 } }], ShippingMessage.packageInvalid],
      [[{ size: '6x3', thickness: 6, package: { weightKg: 0, lengthCm: 190, breadthCm: 90, heightCm: 20 } }], ShippingMessage.packageInvalid],
      [[{ size: '6x3', thickness: 6, package: { weightKg: 12, lengthCm: 301, breadthCm: 90, heightCm: 20 } }], ShippingMessage.packageInvalid],
      [[{ size: '6x3', thickness: 6, package: { weightKg: 12.345, lengthCm: 190, breadthCm: 90, heightCm: 20 } }], ShippingMessage.packageInvalid],
    ];
    for (const [variants, message] of cases) {
      const res = await put(admin, product.id, variants).expect(400);
      expect([variants, res.body]).toEqual([variants, { error: message }]);
    }
    expect(await stored(product.id)).toEqual(before);
    expect(await t.orm.em.fork().count(ProductVariant, { sku: 'A-1' })).toBe(0);
  });

  it('keeps each variant’s package for the courier: left out, kept; null, cleared; shown to its managers', async () => {
    const product = await createProduct(t, { pricePaise: 81_000 });
    const single = { weightKg: 12.5, lengthCm: 183, breadthCm: 92, heightCm: 18 };
    const king = { weightKg: 24.25, lengthCm: 183, breadthCm: 183, heightCm: 18 };
    const packed = (res: { body: { product: { variants: ProductVariantDto[] } } }) =>
      res.body.product.variants.filter((v) => v.isActive).map((v) => [v.size, v.package]);
    // Only the four measures are kept, whatever else the body carried.
    const set = await put(admin, product.id, [
      { size: '6x3', thickness: 6, package: { ...single, colour: 'brown' } },
      { size: '6x6', thickness: 6, package: king },
    ]).expect(200);
    expect(packed(set)).toEqual([['6x3', single], ['6x6', king]]);
    const kept = await put(admin, product.id, [{ size: '6x3', thickness: 6 }, { size: '6x6', thickness: 6, package: null }]).expect(200);
    expect(packed(kept)).toEqual([['6x3', single], ['6x6', null]]);
    // Switched off and on again, a variant still has its package.
    await put(admin, product.id, [{ size: '6x6', thickness: 6 }]).expect(200);
    const back = await put(admin, product.id, [{ size: '6x3', thickness: 6 }, { size: '6x6', thickness: 6 }]).expect(200);
    expect(packed(back)).toEqual([['6x3', single], ['6x6', null]]);
    const read = await t.http().get(`/api/product/${product.id}`).set('authorization', admin.token).expect(200);
    expect(read.body.product.variants.find((v: ProductVariantDto) => v.size === '6x3').package).toEqual(single);
    // Shoppers are not told how it is packed.
    const page = await t.http().get(`/api/product/item/${product.slug}`).expect(200);
    expect(page.body.product.variants.every((v: ProductVariantDto) => !('package' in v))).toBe(true);
  });

  it('shows lists and suggestions from the cheapest active variant, with GST', async () => {
    const product = await createProduct(t, { name: 'Zest Latex Mattress', pricePaise: 100_000 });
    await setVariants(t, product, [
      { size: '5x6.5', thickness: 8, price: 30_000 },
      { size: '6x6', thickness: 8, price: 36_000 },
    ]);
    const list = await t.http().post('/api/product/list').send({ name: 'Zest' }).expect(200);
    expect(list.body.products[0]).toEqual(expect.objectContaining({ price: 1_000, priceWithTax: 1_180, fromPrice: 30_000, fromPriceWithTax: 35_400 }));
    expect(list.body.products[0].variants).toBeUndefined();
    const suggestions = await t.http().get('/api/product/list/search/zest').expect(200);
    expect(suggestions.body.products[0]).toEqual(expect.objectContaining({ fromPrice: 30_000, fromPriceWithTax: 35_400 }));
    // Sorting by price sorts by the price shown.
    const cheap = await createProduct(t, { name: 'Zest Coir Mattress', pricePaise: 120_000 });
    await setVariants(t, cheap, [{ size: '6x3', thickness: 6, price: 9_999 }]);
    const sorted = await t.http().post('/api/product/list').send({ name: 'Zest', sortOrder: { price: 1 } }).expect(200);
    expect(sorted.body.products.map((p: { name: string }) => p.name)).toEqual(['Zest Coir Mattress', 'Zest Latex Mattress']);
  });
});
