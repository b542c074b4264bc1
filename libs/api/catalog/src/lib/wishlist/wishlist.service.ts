import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { AppConfig, NotFound, shopTax } from '@nidra/api/core';
import type { ShopTax } from '@nidra/shared/util';
import { ProductMessage, type WishlistEntryDto } from '@nidra/shared/contracts';
import { FIRST_IMAGE_URL, PUBLICLY_VISIBLE } from '../products/product-row';
import { rateOf, ruleOfRow, rupeesWithTax, TAX_RULE_COLUMNS } from '../products/variants/variant-view';

interface EntryRow {
  id: string;
  is_liked: boolean;
  created: Date | string;
  product_id: string;
  name: string;
  slug: string;
  price_paise: number;
  from_price_paise: number;
  taxable: boolean;
  gst_rate: number | null;
  gst_above_paise: number | null;
  gst_above_rate: number | null;
  image_url: string | null;
}

function toEntryDto(row: EntryRow, shop: ShopTax): WishlistEntryDto {
  const rate = rateOf(ruleOfRow(row), shop);
  return {
    _id: row.id,
    product: {
      _id: row.product_id,
      name: row.name,
      slug: row.slug,
      price: row.price_paise / 100,
      fromPrice: row.from_price_paise / 100,
      fromPriceWithTax: rupeesWithTax(row.from_price_paise, rate),
      imageUrl: row.image_url,
    },
    isLiked: row.is_liked,
    created: new Date(row.created).toISOString(),
  };
}

const ENTRY_COLUMNS = `w.id, w.is_liked, w.created, p.id AS product_id, p.name, p.slug, p.price_paise, p.from_price_paise, ${TAX_RULE_COLUMNS}, ${FIRST_IMAGE_URL}`;

@Injectable()
export class WishlistService {
  constructor(
    private readonly em: EntityManager,
    private readonly config: AppConfig,
  ) {}

  /** Likes or unlikes a product the person can see; one row per person and product, whatever the clicks. */
  async set(userId: string, productId: string, isLiked: boolean): Promise<WishlistEntryDto> {
    const [visible] = await this.em.execute<Array<{ id: string }>>(
      `SELECT p.id FROM products p LEFT JOIN brands b ON b.id = p.brand_id WHERE p.id = ? AND ${PUBLICLY_VISIBLE}`,
      [productId],
    );
    if (!visible) throw new NotFound(ProductMessage.notFound);
    const [row] = await this.em.execute<EntryRow[]>(
      `WITH w AS (
         INSERT INTO wishlist_entries (id, user_id, product_id, is_liked) VALUES (gen_random_uuid(), ?, ?, ?)
         ON CONFLICT (user_id, product_id) DO UPDATE SET is_liked = excluded.is_liked, updated = now()
         RETURNING id, is_liked, created, product_id)
       SELECT ${ENTRY_COLUMNS} FROM w JOIN products p ON p.id = w.product_id`,
      [userId, productId, isLiked],
    );
    return toEntryDto(row, shopTax(this.config));
  }

  /** The products a person likes, most recently liked first. */
  async list(userId: string): Promise<WishlistEntryDto[]> {
    const rows = await this.em.execute<EntryRow[]>(
      `SELECT ${ENTRY_COLUMNS} FROM wishlist_entries w JOIN products p ON p.id = w.product_id
        WHERE w.user_id = ? AND w.is_liked ORDER BY w.updated DESC, w.id DESC`,
      [userId],
    );
    return rows.map((row) => toEntryDto(row, shopTax(this.config)));
  }
}
