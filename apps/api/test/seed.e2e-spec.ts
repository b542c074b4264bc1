import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Brand, Category, Product } from '@nidra/api/catalog';
import { User } from '@nidra/api/identity';
import { LOW_STOCK, Role } from '@nidra/shared/contracts';
import { findSize, SIZE_LABELS, sizedPricePaise, type SizeOption } from '@nidra/shared/util';
import { seed } from '../src/seeders/seed';
import { useTestApp } from './support/shop-app';

describe('the seed', () => {
  const t = useTestApp({ env: { SEED_ADMIN_EMAIL: 'owner@nidra.test', SEED_ADMIN_PASSWORD: 'owner-pass' } });

  it('creates the administrator and a demo catalogue once, however often it runs', async () => {
    const lines: string[] = [];
    await seed(t.app, { progress: (line) => lines.push(line) });
    const em = t.orm.em.fork();
    const admin = await em.findOneOrFail(User, { email: 'owner@nidra.test' });
    expect(admin.role).toBe(Role.Admin);

    const products = await em.find(Product, {}, { populate: ['brand', 'variants'] });
    const brands = await em.count(Brand);
    const categories = await em.find(Category, {}, { populate: ['products'] });
    expect(products.length).toBeGreaterThanOrEqual(15);
    expect(brands).toBeGreaterThanOrEqual(4);
    expect(brands).toBeLessThanOrEqual(6);
    expect(categories.map((c) => c.name)).toEqual(expect.arrayContaining(['Pillows', 'Bedding', 'Protectors']));
    expect(categories.every((c) => c.products.count() > 0)).toBe(true);
    // Mattress families: one product each, every size in several thicknesses, each thickness priced as its own.
    const mattresses = products.filter((p) => /Mattress$/.test(p.name) && !/Protector/.test(p.name));
    expect(mattresses.length).toBeGreaterThanOrEqual(6);
    for (const mattress of mattresses) {
      const variants = mattress.variants.getItems();
      const thicknesses = [...new Set(variants.map((v) => v.thickness))];
      expect([mattress.name, thicknesses.length >= 3, variants.length]).toEqual([mattress.name, true, thicknesses.length * SIZE_LABELS.length]);
      const queen8 = variants.find((v) => v.sizeLabel === '5x6.5' && v.thickness === 8);
      if (queen8) expect(queen8.pricePaise).toBe(sizedPricePaise(105_000, findSize('5x6.5') as SizeOption));
    }
    // Stock is kept by size, with some sizes running low and a few sold out; every product has some.
    expect(products.every((p) => (p.stockBySize && p.quantity > 0) || p.name === 'Kids Cloud Pillow')).toBe(true);
    const stock = products.flatMap((p) => p.variants.getItems().map((v) => v.quantity ?? 0));
    expect(stock.filter((quantity) => quantity === 0).length).toBeGreaterThan(5);
    expect(stock.filter((quantity) => quantity > 0 && quantity <= LOW_STOCK).length).toBeGreaterThan(5);
    // Bedding is priced by hand per bed size; pillows are one piece.
    const sheet = products.find((p) => p.sku === 'BED-SHT') as Product;
    expect(sheet.variants.getItems().map((v) => [v.sizeLabel, v.thickness, v.pricePaise, v.priceSet])).toEqual(
      expect.arrayContaining([['5x6.5', null, 129_900, true]]),
    );
    const pillows = products.filter((p) => /Pillow$/.test(p.name));
    expect(pillows.every((p) => p.variants.getItems().every((v) => v.sizeLabel === null))).toBe(true);
    // GST as the law stands: mattresses and pillows at 18 %; made-up textiles at 5 % up to ₹2,500 a piece and
    // 18 % above, so the comforter's king size crosses; each with the unit its invoices print.
    expect(mattresses.every((p) => p.hsn === '9404' && p.gstRate === 18 && p.uqc === 'NOS')).toBe(true);
    expect([sheet.hsn, sheet.gstRate, sheet.gstAbovePaise, sheet.gstAboveRate, sheet.uqc]).toEqual(['6302', 5, 250_000, 18, 'SET']);
    const comforter = (await t.http().get(`/api/product/item/${(products.find((p) => p.sku === 'BED-CMF') as Product).slug}`).expect(200)).body.product;
    const shown = (size: string) => comforter.variants.find((v: { size: string }) => v.size === size);
    expect([shown('6x3').price, shown('6x3').priceWithTax, shown('6x6').price, shown('6x6').priceWithTax]).toEqual([1799, 1888.95, 2599, 3066.82]);
    // Every variant is packed for the courier, within what it takes, so a booking starts prefilled: a King
    // mattress heavier and larger than a Single of its thickness, a pillow in a carton.
    const packages = products.flatMap((p) => p.variants.getItems().map((v) => v.package));
    expect(packages.every((parcel) => parcel !== null && parcel.weightKg >= 0.1 && parcel.weightKg <= 100 && parcel.lengthCm <= 300)).toBe(true);
    const ortho = mattresses.find((p) => p.name === 'Ortho Rest Mattress') as Product;
    const packOf = (size: string) => ortho.variants.getItems().find((v) => v.sizeLabel === size && v.thickness === 8)?.package;
    expect(packOf('6x6')?.weightKg).toBeGreaterThan(packOf('6x3')?.weightKg ?? Infinity);
    expect(packOf('6x6')).toEqual(expect.objectContaining({ lengthCm: 183, breadthCm: 183, heightCm: 24 }));
    expect(pillows[0].variants.getItems()[0].package).toEqual({ weightKg: 1.2, lengthCm: 70, breadthCm: 45, heightCm: 16 });
    expect(products.every((p) => p.imageUrls.length === 1 && existsSync(join(t.config.uploadDir, p.imageUrls[0].replace('/uploads/', ''))))).toBe(true);
    expect(lines.at(-1)).toMatch(/products added$/);

    await seed(t.app, { progress: (line) => lines.push(line) });
    expect(await t.orm.em.fork().count(Product)).toBe(products.length);
    expect(await t.orm.em.fork().count(User)).toBe(1);
    expect(lines.at(-1)).toBe('Demo catalogue: the shop has products already, nothing added');

    const shop = await t.http().post('/api/product/list').send({}).expect(200);
    expect(shop.body.totalProducts).toBe(products.length);
  }, 60_000);

  it('adds no demo data when SEED_DEMO is false, or with --admin-only', async () => {
    await t.reset();
    t.config.seedDemo = false;
    await seed(t.app, { progress: () => undefined });
    expect(await t.orm.em.fork().count(Product)).toBe(0);
    t.config.seedDemo = true;
    await seed(t.app, { adminOnly: true, progress: () => undefined });
    expect(await t.orm.em.fork().count(Product)).toBe(0);
    expect(await t.orm.em.fork().count(User)).toBe(1);
  });
});
