import type { EntityManager } from '@mikro-orm/postgresql';
import { InvalidInput } from '@nidra/api/core';
import { OrderMessage } from '@nidra/shared/contracts';

/** A product row as it was locked for taking stock. */
interface LockedProduct {
  id: string;
  name: string;
  quantity: number;
  price_paise: number;
  taxable: boolean;
  /** Active, and its brand (if any) active too: what shoppers may buy. */
  on_sale: boolean;
}

/** A cart line as placing an order checks it against its product under the lock. */
export interface LineToPlace {
  product: { id: string };
  quantity: number;
  /** The base price and tax the line was priced with (a null price: priced before prices were kept). */
  basePaise: number | null;
  taxable: boolean;
}

/** Placing found products whose price or tax changed since the cart was priced; nothing was written. */
export class PricesChanged extends Error {
  constructor(readonly products: Array<{ id: string; name: string; pricePaise: number; taxable: boolean }>) {
    super('Prices changed since the cart was priced');
  }
}

/** Units wanted per product, over lines that still have their product. */
export function unitsByProduct(lines: Iterable<{ product: { id: string } | null; quantity: number }>): Map<string, number> {
  const units = new Map<string, number>();
  for (const line of lines) {
    if (line.product) units.set(line.product.id, (units.get(line.product.id) ?? 0) + line.quantity);
  }
  return units;
}

/**
 * Ids in a fixed order: every transaction locks products in it, so two of them cannot deadlock. The lock
 * is FOR NO KEY UPDATE (what changing the stock takes anyway), which does not wait for the key-share locks
 * that writing order lines referring to a product takes.
 */
const inLockOrder = (units: Map<string, number>) => [...units].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

/** Locks the products in a fixed order and reads them as they are now (one statement). */
async function lockProducts(em: EntityManager, ids: string[]): Promise<Map<string, LockedProduct>> {
  const locked = await em.execute<LockedProduct[]>(
    `SELECT p.id, p.name, p.quantity, p.price_paise, p.taxable, (p.is_active AND (b.id IS NULL OR b.is_active)) AS on_sale
       FROM products p LEFT JOIN brands b ON b.id = p.brand_id
      WHERE p.id IN (${ids.map(() => '?').join(', ')}) ORDER BY p.id FOR NO KEY UPDATE OF p`,
    ids,
  );
  return new Map(locked.map((row) => [row.id, row]));
}

/** Refuses the whole request when a product is gone or has fewer units than wanted. */
function checkUnits(wanted: Array<[string, number]>, products: Map<string, LockedProduct>, goneName: string): void {
  for (const [id, quantity] of wanted) {
    const product = products.get(id);
    if (!product) throw new InvalidInput(OrderMessage.productGone(goneName));
    if (product.quantity < quantity) throw new InvalidInput(OrderMessage.onlyLeft(product.quantity, product.name));
  }
}

/**
 * Locks the products, checks each has the units wanted and takes them. A product that is gone or short
 * refuses the whole request; the caller's transaction then writes nothing. `goneName` names a missing
 * product in the refusal.
 */
export async function takeStock(em: EntityManager, units: Map<string, number>, goneName: string): Promise<void> {
  const wanted = inLockOrder(units);
  if (wanted.length === 0) return;
  checkUnits(wanted, await lockProducts(em, wanted.map(([id]) => id)), goneName);
  await changeStock(em, wanted, -1);
}

/**
 * Takes the stock of an order's lines, after checking them against their products under the same lock:
 * a product no longer on sale refuses the order (400), a price or tax changed since the cart was priced
 * throws `PricesChanged`, then every line must have its units.
 */
export async function takeStockForOrder(em: EntityManager, lines: readonly LineToPlace[], goneName: string): Promise<void> {
  const wanted = inLockOrder(unitsByProduct(lines));
  if (wanted.length === 0) return;
  const products = await lockProducts(em, wanted.map(([id]) => id));
  for (const line of lines) {
    const product = products.get(line.product.id);
    if (product && !product.on_sale) throw new InvalidInput(OrderMessage.productGone(product.name));
  }
  const changed = new Map<string, LockedProduct>();
  for (const line of lines) {
    const product = products.get(line.product.id);
    if (product && (product.price_paise !== line.basePaise || product.taxable !== line.taxable)) changed.set(product.id, product);
  }
  if (changed.size > 0) {
    throw new PricesChanged(
      [...changed.values()].map((product) => ({ id: product.id, name: product.name, pricePaise: product.price_paise, taxable: product.taxable })),
    );
  }
  checkUnits(wanted, products, goneName);
  await changeStock(em, wanted, -1);
}

/** Puts units back in stock (a cancelled item or order). */
export async function returnStock(em: EntityManager, units: Map<string, number>): Promise<void> {
  await changeStock(em, inLockOrder(units), 1);
}

/** One statement for every product of the order, whatever their number. */
async function changeStock(em: EntityManager, units: Array<[string, number]>, sign: 1 | -1): Promise<void> {
  if (units.length === 0) return;
  await em.execute(
    `UPDATE products p SET quantity = p.quantity + change.units
       FROM (VALUES ${units.map(() => '(?::uuid, ?::int)').join(', ')}) AS change (id, units)
      WHERE p.id = change.id`,
    units.flatMap(([id, quantity]) => [id, sign * quantity]),
  );
}
