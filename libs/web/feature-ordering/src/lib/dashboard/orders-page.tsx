import { useState } from 'react';
import { Link } from 'react-router-dom';
import { OrderMessage, Role, type OrderDto } from '@nidra/shared/contracts';
import { smallImageUrl } from '@nidra/shared/util';
import { useGetProfileQuery, useIsAdmin } from '@nidra/web/data-access';
import { SearchBox, Spinner } from '@nidra/web/ui';
import { formatDate, formatInr, useDebouncedValue } from '@nidra/web/util';
import { useGetCustomerOrdersQuery, useGetOrdersQuery, useSearchOrdersQuery } from '../order.api';
import { OrdersExport } from './orders-export';
import { useGetSoldOrdersQuery } from './sold-orders.api';

/** Order search applies from 2 characters. */
const SEARCH_MIN = 2;
const SEARCH_DELAY_MS = 300;

function OrderCard({ order }: { order: OrderDto }) {
  const first = order.products[0];
  const units = order.products.reduce((sum, item) => sum + item.quantity, 0);
  return (
    <li className="card order-card">
      {first?.product.imageUrl ? (
        <img className="order-card__image" src={smallImageUrl(first.product.imageUrl)} alt="" width={96} height={72} />
      ) : (
        <span className="order-card__image order-card__image--empty" aria-hidden="true" />
      )}
      <div className="order-card__info">
        <Link className="card__title" to={`/order/${order._id}`}>
          Order #{order._id}
        </Link>
        <span className="card__text">
          Ordered on {formatDate(order.created)} · {units} {units === 1 ? 'item' : 'items'}
        </span>
        <span className="card__text">
          Status: <strong>{order.products.length > 0 ? order.status : 'Unavailable'}</strong> · Total{' '}
          <strong>{formatInr(order.totalWithTax)}</strong>
        </span>
      </div>
    </li>
  );
}

interface OrderListProps {
  title: string;
  /** A merchant's scope is `sold`: the orders holding its brand's items. */
  scope: 'mine' | 'all' | 'sold';
  empty: string;
  switchTo?: { label: string; to: string };
}

/** Administrators export the shop's orders, merchants their brand's lines, members nothing. */
function useExportScope(): 'shop' | 'brand' | null {
  const { data } = useGetProfileQuery();
  if (data?.user.role === Role.Admin) return 'shop';
  return data?.user.role === Role.Merchant && data.user.merchant ? 'brand' : null;
}

function OrderList({ title, scope, empty, switchTo }: OrderListProps) {
  const exportScope = useExportScope();
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed.trim(), SEARCH_DELAY_MS);
  const searching = search.length >= SEARCH_MIN;
  const sold = scope === 'sold';
  // Statuses change elsewhere, so each visit asks again.
  const fresh = { refetchOnMountOrArgChange: true } as const;
  const mine = useGetOrdersQuery(undefined, { skip: scope !== 'mine' || searching, ...fresh });
  const all = useGetCustomerOrdersQuery(undefined, { skip: scope !== 'all' || searching, ...fresh });
  const soldOrders = useGetSoldOrdersQuery(undefined, { skip: !sold, ...fresh });
  const found = useSearchOrdersQuery({ search, scope: scope === 'all' ? 'all' : 'mine' }, { skip: !searching || sold, ...fresh });
  const current = sold ? soldOrders : searching ? found : scope === 'mine' ? mine : all;
  // A failed fetch shows no stale list; a merchant's search narrows its list by order ID.
  const listed = current.isError ? [] : current.data?.orders;
  const orders = sold && searching ? listed?.filter((order) => order._id.toLowerCase().includes(search.toLowerCase())) : listed;

  return (
    <section className="panel">
      <header className="panel__header">
        <h2 className="panel__title">{title}</h2>
        {switchTo && (
          <Link className="btn btn--secondary" to={switchTo.to}>
            {switchTo.label}
          </Link>
        )}
      </header>
      {exportScope && <OrdersExport whose={exportScope} />}
      <SearchBox label="Search orders by ID" placeholder="Search by order ID" value={typed} onChange={setTyped} />
      {!orders ? (
        <Spinner label="Loading orders" />
      ) : orders.length === 0 ? (
        <p className="panel__empty">{searching ? OrderMessage.noOrdersFound : empty}</p>
      ) : (
        <ul className="cards" aria-busy={current.isFetching || undefined}>
          {orders.map((order) => (
            <OrderCard key={order._id} order={order} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** What a merchant's Orders page says before anyone orders its brand's products. */
const NO_SALES_YET = 'No one has ordered your products yet.';

/** /dashboard/orders: Your Orders; administrators also reach Customer Orders; a merchant sees the orders of its items. */
export function OrdersPage() {
  const isAdmin = useIsAdmin();
  const { data } = useGetProfileQuery();
  if (!data) return <Spinner label="Loading orders" />;
  if (data.user.role === Role.Merchant && data.user.merchant) return <OrderList title="Orders" scope="sold" empty={NO_SALES_YET} />;
  return (
    <OrderList
      title="Your Orders"
      scope="mine"
      empty={OrderMessage.noOrdersYet}
      switchTo={isAdmin ? { label: 'Customer Orders', to: '/dashboard/orders/customers' } : undefined}
    />
  );
}

/** /dashboard/orders/customers: every customer's orders (administrators; the dashboard routes only them here). */
export function CustomerOrdersPage() {
  return (
    <OrderList
      title="Customer Orders"
      scope="all"
      empty={OrderMessage.noOrdersFound}
      switchTo={{ label: 'My Orders', to: '/dashboard/orders' }}
    />
  );
}
