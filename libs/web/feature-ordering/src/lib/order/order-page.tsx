import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { canCancelOrder, ItemStatus, OrderMessage, Role, type ItemStatus as Status, type OrderItemDto } from '@nidra/shared/contracts';
import { useGetProfileQuery, useGetSettingsQuery, useIsAdmin, useSubmit } from '@nidra/web/data-access';
import { Button, Spinner } from '@nidra/web/ui';
import { formatDate, loaded } from '@nidra/web/util';
import { useCancelOrderMutation, useGetOrderQuery, useGetOrdersQuery, useSetItemStatusMutation } from '../order.api';
import type { HandShipping } from './ship-by-hand-dialog';
import { OrderItems, OrderSummary } from './order-items';
import { OrderDelivery } from './order-delivery';
import { OrderTracking } from './order-tracking';
import { OrderInvoice } from '../invoice/order-invoice';
import { useGetMyReturnsQuery } from '../returns/returns.api';

const ORDERS = '/dashboard/orders';

// Staff's booking with the courier, and the parcels with their actions: fetched only when staff open an order and a courier is connected.
const ShipWithCourier = lazy(() => loaded(import('./ship-with-courier')).then(({ Component }) => ({ default: Component })));

/** /order/{id}: the order's items with their actions, and its summary. */
export function OrderPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  // Statuses change elsewhere (an administrator ships an item), so each visit asks again.
  const { data, isLoading, isError } = useGetOrderQuery(id, { refetchOnMountOrArgChange: true });
  const isAdmin = useIsAdmin();
  const profile = useGetProfileQuery();
  const settings = useGetSettingsQuery();
  // A merchant opening an order it did not place sees the items it sold (the API narrows the order to them).
  const merchant = profile.data?.user.role === Role.Merchant;
  const ownOrders = useGetOrdersQuery(undefined, { skip: !merchant });
  const selling = merchant && !!ownOrders.data && !ownOrders.data.orders.some((own) => own._id === id);
  const [setStatus, statusState] = useSetItemStatusMutation();
  const [cancelOrder, cancelState] = useCancelOrderMutation();
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const submit = useSubmit();
  // The shopper's returns say which delivered items are on their way back; administrators manage returns in the dashboard.
  const myReturns = useGetMyReturnsQuery(undefined, { skip: isAdmin || selling || !data, refetchOnMountOrArgChange: true });

  if (isLoading || (merchant && ownOrders.isLoading)) return <Spinner label="Loading the order" />;
  if (isError || !data) return <p className="shop__empty container">{OrderMessage.notFound}</p>;
  const { order } = data;
  const statuses = order.products.map((item) => item.status);
  const orderReturns = !myReturns.data
    ? undefined
    : [...myReturns.data.returns].filter((entry) => entry.orderId === order._id).sort((a, b) => b.created.localeCompare(a.created));
  const courier = settings.data?.courier === true;
  const showCancelOrder = !selling && canCancelOrder(statuses) && !statuses.every((status) => status === ItemStatus.Cancelled);

  const backToOrders = () => {
    // Arriving from the thank-you page, or with nothing to go back to, leads to the orders list.
    const firstPage = (window.history.state as { idx?: number } | null)?.idx === 0;
    if (`${location.pathname}${location.search}`.includes('success') || firstPage) navigate(ORDERS);
    else navigate(-1);
  };

  const changeStatus = async (item: OrderItemDto, status: Status, shipping?: HandShipping) => {
    let cancelledAll = false;
    await submit(async () => {
      const result = await setStatus({ itemId: item._id, orderId: order._id, cartId: order.cartId, status, ...shipping }).unwrap();
      cancelledAll = result.orderCancelled;
      return result;
    });
    if (cancelledAll) navigate(ORDERS);
  };

  const cancelWhole = async () => {
    if (await submit(() => cancelOrder(order._id).unwrap())) navigate(ORDERS);
  };

  return (
    <section className="order container">
      <header className="order__header">
        <div>
          <h1 className="order__title">Order Details</h1>
          <p className="order__id">Order #{order._id}</p>
          <p className="order__date">Ordered on {formatDate(order.created)}</p>
        </div>
        <div className="order__actions">
          <Button variant="secondary" onClick={backToOrders}>
            Back to orders
          </Button>
          {showCancelOrder &&
            (confirmingCancel ? (
              <Button variant="danger" busy={cancelState.isLoading} onClick={() => void cancelWhole()}>
                Confirm Cancel Order
              </Button>
            ) : (
              <Button variant="ghost" onClick={() => setConfirmingCancel(true)}>
                Cancel Order
              </Button>
            ))}
        </div>
      </header>
      <div className="order__body">
        <section className="panel order__items" aria-labelledby="order-items">
          <h2 id="order-items" className="panel__title">
            Order Items
          </h2>
          <OrderItems
            order={order}
            isAdmin={isAdmin}
            busy={statusState.isLoading}
            onStatus={(item, status, shipping) => void changeStatus(item, status, shipping)}
            shipsByHand={isAdmin && settings.data?.courier === false}
            selling={selling}
            returns={selling ? undefined : orderReturns}
          />
          {courier && (isAdmin || selling) ? (
            <Suspense fallback={<Spinner label="Loading shipping" />}>
              <ShipWithCourier order={order} />
            </Suspense>
          ) : (
            <OrderTracking order={order} />
          )}
        </section>
        <aside className="panel order__summary" aria-labelledby="order-summary">
          <h2 id="order-summary" className="panel__title">
            Order Summary
          </h2>
          <OrderSummary order={order} />
          <OrderDelivery order={order} />
          <OrderInvoice order={order} />
        </aside>
      </div>
    </section>
  );
}
