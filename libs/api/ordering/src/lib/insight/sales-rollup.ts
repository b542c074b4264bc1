import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { indianToday, isPlaced, ItemStatus } from '@nidra/shared/contracts';
import type { Order } from '../model/order.entity';

/** The columns counting items by status, in the order of `STATUS_KEYS`. */
const STATUS_COLUMNS = ['items_not_processed', 'items_processing', 'items_shipped', 'items_delivered', 'items_cancelled'] as const;
const STATUS_KEYS: readonly ItemStatus[] = [ItemStatus.NotProcessed, ItemStatus.Processing, ItemStatus.Shipped, ItemStatus.Delivered, ItemStatus.Cancelled];

/** Revenue with tax of live lines, orders with a live line, and items by status. */
interface Figures {
  revenuePaise: number;
  orders: number;
  items: number[];
}

interface ProductFigures {
  brandId: string | null;
  name: string;
  slug: string;
  revenuePaise: number;
  quantity: number;
}

/** What one order adds to its day: the shop's figures, each brand's, and each product's. */
export interface Contribution {
  day: string;
  shop: Figures;
  brands: Map<string, Figures>;
  products: Map<string, ProductFigures>;
}

const none = (): Figures => ({ revenuePaise: 0, orders: 0, items: STATUS_KEYS.map(() => 0) });

/**
 * The daily sales roll-up (`sales_days`, `brand_sales_days`, `product_sales_days`, and by month
 * `product_sales_months`): every change that
 * moves an order's figures takes its contribution before, changes the order, and records the difference
 * in the same transaction, in one statement. The shop's day row is locked first, so changes to orders of
 * one day queue there and never deadlock on their brands' or products' rows; call `record` late in the
 * transaction, just before a document number, as those rows are the day's busiest.
 */
@Injectable()
export class SalesRollup {
  /** What the order adds to its day as it is now: nothing unless confirmed. */
  contribution(order: Order): Contribution {
    const found: Contribution = { day: indianToday(order.created), shop: none(), brands: new Map(), products: new Map() };
    if (!isPlaced(order.paymentStatus)) return found;
    const live = new Set<Figures>();
    for (const item of order.items.getItems()) {
      const scopes = [found.shop];
      if (item.brandId) {
        if (!found.brands.has(item.brandId)) found.brands.set(item.brandId, none());
        scopes.push(found.brands.get(item.brandId) as Figures);
      }
      for (const figures of scopes) figures.items[STATUS_KEYS.indexOf(item.status)] += 1;
      if (item.status === ItemStatus.Cancelled) continue;
      const value = item.totalPaise + item.taxPaise;
      for (const figures of scopes) {
        figures.revenuePaise += value;
        live.add(figures);
      }
      if (item.productId) {
        const product = found.products.get(item.productId) ?? { brandId: item.brandId, name: item.productName, slug: item.productSlug, revenuePaise: 0, quantity: 0 };
        product.revenuePaise += value;
        product.quantity += item.quantity;
        found.products.set(item.productId, product);
      }
    }
    for (const figures of live) figures.orders = 1;
    return found;
  }

  /**
   * Adds what the order adds now less what it added `before` (null: nothing, a new order) to the roll-up,
   * in one statement (none when nothing moved).
   */
  async record(em: EntityManager, before: Contribution | null, order: Order): Promise<void> {
    const after = this.contribution(order);
    before ??= { ...after, shop: none(), brands: new Map(), products: new Map() };
    const day = after.day;
    const shop = difference(after.shop, before.shop);
    const brands = [...new Set([...before.brands.keys(), ...after.brands.keys()])]
      .sort()
      .map((brandId) => ({ brandId, figures: difference(after.brands.get(brandId) ?? none(), before.brands.get(brandId) ?? none()) }))
      .filter(({ figures }) => moves(figures));
    const products = [...new Set([...before.products.keys(), ...after.products.keys()])]
      .sort()
      .map((productId) => {
        const was = before.products.get(productId);
        const is = after.products.get(productId);
        const named = (is ?? was) as ProductFigures;
        return {
          productId,
          named,
          revenuePaise: (is?.revenuePaise ?? 0) - (was?.revenuePaise ?? 0),
          quantity: (is?.quantity ?? 0) - (was?.quantity ?? 0),
        };
      })
      .filter((product) => product.revenuePaise !== 0 || product.quantity !== 0);
    if (!moves(shop) && brands.length === 0 && products.length === 0) return;

    const figureColumns = ['revenue_paise', 'orders', ...STATUS_COLUMNS];
    const adds = (table: string) => figureColumns.map((column) => `"${column}" = ${table}."${column}" + excluded."${column}"`).join(', ');
    const values = (figures: Figures) => [figures.revenuePaise, figures.orders, ...figures.items];
    const row = (count: number) => `(${Array.from({ length: count }, () => '?').join(', ')})`;
    const parts: string[] = [];
    const params: unknown[] = [];
    if (brands.length) {
      parts.push(
        `brands AS (INSERT INTO brand_sales_days (brand_id, day, ${figureColumns.join(', ')})
           VALUES ${brands.map(() => row(figureColumns.length + 2)).join(', ')}
           ON CONFLICT (brand_id, day) DO UPDATE SET ${adds('brand_sales_days')})`,
      );
      for (const brand of brands) params.push(brand.brandId, day, ...values(brand.figures));
    }
    if (products.length) {
      parts.push(
        `products AS (INSERT INTO product_sales_days (day, product_id, brand_id, product_name, product_slug, revenue_paise, quantity)
           VALUES ${products.map(() => row(7)).join(', ')}
           ON CONFLICT (day, product_id) DO UPDATE SET
             revenue_paise = product_sales_days.revenue_paise + excluded.revenue_paise,
             quantity = product_sales_days.quantity + excluded.quantity,
             brand_id = excluded.brand_id, product_name = excluded.product_name, product_slug = excluded.product_slug)`,
      );
      for (const product of products) {
        params.push(day, product.productId, product.named.brandId, product.named.name, product.named.slug, product.revenuePaise, product.quantity);
      }
      parts.push(
        `months AS (INSERT INTO product_sales_months (month, product_id, brand_id, product_name, product_slug, revenue_paise, quantity)
           VALUES ${products.map(() => row(7)).join(', ')}
           ON CONFLICT (month, product_id) DO UPDATE SET
             revenue_paise = product_sales_months.revenue_paise + excluded.revenue_paise,
             quantity = product_sales_months.quantity + excluded.quantity,
             brand_id = excluded.brand_id, product_name = excluded.product_name, product_slug = excluded.product_slug)`,
      );
      const month = `${day.slice(0, 8)}01`;
      for (const product of products) {
        params.push(month, product.productId, product.named.brandId, product.named.name, product.named.slug, product.revenuePaise, product.quantity);
      }
    }
    // The main statement runs before the WITH parts that nothing reads: the shop's day is locked first.
    params.push(day, ...values(shop));
    await em.execute(
      `${parts.length ? `WITH ${parts.join(', ')} ` : ''}INSERT INTO sales_days (day, ${figureColumns.join(', ')}) VALUES ${row(figureColumns.length + 1)}
       ON CONFLICT (day) DO UPDATE SET ${adds('sales_days')}`,
      params,
    );
  }
}

function difference(after: Figures, before: Figures): Figures {
  return {
    revenuePaise: after.revenuePaise - before.revenuePaise,
    orders: after.orders - before.orders,
    items: after.items.map((count, index) => count - before.items[index]),
  };
}

const moves = (figures: Figures) => figures.revenuePaise !== 0 || figures.orders !== 0 || figures.items.some((count) => count !== 0);
