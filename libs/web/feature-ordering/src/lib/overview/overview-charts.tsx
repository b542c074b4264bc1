import { useId, type ReactNode } from 'react';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { DayFigures, ItemStatus } from '@nidra/shared/contracts';
import { formatInr } from '@nidra/web/util';

const shortDay = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** "25 Nov" for a YYYY-MM-DD day. */
export const dayLabel = (date: string) => shortDay.format(new Date(`${date}T00:00:00Z`));

const compactInr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', notation: 'compact', maximumFractionDigits: 1 });

/**
 * A chart with its figures as a table: the drawing is hidden from screen readers and takes no focus (no
 * accessibility layer of the chart's own); they read the caption and open the table instead (anyone may).
 */
function ChartFigure({ title, chart, table }: { title: string; chart: ReactNode; table: ReactNode }) {
  const captionId = useId();
  return (
    <figure className="overview-chart" aria-labelledby={captionId}>
      <figcaption id={captionId} className="overview-chart__title">
        {title}
      </figcaption>
      {/* Hidden from screen readers, whom the table serves, so the charts take no focus (accessibilityLayer off). */}
      <div className="overview-chart__plot" aria-hidden="true">
        {chart}
      </div>
      <details className="overview-chart__table">
        <summary>Show as table</summary>
        {table}
      </details>
    </figure>
  );
}

/** Revenue (with GST) of each day of the period. */
export function RevenueChart({ days }: { days: DayFigures[] }) {
  return (
    <ChartFigure
      title={`Revenue per day, last ${days.length} days`}
      chart={
        <ResponsiveContainer width="100%" height={240}>
          <BarChart accessibilityLayer={false} data={days} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid vertical={false} stroke="#e4ddd2" />
            <XAxis dataKey="date" tickFormatter={dayLabel} tick={{ fontSize: 12, fill: '#5e6678' }} interval="preserveStartEnd" minTickGap={16} />
            <YAxis tickFormatter={(value: number) => compactInr.format(value)} tick={{ fontSize: 12, fill: '#5e6678' }} width={64} />
            <Tooltip
              formatter={(value) => [formatInr(Number(value)), 'Revenue']}
              labelFormatter={(label) => dayLabel(String(label))}
              isAnimationActive={false}
            />
            <Bar dataKey="revenue" fill="#2e3b5c" radius={[3, 3, 0, 0]} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      }
      table={
        <table className="overview-table">
          <caption className="visually-hidden">Revenue and orders per day</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col" className="overview-table__number">Revenue</th>
              <th scope="col" className="overview-table__number">Orders</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <th scope="row">{dayLabel(day.date)}</th>
                <td className="overview-table__number">{formatInr(day.revenue)}</td>
                <td className="overview-table__number">{day.orders}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    />
  );
}

/** Items of the period's orders by their status. */
export function StatusChart({ counts }: { counts: Record<ItemStatus, number> }) {
  // The summary lists the statuses in their order, from Not processed to Cancelled.
  const data = (Object.keys(counts) as ItemStatus[]).map((status) => ({ status, items: counts[status] }));
  return (
    <ChartFigure
      title="Items by status"
      chart={
        <ResponsiveContainer width="100%" height={220}>
          <BarChart accessibilityLayer={false} data={data} layout="vertical" margin={{ top: 0, right: 16, bottom: 0, left: 0 }}>
            <CartesianGrid horizontal={false} stroke="#e4ddd2" />
            <XAxis type="number" allowDecimals={false} tick={{ fontSize: 12, fill: '#5e6678' }} />
            <YAxis type="category" dataKey="status" width={112} tick={{ fontSize: 12, fill: '#1d2433' }} />
            <Tooltip formatter={(value) => [String(value), 'Items']} isAnimationActive={false} />
            <Bar dataKey="items" fill="#8d5b1d" radius={[0, 3, 3, 0]} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      }
      table={
        <table className="overview-table">
          <caption className="visually-hidden">Items by status</caption>
          <thead>
            <tr>
              <th scope="col">Status</th>
              <th scope="col" className="overview-table__number">Items</th>
            </tr>
          </thead>
          <tbody>
            {data.map((row) => (
              <tr key={row.status}>
                <th scope="row">{row.status}</th>
                <td className="overview-table__number">{row.items}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    />
  );
}
