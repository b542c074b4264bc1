import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { sqlArray } from '@nidra/api/core';
import {
  addDays,
  eachDay,
  indianToday,
  ITEM_STATUSES,
  ItemStatus,
  PLACED_PAYMENTS,
  RETURNS_UNDER_WAY,
  TOP_PRODUCTS,
  type DayFigures,
  type PaymentMethod,
  type PaymentStatus,
  type PeriodFigures,
  type TopProduct,
} from '@nidra/shared/contracts';

/** Whose sales: the whole shop (null), or the lines of these brands. */
export type SalesScope = readonly string[] | null;

export interface Period {
  from: string;
  to: string;
}

/** A period's sales as the Overview shows them. */
export interface SalesFigures {
  current: PeriodFigures;
  previous: PeriodFigures;
  byDay: DayFigures[];
  itemsByStatus: Record<ItemStatus, number>;
}

/** An order line as the orders export lists it; money in paise. */
export interface SoldLine {
  orderId: string;
  day: string;
  status: ItemStatus;
  productId: string | null;
  productName: string;
  size: string | null;
  /** The variant's sku as sold (null: a line from before variants). */
  sku: string | null;
  quantity: number;
  totalPaise: number;
  taxPaise: number;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  pincode: string | null;
  state: string | null;
  /** Where the next page starts. */
  cursor: string;
}

interface DayRow {
  day: string;
  revenue_paise: string;
  orders: string;
  items_not_processed: string;
  items_processing: string;
  items_shipped: string;
  items_delivered: string;
  items_cancelled: string;
}

const STATUS_COLUMNS: Record<ItemStatus, keyof DayRow> = {
  [ItemStatus.NotProcessed]: 'items_not_processed',
  [ItemStatus.Processing]: 'items_processing',
  [ItemStatus.Shipped]: 'items_shipped',
  [ItemStatus.Delivered]: 'items_delivered',
  [ItemStatus.Cancelled]: 'items_cancelled',
};

/** Orders that count, as the roll-up counts them, as SQL (the statuses are the shop's own words, no input). */
const PLACED = `(${PLACED_PAYMENTS.map((status) => `'${status}'`).join(', ')})`;

/** Returns still under way, as SQL (the statuses are the shop's own words, no input). */
const UNDER_WAY = `(${RETURNS_UNDER_WAY.map((status) => `'${status}'`).join(', ')})`;

const rupees = (paise: number) => paise / 100;

/** The first day of the month after the one `month` (a first day) starts. */
const nextMonth = (month: string) => `${addDays(`${month.slice(0, 8)}28`, 7).slice(0, 8)}01`;

/** A whole month's row costs about as many rows to read as this many days of sales. */
const MONTH_IN_DAYS = 4;

/**
 * Which product rows add up to a period: for each month it touches, either its days in the period, or
 * the whole month less its days outside the period, whichever reads fewer days (days after `today` have
 * no sales and cost nothing).
 */
export function monthPlan(period: Period, today: string): { months: string[]; add: string[]; subtract: string[] } {
  const plan = { months: [] as string[], add: [] as string[], subtract: [] as string[] };
  for (let month = `${period.from.slice(0, 8)}01`; month <= period.to; month = nextMonth(month)) {
    const days = eachDay(month, addDays(nextMonth(month), -1));
    const inside = days.filter((day) => day >= period.from && day <= period.to);
    const outside = days.filter((day) => (day < period.from || day > period.to) && day <= today);
    if (MONTH_IN_DAYS + outside.length < inside.filter((day) => day <= today).length) {
      plan.months.push(month);
      plan.subtract.push(...outside);
    } else {
      plan.add.push(...inside);
    }
  }
  return plan;
}

function figures(period: Period, revenuePaise: number, orders: number): PeriodFigures {
  return {
    from: period.from,
    to: period.to,
    revenue: rupees(revenuePaise),
    orders,
    averageOrderValue: orders ? Math.round(revenuePaise / orders) / 100 : 0,
  };
}

/**
 * What ordering tells the Overview and the orders export: sales from the daily roll-up (a statement for
 * the days, one for the best sellers, whatever the number of orders), open returns, and order lines page
 * by page.
 */
@Injectable()
export class SalesInsight {
  constructor(private readonly em: EntityManager) {}

  /** The period's and the one before's revenue and orders, each day's, and items by status (one statement). */
  async figures(period: Period, previous: Period, scope: SalesScope): Promise<SalesFigures> {
    const rows = scope
      ? await this.em.execute<DayRow[]>(
          `SELECT day::text AS day, sum(revenue_paise) AS revenue_paise, sum(orders) AS orders,
                  sum(items_not_processed) AS items_not_processed, sum(items_processing) AS items_processing,
                  sum(items_shipped) AS items_shipped, sum(items_delivered) AS items_delivered, sum(items_cancelled) AS items_cancelled
             FROM brand_sales_days WHERE brand_id = ANY(?::uuid[]) AND day BETWEEN ? AND ? GROUP BY day`,
          [sqlArray(scope), previous.from, period.to],
        )
      : await this.em.execute<DayRow[]>(
            `SELECT day::text AS day, revenue_paise, orders, items_not_processed, items_processing, items_shipped, items_delivered, items_cancelled
               FROM sales_days WHERE day BETWEEN ? AND ?`,
            [previous.from, period.to],
          );
    const byDate = new Map(rows.map((row) => [row.day, row]));
    const byDay = eachDay(period.from, period.to).map((date) => {
      const row = byDate.get(date);
      return { date, revenuePaise: Number(row?.revenue_paise ?? 0), orders: Number(row?.orders ?? 0) };
    });
    const before = rows.filter((row) => row.day < period.from);
    const sum = (list: DayRow[], column: keyof DayRow) => list.reduce((total, row) => total + Number(row[column]), 0);
    const within = rows.filter((row) => row.day >= period.from);
    const itemsByStatus = Object.fromEntries(ITEM_STATUSES.map((status) => [status, sum(within, STATUS_COLUMNS[status])])) as Record<ItemStatus, number>;
    return {
      current: figures(
        period,
        byDay.reduce((total, day) => total + day.revenuePaise, 0),
        byDay.reduce((total, day) => total + day.orders, 0),
      ),
      previous: figures(previous, sum(before, 'revenue_paise'), sum(before, 'orders')),
      byDay: byDay.map((day) => ({ date: day.date, revenue: rupees(day.revenuePaise), orders: day.orders })),
      itemsByStatus,
    };
  }

  /**
   * The period's best sellers by revenue with tax, at most ten (one statement): whole months where that
   * reads fewer rows (less their days outside the period), days elsewhere.
   */
  async topProducts(period: Period, scope: SalesScope, today: string = indianToday()): Promise<TopProduct[]> {
    const plan = monthPlan(period, today);
    const brand = scope ? ' AND brand_id = ANY(?::uuid[])' : '';
    const scoped = (dates: string[]) => (scope ? [sqlArray(dates), sqlArray(scope)] : [sqlArray(dates)]);
    const rows = await this.em.execute<Array<{ product_id: string; name: string; slug: string; revenue_paise: string; quantity: string }>>(
      `WITH picked AS (
         SELECT product_id, revenue_paise, quantity FROM product_sales_months WHERE month = ANY(?::date[])${brand}
         UNION ALL SELECT product_id, revenue_paise, quantity FROM product_sales_days WHERE day = ANY(?::date[])${brand}
         UNION ALL SELECT product_id, -revenue_paise, -quantity FROM product_sales_days WHERE day = ANY(?::date[])${brand}
       ), top AS (
         SELECT product_id, sum(revenue_paise) AS revenue_paise, sum(quantity) AS quantity FROM picked
          GROUP BY product_id HAVING sum(revenue_paise) > 0 ORDER BY sum(revenue_paise) DESC, product_id LIMIT ?
       )
       SELECT top.product_id, top.revenue_paise, top.quantity, named.product_name AS name, named.product_slug AS slug
         FROM top CROSS JOIN LATERAL (
           SELECT product_name, product_slug FROM product_sales_months m WHERE m.product_id = top.product_id ORDER BY month DESC LIMIT 1
         ) named
        ORDER BY top.revenue_paise DESC, top.product_id`,
      [...scoped(plan.months), ...scoped(plan.add), ...scoped(plan.subtract), TOP_PRODUCTS],
    );
    return rows.map((row) => ({ _id: row.product_id, name: row.name, slug: row.slug, revenue: rupees(Number(row.revenue_paise)), quantity: Number(row.quantity) }));
  }

  /** Returns still under way: requested, approved or received (one statement). */
  async openReturns(scope: SalesScope): Promise<number> {
    const [row] = scope
      ? await this.em.execute<Array<{ count: string }>>(
          `SELECT count(*) AS count FROM returns r JOIN order_items i ON i.id = r.item_id
            WHERE r.status IN ${UNDER_WAY} AND i.brand_id = ANY(?::uuid[])`,
          [sqlArray(scope)],
        )
      : await this.em.execute<Array<{ count: string }>>(`SELECT count(*) AS count FROM returns WHERE status IN ${UNDER_WAY}`);
    return Number(row?.count ?? 0);
  }

  /**
   * A page of the period's lines of confirmed orders, oldest order first, from `after` (a cursor a line
   * gave), one statement a page; `status` narrows to the items in it.
   */
  async lines(period: Period, scope: SalesScope, status: ItemStatus | null, after: string | null, limit: number): Promise<SoldLine[]> {
    const where = [`o.payment_status IN ${PLACED}`, `o.created >= (?::date)::timestamp AT TIME ZONE 'Asia/Kolkata'`, `o.created < (?::date + 1)::timestamp AT TIME ZONE 'Asia/Kolkata'`];
    const params: unknown[] = [period.from, period.to];
    if (scope) {
      where.push('i.brand_id = ANY(?::uuid[])');
      params.push(sqlArray(scope));
    }
    if (status) {
      where.push('i.status = ?');
      params.push(status);
    }
    if (after) {
      const [created, orderId, position] = after.split('|');
      where.push('(o.created, o.id, i.position) > (?::timestamptz, ?::uuid, ?::int)');
      params.push(created, orderId, Number(position));
    }
    params.push(limit);
    const rows = await this.em.execute<
      Array<{
        order_id: string;
        created: string;
        day: string;
        position: number;
        status: ItemStatus;
        product_id: string | null;
        product_name: string;
        size_label: string | null;
        sku: string | null;
        quantity: number;
        total_paise: string;
        tax_paise: string;
        payment_method: PaymentMethod;
        payment_status: PaymentStatus;
        delivery_pincode: string | null;
        delivery_state: string | null;
      }>
    >(
      `SELECT o.id AS order_id, to_char(o.created AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS created,
              (o.created AT TIME ZONE 'Asia/Kolkata')::date::text AS day, i.position, i.status, i.product_id, i.product_name,
              i.size_label, i.sku, i.quantity, i.total_paise, i.tax_paise, o.payment_method, o.payment_status, o.delivery_pincode, o.delivery_state
         FROM orders o JOIN order_items i ON i.order_id = o.id
        WHERE ${where.join(' AND ')}
        ORDER BY o.created, o.id, i.position LIMIT ?`,
      params,
    );
    return rows.map((row) => ({
      orderId: row.order_id,
      day: row.day,
      status: row.status,
      productId: row.product_id,
      productName: row.product_name,
      size: row.size_label,
      sku: row.sku,
      quantity: row.quantity,
      totalPaise: Number(row.total_paise),
      taxPaise: Number(row.tax_paise),
      paymentMethod: row.payment_method,
      paymentStatus: row.payment_status,
      pincode: row.delivery_pincode,
      state: row.delivery_state,
      cursor: `${row.created}|${row.order_id}|${row.position}`,
    }));
  }
}
