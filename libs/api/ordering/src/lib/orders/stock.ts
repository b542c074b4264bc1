import type { EntityManager } from '@mikro-orm/postgresql';
import { InvalidInput } from '@nidra/api/core';
import { OrderMessage } from '@nidra/shared/contracts';

/** A product row as it was locked for taking stock. */
interface LockedProduct {
  id: string;
  name: string;
  quantity: number;
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

/**
 * Locks the products, checks each has the units wanted and takes them (decisions §4). A product that is
 * gone or short refuses the whole request; the caller's transaction then writes nothing.
 * `goneName` names a missing product in the refusal.
 */
export async function takeStock(em: EntityManager, units: Map<string, number>, goneName: string): Promise<void> {
  const wanted = inLockOrder(units);
  if (wanted.length === 0) return;
  const ids = wanted.map(([id]) => id);
  const locked = await em.execute<LockedProduct[]>(
    `SELECT id, name, quantity FROM products
      WHERE id IN (${ids.map(() => '?').join(', ')}) ORDER BY id FOR NO KEY UPDATE`,
    ids,
  );
  const products = new Map(locked.map((row) => [row.id, row]));
  for (const [id, quantity] of wanted) {
    const product = products.get(id);
    if (!product) throw new InvalidInput(OrderMessage.productGone(goneName));
    if (product.quantity < quantity) throw new InvalidInput(OrderMessage.onlyLeft(product.quantity, product.name));
  }
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
