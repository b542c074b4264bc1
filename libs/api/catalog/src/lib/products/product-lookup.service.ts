import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { sqlArray, sqlList } from '@nidra/api/core';
import { ReviewModeratedEvent } from './review-moderated.event';
import { FIRST_IMAGE_URL } from './product-row';

/** A product as other contexts show it beside their own data (a review, say). */
export interface ProductSummary {
  id: string;
  name: string;
  slug: string;
  imageUrl: string | null;
}

/** A product running out, as the Overview lists it. */
export interface LowStockRow {
  id: string;
  name: string;
  slug: string;
  quantity: number;
}

/**
 * What other contexts may ask the catalogue about its products, one statement a question, and the
 * catalogue's side of what they tell it (a product's rating, from its moderated reviews).
 */
@Injectable()
export class ProductLookup {
  constructor(private readonly em: EntityManager) {}

  /** An active product's id, by id or by slug. */
  async activeId(key: { id: string } | { slug: string }): Promise<string | undefined> {
    const [column, value] = 'id' in key ? ['id', key.id] : ['slug', key.slug];
    const [row] = await this.em.execute<Array<{ id: string }>>(`SELECT id FROM products WHERE ${column} = ? AND is_active`, [value]);
    return row?.id;
  }

  /** Products by id (one statement); ids not found are absent. */
  async summaries(ids: Iterable<string>): Promise<Map<string, ProductSummary>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const rows = await this.em.execute<Array<{ id: string; name: string; slug: string; image_url: string | null }>>(
        `SELECT p.id, p.name, p.slug, ${FIRST_IMAGE_URL} FROM products p WHERE p.id IN (${sqlList(unique.length)})`,
        unique,
      );
    return new Map(rows.map((row) => [row.id, { id: row.id, name: row.name, slug: row.slug, imageUrl: row.image_url }]));
  }

  /** Which of these products are the merchant's brands' (one statement, whatever the merchant sells). */
  async ownedBy(merchantId: string, ids: Iterable<string>): Promise<Set<string>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Set();
    const rows = await this.em.execute<Array<{ id: string }>>(
        `SELECT p.id FROM products p JOIN brands b ON b.id = p.brand_id WHERE b.merchant_id = ? AND p.id IN (${sqlList(unique.length)})`,
        [merchantId, ...unique],
      );
    return new Set(rows.map((row) => row.id));
  }

  /** The ids of every product of the merchant's brands, active or not (one statement). */
  async idsOfMerchant(merchantId: string): Promise<string[]> {
    const rows = await this.em.execute<Array<{ id: string }>>('SELECT p.id FROM products p JOIN brands b ON b.id = p.brand_id WHERE b.merchant_id = ?', [merchantId]);
    return rows.map((row) => row.id);
  }

  /**
   * Each product's brand (null: none), by product id (one statement, in the caller's transaction `em`);
   * ids not found are absent.
   */
  async brandsOf(em: EntityManager, ids: Iterable<string>): Promise<Map<string, string | null>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const rows = await em
      .execute<Array<{ id: string; brand_id: string | null }>>(
        `SELECT id, brand_id FROM products WHERE id IN (${sqlList(unique.length)})`,
        unique,
      );
    return new Map(rows.map((row) => [row.id, row.brand_id]));
  }

  /** The ids of the merchant's brands (one statement). */
  async brandIdsOfMerchant(merchantId: string): Promise<string[]> {
    const rows = await this.em.execute<Array<{ id: string }>>('SELECT id FROM brands WHERE merchant_id = ?', [merchantId]);
    return rows.map((row) => row.id);
  }

  /**
   * Active products with at most `atMost` units, fewest first (one statement, the partial index on
   * quantity): every brand's, or those of the brands given.
   */
  async lowStock(atMost: number, brandIds: readonly string[] | null, limit: number): Promise<LowStockRow[]> {
    const rows = await this.em.execute<Array<{ id: string; name: string; slug: string; quantity: number }>>(
      `SELECT id, name, slug, quantity FROM products
        WHERE is_active AND quantity <= ?${brandIds ? ' AND brand_id = ANY(?::uuid[])' : ''}
        ORDER BY quantity, name, id LIMIT ?`,
      brandIds ? [atMost, sqlArray(brandIds), limit] : [atMost, limit],
    );
    return rows;
  }

  /** Products' SKUs, by id (one statement); ids not found are absent. */
  async skus(ids: Iterable<string>): Promise<Map<string, string>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const rows = await this.em.execute<Array<{ id: string; sku: string }>>(`SELECT id, sku FROM products WHERE id IN (${sqlList(unique.length)})`, unique);
    return new Map(rows.map((row) => [row.id, row.sku]));
  }

  /** The rating the shop lists and filters by follows the product's approved reviews. */
  @OnEvent(ReviewModeratedEvent.eventName, { promisify: true, suppressErrors: false })
  async onReviewModerated(event: ReviewModeratedEvent): Promise<void> {
    await this.em.execute('UPDATE products SET average_rating = ? WHERE id = ?', [event.averageRating, event.productId]);
  }
}
