import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { StockService, type StockUnits } from '@nidra/api/catalog';
import type { OrderItem } from '../model/order-item.entity';

/**
 * The units an order's items hold in stock. Each item records whether its units are taken: releasing
 * gives back only those still held, and taking again only those that are not, so no path (an expired
 * payment, a cancellation, a return received, a revival) can put the same units back twice.
 */
/**
 * Whether a line's units come from stock: a variant's, or a line from before variants (no sku), which took
 * from its product's pool. A custom size is made to order and draws none.
 */
export const drawsStock = (item: Pick<OrderItem, 'variantId' | 'sku'>) => item.variantId !== null || item.sku === null;

const unitsOf = (items: OrderItem[]): StockUnits[] =>
  items.flatMap((item) => (item.productId ? [{ productId: item.productId, variantId: item.variantId, quantity: item.quantity }] : []));

@Injectable()
export class HeldStock {
  constructor(private readonly stock: StockService) {}

  /** Puts back the units these items hold; those already given back give nothing. */
  async release(em: EntityManager, items: Iterable<OrderItem>): Promise<void> {
    const held = [...items].filter((item) => item.stockHeld);
    if (held.length === 0) return;
    await this.stock.release(em, unitsOf(held));
    for (const item of held) item.stockHeld = false;
  }

  /** Takes again the units of these items that hold none (a short product refuses, naming `goneName`). */
  async take(em: EntityManager, items: Iterable<OrderItem>, goneName: string): Promise<void> {
    const free = [...items].filter((item) => !item.stockHeld && drawsStock(item));
    if (free.length === 0) return;
    await this.stock.take(em, unitsOf(free), goneName);
    for (const item of free) item.stockHeld = true;
  }
}
