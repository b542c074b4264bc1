import { useId } from 'react';
import type { OrderDto, PaymentStatus } from '@nidra/shared/contracts';
import './order-delivery.css';

const PAYMENT: Record<PaymentStatus, string> = {
  cod: 'Cash on Delivery',
  paid: 'Paid online',
  pending: 'Awaiting payment',
  expired: 'Not received in time',
  refunded: 'Paid online, refunded',
};

/** How an order is paid, in the shopper's words. */
export const paymentLabel = (status: PaymentStatus) => `Payment: ${PAYMENT[status]}`;

/** Where an order goes (its copy of the address, when it has one) and how it is paid. */
export function OrderDelivery({ order, heading: Heading = 'h3' }: { order: OrderDto; heading?: 'h2' | 'h3' }) {
  const id = useId();
  const address = order.deliveryAddress;
  return (
    <div className="order-delivery">
      {address && (
        <section aria-labelledby={id}>
          <Heading id={id} className="order-delivery__title">
            Delivering to
          </Heading>
          <address className="order-delivery__address">
            <span className="order-delivery__name">{address.name}</span>
            <span>{address.address}</span>
            <span>
              {address.city}, {address.state} {address.pincode}
            </span>
            <span>Mobile {address.mobile}</span>
          </address>
        </section>
      )}
      <p className={`order-delivery__payment order-delivery__payment--${order.paymentStatus}`}>{paymentLabel(order.paymentStatus)}</p>
    </div>
  );
}
