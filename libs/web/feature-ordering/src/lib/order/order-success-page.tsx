import { Link, useParams } from 'react-router-dom';
import { OrderMessage } from '@nidra/shared/contracts';
import { Spinner } from '@nidra/web/ui';
import { useGetOrderQuery } from '../order.api';
import { OrderDelivery } from './order-delivery';

/** /order/success/{id}: the thank-you page. */
export function OrderSuccessPage() {
  const { id = '' } = useParams();
  const { data, isLoading, isError } = useGetOrderQuery(id);

  if (isLoading) return <Spinner label="Loading your order" />;
  if (isError || !data) return <p className="shop__empty container">{OrderMessage.successNotFound}</p>;
  return (
    <section className="order-success container">
      <h1 className="order-success__title">Thank you for your order.</h1>
      <p>
        Order{' '}
        <Link to={`/order/${data.order._id}?success`} className="order-success__link">
          #{data.order._id}
        </Link>{' '}
        is complete.
      </p>
      <p>A confirmation email will be sent to you shortly.</p>
      <OrderDelivery order={data.order} heading="h2" />
      <div className="order-success__actions">
        <Link className="btn btn--secondary" to="/dashboard/orders">
          Manage Orders
        </Link>
        <Link className="btn btn--primary" to="/shop">
          Continue Shopping
        </Link>
      </div>
    </section>
  );
}
