import { AddressMessage, CheckoutMessage, DeliveryMessage, MOBILE_PATTERN, PINCODE_PATTERN } from '@nidra/shared/contracts';
import { rules, validateWith, type FieldErrors } from '@nidra/web/util';

/** The "Add a new address" form at checkout. */
export interface NewAddress {
  name: string;
  mobile: string;
  address: string;
  pincode: string;
  city: string;
  state: string;
}

/** The address choice that opens the "Add a new address" form. */
export const NEW_ADDRESS_CHOICE = 'new';

export const EMPTY_NEW_ADDRESS: NewAddress = { name: '', mobile: '', address: '', pincode: '', city: '', state: '' };

const checkFields = validateWith<NewAddress>({
  name: [rules.required(CheckoutMessage.nameRequired)],
  mobile: [rules.required(CheckoutMessage.mobileInvalid), rules.pattern(MOBILE_PATTERN, CheckoutMessage.mobileInvalid)],
  address: [rules.required(AddressMessage.addressRequired)],
  pincode: [rules.required(DeliveryMessage.invalidPincode), rules.pattern(PINCODE_PATTERN, DeliveryMessage.invalidPincode)],
  city: [rules.required(AddressMessage.cityRequired)],
  state: [rules.required(AddressMessage.stateRequired)],
});

/** The form's rules; `pincodeProblem` is what looking the pincode up found wrong with it (unknown, not served). */
export function validateNewAddress(values: NewAddress, pincodeProblem?: string): FieldErrors<NewAddress> {
  const errors = checkFields(values);
  if (!errors.pincode && pincodeProblem) errors.pincode = pincodeProblem;
  return errors;
}

/**
 * Digits only, ten at most; a number typed with India's +91 (or a leading 0) keeps its last ten digits.
 */
export function mobileDigits(typed: string): string {
  const digits = typed.replace(/\D/g, '');
  if ((digits.length === 12 && digits.startsWith('91')) || (digits.length === 11 && digits.startsWith('0'))) return digits.slice(-10);
  return digits.slice(0, 10);
}
