import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Injectable } from '@nestjs/common';
import type { Metadata, Sharp, SharpOptions } from 'sharp';
import { AppConfig } from '../config/app-config';
import { DomainError } from '../errors/domain-error';
import { onFirstUse } from '../loading/on-first-use';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** 40 megapixels: more than any product photograph needs; decoding more is a memory attack. */
export const MAX_IMAGE_PIXELS = 40_000_000;
/**
 * Markup or script hidden in an image's bytes (a polyglot: a picture that is also a page or a PHP
 * file). A photograph's compressed bytes spelling one of these is vanishingly unlikely.
 */
const HIDDEN_CODE = /<\?php|<script|<html|<svg|<iframe|<body|<!doctype/i;

/** Widths every stored image is kept at: cards and thumbnails, and the product page. */
export const IMAGE_WIDTHS = { small: 400, large: 1200 } as const;

export const ImageMessage = {
  badType: 'Please upload files with jpg, jpeg, png format.',
  tooLarge: 'Images may not be larger than 5 MB.',
  tooManyPixels: 'Images may not have more than 40 megapixels.',
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

export class ImageTooManyPixels extends DomainError {
  readonly status = 413;
  constructor() {
    super(ImageMessage.tooManyPixels);
  }
}

export interface StoredImage {
  /** URL of the large variant; the small one is `smallImageUrl(url)`. */
  url: string;
}

const FOLDER = 'products';

/** sharp's entry point: a picture's bytes in, its pipeline out. */
type ImageTool = (input: Buffer, options?: SharpOptions) => Sharp;

/**
 * sharp, loaded with the first picture instead of at start: it and the image library it maps in hold
 * some 8 MB of a running shop's memory, and most processes (and most hours of a running shop) handle no
 * pictures at all.
 */
export const imageTool: () => Promise<ImageTool> = onFirstUse(() => import('sharp').then((loaded) => loaded.default));

/**
 * Product images: only JPEG and PNG (judged by their bytes, not their name), at most 5 MB; kept as
 * WebP at the widths the pages use, under UPLOAD_DIR and served from /uploads.
 */
@Injectable()
export class ImageStore {
  constructor(private readonly config: AppConfig) {}

  async save(bytes: Buffer): Promise<StoredImage> {
    if (bytes.length > MAX_IMAGE_BYTES) throw new ImageTooLarge();
    const sharp = await imageTool();
    let metadata: Metadata;
    try {
      // Reads the header only: nothing is decoded before the dimensions are known.
      metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
    } catch {
      throw new UnsupportedImage();
    }
    if (metadata.format !== 'jpeg' && metadata.format !== 'png') throw new UnsupportedImage();
    if (!metadata.width || !metadata.height) throw new UnsupportedImage();
    if (metadata.width * metadata.height > MAX_IMAGE_PIXELS) throw new ImageTooManyPixels();
    if (HIDDEN_CODE.test(bytes.toString('latin1'))) throw new UnsupportedImage();

    const key = randomUUID();
    const folder = join(this.config.uploadDir, FOLDER);
    await mkdir(folder, { recursive: true });
    await Promise.all(
      Object.values(IMAGE_WIDTHS).map(async (width) => {
        // Re-encoded, so nothing of the upload but its pixels is ever served.
        const webp = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS })
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
