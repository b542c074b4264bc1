import { ItemStatus } from './order-status';
import { indianToday, isCalendarDate } from './returns';

/** A product at or below this many units is low on stock. */
export const LOW_STOCK = 5;

/** How many products the Overview ranks by revenue. */
export const TOP_PRODUCTS = 10;

/** Days the Overview covers when no period is asked for. */
export const DEFAULT_PERIOD_DAYS = 30;

/** The longest period a summary or export covers (a little over ten years). */
export const MAX_PERIOD_DAYS = 3700;

/** Revenue and orders of a period. */
export interface PeriodFigures {
  from: string;
  to: string;
  /** Rupees with tax of the live items of confirmed orders placed in the period, exact to the paisa. */
  revenue: number;
  /** Confirmed orders with at least one live item. */
  orders: number;
  /** Revenue ÷ orders, 0 when none. */
  averageOrderValue: number;
}

export interface DayFigures {
  date: string;
  revenue: number;
  orders: number;
}

export interface TopProduct {
  _id: string;
  name: string;
  slug: string;
  /** Rupees with tax. */
  revenue: number;
  /** Units sold. */
  quantity: number;
}

/** A product running out, or one of its variants once it keeps stock by size. */
export interface LowStockProduct {
  _id: string;
  name: string;
  slug: string;
  quantity: number;
  /** The variant's sku, size and thickness; null for a product whose variants share its stock. */
  sku: string | null;
  size: string | null;
  thickness: number | null;
}

/** A product still at a GST rate retired on 22 September 2025 (12 or 28 %): it keeps it until edited. */
export interface RetiredRateProduct {
  _id: string;
  name: string;
  slug: string;
  gstRate: number;
}

/** `GET /api/insight/summary`. */
export interface InsightSummaryResponse extends PeriodFigures {
  /** The same number of days just before. */
  previous: PeriodFigures;
  /** Every day of the period, zeros included. */
  byDay: DayFigures[];
  /** Items of the period's confirmed orders by status. */
  itemsByStatus: Record<ItemStatus, number>;
  /** At most 10, highest revenue first. */
  topProducts: TopProduct[];
  /** Active products, or variants of products keeping stock by size, at or below 5 units, fewest first. */
  lowStock: LowStockProduct[];
  /** For administrators, products still at a retired GST rate, by name (at most 50; a merchant: none). */
  retiredGstRates: RetiredRateProduct[];
  /** Reviews and returns waiting, and seller requests waiting (0 for a merchant). */
  pending: { reviews: number; merchants: number; returns: number };
}

/** The orders export's columns, in order. */
export const ORDERS_CSV_HEADER = [
  'orderId',
  'date',
  'status',
  'sku',
  'product',
  'size',
  'quantity',
  'totalPrice',
  'tax',
  'totalWithTax',
  'paymentMethod',
  'paymentStatus',
  'pincode',
  'state',
] as const;

export const InsightMessage = {
  badDate: (name: 'from' | 'to') => `${name === 'from' ? 'From' : 'To'} must be a date written YYYY-MM-DD.`,
  fromAfterTo: 'From must not be after To.',
  tooLong: `A period covers at most ${MAX_PERIOD_DAYS} days.`,
  badStatus: 'Status must be one of Not processed, Processing, Shipped, Delivered or Cancelled.',
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The day `days` after (or before, negative) a `YYYY-MM-DD` day. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both counted. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** Every day from `from` to `to`, in order. */
export function eachDay(from: string, to: string): string[] {
  return Array.from({ length: Math.max(0, daysBetween(from, to)) }, (_, index) => addDays(from, index));
}

/** The `days` days ending `to`. */
export function periodEnding(to: string, days: number): { from: string; to: string } {
  return { from: addDays(to, 1 - days), to };
}

/** The period of the same length just before. */
export function previousPeriod(period: { from: string; to: string }): { from: string; to: string } {
  return periodEnding(addDays(period.from, -1), daysBetween(period.from, period.to));
}

/**
 * The period a request asks for, days in Indian Standard Time, both bounds counted: `to` is today unless
 * given, `from` the 30th day back from `to` unless given. An error message for a bad one.
 */
export function askedPeriod(
  asked: { from?: string; to?: string },
  now: Date = new Date(),
): { from: string; to: string } | { error: string } {
  for (const name of ['from', 'to'] as const) {
    const value = asked[name];
    if (value !== undefined && !isCalendarDate(value)) return { error: InsightMessage.badDate(name) };
  }
  const to = asked.to ?? indianToday(now);
  const from = asked.from ?? addDays(to, 1 - DEFAULT_PERIOD_DAYS);
  if (from > to) return { error: InsightMessage.fromAfterTo };
  if (daysBetween(from, to) > MAX_PERIOD_DAYS) return { error: InsightMessage.tooLong };
  return { from, to };
}
