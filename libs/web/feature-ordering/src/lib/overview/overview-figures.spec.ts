import type { InsightSummaryResponse } from '@nidra/shared/contracts';
import { change, periodCards } from './overview-figures';

const day = (date: string, revenue: number, orders: number) => ({ date, revenue, orders });

function summaryOf(revenues: number[]): InsightSummaryResponse {
  const byDay = revenues.map((revenue, index) => day(`2026-11-${String(index + 1).padStart(2, '0')}`, revenue, revenue ? 1 : 0));
  const revenue = Math.round(revenues.reduce((a, b) => a + b * 100, 0)) / 100;
  const orders = byDay.filter((d) => d.orders).length;
  return {
    from: byDay[0].date,
    to: byDay[byDay.length - 1].date,
    revenue,
    orders,
    averageOrderValue: orders ? Math.round((revenue * 100) / orders) / 100 : 0,
    previous: { from: '2026-10-02', to: '2026-10-31', revenue: 500, orders: 2, averageOrderValue: 250 },
    byDay,
    itemsByStatus: { 'Not processed': 0, Processing: 0, Shipped: 0, Delivered: 0, Cancelled: 0 },
    topProducts: [],
    lowStock: [],
    retiredGstRates: [],
    pending: { reviews: 0, merchants: 0, returns: 0 },
  };
}

describe('the Overview’s periods', () => {
  it('takes today and the last 7 days from the days, each against the days just before, to the paisa', () => {
    const revenues = Array.from({ length: 30 }, () => 0);
    revenues[29] = 100.1;
    revenues[28] = 50.2;
    revenues[22] = 0.1;
    revenues[21] = 999.99;
    const [today, week, month] = periodCards(summaryOf(revenues));
    expect(today).toEqual({ label: 'Today', revenue: 100.1, orders: 1, averageOrderValue: 100.1, previousRevenue: 50.2, previousOrders: 1 });
    expect(week).toEqual({ label: 'Last 7 days', revenue: 150.3, orders: 2, averageOrderValue: 75.15, previousRevenue: 1000.09, previousOrders: 2 });
    expect(month).toEqual({ label: 'Last 30 days', revenue: 1150.39, orders: 4, averageOrderValue: 287.6, previousRevenue: 500, previousOrders: 2 });
  });

  it('says how a figure moved in words', () => {
    const rupees = (value: number) => `₹${value}`;
    expect(change(120, 100, rupees)).toEqual({ text: 'Up 20% from ₹100 before', trend: 'up' });
    expect(change(50, 100, rupees)).toEqual({ text: 'Down 50% from ₹100 before', trend: 'down' });
    expect(change(5, 0, rupees)).toEqual({ text: 'Up from ₹0 before', trend: 'up' });
    expect(change(0, 0, rupees)).toEqual({ text: 'Same as the ₹0 before', trend: 'same' });
  });
});
