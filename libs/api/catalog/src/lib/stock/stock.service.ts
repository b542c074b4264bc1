import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { AppConfig, InvalidInput, sqlList } from '@nidra/api/core';
import { OrderMessage } from '@nidra/shared/contracts';
import { FIRST_IMAGE_URL, PUBLICLY_VISIBLE } from '../products/product-row';

/** What a cart needs to know of a product to price a line and check it can be sold. */
export interface ProductForSale {
  id: string;
  name: string;
  slug: string;
  imageUrl: string | null;
  pricePaise: number;
  taxable: boolean;
  /** The GST rate the product is sold at now, in percent: its own, else the shop's; 0 when not taxable. */
  gstRate: number;
  hsn: string;
  quantity: number;
  /** Active, and its brand (if any) active too: what shoppers may buy. */
  onSale: boolean;
}

/** An order line as a reservation checks it: the price and GST rate it was priced with (null: not known). */
export interface LineToReserve {
  productId: string;
  quantity: number;
  basePaise: number | null;
  gstRate: number | null;
}

/** A product whose price or tax changed since a cart was priced: what it is now. */
export interface CurrentPrice {
  id: string;
  name: string;
  pricePaise: number;
  taxable: boolean;
  gstRate: number;
  hsn: string;
}

/** A reservation found prices changed since the cart was priced; nothing was taken. */
export class PricesChanged extends Error {
  constructor(readonly products: CurrentPrice[]) {
    super('Prices changed since the cart was priced');
  }
}

interface LockedRow {
  id: string;
  name: string;
  quantity: number;
  price_paise: number;
  taxable: boolean;
  selling_rate: number;
  hsn: string;
  on_sale: boolean;
}

/**
 * The GST rate a product sells at, in percent: its own, else the shop's (bound as the statement's first
 * parameter); 0 on a product that is not taxable.
 */
const SELLING_RATE = '(CASE WHEN p.taxable THEN coalesce(p.gst_rate, ?::numeric) ELSE 0 END)::float8';

/** Products by id, locked in id order, as a reservation checks them: the shop's rate, then the ids. */
const lockedProducts = (count: number) =>
  `SELECT p.id, p.name, p.quantity, p.price_paise, p.taxable, ${SELLING_RATE} AS selling_rate, p.hsn, ${PUBLICLY_VISIBLE} AS on_sale
     FROM products p LEFT JOIN brands b ON b.id = p.brand_id
    WHERE p.id IN (${sqlList(count)}) ORDER BY p.id FOR NO KEY UPDATE OF p`;

/** Units wanted per product. */
export function unitsByProduct(lines: Iterable<{ productId: string | null; quantity: number }>): Map<string, number> {
  const units = new Map<string, number>();
  for (const line of lines) {
    if (line.productId) units.set(line.productId, (units.get(line.productId) ?? 0) + line.quantity);
  }
  return units;
}

/**
 * Ids in a fixed order: every transaction locks products in it, so two of them cannot deadlock. The lock
 * is FOR NO KEY UPDATE (what changing the stock takes anyway), which does not wait for the key-share locks
 * that rows referring to a product take (a wishlist entry, a category's product).
 */
const inLockOrder = (units: Map<string, number>) => [...units].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

/**
 * The catalogue's stock, for ordering: products as a cart prices them, and units reserved for an order,
 * released when it is cancelled. Reservations run in the caller's transaction (its `em`), lock the
 * products in one fixed order and change every product's stock in one statement, whatever their number.
 */
@Injectable()
export class StockService {
  constructor(
    private readonly em: EntityManager,
    private readonly config: AppConfig,
  ) {}

  /** Products by id as a cart prices them (one statement); ids not found are absent. */
  async forSale(ids: readonly string[]): Promise<Map<string, ProductForSale>> {
    if (ids.length === 0) return new Map();
    const rows = await this.em.execute<
      Array<{
        id: string;
        name: string;
        slug: string;
        image_url: string | null;
        price_paise: number;
        taxable: boolean;
        selling_rate: number;
        hsn: string;
        quantity: number;
        on_sale: boolean;
      }>
    >(
      `SELECT p.id, p.name, p.slug, ${FIRST_IMAGE_URL}, p.price_paise, p.taxable, ${SELLING_RATE} AS selling_rate, p.hsn, p.quantity,
              ${PUBLICLY_VISIBLE} AS on_sale
         FROM products p LEFT JOIN brands b ON b.id = p.brand_id
        WHERE p.id IN (${sqlList(ids.length)})`,
      [this.config.gstRate, ...ids],
    );
    return new Map(
      rows.map((row) => [
        row.id,
        {
          id: row.id,
          name: row.name,
          slug: row.slug,
          imageUrl: row.image_url,
          pricePaise: row.price_paise,
          taxable: row.taxable,
          gstRate: row.selling_rate,
          hsn: row.hsn,
          quantity: row.quantity,
          onSale: row.on_sale,
        },
      ]),
    );
  }

  /**
   * Reserves an order's units, after checking its lines against their products under the lock: a product
   * no longer on sale refuses it (400), a price or GST rate changed since the cart was priced throws
   * `PricesChanged`, then every product must have the units wanted. Nothing is taken unless all pass.
   * `goneName` names a product that no longer exists.
   */
  async reserve(em: EntityManager, lines: readonly LineToReserve[], goneName: string): Promise<void> {
    const wanted = inLockOrder(unitsByProduct(lines));
    if (wanted.length === 0) return;
    const { products, taken } = await this.lockAndTake(em, wanted, lines);
    if (taken) return;
    for (const line of lines) {
      const product = products.get(line.productId);
      if (product && !product.on_sale) throw new InvalidInput(OrderMessage.productGone(product.name));
    }
    const changed = new Map<string, CurrentPrice>();
    for (const line of lines) {
      const product = products.get(line.productId);
      if (product && (product.price_paise !== line.basePaise || product.selling_rate !== line.gstRate)) {
        changed.set(product.id, {
          id: product.id,
          name: product.name,
          pricePaise: product.price_paise,
          taxable: product.taxable,
          gstRate: product.selling_rate,
          hsn: product.hsn,
        });
      }
    }
    if (changed.size > 0) throw new PricesChanged([...changed.values()]);
    this.checkUnits(wanted, products, goneName);
    // Not reached while the statement and the checks above agree. Should they ever differ, the checks are
    // the rule: they passed, so the units are taken, under the lock the statement still holds.
    await this.change(em, wanted, -1);
  }

  /**
   * Locks the products in the fixed order and reads them, and in the same statement takes the units when
   * every product is there and on sale with the units wanted and every line has the product's price and
   * GST rate now: the usual order in one statement. Answers the products as locked, and whether it took.
   */
  private async lockAndTake(
    em: EntityManager,
    wanted: Array<[string, number]>,
    lines: readonly LineToReserve[],
  ): Promise<{ products: Map<string, LockedRow>; taken: boolean }> {
    const rows = await em.execute<Array<LockedRow & { taken: boolean }>>(
      `WITH locked AS (${lockedProducts(wanted.length)}), wanted (id, units) AS (
         VALUES ${sqlList(wanted.length, '(?::uuid, ?::int)')}
       ), line (id, base_paise, gst_rate) AS (
         VALUES ${sqlList(lines.length, '(?::uuid, ?::bigint, ?::numeric)')}
       ), fine AS (
         SELECT (SELECT count(*) FROM locked) = ?
                AND NOT EXISTS (SELECT 1 FROM wanted JOIN locked l USING (id) WHERE NOT l.on_sale OR l.quantity < wanted.units)
                AND NOT EXISTS (
                  SELECT 1 FROM line JOIN locked l USING (id)
                   WHERE (l.price_paise = line.base_paise AND l.selling_rate = line.gst_rate) IS NOT TRUE
                ) AS ok
       ), taken AS (
         UPDATE products p SET quantity = p.quantity - wanted.units FROM wanted, fine WHERE fine.ok AND p.id = wanted.id RETURNING p.id
       )
       SELECT locked.*, EXISTS (SELECT 1 FROM taken) AS taken FROM locked`,
      [
        this.config.gstRate,
        ...wanted.map(([id]) => id),
        ...wanted.flat(),
        ...lines.flatMap((line) => [line.productId, line.basePaise, line.gstRate]),
        wanted.length,
      ],
    );
    return { products: new Map(rows.map((row) => [row.id, row])), taken: rows[0]?.taken ?? false };
  }

  /** Takes units whatever the price (an administrator bringing back a cancelled item), if they are there. */
  async take(em: EntityManager, units: Map<string, number>, goneName: string): Promise<void> {
    const wanted = inLockOrder(units);
    if (wanted.length === 0) return;
    this.checkUnits(wanted, await this.lock(em, wanted.map(([id]) => id)), goneName);
    await this.change(em, wanted, -1);
  }

  /** Puts units back in stock (a cancelled item or order). */
  async release(em: EntityManager, units: Map<string, number>): Promise<void> {
    await this.change(em, inLockOrder(units), 1);
  }

  /** Locks the products in the fixed order and reads them as they are now (one statement). */
  private async lock(em: EntityManager, ids: string[]): Promise<Map<string, LockedRow>> {
    const locked = await em.execute<LockedRow[]>(lockedProducts(ids.length), [this.config.gstRate, ...ids]);
    return new Map(locked.map((row) => [row.id, row]));
  }

  /** Refuses the whole request when a product is gone or has fewer units than wanted. */
  private checkUnits(wanted: Array<[string, number]>, products: Map<string, LockedRow>, goneName: string): void {
    for (const [id, quantity] of wanted) {
      const product = products.get(id);
      if (!product) throw new InvalidInput(OrderMessage.productGone(goneName));
      if (product.quantity < quantity) throw new InvalidInput(OrderMessage.onlyLeft(product.quantity, product.name));
    }
  }

  /** One statement for every product of the order, whatever their number. */
  private async change(em: EntityManager, units: Array<[string, number]>, sign: 1 | -1): Promise<void> {
    if (units.length === 0) return;
    await em.execute(
      `UPDATE products p SET quantity = p.quantity + change.units
         FROM (VALUES ${sqlList(units.length, '(?::uuid, ?::int)')}) AS change (id, units)
        WHERE p.id = change.id`,
      units.flatMap(([id, quantity]) => [id, sign * quantity]),
    );
  }
}
