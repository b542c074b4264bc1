import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import type { PaymentMethod } from '@nidra/shared/contracts';
import { selectCartItems, useAppSelector, useGetProfileQuery } from '@nidra/web/data-access';
import { Spinner } from '@nidra/web/ui';
import { BusinessBuyerStep } from './business-buyer-step';
import { useGetPaymentOptionsQuery } from './checkout.api';
import { CheckoutSummary } from './checkout-summary';
import { DeliveryAddressStep } from './delivery-address-step';
import { paymentChoice } from './payment-choice';
import { PaymentStep } from './payment-step';
import { useBusinessBuyer } from './use-business-buyer';
import { useDeliveryAddress } from './use-delivery-address';
import { usePlaceOrder } from './use-place-order';
import { usePricedFor } from './use-priced-bag';
import './checkout.css';

/** /checkout: where the bag goes, how it is paid, and Place Order. */
export function CheckoutPage() {
  const items = useAppSelector(selectCartItems);
  const user = useGetProfileQuery().data?.user;
  const options = useGetPaymentOptionsQuery();
  const [chosenMethod, setChosenMethod] = useState<PaymentMethod | null>(null);

  const accountName = user ? `${user.firstName} ${user.lastName}`.trim() : '';
  const accountPhone = user?.phoneNumber ?? null;
  const online = options.data?.razorpay ?? null;

  const delivery = useDeliveryAddress(user, accountPhone);
  const business = useBusinessBuyer(delivery.formRef);
  const order = usePlaceOrder({ delivery, business, accountName, accountPhone, email: user?.email, online });
  const { estimate } = delivery;
  const shown = usePricedFor(order.priced, delivery.pincode);
  const { codReason, method } = paymentChoice({
    totalWithTax: shown.cart?.totalWithTax,
    codLimit: options.data?.cod.limit,
    delivery: estimate ? { pincode: estimate.pincode, codAvailable: estimate.codAvailable } : undefined,
    online: Boolean(online),
    chosen: chosenMethod,
  });

  if (items.length === 0 && !order.leaving) return <Navigate to="/shop" replace />;
  if (items.length === 0) return <Spinner label="Placing your order" />;

  return (
    <section className="checkout container">
      <h1 className="checkout__title">Checkout</h1>
      <form ref={delivery.formRef} className="checkout__layout" noValidate onSubmit={(event) => void order.placeOrder(event, method)}>
        <div className="checkout__main">
          <DeliveryAddressStep delivery={delivery} pincodeProblem={shown.pincodeProblem} accountName={accountName} accountPhone={accountPhone} />
          <BusinessBuyerStep business={business} />
          <PaymentStep loading={options.isLoading} method={method} codReason={codReason} online={Boolean(online)} onChoose={setChosenMethod} />
        </div>
        <CheckoutSummary
          cart={shown.cart}
          pricingError={order.pricingError}
          estimate={estimate}
          notice={order.notice}
          placing={order.placing}
          canPlace={Boolean(order.priced && method)}
        />
      </form>
    </section>
  );
}
