import type { DayFigures, InsightSummaryResponse } from '@nidra/shared/contracts';

/** Revenue and orders of some days, with what the same number of days just before came to. */
export interface PeriodCard {
  label: string;
  revenue: number;
  orders: number;
  averageOrderValue: number;
  previousRevenue: number;
  previousOrders: number;
}

const paise = (rupees: number) => Math.round(rupees * 100);

function sumUp(days: DayFigures[]): { revenue: number; orders: number } {
  const revenuePaise = days.reduce((total, day) => total + paise(day.revenue), 0);
  return { revenue: revenuePaise / 100, orders: days.reduce((total, day) => total + day.orders, 0) };
}

const average = (revenue: number, orders: number) => (orders ? Math.round(paise(revenue) / orders) / 100 : 0);

/**
 * Today, the last 7 days and the whole period (30 days), each against the days just before: the shorter
 * ones from the period's days (an order counts on the day it was placed), the whole from the summary.
 */
export function periodCards(summary: InsightSummaryResponse): PeriodCard[] {
  const days = summary.byDay;
  const window = (count: number, label: string): PeriodCard => {
    const current = sumUp(days.slice(-count));
    const before = sumUp(days.slice(-2 * count, -count));
    return {
      label,
      ...current,
      averageOrderValue: average(current.revenue, current.orders),
      previousRevenue: before.revenue,
      previousOrders: before.orders,
    };
  };
  return [
    window(1, 'Today'),
    window(7, 'Last 7 days'),
    {
      label: `Last ${days.length} days`,
      revenue: summary.revenue,
      orders: summary.orders,
      averageOrderValue: summary.averageOrderValue,
      previousRevenue: summary.previous.revenue,
      previousOrders: summary.previous.orders,
    },
  ];
}

/** How a figure moved from the one before, in words: "Up 12% from ₹1,000", "Up from none". */
export function change(current: number, previous: number, format: (value: number) => string): { text: string; trend: 'up' | 'down' | 'same' } {
  if (current === previous) return { text: `Same as the ${format(previous)} before`, trend: 'same' };
  const trend = current > previous ? 'up' : 'down';
  const direction = trend === 'up' ? 'Up' : 'Down';
  if (previous === 0) return { text: `${direction} from ${format(0)} before`, trend };
  const percent = Math.round((Math.abs(current - previous) / previous) * 100);
  return { text: `${direction} ${percent}% from ${format(previous)} before`, trend };
}
