import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Product, CATALOG_CONTEXT } from '../src';
import { ImageMessage } from '@nidra/api/core';
import { Role } from '@nidra/shared/contracts';
import { claimingDimensions, createProduct, pngImage } from '../testing';
import { createUser, type UserFixture } from '@nidra/api/identity/testing';
import { useTestApp } from '@nidra/api/testing';

describe('hostile uploads', () => {
  const t = useTestApp({ contexts: [CATALOG_CONTEXT] });
  let admin: UserFixture;
  let product: Product;
  let picture: Buffer;

  beforeAll(async () => {
    await t.reset();
    admin = await createUser(t, { role: Role.Admin });
    product = await createProduct(t, { name: 'Ortho 6' });
    picture = await pngImage();
  });

  const upload = (bytes: Buffer, filename = 'mattress.jpg', contentType = 'image/jpeg') =>
    t.http().post(`/api/upload/product/${product.id}`).set('authorization', admin.token).attach('image', bytes, { filename, contentType });
  const stored = () => {
    try {
      return readdirSync(join(t.config.uploadDir, 'products')).length;
    } catch {
      return 0;
    }
  };
  const imagesOfProduct = async () => (await t.orm.em.fork().findOneOrFail(Product, product.id)).imageUrls;

  it('takes a real picture, so the refusals below are about the bytes alone', async () => {
    await upload(picture, 'mattress.png', 'image/png').expect(201);
    expect(await imagesOfProduct()).toHaveLength(1);
  });

  it.each([
    ['a PHP file named .jpg', () => Buffer.from('<?php system($_GET["c"]); ?>'), 415, ImageMessage.badType],
    ['an HTML page named .jpg', () => Buffer.from('<!doctype html><script>alert(document.cookie)</script>'), 415, ImageMessage.badType],
    ['a polyglot: a real PNG carrying a page', () => Buffer.concat([picture, Buffer.from('<html><script>alert(1)</script></html>')]), 415, ImageMessage.badType],
    ['a polyglot: a real PNG carrying PHP', () => Buffer.concat([picture, Buffer.from('<?php echo 1; ?>')]), 415, ImageMessage.badType],
    ['an image bomb: 100,000 × 100,000 pixels in a few kilobytes', () => claimingDimensions(picture, 100_000, 100_000), 413, ImageMessage.tooManyPixels],
    ['a 20 MB file', () => Buffer.alloc(20 * 1024 * 1024, 0x41), 413, ImageMessage.tooLarge],
  ])('refuses %s, stores nothing and keeps its memory', async (_label, bytes, status, error) => {
    const before = { files: stored(), images: await imagesOfProduct(), rss: process.memoryUsage().rss };
    const res = await upload(bytes()).expect(status);
    expect(res.body).toEqual({ error });
    expect(stored()).toBe(before.files);
    expect(await imagesOfProduct()).toEqual(before.images);
    // Decoding the bomb would take 30 GB; reading all of the 20 MB, 20 MB more at least.
    expect(process.memoryUsage().rss - before.rss).toBeLessThan(150 * 1024 * 1024);
  });

  it('refuses the same on adding a product, which then is not made', async () => {
    const res = await t
      .http()
      .post('/api/product/add')
      .set('authorization', admin.token)
      .field('sku', 'BOMB-1')
      .field('name', 'Bomb')
      .field('description', 'Not a mattress at all, but a picture that claims to be enormous.')
      .field('quantity', '1')
      .field('price', '100')
      .field('taxable', 'No')
      .attach('image', claimingDimensions(picture, 60_000, 60_000), { filename: 'bomb.png', contentType: 'image/png' })
      .expect(413);
    expect(res.body).toEqual({ error: ImageMessage.tooManyPixels });
    expect(await t.orm.em.fork().count(Product, { sku: 'BOMB-1' })).toBe(0);
  });
});
