import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Injectable } from '@nestjs/common';
import sharp from 'sharp';
import { AppConfig } from '../config/app-config';
import { DomainError } from '../errors/domain-error';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** Widths every stored image is kept at: cards and thumbnails, and the product page. */
export const IMAGE_WIDTHS = { small: 400, large: 1200 } as const;

export const ImageMessage = {
  badType: 'Please upload files with jpg, jpeg, png format.',
  tooLarge: 'Images may not be larger than 5 MB.',
} as const;

export class UnsupportedImage extends DomainError {
  readonly status = 415;
  constructor() {
    super(ImageMessage.badType);
  }
}

export class ImageTooLarge extends DomainError {
  readonly status = 413;
  constructor() {
    super(ImageMessage.tooLarge);
  }
}

export interface StoredImage {
  /** URL of the large variant; the small one is `smallImageUrl(url)`. */
  url: string;
}

const FOLDER = 'products';


/**
 * Product images: only JPEG and PNG (judged by their bytes, not their name), at most 5 MB; kept as
 * WebP at the widths the pages use, under UPLOAD_DIR and served from /uploads.
 */
@Injectable()
export class ImageStore {
  constructor(private readonly config: AppConfig) {}

  async save(bytes: Buffer): Promise<StoredImage> {
    if (bytes.length > MAX_IMAGE_BYTES) throw new ImageTooLarge();
    let format: string | undefined;
    try {
      format = (await sharp(bytes).metadata()).format;
    } catch {
      throw new UnsupportedImage();
    }
    if (format !== 'jpeg' && format !== 'png') throw new UnsupportedImage();

    const key = randomUUID();
    const folder = join(this.config.uploadDir, FOLDER);
    await mkdir(folder, { recursive: true });
    await Promise.all(
      Object.values(IMAGE_WIDTHS).map(async (width) => {
        const webp = await sharp(bytes)
          .rotate()
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer();
        await writeFile(join(folder, `${key}-${width}.webp`), webp);
      }),
    );
    return { url: `/uploads/${FOLDER}/${key}-${IMAGE_WIDTHS.large}.webp` };
  }

  /** Deletes both variants of a stored image; an image that is already gone is fine. */
  async remove(url: string): Promise<void> {
    const match = /^\/uploads\/products\/([0-9a-f-]{36})-\d+\.webp$/.exec(url);
    if (!match) return;
    await Promise.all(
      Object.values(IMAGE_WIDTHS).map((width) =>
        rm(join(this.config.uploadDir, FOLDER, `${match[1]}-${width}.webp`), { force: true }),
      ),
    );
  }
}
