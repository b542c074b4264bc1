import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { lineRate, StockService, type CurrentPrice } from '@nidra/api/catalog';
import { AppConfig, InvalidInput, NotFound, sqlList } from '@nidra/api/core';
import { DeliveryService } from '@nidra/api/fulfilment';
import { LineSellers } from './line-sellers';
import { pricedCart, type StoredLine } from './priced-cart';
import { chooseVariant, customSku, mergeLines, priceItem } from './cart-lines';
import {
  CartMessage,
  CheckoutMessage,
  OrderMessage,
  type AddToCartResponse,
  type CartLineRequest,
  type PricedCartResponse,
} from '@nidra/shared/contracts';
import { CUSTOM_SIZE, orderTotals, priceLine, sizeRequestOf, taxPaise } from '@nidra/shared/util';

const rupees = (paise: number) => paise / 100;

@Injectable()
export class CartService {
  constructor(
    private readonly em: EntityManager,
    private readonly stock: StockService,
    private readonly delivery: DeliveryService,
    private readonly config: AppConfig,
    private readonly lineSellers: LineSellers,
  ) {}

  /**
   * Prices every line on the server (whatever price the client sent) and stores the cart: one statement
   * reads the products and their variants (the catalogue's), one writes the cart with its lines.
   */
  async add(userId: string, requested: CartLineRequest[]): Promise<AddToCartResponse> {
    const lines = mergeLines(requested);
    const products = await this.stock.forSale([...new Set(lines.map((line) => line.product))]);

    const items = lines.map((line) => {
      const product = products.get(line.product);
      if (!product) throw new InvalidInput(CartMessage.unknownProduct);
      if (!product.onSale) throw new InvalidInput(CartMessage.productGone(product.name));
      return priceItem(product, line);
    });

    const cartId = randomUUID();
    // Lines keep the order they came in: their creation times are a microsecond apart.
    await this.em.execute(
      `WITH cart AS (INSERT INTO carts (id, user_id) VALUES (?, ?) RETURNING id, created)
       INSERT INTO cart_items (id, cart_id, product_id, variant_id, sku, thickness, product_name, product_slug, product_image_url, size_label,
                               quantity, base_paise, unit_paise, total_paise, tax_paise, taxable, gst_rate, hsn, created)
       SELECT line.id, cart.id, line.product_id, line.variant_id, line.sku, line.thickness, line.product_name, line.product_slug,
              line.product_image_url, line.size_label, line.quantity, line.base_paise, line.unit_paise, line.total_paise, line.tax_paise,
              line.taxable, line.gst_rate, line.hsn, cart.created + line.position * interval '1 microsecond'
         FROM cart, (VALUES ${sqlList(
           items.length,
           '(?::uuid, ?::uuid, ?::uuid, ?::varchar, ?::smallint, ?::varchar, ?::varchar, ?::text, ?::varchar, ?::int, ?::int, ?::bigint, ?::bigint, ?::bigint, ?::boolean, ?::numeric, ?::varchar, ?::int)',
         )})
              AS line (id, product_id, variant_id, sku, thickness, product_name, product_slug, product_image_url, size_label, quantity,
                       base_paise, unit_paise, total_paise, tax_paise, taxable, gst_rate, hsn, position)`,
      [
        cartId,
        userId,
        ...items.flatMap((item, position) => [
          item.id,
          item.product.id,
          item.variant?.id ?? null,
          item.sku,
          item.variant?.thickness ?? null,
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
          item.gstRate,
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
          variant: item.variant?.id ?? null,
          sku: item.sku,
          thickness: item.variant?.thickness ?? null,
          quantity: item.quantity,
          price: rupees(item.unitPaise),
          priceWithTax: rupees(item.unitPaise + taxPaise(item.unitPaise, item.gstRate)),
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
   * The caller's bag as stored, priced for delivery to `pincode` as a placement there would tax it: each
   * line's GST split into CGST + SGST within its seller's state (the shop's, or a marketplace seller's) or
   * IGST across states, each part rounded as the invoice rounds it. Without a pincode, the lines' GST as
   * priced. One statement, and with a pincode two more for the lines' sellers; another person's cart is
   * not found.
   */
  async view(cartId: string, userId: string, pincode?: string): Promise<PricedCartResponse> {
    let supplyState: string | null = null;
    if (pincode !== undefined) {
      const found = this.delivery.estimate(pincode);
      if (!found) throw new InvalidInput(CheckoutMessage.pincodeUnknown);
      supplyState = found.stateCode;
    }
    const rows = await this.em.execute<Array<{ cart_id: string } & Partial<StoredLine>>>(
      `SELECT c.id AS cart_id, i.id, i.product_id, i.variant_id, i.sku, i.thickness, i.product_name, i.product_slug, i.product_image_url,
              i.size_label, i.quantity, i.unit_paise, i.total_paise, i.tax_paise, i.taxable, i.gst_rate::float8 AS gst_rate
         FROM carts c LEFT JOIN cart_items i ON i.cart_id = c.id
        WHERE c.id = ? AND c.user_id = ?
        ORDER BY i.created, i.id`,
      [cartId, userId],
    );
    if (rows.length === 0) throw new NotFound(OrderMessage.cartNotFound);
    const lines = rows.filter((row): row is { cart_id: string } & StoredLine => row.id != null);
    if (supplyState === null) return { cart: pricedCart(lines, null) };
    const sellers = await this.lineSellers.of(this.em, lines.flatMap((line) => (line.product_id ? [line.product_id] : [])));
    const sellerState = (line: StoredLine) => (line.product_id && sellers.get(line.product_id)?.seller?.stateCode) || this.config.shopState;
    return { cart: pricedCart(lines, (line) => sellerState(line) === supplyState) };
  }

  /**
   * Lines stored before variants (no sku) as a placement needs them: each standard size finds the variant
   * it was sold as (the cheapest active one of that size), a custom size its made-to-order sku. One
   * statement, and only for such lines.
   */
  async withVariants<T extends { product_id: string | null; variant_id: string | null; sku: string | null; thickness: number | null; size_label: string | null }>(
    lines: T[],
  ): Promise<T[]> {
    const old = lines.filter((line) => line.sku === null && line.product_id !== null);
    if (old.length === 0) return lines;
    const products = await this.stock.forSale([...new Set(old.map((line) => line.product_id as string))]);
    return lines.map((line) => {
      const product = line.sku === null && line.product_id ? products.get(line.product_id) : undefined;
      if (!product) return line;
      const request = sizeRequestOf(line.size_label);
      if (request.size === CUSTOM_SIZE) return { ...line, sku: customSku(product.sku) };
      const variant = chooseVariant(product, { size: request.size ?? undefined });
      return { ...line, variant_id: variant.id, sku: variant.sku, thickness: variant.thickness };
    });
  }

  /**
   * Prices a cart's lines of these products again at their prices now, so placing it again charges what
   * the shop asks today. One statement whatever the number of lines.
   */
  async reprice(cartId: string, products: readonly CurrentPrice[]): Promise<void> {
    const byId = new Map(products.map((product) => [product.id, product]));
    const lines = await this.em.execute<Array<{ id: string; product_id: string; variant_id: string | null; size_label: string | null; quantity: number }>>(
      `SELECT id, product_id, variant_id, size_label, quantity FROM cart_items WHERE cart_id = ? AND product_id IN (${sqlList(products.length)})`,
      [cartId, ...products.map((product) => product.id)],
    );
    const repriced = lines.flatMap((line) => {
      const product = byId.get(line.product_id) as CurrentPrice;
      let unitPaise: number | undefined;
      if (line.variant_id === null) {
        const priced = priceLine(
          { productName: product.name, basePaise: product.pricePaise, taxable: product.taxable, quantity: 1, ...sizeRequestOf(line.size_label) },
          0,
        );
        unitPaise = priced.ok ? priced.unitPaise : undefined;
      } else {
        unitPaise = product.variantPrices[line.variant_id];
      }
      if (unitPaise === undefined) return [];
      const totalPaise = unitPaise * line.quantity;
      const gstRate = lineRate(product, unitPaise);
      return [[line.id, product.pricePaise, unitPaise, totalPaise, taxPaise(totalPaise, gstRate), product.taxable, gstRate, product.hsn] as const];
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
