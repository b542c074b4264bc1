import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { InvalidInput, NotFound, sqlList } from '@nidra/api/core';
import { ProductMessage, VariantMessage, type ShipmentPackage, type VariantFields } from '@nidra/shared/contracts';
import { toPaise, variantLabel } from '@nidra/shared/util';
import { defaultVariants, rulePricePaise, variantSku, type VariantSpec } from './variant-defaults';

interface ProductOfVariants {
  id: string;
  sku: string;
  name: string;
  price_paise: number;
  stock_by_size: boolean;
  variants: Array<{ id: string; size: string | null; thickness: number | null; pricePaise: number; priceSet: boolean }>;
}

const VALUES_ROW = '(?::uuid, ?::varchar, ?::smallint, ?::varchar, ?::bigint, ?::boolean, ?::int, ?::boolean, ?::boolean, ?::jsonb)';

/**
 * A product's variants as its managers set them, and the figures the product keeps of them: the cheapest
 * active variant's price (what lists show) and, once stock is kept by size, the sum of their stock. Every
 * change locks the product row first, as a reservation does, so stock never moves under a change.
 */
@Injectable()
export class VariantsService {
  constructor(private readonly em: EntityManager) {}

  /**
   * After products were added or their base price changed (`em`: the writing transaction): a product
   * without variants gets the default ones, variants whose price follows the rule are priced from the base
   * price now, and the product's figures are kept. A fixed number of statements whatever the products.
   */
  async sync(em: EntityManager, productIds: readonly string[]): Promise<void> {
    if (productIds.length === 0) return;
    const products = await em.execute<ProductOfVariants[]>(
      `SELECT p.id, p.sku, p.name, p.price_paise, p.stock_by_size,
              (SELECT coalesce(json_agg(json_build_object('id', v.id, 'size', v.size_label, 'thickness', v.thickness,
                        'pricePaise', v.price_paise, 'priceSet', v.price_set)), '[]')
                 FROM product_variants v WHERE v.product_id = p.id) AS variants
         FROM products p WHERE p.id IN (${sqlList(productIds.length)}) ORDER BY p.id FOR NO KEY UPDATE`,
      [...productIds],
    );
    const added = products
      .filter((product) => product.variants.length === 0)
      .flatMap((product) =>
        defaultVariants({ sku: product.sku, name: product.name, pricePaise: product.price_paise }).map((spec) => ({ productId: product.id, spec })),
      );
    await this.insert(em, added);
    const repriced = products.flatMap((product) =>
      product.variants
        .filter((variant) => !variant.priceSet && variant.pricePaise !== rulePricePaise(product.price_paise, variant.size))
        .map((variant) => [variant.id, rulePricePaise(product.price_paise, variant.size)] as const),
    );
    if (repriced.length > 0) {
      await em.execute(
        `UPDATE product_variants v SET price_paise = change.price, updated = now()
           FROM (VALUES ${sqlList(repriced.length, '(?::uuid, ?::bigint)')}) AS change (id, price) WHERE v.id = change.id`,
        repriced.flat(),
      );
    }
    await this.keepFigures(em, productIds);
  }

  /**
   * Sets every variant a product is sold in, matched on (size, thickness): those listed are written (a
   * price left out follows the rule, a sku left out is made from the product's), those left out become
   * inactive, and a quantity on any switches the product to stock by size. All or nothing.
   */
  async set(productId: string, fields: readonly VariantFields[], within: EntityManager = this.em): Promise<void> {
    checkList(fields);
    await within.transactional(async (em) => {
      const [product] = await em.execute<ProductOfVariants[]>(
        `SELECT p.id, p.sku, p.name, p.price_paise, p.stock_by_size, '[]'::json AS variants FROM products p WHERE p.id = ? FOR NO KEY UPDATE`,
        [productId],
      );
      if (!product) throw new NotFound(ProductMessage.notFound);
      const bySize = product.stock_by_size || fields.some((variant) => variant.quantity !== undefined);
      const rows = fields.map((variant) => {
        const pricePaise = variant.price === undefined ? null : toPaise(variant.price);
        return [
          productId,
          variant.size,
          variant.thickness,
          variant.sku ?? variantSku(product.sku, variant.size, variant.thickness),
          pricePaise ?? rulePricePaise(product.price_paise, variant.size),
          pricePaise !== null,
          variant.quantity ?? null,
          variant.isActive ?? true,
          variant.package !== undefined,
          variant.package ? JSON.stringify(packageOf(variant.package)) : null,
        ];
      });
      const skus = rows.map((row) => row[3] as string);
      const [taken] = await em.execute<Array<{ sku: string }>>(
        `SELECT sku FROM product_variants WHERE sku IN (${sqlList(skus.length)}) AND product_id <> ? LIMIT 1`,
        [...skus, productId],
      );
      if (taken) throw new InvalidInput(VariantMessage.skuTaken(taken.sku));
      try {
        await em.execute(
          `WITH given (product_id, size_label, thickness, sku, price_paise, price_set, quantity, is_active, package_given, package) AS (VALUES ${sqlList(rows.length, VALUES_ROW)}),
           written AS (
             INSERT INTO product_variants (id, product_id, size_label, thickness, sku, price_paise, price_set, quantity, is_active, package)
             SELECT gen_random_uuid(), given.product_id, given.size_label, given.thickness, given.sku, given.price_paise, given.price_set,
                    CASE WHEN ? THEN coalesce(given.quantity, 0) END, given.is_active,
                    -- A package left out is kept as it is.
                    CASE WHEN given.package_given THEN given.package ELSE old.package END
               FROM given LEFT JOIN product_variants old ON old.product_id = given.product_id
                AND old.size_label IS NOT DISTINCT FROM given.size_label AND old.thickness IS NOT DISTINCT FROM given.thickness
             ON CONFLICT (product_id, size_label, thickness) DO UPDATE
                SET sku = excluded.sku, price_paise = excluded.price_paise, price_set = excluded.price_set, is_active = excluded.is_active,
                    package = excluded.package,
                    quantity = CASE WHEN ? THEN excluded.quantity ELSE product_variants.quantity END, updated = now()
             RETURNING id)
           UPDATE product_variants SET is_active = false, updated = now()
            WHERE product_id = ? AND is_active AND id NOT IN (SELECT id FROM written)`,
          [...rows.flat(), bySize, fields.some((variant) => variant.quantity !== undefined), productId],
        );
      } catch (error) {
        // Only a sku this product gives to another of its own variants can still clash here.
        throw (error as { code?: string }).code === '23505' ? new InvalidInput(VariantMessage.skuTaken(skus.join(', '))) : error;
      }
      if (bySize && !product.stock_by_size) await em.execute('UPDATE products SET stock_by_size = true WHERE id = ?', [productId]);
      await this.keepFigures(em, [productId]);
    });
  }

  /** Writes new variants, in the size table's order (one statement). */
  private async insert(em: EntityManager, added: Array<{ productId: string; spec: VariantSpec }>): Promise<void> {
    if (added.length === 0) return;
    await em.execute(
      `INSERT INTO product_variants (id, created, product_id, size_label, thickness, sku, price_paise)
       SELECT gen_random_uuid(), now() + given.position * interval '1 microsecond', given.product_id, given.size_label, given.thickness,
              given.sku, given.price_paise
         FROM (VALUES ${sqlList(added.length, '(?::uuid, ?::varchar, ?::smallint, ?::varchar, ?::bigint, ?::int)')})
              AS given (product_id, size_label, thickness, sku, price_paise, position)`,
      added.flatMap(({ productId, spec }, position) => [productId, spec.size, spec.thickness, spec.sku, spec.pricePaise, position]),
    );
  }

  /**
   * The product's figures from its variants: the cheapest active variant's price and, when stock is kept by
   * size, the sum of the active variants' stock (one statement).
   */
  async keepFigures(em: EntityManager, productIds: readonly string[]): Promise<void> {
    await em.execute(
      `UPDATE products p SET from_price_paise = coalesce(figures.cheapest, p.price_paise),
              quantity = CASE WHEN p.stock_by_size THEN coalesce(figures.units, 0) ELSE p.quantity END
         FROM (SELECT q.id, min(v.price_paise) FILTER (WHERE v.is_active) AS cheapest, sum(v.quantity) FILTER (WHERE v.is_active) AS units
                 FROM products q LEFT JOIN product_variants v ON v.product_id = q.id
                WHERE q.id IN (${sqlList(productIds.length)}) GROUP BY q.id) figures
        WHERE p.id = figures.id
          AND (p.from_price_paise, p.quantity) IS DISTINCT FROM
              (coalesce(figures.cheapest, p.price_paise), CASE WHEN p.stock_by_size THEN coalesce(figures.units, 0) ELSE p.quantity END)`,
      [...productIds],
    );
  }
}

/** A package as kept: its four measures and nothing else the body carried. */
function packageOf({ weightKg, lengthCm, breadthCm, heightCm }: ShipmentPackage): ShipmentPackage {
  return { weightKg, lengthCm, breadthCm, heightCm };
}

/** The list's own rules, before anything is read: one kind of product, no pair twice, no sku twice, stock on all or none. */
function checkList(fields: readonly VariantFields[]): void {
  const sized = fields.filter((variant) => variant.size !== null).length;
  if (sized > 0 && sized < fields.length) throw new InvalidInput(VariantMessage.sizeMixed);
  const pairs = new Set<string>();
  const skus = new Set<string>();
  for (const variant of fields) {
    const pair = `${variant.size}|${variant.thickness}`;
    if (pairs.has(pair)) {
      throw new InvalidInput(VariantMessage.duplicate(variantLabel(variant)));
    }
    pairs.add(pair);
    if (variant.sku !== undefined) {
      if (skus.has(variant.sku)) throw new InvalidInput(VariantMessage.skuTwice(variant.sku));
      skus.add(variant.sku);
    }
  }
  const counted = fields.filter((variant) => variant.quantity !== undefined).length;
  if (counted > 0 && counted < fields.length) throw new InvalidInput(VariantMessage.quantityOnAll);
  if (!fields.some((variant) => variant.isActive !== false)) throw new InvalidInput(VariantMessage.noneActive);
}
