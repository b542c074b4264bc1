import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import {
  CheckoutMessage,
  MOBILE_PATTERN,
  PINCODE_PATTERN,
  type AddressDto,
  type CartDto,
  type DeliveryEstimateDto,
  type PaymentMethod,
  type RazorpayVerifyRequest,
} from '@nidra/shared/contracts';
import {
  cartCleared,
  notifySuccess,
  selectCartItems,
  serverCartCreated,
  serverErrorMessage,
  toCartRequest,
  useAppDispatch,
  useAppSelector,
  useGetDeliveryEstimateQuery,
  useGetProfileQuery,
  useLazyGetDeliveryEstimateQuery,
  useNotifyError,
} from '@nidra/web/data-access';
import { Button, Spinner, TextField } from '@nidra/web/ui';
import { formatDeliveryDate } from '@nidra/web/util';
import { checkout, type CheckoutPlaced } from '../cart/checkout';
import { orderApi } from '../order.api';
import {
  checkoutApi,
  useAddCheckoutAddressMutation,
  useGetCheckoutAddressesQuery,
  useGetPaymentOptionsQuery,
  useVerifyRazorpayPaymentMutation,
} from './checkout.api';
import { EMPTY_NEW_ADDRESS, mobileDigits, validateNewAddress, type NewAddress } from './new-address';
import { AddressOption } from './address-option';
import { CheckoutLines } from './checkout-lines';
import { paymentChoice } from './payment-choice';
import { PaymentOptions } from './payment-options';
import { loadRazorpay } from './razorpay';
import './checkout.css';

/** The address choice that opens the "Add a new address" form. */
const NEW = 'new';
const UNREACHABLE = 'Could not reach the shop. Check your connection and try again.';
const NOT_PRICED = 'Your bag could not be priced. Please try again.';
const PAYMENT_STOPPED = 'The payment was not completed, so the order is not placed yet. Your bag is kept: press Place Order to try again.';
const PAYMENT_FAILED = (reason?: string) =>
  `The payment failed${reason ? `: ${reason}` : '.'} Your bag is kept: press Place Order to try again, or choose another way to pay.`;

/** The bag as the server priced it, and the server cart that holds it. */
interface Priced {
  cartId: string;
  cart: CartDto;
}

/** A pincode typed into the new address and what looking it up found. */
interface PincodeLookup {
  pincode: string;
  found?: DeliveryEstimateDto;
  problem?: string;
}

/** An order placed for online payment and still unpaid: placing the same cart, address and way again reopens it. */
interface Pending {
  cartId: string;
  addressId: string;
}

const trimmed = (values: NewAddress): NewAddress =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value.trim()])) as NewAddress;

/** /checkout: where the bag goes, how it is paid, and Place Order. */
export function CheckoutPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const notifyError = useNotifyError();
  const items = useAppSelector(selectCartItems);
  const storedCartId = useAppSelector((state) => state.cart.cartId);
  const user = useGetProfileQuery().data?.user;
  const book = useGetCheckoutAddressesQuery(undefined, { refetchOnMountOrArgChange: true });
  const options = useGetPaymentOptionsQuery();
  const [addAddress] = useAddCheckoutAddressMutation();
  const [verifyPayment] = useVerifyRazorpayPaymentMutation();
  const [lookUp, { isFetching: lookingUp }] = useLazyGetDeliveryEstimateQuery();

  const [priced, setPriced] = useState<Priced | null>(null);
  const [pricingError, setPricingError] = useState<string | null>(null);
  const [chosenAddress, setChosenAddress] = useState<string | null>(null);
  const [chosenMethod, setChosenMethod] = useState<PaymentMethod | null>(null);
  const [newAddress, setNewAddress] = useState<NewAddress>(EMPTY_NEW_ADDRESS);
  const [attempted, setAttempted] = useState(false);
  const [lookup, setLookup] = useState<PincodeLookup | null>(null);
  const [placing, setPlacing] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [focusTick, setFocusTick] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const latestPincode = useRef('');
  // Set while the page sends the shopper on with the bag emptied, so the empty bag does not send them to the shop.
  const leaving = useRef(false);
  const pending = useRef<Pending | null>(null);
  const ids = { summary: useId(), payment: useId() };

  const accountName = user ? `${user.firstName} ${user.lastName}`.trim() : '';
  const accountPhone = user?.phoneNumber ?? null;

  // The summary is the server's pricing of the bag, made again whenever the bag changes.
  useEffect(() => {
    if (items.length === 0 || placing || (priced && priced.cartId === storedCartId)) return;
    let current = true;
    setPricingError(null);
    dispatch(orderApi.endpoints.createServerCart.initiate(toCartRequest(items)))
      .unwrap()
      .then(
        (made) => {
          if (!current) return;
          dispatch(serverCartCreated(made.cartId));
          setPriced({ cartId: made.cartId, cart: made.cart });
        },
        (error: unknown) => {
          if (current) setPricingError(serverErrorMessage(error) ?? NOT_PRICED);
        },
      );
    return () => {
      current = false;
    };
  }, [dispatch, items, placing, priced, storedCartId]);

  // A new address is for the account holder unless they say otherwise.
  useEffect(() => {
    if (!user) return;
    setNewAddress((current) => ({
      ...current,
      name: current.name || `${user.firstName} ${user.lastName}`.trim(),
      mobile: current.mobile || (user.phoneNumber && MOBILE_PATTERN.test(user.phoneNumber) ? user.phoneNumber : ''),
    }));
  }, [user]);

  // A refused form puts the cursor in its first wrong field.
  useEffect(() => {
    if (focusTick > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusTick]);

  const addresses = book.data?.addresses ?? [];
  const fallback = (addresses.find((address) => address.isDefault) ?? addresses[0])?._id ?? NEW;
  const addressChoice =
    chosenAddress === NEW || addresses.some((address) => address._id === chosenAddress) ? (chosenAddress as string) : fallback;
  const chosenBook = addresses.find((address) => address._id === addressChoice);
  const bookPincode = chosenBook?.zipCode.trim() ?? '';
  const bookEstimate = useGetDeliveryEstimateQuery(bookPincode, { skip: !PINCODE_PATTERN.test(bookPincode) });

  const typedLookup = lookup && lookup.pincode === newAddress.pincode ? lookup : null;
  const estimate = addressChoice === NEW ? typedLookup?.found : bookEstimate.currentData;
  const bookProblem = chosenBook
    ? bookEstimate.error
      ? (serverErrorMessage(bookEstimate.error) ?? UNREACHABLE)
      : estimate && !estimate.serviceable
        ? CheckoutMessage.notServiceable(estimate.pincode)
        : !(chosenBook.mobile ?? accountPhone)
          ? CheckoutMessage.mobileMissing
          : undefined
    : undefined;

  const online = options.data?.razorpay ?? null;
  const { codReason, method } = paymentChoice({
    totalWithTax: priced?.cart.totalWithTax,
    codLimit: options.data?.cod.limit,
    delivery: estimate ? { pincode: estimate.pincode, codAvailable: estimate.codAvailable } : undefined,
    online: Boolean(online),
    chosen: chosenMethod,
  });

  const errors = attempted ? validateNewAddress(newAddress, typedLookup?.problem) : {};
  const pincodeError = errors.pincode ?? typedLookup?.problem;

  if (items.length === 0 && !leaving.current) return <Navigate to="/shop" replace />;
  if (items.length === 0) return <Spinner label="Placing your order" />;

  const setField = (name: keyof NewAddress, value: string) => setNewAddress((current) => ({ ...current, [name]: value }));

  const lookUpPincode = async (pincode: string): Promise<PincodeLookup> => {
    latestPincode.current = pincode;
    let result: PincodeLookup;
    try {
      const found = await lookUp(pincode, true).unwrap();
      result = { pincode, found, problem: found.serviceable ? undefined : CheckoutMessage.notServiceable(pincode) };
    } catch (error) {
      result = { pincode, problem: serverErrorMessage(error) ?? UNREACHABLE };
    }
    // Only the pincode now in the field fills the city and state.
    if (latestPincode.current === pincode) {
      setLookup(result);
      if (result.found) {
        const { city, state } = result.found;
        setNewAddress((current) => (current.pincode === pincode ? { ...current, city, state } : current));
      }
    }
    return result;
  };

  const typePincode = (typed: string) => {
    const pincode = typed.replace(/\D/g, '').slice(0, 6);
    setField('pincode', pincode);
    latestPincode.current = pincode;
    if (PINCODE_PATTERN.test(pincode)) void lookUpPincode(pincode);
  };

  /** The new address saved to the book (the first one as the default) and chosen; null when the form is not right yet. */
  const saveNewAddress = async (): Promise<AddressDto | null> => {
    setAttempted(true);
    const values = trimmed(newAddress);
    let found = typedLookup;
    if (PINCODE_PATTERN.test(values.pincode) && !found) found = await lookUpPincode(values.pincode);
    const filled = { ...values, city: values.city || found?.found?.city || '', state: values.state || found?.found?.state || '' };
    if (Object.keys(validateNewAddress(filled, found?.problem)).length > 0) {
      setFocusTick((tick) => tick + 1);
      return null;
    }
    const { address } = await addAddress({
      name: filled.name,
      mobile: filled.mobile,
      address: filled.address,
      city: filled.city,
      state: filled.state,
      country: 'India',
      zipCode: filled.pincode,
      isDefault: addresses.length === 0,
    }).unwrap();
    dispatch(
      checkoutApi.util.updateQueryData('getCheckoutAddresses', undefined, (draft) => {
        if (!draft.addresses.some((entry) => entry._id === address._id)) draft.addresses.push(address);
      }),
    );
    setChosenAddress(address._id);
    setAttempted(false);
    setNewAddress({ ...EMPTY_NEW_ADDRESS, name: filled.name, mobile: filled.mobile });
    return address;
  };

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
      prefill: { ...prefill, email: user?.email },
      handler: (answer) => void confirmPayment(placed.orderId, answer),
      modal: { ondismiss: () => setNotice((shown) => shown ?? PAYMENT_STOPPED) },
      theme: { color: '#1f2a44' },
    });
    razorpay.on('payment.failed', (failure) => setNotice(PAYMENT_FAILED(failure.error?.description)));
    razorpay.open();
  };

  const placeOrder = async (event: FormEvent) => {
    event.preventDefault();
    if (placing || !priced || !method) return;
    setNotice(null);
    setPlacing(true);
    try {
      let address = chosenBook ?? null;
      if (addressChoice === NEW) {
        address = await saveNewAddress();
        if (!address) return;
      }
      if (!address) return;
      const addressId = address._id;
      const prefill = { name: address.name || accountName, contact: address.mobile ?? accountPhone ?? '' };
      // An order waiting for its online payment is reopened only for the same address and way to pay.
      const waiting = pending.current;
      const freshCart = Boolean(waiting && waiting.cartId === storedCartId && (waiting.addressId !== addressId || method !== 'razorpay'));
      leaving.current = method === 'cod';
      const placed = await dispatch(checkout({ addressId, paymentMethod: method }, { freshCart }));
      if (!placed.payment) {
        dispatch(notifySuccess(placed.message));
        navigate(`/order/success/${placed.orderId}`);
        return;
      }
      pending.current = { cartId: placed.cartId, addressId };
      await payOnline(placed, prefill);
    } catch (error) {
      leaving.current = false;
      notifyError(error);
      // A price changed since the bag was priced: the summary is priced again.
      if ((error as { status?: unknown } | null)?.status === 409) setPriced(null);
    } finally {
      setPlacing(false);
    }
  };

  const field = (name: keyof NewAddress) => ({
    name,
    value: newAddress[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => setField(name, event.target.value),
  });

  return (
    <section className="checkout container">
      <h1 className="checkout__title">Checkout</h1>
      <form ref={formRef} className="checkout__layout" noValidate onSubmit={(event) => void placeOrder(event)}>
        <div className="checkout__main">
          <section className="panel">
            <fieldset className="checkout__fieldset">
              <legend className="panel__title checkout__legend">Delivery address</legend>
              {book.isLoading ? (
                <Spinner label="Loading your addresses" />
              ) : (
                <div className="checkout-options">
                  {addresses.map((address) => (
                    <AddressOption
                      key={address._id}
                      address={address}
                      accountName={accountName}
                      accountPhone={accountPhone}
                      checked={addressChoice === address._id}
                      onChoose={() => setChosenAddress(address._id)}
                      problem={addressChoice === address._id ? bookProblem : undefined}
                    />
                  ))}
                  <div className={`checkout-option${addressChoice === NEW ? ' checkout-option--checked' : ''}`}>
                    <label className="checkout-option__label">
                      <input type="radio" name="address" value={NEW} checked={addressChoice === NEW} onChange={() => setChosenAddress(NEW)} />
                      <span className="checkout-option__title">Add a new address</span>
                    </label>
                    {addressChoice === NEW && (
                      <div className="checkout-new-address">
                        <div className="form__row">
                          <TextField label="Name" autoComplete="name" {...field('name')} />
                          <TextField
                            label="Mobile"
                            type="tel"
                            inputMode="numeric"
                            autoComplete="tel-national"
                            placeholder="10-digit mobile number"
                            {...field('mobile')}
                            onChange={(event) => setField('mobile', mobileDigits(event.target.value))}
                          />
                        </div>
                        <TextField label="Address" autoComplete="street-address" placeholder="House no., street, area" {...field('address')} />
                        <div className="form__row checkout-new-address__place">
                          <TextField
                            label="Pincode"
                            inputMode="numeric"
                            autoComplete="postal-code"
                            placeholder="6 digits"
                            {...field('pincode')}
                            error={pincodeError}
                            aria-busy={lookingUp || undefined}
                            onChange={(event) => typePincode(event.target.value)}
                          />
                          <TextField label="City" autoComplete="address-level2" {...field('city')} />
                          <TextField label="State" autoComplete="address-level1" {...field('state')} />
                        </div>
                      </div>
                    )}
                  </div>
                </div>
              )}
            </fieldset>
          </section>

          <section className="panel">
            <fieldset className="checkout__fieldset">
              <legend id={ids.payment} className="panel__title checkout__legend">
                Payment
              </legend>
              {options.isLoading ? (
                <Spinner label="Loading the ways to pay" />
              ) : (
                <PaymentOptions method={method} codReason={codReason} online={Boolean(online)} onChoose={setChosenMethod} />
              )}
            </fieldset>
          </section>
        </div>

        <aside className="panel checkout__summary" aria-labelledby={ids.summary}>
          <h2 id={ids.summary} className="panel__title">
            Order Summary
          </h2>
          {priced ? (
            <>
              <CheckoutLines cart={priced.cart} />
            </>
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
          <Button type="submit" block busy={placing} disabled={!priced || !method}>
            Place Order
          </Button>
        </aside>
      </form>
    </section>
  );
}
