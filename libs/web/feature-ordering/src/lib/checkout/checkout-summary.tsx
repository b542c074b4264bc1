import { useId } from 'react';
import type { DeliveryEstimateResponse } from '@nidra/shared/contracts';
import { Button, Spinner } from '@nidra/web/ui';
import { formatDeliveryDate } from '@nidra/web/util';
import { CheckoutLines } from './checkout-lines';
import type { ShownCart } from './use-priced-bag';

/** Checkout's Order Summary: the priced bag (for the delivery pincode once known), when it arrives, what stopped the order if anything, and Place Order. */
export function CheckoutSummary({
  cart,
  pricingError,
  estimate,
  notice,
  placing,
  canPlace,
}: {
  cart: ShownCart | null;
  pricingError: string | null;
  estimate?: DeliveryEstimateResponse;
  notice: string | null;
  placing: boolean;
  canPlace: boolean;
}) {
  const headingId = useId();
  return (
    <aside className="panel checkout__summary" aria-labelledby={headingId}>
      <h2 id={headingId} className="panel__title">
        Order Summary
      </h2>
      {cart ? (
        <CheckoutLines cart={cart} />
      ) : pricingError ? (
        <p className="checkout__problem" role="alert">
          {pricingError}
        </p>
      ) : (
        <Spinner label="Pricing your bag" />
      )}
      {estimate?.serviceable && (
        <p className="checkout__arrival">
          Delivery by {formatDeliveryDate(estimate.days)} to {estimate.pincode}
        </p>
      )}
      {notice && (
        <p className="checkout__notice" role="alert">
          {notice}
        </p>
      )}
      <Button type="submit" block busy={placing} disabled={!canPlace}>
        Place Order
      </Button>
    </aside>
  );
}
