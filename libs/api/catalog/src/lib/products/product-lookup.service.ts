import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { sqlArray, sqlList } from '@nidra/api/core';
import { RETIRED_GST_RATES, type ShipmentPackage } from '@nidra/shared/contracts';
import { ReviewModeratedEvent } from './review-moderated.event';
import { FIRST_IMAGE_URL } from './product-row';

/** A product as other contexts show it beside their own data (a review, say). */
export interface ProductSummary {
  id: string;
  name: string;
  slug: string;
  imageUrl: string | null;
}

/** A product running out, or one of its variants once it keeps stock by size, as the Overview lists it. */
export interface LowStockRow {
  id: string;
  name: string;
  slug: string;
  quantity: number;
  /** The variant's; null for a product whose variants share its stock. */
  sku: string | null;
  size: string | null;
  thickness: number | null;
}

/** A product still at a GST rate retired on 22 September 2025, as the Overview lists it for attention. */
export interface RetiredRateRow {
  id: string;
  name: string;
  slug: string;
  gstRate: number;
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
   * What an order line keeps of its product, by product id (one statement, in the caller's transaction
   * `em`): its brand (null: none), the merchant selling under it (null: the shop) and its unit quantity code;
   * ids not found are absent.
   */
  async forOrderLines(em: EntityManager, ids: Iterable<string>): Promise<Map<string, { brandId: string | null; merchantId: string | null; uqc: string }>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const rows = await em.execute<Array<{ id: string; brand_id: string | null; merchant_id: string | null; uqc: string }>>(
      `SELECT p.id, p.brand_id, b.merchant_id, p.uqc FROM products p LEFT JOIN brands b ON b.id = p.brand_id WHERE p.id IN (${sqlList(unique.length)})`,
      unique,
    );
    return new Map(rows.map((row) => [row.id, { brandId: row.brand_id, merchantId: row.merchant_id, uqc: row.uqc }]));
  }

  /** The ids of the merchant's brands (one statement). */
  async brandIdsOfMerchant(merchantId: string): Promise<string[]> {
    const rows = await this.em.execute<Array<{ id: string }>>('SELECT id FROM brands WHERE merchant_id = ?', [merchantId]);
    return rows.map((row) => row.id);
  }

  /** Who sells under each brand: its merchant, or null for the shop's own (one statement). */
  async sellersOfBrands(brandIds: Iterable<string>): Promise<Map<string, string | null>> {
    const unique = [...new Set(brandIds)];
    if (unique.length === 0) return new Map();
    const rows = await this.em.execute<Array<{ id: string; merchant_id: string | null }>>(
      `SELECT id, merchant_id FROM brands WHERE id IN (${sqlList(unique.length)})`,
      unique,
    );
    return new Map(rows.map((row) => [row.id, row.merchant_id]));
  }

  /**
   * What runs out, fewest units first: active products at most `atMost` units whose variants share their
   * stock, and the active variants with at most that many of active products keeping stock by size. Every
   * brand's, or those of the brands given. One statement, each side on its partial index on quantity.
   */
  async lowStock(atMost: number, brandIds: readonly string[] | null, limit: number): Promise<LowStockRow[]> {
    const ofBrands = brandIds ? ' AND p.brand_id = ANY(?::uuid[])' : '';
    const brands = brandIds ? [sqlArray(brandIds)] : [];
    return this.em.execute<LowStockRow[]>(
      `SELECT id, name, slug, quantity, sku, size, thickness FROM (
         SELECT p.id, p.name, p.slug, p.quantity, NULL::varchar AS sku, NULL::varchar AS size, NULL::smallint AS thickness
           FROM products p WHERE p.is_active AND p.quantity <= ? AND NOT p.stock_by_size${ofBrands}
         UNION ALL
         SELECT p.id, p.name, p.slug, v.quantity, v.sku, v.size_label, v.thickness
           FROM product_variants v JOIN products p ON p.id = v.product_id
          WHERE v.is_active AND v.quantity <= ? AND p.is_active AND p.stock_by_size${ofBrands}) low
        ORDER BY quantity, name, id, sku LIMIT ?`,
      [atMost, ...brands, atMost, ...brands, limit],
    );
  }

  /** Products, active or not, still at a retired GST rate (12 or 28 %) until they are edited, by name (one statement). */
  atRetiredRates(limit: number): Promise<RetiredRateRow[]> {
    // The rates written into the statement, as in the partial index's predicate, so the planner always uses it.
    return this.em.execute<RetiredRateRow[]>(
      `SELECT id, name, slug, gst_rate AS "gstRate" FROM products WHERE gst_rate IN (${RETIRED_GST_RATES.join(', ')}) ORDER BY name, id LIMIT ?`,
      [limit],
    );
  }

  /** Products' SKUs, by id (one statement); ids not found are absent. */
  async skus(ids: Iterable<string>): Promise<Map<string, string>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const rows = await this.em.execute<Array<{ id: string; sku: string }>>(`SELECT id, sku FROM products WHERE id IN (${sqlList(unique.length)})`, unique);
    return new Map(rows.map((row) => [row.id, row.sku]));
  }

  /** Variants' packages (one unit, packed), by variant id (one statement); a variant without one, or not found, is absent. */
  async packagesOfVariants(ids: Iterable<string>): Promise<Map<string, ShipmentPackage>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const rows = await this.em.execute<Array<{ id: string; package: ShipmentPackage }>>(
      `SELECT id, package FROM product_variants WHERE id IN (${sqlList(unique.length)}) AND package IS NOT NULL`,
      unique,
    );
    return new Map(rows.map((row) => [row.id, row.package]));
  }

  /** The rating the shop lists and filters by follows the product's approved reviews. */
  @OnEvent(ReviewModeratedEvent.eventName, { promisify: true, suppressErrors: false })
  async onReviewModerated(event: ReviewModeratedEvent): Promise<void> {
    await this.em.execute('UPDATE products SET average_rating = ? WHERE id = ?', [event.averageRating, event.productId]);
  }
}
