import { EntityManager } from '@mikro-orm/postgresql';
import type { INestApplicationContext } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import { ImageStore } from '@nidra/api/core';
import { Brand, Category, Product, VariantsService } from '@nidra/api/catalog';
import { slugify, toPaise } from '@nidra/shared/util';
import { DEMO_BRANDS, DEMO_CATEGORIES, DEMO_PRODUCTS } from './demo-catalogue.data';
import { demoImage } from './demo-image';

/** Adds the demo catalogue to an empty shop; a shop that has products is left alone. */
export async function seedDemoCatalogue(app: INestApplicationContext, progress: (line: string) => void): Promise<void> {
  const em = app.get(MikroORM).em.fork() as EntityManager;
  if ((await em.count(Product)) > 0) {
    progress('Demo catalogue: the shop has products already, nothing added');
    return;
  }
  const images = app.get(ImageStore);

  const stored: string[] = [];
  try {
    // Products, their categories and their variants land together or not at all.
    await em.transactional(async (tx) => {
      const brands = new Map<string, Brand>();
      for (const demo of DEMO_BRANDS) {
        const existing = await tx.findOne(Brand, { slug: slugify(demo.name) });
        brands.set(demo.name, existing ?? tx.create(Brand, { name: demo.name, slug: slugify(demo.name), description: demo.description }));
      }
      const categories = new Map<string, Category>();
      for (const demo of DEMO_CATEGORIES) {
        const existing = await tx.findOne(Category, { slug: slugify(demo.name) });
        categories.set(demo.name, existing ?? tx.create(Category, { name: demo.name, slug: slugify(demo.name), description: demo.description }));
      }
      for (const [index, demo] of DEMO_PRODUCTS.entries()) {
        const { url } = await images.save(await demoImage(demo.layers, demo.pillow));
        stored.push(url);
        const product = tx.create(Product, {
          sku: demo.sku,
          name: demo.name,
          slug: slugify(demo.name),
          description: demo.description,
          quantity: 0,
          pricePaise: toPaise(demo.price),
          taxable: demo.taxable,
          hsn: demo.tax.hsn,
          gstRate: demo.tax.gstRate,
          gstAbovePaise: demo.tax.above ? toPaise(demo.tax.above.price) : null,
          gstAboveRate: demo.tax.above?.rate ?? null,
          uqc: demo.tax.uqc,
          brand: brands.get(demo.brand) ?? null,
          imageUrls: [url],
          // Spread over the last days, mattresses newest, so "newest first" has an order to show.
          created: new Date(Date.now() - (index + 1) * 3_600_000),
        });
        for (const name of demo.categories) categories.get(name)?.products.add(product);
        if ((index + 1) % 10 === 0 || index + 1 === DEMO_PRODUCTS.length) {
          progress(`Demo catalogue: pictures ${index + 1}/${DEMO_PRODUCTS.length}`);
        }
      }
      await tx.flush();
      // Each product in the sizes and thicknesses it is sold in, each priced and stocked of its own.
      const variants = app.get(VariantsService);
      for (const demo of DEMO_PRODUCTS) {
        const product = await tx.findOneOrFail(Product, { sku: demo.sku });
        await variants.set(product.id, demo.variants, tx);
      }
    });
  } catch (error) {
    await Promise.all(stored.map((url) => images.remove(url)));
    throw error;
  }
  progress(`Demo catalogue: ${DEMO_BRANDS.length} brands, ${DEMO_CATEGORIES.length} categories, ${DEMO_PRODUCTS.length} products added`);
}
