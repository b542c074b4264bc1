import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { StockService, type CurrentPrice } from '@nidra/api/catalog';
import { InvalidInput, sqlList } from '@nidra/api/core';
import { CartMessage, type AddToCartResponse, type CartLineRequest } from '@nidra/shared/contracts';
import { maxPerAdd, orderTotals, priceLine, sizeRequestOf } from '@nidra/shared/util';

const rupees = (paise: number) => paise / 100;

/**
 * Lines of the same product and size become one, so the per-add cap counts them together; the first
 * one's place is kept.
 */
export function mergeLines(lines: readonly CartLineRequest[]): CartLineRequest[] {
  const merged = new Map<string, CartLineRequest>();
  for (const line of lines) {
    const key = [line.product, line.size ?? '', line.length ?? '', line.breadth ?? ''].join('|');
    const same = merged.get(key);
    merged.set(key, same ? { ...same, quantity: same.quantity + line.quantity } : { ...line });
  }
  return [...merged.values()];
}

@Injectable()
export class CartService {
  constructor(
    private readonly em: EntityManager,
    private readonly stock: StockService,
  ) {}

  /**
   * Prices every line on the server (whatever price the client sent) and stores the cart: one statement
   * reads the products (the catalogue's), one writes the cart with its lines.
   */
  async add(userId: string, requested: CartLineRequest[]): Promise<AddToCartResponse> {
    const lines = mergeLines(requested);
    const products = await this.stock.forSale([...new Set(lines.map((line) => line.product))]);

    const items = lines.map((line) => {
      const product = products.get(line.product);
      if (!product) throw new InvalidInput(CartMessage.unknownProduct);
      if (!product.onSale) throw new InvalidInput(CartMessage.productGone(product.name));
      if (product.quantity <= 0) throw new InvalidInput(CartMessage.outOfStock(product.name));
      const max = Math.min(maxPerAdd(product.quantity), product.quantity);
      if (line.quantity > max) throw new InvalidInput(CartMessage.quantityMax(max));

      const priced = priceLine(
        {
          productName: product.name,
          basePaise: product.pricePaise,
          taxable: product.taxable,
          quantity: line.quantity,
          size: line.size,
          length: line.length,
          breadth: line.breadth,
        },
        product.gstRate,
      );
      if (!priced.ok) {
        throw new InvalidInput(
          priced.reason === 'choose-size'
            ? CartMessage.chooseSize(product.name)
            : priced.reason === 'unknown-size'
              ? CartMessage.unknownSize(product.name)
              : CartMessage.badDimensions,
        );
      }
      return { id: randomUUID(), product, quantity: line.quantity, ...priced };
    });

    const cartId = randomUUID();
    // Lines keep the order they came in: their creation times are a microsecond apart.
    await this.em.execute(
      `WITH cart AS (INSERT INTO carts (id, user_id) VALUES (?, ?) RETURNING id, created)
       INSERT INTO cart_items (id, cart_id, product_id, product_name, product_slug, product_image_url, size_label, quantity, base_paise,
                               unit_paise, total_paise, tax_paise, taxable, gst_rate, hsn, created)
       SELECT line.id, cart.id, line.product_id, line.product_name, line.product_slug, line.product_image_url, line.size_label,
              line.quantity, line.base_paise, line.unit_paise, line.total_paise, line.tax_paise, line.taxable, line.gst_rate, line.hsn,
              cart.created + line.position * interval '1 microsecond'
         FROM cart, (VALUES ${items
           .map(
             () =>
               '(?::uuid, ?::uuid, ?::varchar, ?::varchar, ?::text, ?::varchar, ?::int, ?::int, ?::bigint, ?::bigint, ?::bigint, ?::boolean, ?::numeric, ?::varchar, ?::int)',
           )
           .join(', ')})
              AS line (id, product_id, product_name, product_slug, product_image_url, size_label, quantity, base_paise, unit_paise,
                       total_paise, tax_paise, taxable, gst_rate, hsn, position)`,
      [
        cartId,
        userId,
        ...items.flatMap((item, position) => [
          item.id,
          item.product.id,
          item.product.name,
          item.product.slug,
          item.product.imageUrl,
          item.sizeLabel,
          item.quantity,
          item.product.pricePaise,
          item.unitPaise,
          item.totalPaise,
          item.taxPaise,
          item.product.taxable,
          item.product.gstRate,
          item.product.hsn,
          position,
        ]),
      ],
    );

    const totals = orderTotals(items);
    return {
      success: true,
      cartId,
      cart: {
        items: items.map((item) => ({
          _id: item.id,
          product: item.product.id,
          name: item.product.name,
          slug: item.product.slug,
          imageUrl: item.product.imageUrl,
          size: item.sizeLabel,
          quantity: item.quantity,
          price: rupees(item.unitPaise),
          taxable: item.product.taxable,
          totalPrice: rupees(item.totalPaise),
          totalTax: rupees(item.taxPaise),
        })),
        total: rupees(totals.totalPaise),
        totalTax: rupees(totals.totalTaxPaise),
        totalWithTax: rupees(totals.totalWithTaxPaise),
      },
    };
  }

  /**
   * Prices a cart's lines of these products again at their prices now, so placing it again charges what
   * the shop asks today. One statement whatever the number of lines.
   */
  async reprice(cartId: string, products: readonly CurrentPrice[]): Promise<void> {
    const byId = new Map(products.map((product) => [product.id, product]));
    const lines = await this.em.execute<Array<{ id: string; product_id: string; size_label: string | null; quantity: number }>>(
      `SELECT id, product_id, size_label, quantity FROM cart_items WHERE cart_id = ? AND product_id IN (${sqlList(products.length)})`,
      [cartId, ...products.map((product) => product.id)],
    );
    const repriced = lines.flatMap((line) => {
      const product = byId.get(line.product_id) as CurrentPrice;
      const priced = priceLine(
        { productName: product.name, basePaise: product.pricePaise, taxable: product.taxable, quantity: line.quantity, ...sizeRequestOf(line.size_label) },
        product.gstRate,
      );
      return priced.ok
        ? [[line.id, product.pricePaise, priced.unitPaise, priced.totalPaise, priced.taxPaise, product.taxable, product.gstRate, product.hsn] as const]
        : [];
    });
    if (repriced.length === 0) return;
    await this.em.execute(
      `WITH touched AS (UPDATE carts SET updated = now() WHERE id = ?)
       UPDATE cart_items i SET base_paise = line.base_paise, unit_paise = line.unit_paise, total_paise = line.total_paise,
              tax_paise = line.tax_paise, taxable = line.taxable, gst_rate = line.gst_rate, hsn = line.hsn
         FROM (VALUES ${sqlList(repriced.length, '(?::uuid, ?::int, ?::bigint, ?::bigint, ?::bigint, ?::boolean, ?::numeric, ?::varchar)')})
              AS line (id, base_paise, unit_paise, total_paise, tax_paise, taxable, gst_rate, hsn)
        WHERE i.id = line.id`,
      [cartId, ...repriced.flat()],
    );
  }

  /**
   * Deletes carts nobody placed and nobody touched for `days` days, a batch at a time (each instance may
   * run this at once: a cart another is deleting is skipped); answers how many went.
   */
  async deleteStale(days: number, batch = 1000): Promise<number> {
    let total = 0;
    for (;;) {
      const deleted = await this.em.execute<Array<{ id: string }>>(
        `DELETE FROM carts WHERE id IN (
           SELECT c.id FROM carts c
            WHERE c.updated < now() - make_interval(days => ?) AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.cart_id = c.id)
            LIMIT ? FOR UPDATE SKIP LOCKED)
         RETURNING id`,
        [days, batch],
      );
      total += deleted.length;
      if (deleted.length < batch) return total;
    }
  }
}
