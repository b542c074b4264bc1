import { CheckoutMessage, type PaymentMethod } from '@nidra/shared/contracts';
import { formatInrShort } from '@nidra/shared/util';

export interface PaymentFacts {
  /** The order's total with GST, in rupees, once the bag is priced. */
  totalWithTax?: number;
  /** The largest total payable on delivery, in rupees. */
  codLimit?: number;
  /** What the chosen address's pincode allows, once known. */
  delivery?: { pincode: string; codAvailable: boolean };
  /** Whether the shop takes online payment (Razorpay). */
  online: boolean;
  /** What the shopper picked, if anything. */
  chosen: PaymentMethod | null;
}

export interface PaymentChoice {
  /** Why cash on delivery cannot be chosen; undefined when it can. */
  codReason?: string;
  /** What Place Order pays with: the shopper's pick while it is allowed, else the first allowed; null for none. */
  method: PaymentMethod | null;
}

/** Cash on delivery up to the limit and where the pincode takes it; online whenever the shop offers it. */
export function paymentChoice({ totalWithTax, codLimit, delivery, online, chosen }: PaymentFacts): PaymentChoice {
  const codReason =
    totalWithTax !== undefined && codLimit !== undefined && totalWithTax > codLimit
      ? CheckoutMessage.codOverLimit(formatInrShort(codLimit))
      : delivery && !delivery.codAvailable
        ? CheckoutMessage.codUnavailable(delivery.pincode)
        : undefined;
  const allowed = (method: PaymentMethod) => (method === 'cod' ? !codReason : online);
  const method = chosen && allowed(chosen) ? chosen : allowed('cod') ? 'cod' : allowed('razorpay') ? 'razorpay' : null;
  return { codReason, method };
}
