import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { AppConfig, InvalidInput, shopTax, sqlList } from '@nidra/api/core';
import { OrderMessage, VariantMessage } from '@nidra/shared/contracts';
import { compareVariants, variantLabel } from '@nidra/shared/util';
import { lineRate, PricesChanged, type CurrentPrice, type LineToReserve, type ProductForSale, type StockUnits, type VariantForSale } from './stock-types';
import { FIRST_IMAGE_URL, PUBLICLY_VISIBLE } from '../products/product-row';
import { inLockOrder, LINE_RATE, LOCKED_VARIANTS, lockedProducts, rateAbove, SELLING_RATE, SHOP, type LockedRow, type LockedVariant } from './stock-sql';

/** How a variant reads in a message: "Queen 5x6.5 · 8 in". */
const labelOf = (variant: LockedVariant) => variantLabel({ size: variant.size_label, thickness: variant.thickness });

/**
 * The catalogue's stock, for ordering: products and their variants as a cart prices them, and units
 * reserved for an order, released when it is cancelled. A product keeping stock by size takes and gives
 * back each variant's own units (and keeps their sum as its quantity); otherwise its variants share its
 * pool. Reservations run in the caller's transaction (its `em`), lock the products in one fixed order
 * (then their variants) and change every product's and variant's stock in one statement, whatever their
 * number.
 */
@Injectable()
export class StockService {
  constructor(
    private readonly em: EntityManager,
    private readonly config: AppConfig,
  ) {}

  /** The shop's GST as `SHOP` binds it. */
  private shopParameters(): [boolean, number] {
    const { registered, rate } = shopTax(this.config);
    return [registered, rate];
  }

  /** Products by id with their variants, as a cart prices them (one statement); ids not found are absent. */
  async forSale(ids: readonly string[]): Promise<Map<string, ProductForSale>> {
    if (ids.length === 0) return new Map();
    const rows = await this.em.execute<
      Array<{
        id: string;
        sku: string;
        name: string;
        slug: string;
        image_url: string | null;
        price_paise: number;
        taxable: boolean;
        selling_rate: number;
        above_paise: number | null;
        above_rate: number | null;
        hsn: string;
        quantity: number;
        stock_by_size: boolean;
        on_sale: boolean;
        variants: VariantForSale[];
      }>
    >(
      `SELECT p.id, p.sku, p.name, p.slug, ${FIRST_IMAGE_URL}, p.price_paise, p.taxable, ${SELLING_RATE}, p.hsn, p.quantity,
              p.stock_by_size, ${PUBLICLY_VISIBLE} AS on_sale,
              (SELECT coalesce(json_agg(json_build_object('id', v.id, 'sku', v.sku, 'size', v.size_label, 'thickness', v.thickness,
                        'pricePaise', v.price_paise, 'quantity', CASE WHEN p.stock_by_size THEN coalesce(v.quantity, 0) ELSE p.quantity END,
                        'isActive', v.is_active)), '[]')
                 FROM product_variants v WHERE v.product_id = p.id) AS variants
         FROM products p LEFT JOIN brands b ON b.id = p.brand_id CROSS JOIN ${SHOP}
        WHERE p.id IN (${sqlList(ids.length)})`,
      [...this.shopParameters(), ...ids],
    );
    return new Map(
      rows.map((row) => [
        row.id,
        {
          id: row.id,
          sku: row.sku,
          name: row.name,
          slug: row.slug,
          imageUrl: row.image_url,
          pricePaise: row.price_paise,
          taxable: row.taxable,
          gstRate: row.selling_rate,
          gstAbove: rateAbove(row),
          hsn: row.hsn,
          quantity: row.quantity,
          stockBySize: row.stock_by_size,
          onSale: row.on_sale,
          variants: row.variants.sort(compareVariants),
        },
      ]),
    );
  }

  /**
   * Reserves an order's units, after checking its lines under the lock: a product no longer on sale or a
   * variant switched off refuses it (400), a price or GST rate changed since the cart was priced throws
   * `PricesChanged`, then every variant (or pool) must have the units wanted. Nothing is taken unless all
   * pass. `goneName` names a product that no longer exists.
   */
  async reserve(em: EntityManager, lines: readonly LineToReserve[], goneName: string): Promise<void> {
    if (lines.length === 0) return;
    const { products, variants, taken } = await this.lockAndTake(em, lines);
    if (taken) return;
    for (const line of lines) {
      const product = products.get(line.productId);
      if (!product) throw new InvalidInput(OrderMessage.productGone(goneName));
      if (!product.on_sale) throw new InvalidInput(OrderMessage.productGone(product.name));
      const variant = line.variantId === null ? undefined : variants.get(line.variantId);
      if (line.variantId !== null && (!variant || variant.product_id !== product.id || !variant.is_active)) {
        throw new InvalidInput(variant ? VariantMessage.gone(product.name, labelOf(variant)) : OrderMessage.productGone(product.name));
      }
    }
    const changed = new Map<string, CurrentPrice>();
    for (const line of lines) {
      const product = products.get(line.productId) as LockedRow;
      const variant = line.variantId === null ? undefined : variants.get(line.variantId);
      const same = lineRate({ gstRate: product.selling_rate, gstAbove: rateAbove(product) }, line.unitPaise) === line.gstRate && (variant ? variant.price_paise === line.unitPaise : product.price_paise === line.basePaise);
      if (!same) changed.set(product.id, this.currentPrice(product, variants));
    }
    if (changed.size > 0) throw new PricesChanged([...changed.values()]);
    this.checkUnits(lines, products, variants);
    // Not reached while the statement and the checks above agree. Should they ever differ, the checks are
    // the rule: they passed, so the units are taken, under the lock the statement still holds.
    await this.change(em, lines, -1);
  }

  /**
   * Locks the products in the fixed order, then the lines' variants, and in the same statement takes the
   * units when every product is there and on sale, every variant active, every line at its price and GST
   * rate now and every variant (or pool) has the units wanted: the usual order in one statement. Answers
   * the products and variants as locked, and whether it took.
   */
  private async lockAndTake(
    em: EntityManager,
    lines: readonly LineToReserve[],
  ): Promise<{ products: Map<string, LockedRow>; variants: Map<string, LockedVariant>; taken: boolean }> {
    const ids = inLockOrder(lines.map((line) => line.productId));
    const rows = await em.execute<Array<LockedRow & { taken: boolean; variants: LockedVariant[] | null }>>(
      `WITH line (product_id, variant_id, units, base_paise, unit_paise, gst_rate) AS (
         VALUES ${sqlList(lines.length, '(?::uuid, ?::uuid, ?::int, ?::bigint, ?::bigint, ?::numeric)')}
       ), locked AS (${lockedProducts(ids.length)}), variant AS (${LOCKED_VARIANTS}),
       per_variant AS (SELECT variant_id, sum(units) AS units FROM line WHERE variant_id IS NOT NULL GROUP BY variant_id),
       per_product AS (SELECT product_id, sum(units) AS units FROM line WHERE variant_id IS NOT NULL GROUP BY product_id),
       fine AS (
         SELECT (SELECT count(*) FROM locked) = ?
                AND NOT EXISTS (SELECT 1 FROM locked WHERE NOT on_sale)
                AND NOT EXISTS (
                  SELECT 1 FROM line JOIN locked l ON l.id = line.product_id LEFT JOIN variant v ON v.id = line.variant_id
                   WHERE (${LINE_RATE} = line.gst_rate AND CASE WHEN line.variant_id IS NULL THEN l.price_paise = line.base_paise
                          ELSE v.product_id = l.id AND v.is_active AND v.price_paise = line.unit_paise END) IS NOT TRUE
                )
                AND NOT EXISTS (SELECT 1 FROM per_product w JOIN locked l ON l.id = w.product_id WHERE NOT l.stock_by_size AND l.quantity < w.units)
                AND NOT EXISTS (
                  SELECT 1 FROM per_variant w JOIN variant v ON v.id = w.variant_id JOIN locked l ON l.id = v.product_id
                   WHERE l.stock_by_size AND coalesce(v.quantity, 0) < w.units
                ) AS ok
       ), taken_variants AS (
         UPDATE product_variants v SET quantity = coalesce(v.quantity, 0) - w.units
           FROM per_variant w, locked l, fine
          WHERE fine.ok AND v.id = w.variant_id AND l.id = v.product_id AND l.stock_by_size RETURNING v.id
       ), taken AS (
         UPDATE products p SET quantity = p.quantity - w.units FROM per_product w, fine WHERE fine.ok AND p.id = w.product_id RETURNING p.id
       )
       SELECT locked.*, (SELECT ok FROM fine) AS taken,
              (SELECT json_agg(variant) FROM variant) AS variants
         FROM locked`,
      [
        ...lines.flatMap((line) => [line.productId, line.variantId, line.quantity, line.basePaise, line.unitPaise, line.gstRate]),
        ...this.shopParameters(),
        ...ids,
        ids.length,
      ],
    );
    return {
      products: new Map(rows.map((row) => [row.id, row])),
      variants: new Map((rows[0]?.variants ?? []).map((variant) => [variant.id, variant])),
      taken: rows[0]?.taken ?? false,
    };
  }

  /** What a product and its variants cost now, read under the lock (a cart is priced again from it). */
  private currentPrice(product: LockedRow, variants: Map<string, LockedVariant>): CurrentPrice {
    const variantPrices: Record<string, number> = {};
    for (const variant of variants.values()) if (variant.product_id === product.id) variantPrices[variant.id] = variant.price_paise;
    return {
      id: product.id,
      name: product.name,
      pricePaise: product.price_paise,
      taxable: product.taxable,
      gstRate: product.selling_rate,
      gstAbove: rateAbove(product),
      hsn: product.hsn,
      variantPrices,
    };
  }

  /** Takes units whatever the price (an administrator bringing back a cancelled item), if they are there. */
  async take(em: EntityManager, units: readonly StockUnits[], goneName: string): Promise<void> {
    if (units.length === 0) return;
    const { products, variants } = await this.lock(em, units);
    for (const line of units) if (!products.has(line.productId)) throw new InvalidInput(OrderMessage.productGone(goneName));
    this.checkUnits(units, products, variants);
    await this.change(em, units, -1);
  }

  /** Puts units back in stock (a cancelled item or order). */
  async release(em: EntityManager, units: readonly StockUnits[]): Promise<void> {
    if (units.length === 0) return;
    await this.change(em, units, 1);
  }

  /** Locks the products in the fixed order, then the variants, and reads them as they are now (one statement). */
  private async lock(em: EntityManager, units: readonly StockUnits[]): Promise<{ products: Map<string, LockedRow>; variants: Map<string, LockedVariant> }> {
    const ids = inLockOrder(units.map((line) => line.productId));
    const rows = await em.execute<Array<LockedRow & { variants: LockedVariant[] | null }>>(
      `WITH line (variant_id) AS (VALUES ${sqlList(units.length, '(?::uuid)')}), locked AS (${lockedProducts(ids.length)}), variant AS (${LOCKED_VARIANTS})
       SELECT locked.*, (SELECT json_agg(variant) FROM variant) AS variants FROM locked`,
      [...units.map((line) => line.variantId), ...this.shopParameters(), ...ids],
    );
    return {
      products: new Map(rows.map((row) => [row.id, row])),
      variants: new Map((rows[0]?.variants ?? []).map((variant) => [variant.id, variant])),
    };
  }

  /** Refuses the whole request when a variant (or a product's pool) has fewer units than wanted. */
  private checkUnits(lines: readonly StockUnits[], products: Map<string, LockedRow>, variants: Map<string, LockedVariant>): void {
    const pooled = new Map<string, number>();
    const sized = new Map<string, number>();
    for (const line of lines) {
      if (line.variantId === null) continue;
      const product = products.get(line.productId) as LockedRow;
      if (product.stock_by_size) sized.set(line.variantId, (sized.get(line.variantId) ?? 0) + line.quantity);
      else pooled.set(product.id, (pooled.get(product.id) ?? 0) + line.quantity);
    }
    for (const [id, quantity] of pooled) {
      const product = products.get(id) as LockedRow;
      if (product.quantity < quantity) throw new InvalidInput(OrderMessage.onlyLeft(product.quantity, product.name));
    }
    for (const [id, quantity] of sized) {
      const variant = variants.get(id);
      const product = products.get(variant?.product_id ?? '') as LockedRow;
      if (!variant) throw new InvalidInput(OrderMessage.productGone(product?.name ?? ''));
      const left = variant.quantity ?? 0;
      if (left < quantity) throw new InvalidInput(VariantMessage.onlyLeft(left, product.name, labelOf(variant)));
    }
  }

  /**
   * Changes stock by `sign` × the units, one statement whatever their number: a product keeping stock by
   * size changes its variants' units and its sum (the sum only for active variants, as it counts only
   * those); a pooled product, or a line from before variants, its pool. Lines without a variant of a
   * product keeping stock by size have no pool to change.
   */
  private async change(em: EntityManager, units: readonly StockUnits[], sign: 1 | -1): Promise<void> {
    await em.execute(
      `WITH line (product_id, variant_id, units) AS (VALUES ${sqlList(units.length, '(?::uuid, ?::uuid, ?::int)')}),
       sized AS (
         UPDATE product_variants v SET quantity = coalesce(v.quantity, 0) + w.units
           FROM (SELECT variant_id, sum(units) AS units FROM line WHERE variant_id IS NOT NULL GROUP BY variant_id) w, products p
          WHERE v.id = w.variant_id AND p.id = v.product_id AND p.stock_by_size
          RETURNING v.product_id, v.is_active, w.units
       )
       UPDATE products p SET quantity = p.quantity + w.units
         FROM (SELECT product_id, sum(units) AS units FROM (
                 SELECT line.product_id, line.units FROM line JOIN products q ON q.id = line.product_id WHERE NOT q.stock_by_size
                 UNION ALL SELECT product_id, units FROM sized WHERE is_active) moved GROUP BY product_id) w
        WHERE p.id = w.product_id`,
      units.flatMap((line) => [line.productId, line.variantId, sign * line.quantity]),
    );
  }
}
