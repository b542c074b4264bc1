import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { CheckoutMessage, type PaymentMethod, type PaymentOptionsResponse, type RazorpayVerifyRequest } from '@nidra/shared/contracts';
import { cartCleared, notifySuccess, serverErrorMessage, useAppDispatch, useAppSelector, useNotifyError } from '@nidra/web/data-access';
import { checkout, type CheckoutPlaced } from '../cart/checkout';
import { useVerifyRazorpayPaymentMutation } from './checkout.api';
import { NEW_ADDRESS_CHOICE } from './new-address';
import { loadRazorpay } from './razorpay';
import type { BusinessBuyer } from './use-business-buyer';
import type { DeliveryAddress } from './use-delivery-address';
import { usePricedBag } from './use-priced-bag';

const PAYMENT_STOPPED = 'The payment was not completed, so the order is not placed yet. Your bag is kept: press Place Order to try again.';
const PAYMENT_FAILED = (reason?: string) =>
  `The payment failed${reason ? `: ${reason}` : '.'} Your bag is kept: press Place Order to try again, or choose another way to pay.`;

/** An order placed for online payment and still unpaid: placing the same cart, address, buyer and way again reopens it. */
interface Pending {
  cartId: string;
  addressId: string;
  /** The business billed, as sent ('' for none). */
  buyer: string;
}

export interface PlaceOrderFacts {
  delivery: Pick<DeliveryAddress, 'addressChoice' | 'chosenBook' | 'saveNewAddress'>;
  /** "Buying for a business?": the business billed, if any. */
  business: Pick<BusinessBuyer, 'request' | 'takeRefusal' | 'showProblems'>;
  accountName: string;
  accountPhone: string | null;
  email?: string;
  /** Razorpay, when the shop takes payments online. */
  online: PaymentOptionsResponse['razorpay'];
}

/**
 * Place Order: the bag priced by the server, the order placed to the chosen address (a new one saved
 * first), then the shopper sent to the order, or handed to Razorpay Checkout to pay it online.
 * `leaving` is set while the shopper is sent on with the bag emptied, so the empty bag does not send them to the shop.
 */
export function usePlaceOrder({ delivery, business, accountName, accountPhone, email, online }: PlaceOrderFacts) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const notifyError = useNotifyError();
  const storedCartId = useAppSelector((state) => state.cart.cartId);
  const [verifyPayment] = useVerifyRazorpayPaymentMutation();
  const [placing, setPlacing] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const leaving = useRef(false);
  const pending = useRef<Pending | null>(null);
  const { priced, pricingError, reprice } = usePricedBag(placing);

  const confirmPayment = async (orderId: string, answer: RazorpayVerifyRequest) => {
    setPlacing(true);
    setNotice(null);
    try {
      await verifyPayment(answer).unwrap();
      leaving.current = true;
      dispatch(cartCleared());
      dispatch(notifySuccess(CheckoutMessage.orderPlaced));
      navigate(`/order/success/${orderId}`);
    } catch (error) {
      notifyError(error);
      setNotice(serverErrorMessage(error) ?? CheckoutMessage.paymentNotVerified);
      setPlacing(false);
    }
  };

  const payOnline = async (placed: CheckoutPlaced, prefill: { name: string; contact: string }) => {
    const payment = placed.payment;
    if (!payment || !online) return;
    let Razorpay;
    try {
      Razorpay = await loadRazorpay(online.checkoutUrl);
    } catch {
      setNotice(CheckoutMessage.gatewayDown);
      return;
    }
    const razorpay = new Razorpay({
      key: payment.keyId,
      order_id: payment.razorpayOrderId,
      amount: payment.amount,
      currency: payment.currency,
      name: 'Nidra',
      description: `Order ${placed.orderId}`,
      prefill: { ...prefill, email },
      handler: (answer) => void confirmPayment(placed.orderId, answer),
      modal: { ondismiss: () => setNotice((shown) => shown ?? PAYMENT_STOPPED) },
      theme: { color: '#1f2a44' },
    });
    razorpay.on('payment.failed', (failure) => setNotice(PAYMENT_FAILED(failure.error?.description)));
    razorpay.open();
  };

  const placeOrder = async (event: FormEvent, method: PaymentMethod | null) => {
    event.preventDefault();
    if (placing || !priced || !method) return;
    setNotice(null);
    setPlacing(true);
    try {
      // Both forms show what is wrong; the cursor goes to the first wrong field.
      const buyer = business.request();
      let address = delivery.chosenBook ?? null;
      if (delivery.addressChoice === NEW_ADDRESS_CHOICE) {
        address = await delivery.saveNewAddress();
        if (!address) return;
      }
      if (!address) return;
      if (buyer === null) {
        business.showProblems();
        return;
      }
      const billed = buyer ? JSON.stringify(buyer) : '';
      const addressId = address._id;
      const prefill = { name: address.name || accountName, contact: address.mobile ?? accountPhone ?? '' };
      // An order waiting for its online payment is reopened only for the same address and way to pay.
      const waiting = pending.current;
      const freshCart = Boolean(
        waiting && waiting.cartId === storedCartId && (waiting.addressId !== addressId || waiting.buyer !== billed || method !== 'razorpay'),
      );
      leaving.current = method === 'cod';
      const placed = await dispatch(checkout({ addressId, paymentMethod: method, ...(buyer && { buyer }) }, { freshCart }));
      if (!placed.payment) {
        dispatch(notifySuccess(placed.message));
        navigate(`/order/success/${placed.orderId}`);
        return;
      }
      pending.current = { cartId: placed.cartId, addressId, buyer: billed };
      await payOnline(placed, prefill);
    } catch (error) {
      leaving.current = false;
      // A refusal of the business's details is shown at its field.
      if (business.takeRefusal(serverErrorMessage(error))) return;
      notifyError(error);
      // A price changed since the bag was priced: the summary is priced again.
      if ((error as { status?: unknown } | null)?.status === 409) reprice();
    } finally {
      setPlacing(false);
    }
  };

  return { priced, pricingError, placing, notice, leaving: leaving.current, placeOrder };
}
