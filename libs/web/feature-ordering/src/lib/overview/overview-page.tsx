import { Link } from 'react-router-dom';
import { Role, type InsightSummaryResponse } from '@nidra/shared/contracts';
import { variantLabel } from '@nidra/shared/util';
import { useGetProfileQuery } from '@nidra/web/data-access';
import { Spinner } from '@nidra/web/ui';
import { formatInr } from '@nidra/web/util';
import { useGetInsightSummaryQuery } from './insight.api';
import { RevenueChart, StatusChart, dayLabel } from './overview-charts';
import { change, periodCards, type PeriodCard } from './overview-figures';
import './overview.css';

const count = (value: number) => String(value);

function Change({ current, previous, format }: { current: number; previous: number; format: (value: number) => string }) {
  const moved = change(current, previous, format);
  return <span className={`overview-change overview-change--${moved.trend}`}>{moved.text}</span>;
}

function PeriodFigures({ card }: { card: PeriodCard }) {
  return (
    <section className="overview-period" aria-label={card.label}>
      <h3 className="overview-period__title">{card.label}</h3>
      <dl className="overview-period__figures">
        <div>
          <dt>Revenue</dt>
          <dd>
            <strong className="overview-period__value">{formatInr(card.revenue)}</strong>
            <Change current={card.revenue} previous={card.previousRevenue} format={formatInr} />
          </dd>
        </div>
        <div>
          <dt>Orders</dt>
          <dd>
            <strong className="overview-period__value">{card.orders}</strong>
            <Change current={card.orders} previous={card.previousOrders} format={count} />
          </dd>
        </div>
        <div>
          <dt>Average order value</dt>
          <dd>
            <strong className="overview-period__value overview-period__value--small">{formatInr(card.averageOrderValue)}</strong>
          </dd>
        </div>
      </dl>
    </section>
  );
}

function TopProducts({ products }: { products: InsightSummaryResponse['topProducts'] }) {
  return (
    <section className="panel" aria-labelledby="overview-top">
      <h2 id="overview-top" className="panel__title overview__heading">
        Top products by revenue
      </h2>
      {products.length === 0 ? (
        <p className="panel__empty">Nothing sold in these days yet.</p>
      ) : (
        <div className="overview-table__scroll">
          <table className="overview-table">
            <thead>
              <tr>
                <th scope="col">Product</th>
                <th scope="col" className="overview-table__number">Units</th>
                <th scope="col" className="overview-table__number">Revenue</th>
              </tr>
            </thead>
            <tbody>
              {products.map((product) => (
                <tr key={product._id}>
                  <th scope="row">
                    <Link to={`/product/${product.slug}`}>{product.name}</Link>
                  </th>
                  <td className="overview-table__number">{product.quantity}</td>
                  <td className="overview-table__number">{formatInr(product.revenue)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function LowStock({ products }: { products: InsightSummaryResponse['lowStock'] }) {
  return (
    <section className="panel" aria-labelledby="overview-low">
      <h2 id="overview-low" className="panel__title overview__heading">
        Low stock
      </h2>
      {products.length === 0 ? (
        <p className="panel__empty">Every active product has more than 5 units.</p>
      ) : (
        <ul className="overview-list">
          {products.map((product) => (
            <li key={product.sku ?? product._id} className="overview-list__row">
              <span className="overview-list__name">
                {product.name}
                {/* A product keeping stock by size is listed per size running low. */}
                {product.size !== null || product.thickness !== null ? ` · ${variantLabel(product)}` : ''}
              </span>
              <span className={product.quantity === 0 ? 'overview-stock overview-stock--out' : 'overview-stock'}>
                {product.quantity === 0 ? 'Out of stock' : `${product.quantity} left`}
              </span>
              <Link className="overview-list__action" to={`/dashboard/product/edit/${product._id}`} aria-label={`Edit ${product.name}`}>
                Edit
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function RetiredRates({ products }: { products: InsightSummaryResponse['retiredGstRates'] }) {
  return (
    <section className="panel" aria-labelledby="overview-retired">
      <h2 id="overview-retired" className="panel__title overview__heading">
        GST rates to change
      </h2>
      <p className="panel__meta">
        These products still carry a rate retired on 22 September 2025. Edit each to a rate in force (0, 5, 18 or 40 %).
      </p>
      <ul className="overview-list">
        {products.map((product) => (
          <li key={product._id} className="overview-list__row">
            <span className="overview-list__name">{product.name}</span>
            <span className="overview-stock overview-stock--out">{product.gstRate} %</span>
            <Link className="overview-list__action" to={`/dashboard/product/edit/${product._id}`} aria-label={`Edit the GST rate of ${product.name}`}>
              Edit
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Waiting({ pending, isAdmin }: { pending: InsightSummaryResponse['pending']; isAdmin: boolean }) {
  const rows = [
    { label: 'Reviews waiting for approval', value: pending.reviews, to: isAdmin ? '/dashboard/review' : null },
    ...(isAdmin ? [{ label: 'Merchant requests waiting', value: pending.merchants, to: '/dashboard/merchants' }] : []),
    { label: 'Open returns', value: pending.returns, to: '/dashboard/returns' },
  ];
  return (
    <section className="panel" aria-labelledby="overview-waiting">
      <h2 id="overview-waiting" className="panel__title overview__heading">
        Waiting for you
      </h2>
      <ul className="overview-waiting">
        {rows.map((row) => (
          <li key={row.label} className="overview-waiting__item">
            <strong className="overview-waiting__count">{row.value}</strong>
            {row.to ? <Link to={row.to}>{row.label}</Link> : <span>{row.label}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /dashboard/overview: how the shop (a merchant: their brand) is doing, and what waits. */
export function OverviewPage() {
  const { data: profile } = useGetProfileQuery();
  const isAdmin = profile?.user.role === Role.Admin;
  // Figures move with every order, so each visit asks again.
  const { data, isError, isFetching } = useGetInsightSummaryQuery(undefined, { refetchOnMountOrArgChange: true });

  if (isError) return <p className="panel panel--empty">The overview could not be loaded. Please try again.</p>;
  if (!data) return <Spinner label="Loading the overview" />;

  return (
    <div className="overview" aria-busy={isFetching || undefined}>
      <section className="panel">
        <header className="panel__header overview__header">
          <h2 className="panel__title">Overview</h2>
          <p className="panel__meta">
            {isAdmin ? 'The whole shop' : 'Your brand'} · {dayLabel(data.from)} to {dayLabel(data.to)}, days in India time · revenue with GST
          </p>
        </header>
        <div className="overview-periods">
          {periodCards(data).map((card) => (
            <PeriodFigures key={card.label} card={card} />
          ))}
        </div>
      </section>
      <section className="panel overview-charts">
        <RevenueChart days={data.byDay} />
        <StatusChart counts={data.itemsByStatus} />
      </section>
      {/* Administrators alone set rates; the summary lists these for them only. */}
      {data.retiredGstRates.length > 0 && <RetiredRates products={data.retiredGstRates} />}
      <TopProducts products={data.topProducts} />
      <div className="overview-columns">
        <LowStock products={data.lowStock} />
        <Waiting pending={data.pending} isAdmin={isAdmin} />
      </div>
    </div>
  );
}
