import { randomUUID } from 'node:crypto';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { Brand, Product, ProductVariant, VariantsService } from '../src';
import type { VariantFields } from '@nidra/shared/contracts';
import type { TestApp } from '@nidra/api/testing';

export function pngImage(width = 800, height = 600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#2e3b5c' } }).png().toBuffer();
}

/**
 * An image bomb: a small, valid PNG whose header claims other dimensions (its IHDR chunk rewritten,
 * checksum included), so whoever decodes it by the header allocates width × height pixels.
 */
export function claimingDimensions(png: Buffer, width: number, height: number): Buffer {
  const bomb = Buffer.from(png);
  bomb.writeUInt32BE(width, 16);
  bomb.writeUInt32BE(height, 20);
  bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)), 29);
  return bomb;
}

export async function createBrand(t: TestApp, fields: Partial<Brand> = {}): Promise<Brand> {
  const em = t.orm.em.fork();
  const name = fields.name ?? `Brand ${randomUUID().slice(0, 6)}`;
  const brand = em.create(Brand, {
    name,
    slug: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${randomUUID().slice(0, 4)}`,
    description: 'Mattresses made in India.',
    ...fields,
  });
  await em.flush();
  return brand;
}

export async function createProduct(t: TestApp, fields: Partial<Product> & { brand?: Brand | null } = {}): Promise<Product> {
  const em = t.orm.em.fork();
  const name = fields.name ?? `Mattress ${randomUUID().slice(0, 6)}`;
  const product = em.create(Product, {
    sku: fields.sku ?? `SKU-${randomUUID().slice(0, 8)}`,
    name,
    slug: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${randomUUID().slice(0, 4)}`,
    description: 'Seven-zone pocket springs.',
    quantity: 40,
    pricePaise: 189_900,
    ...fields,
    brand: fields.brand ? em.getReference(Brand, fields.brand.id) : null,
  });
  await em.flush();
  // Sold as a product added in the shop is: every size at its thickness, priced by the rule (a pillow: one).
  await new VariantsService(em).sync(em, [product.id]);
  await em.refresh(product);
  return product;
}

/** Sets a product's variants as `PUT /api/product/{id}/variants` does; answers them, smallest size first. */
export async function setVariants(t: TestApp, product: Pick<Product, 'id'>, variants: VariantFields[]): Promise<ProductVariant[]> {
  const em = t.orm.em.fork();
  await new VariantsService(em).set(product.id, variants.map((variant) => ({ ...variant })));
  return variantsOf(t, product);
}

/** A product's variants as stored now, in the order they were made. */
export function variantsOf(t: TestApp, product: Pick<Product, 'id'>): Promise<ProductVariant[]> {
  return t.orm.em.fork().find(ProductVariant, { product: product.id }, { orderBy: { created: 'asc', id: 'asc' } });
}
