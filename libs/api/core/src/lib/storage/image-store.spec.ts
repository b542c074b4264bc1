import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { loadConfig } from '../config/load-config';
import { smallImageUrl } from '@nidra/shared/util';
import { ImageStore, ImageTooLarge, MAX_IMAGE_BYTES, UnsupportedImage } from './image-store';

const picture = (format: 'png' | 'jpeg' | 'gif', width = 1600) =>
  sharp({ create: { width, height: 900, channels: 3, background: '#e0a458' } })
    .toFormat(format)
    .toBuffer();

describe('ImageStore', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'nidra-images-'));
  const store = new ImageStore(loadConfig({ JWT_SECRET: 'x' }, { dataDir }));

  it('keeps a PNG or JPEG as WebP at 1200 and 400 px', async () => {
    const { url } = await store.save(await picture('png'));
    expect(url).toMatch(/^\/uploads\/products\/[0-9a-f-]{36}-1200\.webp$/);
    const large = await sharp(join(dataDir, 'uploads', url.replace('/uploads/', ''))).metadata();
    const small = await sharp(join(dataDir, 'uploads', smallImageUrl(url).replace('/uploads/', ''))).metadata();
    expect([large.format, large.width, small.width]).toEqual(['webp', 1200, 400]);
    expect((await store.save(await picture('jpeg', 300))).url).toMatch(/-1200\.webp$/);
  });

  it('refuses anything else by its bytes, whatever its name', async () => {
    await expect(store.save(Buffer.from('not an image at all'))).rejects.toBeInstanceOf(UnsupportedImage);
    await expect(store.save(await picture('gif'))).rejects.toBeInstanceOf(UnsupportedImage);
  });

  it('refuses more than 5 MB', async () => {
    await expect(store.save(Buffer.alloc(MAX_IMAGE_BYTES + 1))).rejects.toBeInstanceOf(ImageTooLarge);
  });

  it('removes both sizes', async () => {
    const { url } = await store.save(await picture('png'));
    await store.remove(url);
    expect(existsSync(join(dataDir, 'uploads', url.replace('/uploads/', '')))).toBe(false);
    expect(existsSync(join(dataDir, 'uploads', smallImageUrl(url).replace('/uploads/', '')))).toBe(false);
  });
});
