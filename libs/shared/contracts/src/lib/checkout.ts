import { DeliveryMessage } from './delivery';
import type { OrderDto } from './ordering';

/** How an order is paid: cash to the courier, or online through Razorpay. */
export const PAYMENT_METHODS = ['cod', 'razorpay'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * Where an order's money stands: `cod` (collected on delivery), `pending` (paid online, not yet; its stock
 * is held), `paid`, `expired` (no payment in time; stock released), `refunded`.
 */
export type PaymentStatus = 'cod' | 'pending' | 'paid' | 'expired' | 'refunded';

/**
 * An order paid online whose money has not come (or whose time to pay ran out): it is cancelled whole or not
 * at all, since Razorpay's order asks for its whole amount.
 */
export const awaitsPayment = (status: PaymentStatus) => status === 'pending' || status === 'expired';

/**
 * Orders that count as placed: paid on delivery, or paid online (refunded since, maybe: their lines say what
 * is left). One waiting for its payment is listed nowhere and counts in no figure.
 */
export const PLACED_PAYMENTS: readonly PaymentStatus[] = ['cod', 'paid', 'refunded'];
export const isPlaced = (status: PaymentStatus) => PLACED_PAYMENTS.includes(status);

/** An Indian mobile number: ten digits, the first 6 to 9. */
export const MOBILE_PATTERN = /^[6-9]\d{9}$/;
/** An Indian pincode: six digits, the first 1 to 9. */
export const PINCODE_PATTERN = /^[1-9]\d{5}$/;

/** Where an order goes, as it was when the order was placed. */
export interface DeliveryAddressDto {
  name: string;
  mobile: string;
  address: string;
  city: string;
  state: string;
  /** The two-digit GST state code. */
  stateCode: string;
  pincode: string;
  country: 'India';
}

/** An address typed at checkout instead of one from the address book. */
export interface CheckoutAddress {
  name: string;
  /** Ten digits, the first 6 to 9: the courier calls it. */
  mobile: string;
  address: string;
  /** Six digits, the first 1 to 9. */
  pincode: string;
  /** The address book's name for the pincode, taken in its place. */
  zipCode?: string;
  /** From the pincode when left out. */
  city?: string;
  /** From the pincode when left out. */
  state?: string;
  /** The shop delivers in India only. */
  country?: string;
}

/** `POST /api/order/add` */
export interface PlaceOrderRequest {
  cartId: string;
  total?: number | string;
  /** One of your addresses; with neither this nor `address`, your default address. */
  addressId?: string;
  /** An address typed at checkout instead of one from the address book. */
  address?: CheckoutAddress;
  paymentMethod?: PaymentMethod;
  /** A business buyer's GSTIN alone, printed on the tax invoice (the older field; `buyer` says more). */
  buyerGstin?: string;
  /** A business buying: billed in its legal name at its address (bill to), the delivery address ship to. */
  buyer?: BusinessBuyerRequest;
}

/** The longest legal name and billing address a business buyer is billed under. */
export const BUSINESS_BUYER_LIMITS = { legalNameMax: 200, addressMax: 400 } as const;

/** A business buyer as it is billed. */
export interface BusinessBuyerRequest {
  /** @example "29AABCU9603R1ZJ" */
  gstin: string;
  legalName: string;
  /** The billing address, as on its GST registration. */
  address: string;
  /** Two digits, the GSTIN's first two. */
  stateCode: string;
}

/** What the browser needs to open Razorpay Checkout for an order. */
export interface RazorpayPaymentDto {
  provider: 'razorpay';
  keyId: string;
  razorpayOrderId: string;
  /** In paise: the order's total with GST × 100. */
  amount: number;
  currency: 'INR';
}

export interface PlaceOrderResponse {
  success: true;
  message: string;
  order: OrderDto;
  /** For an online payment: what Razorpay Checkout opens with. */
  payment?: RazorpayPaymentDto;
}

/** `POST /api/payment/razorpay/verify`: what Razorpay Checkout's handler receives. */
export interface RazorpayVerifyRequest {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

/** The order the verified payment paid for. */
export interface RazorpayVerifyResponse {
  success: true;
  order: { _id: string };
}

/** Razorpay's webhook, taken (once per event, however often it comes). */
export interface RazorpayWebhookResponse {
  received: true;
}

/** `GET /api/delivery/{pincode}` */
export interface DeliveryEstimateResponse {
  pincode: string;
  city: string;
  state: string;
  stateCode: string;
  serviceable: boolean;
  codAvailable: boolean;
  /** Working days to deliver from the shop's state. */
  days: number;
}

/** What the checkout page offers: Razorpay only when the shop has its keys. */
export interface PaymentOptionsResponse {
  cod: { limit: number };
  razorpay: { keyId: string; checkoutUrl: string } | null;
}

export const CheckoutMessage = {
  mobileInvalid: 'Mobile must be a 10-digit number starting with 6, 7, 8 or 9.',
  mobileMissing: 'Add a 10-digit mobile number to this address for the courier.',
  nameRequired: 'Name is required.',
  pincodeInvalid: DeliveryMessage.invalidPincode,
  pincodeUnknown: DeliveryMessage.unknownPincode,
  notServiceable: (pincode: string) => `Sorry, we do not deliver to ${pincode} yet.`,
  codOverLimit: (limit: string) => `Cash on Delivery is available for orders up to ${limit}. Please pay online.`,
  codUnavailable: (pincode: string) => `Cash on Delivery is not available for ${pincode}. Please pay online.`,
  paymentMethod: 'Payment method must be cod or razorpay.',
  gstinInvalid: 'GSTIN must be a valid 15-character GSTIN.',
  buyerLegalNameRequired: "The business's legal name is required.",
  buyerAddressRequired: "The business's billing address is required.",
  buyerLegalNameMax: `Legal name may not be greater than ${BUSINESS_BUYER_LIMITS.legalNameMax} characters.`,
  buyerAddressMax: `Billing address may not be greater than ${BUSINESS_BUYER_LIMITS.addressMax} characters.`,
  buyerStateMismatch: "The business's state must be the state of its GSTIN (its first two digits).",
  outsideShopState: (state: string) => `Sorry, we deliver only within ${state} for now.`,
  trackingOnlyShipped: 'A courier and tracking number go with Shipped only.',
  onlineUnavailable: 'Online payment is not available. Please choose Cash on Delivery.',
  gatewayDown: 'Online payment is not available right now. Please try again, or choose Cash on Delivery.',
  paymentNotVerified: 'The payment could not be verified.',
  paymentMismatch: 'The payment does not match the order, so it has been refunded in full.',
  paidTwice: 'This order was paid already, so this payment has been refunded in full.',
  paidAfterCancel: 'This order was cancelled, so your payment has been refunded in full.',
  paymentIncomplete: 'The payment is not complete yet.',
  webhookSignature: 'The webhook signature is not valid.',
  orderPlaced: 'Your order has been placed successfully!',
  awaitingPayment: 'Your order is waiting for payment.',
} as const;
