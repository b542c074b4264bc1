import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Brand, Category, Product } from '@nidra/api/catalog';
import { User } from '@nidra/api/identity';
import { Role } from '@nidra/shared/contracts';
import { thicknessFor } from '@nidra/shared/util';
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

    const products = await em.find(Product, {}, { populate: ['brand'] });
    const brands = await em.count(Brand);
    const categories = await em.find(Category, {}, { populate: ['products'] });
    expect(products.length).toBeGreaterThanOrEqual(40);
    expect(brands).toBeGreaterThanOrEqual(4);
    expect(brands).toBeLessThanOrEqual(6);
    expect(categories.map((c) => c.name)).toEqual(expect.arrayContaining(['Pillows', 'Bedding', 'Protectors']));
    expect(categories.every((c) => c.products.count() > 0)).toBe(true);
    const mattresses = products.filter((p) => /Mattress$/.test(p.name));
    expect(mattresses.length).toBeGreaterThanOrEqual(30);
    expect(mattresses.every((p) => thicknessFor(p.pricePaise / 100) !== undefined)).toBe(true);
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
