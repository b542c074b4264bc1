import {
  BUSINESS_BUYER_LIMITS,
  CheckoutMessage,
  gstStateByCode,
  isValidGstin,
  nameProblem,
  type BusinessBuyerRequest,
  type GstState,
} from '@nidra/shared/contracts';
import type { FieldErrors } from '@nidra/web/util';

/** The "Buying for a business?" fields, as typed. */
export interface BusinessBuyerValues {
  gstin: string;
  legalName: string;
  address: string;
}

export const EMPTY_BUSINESS_BUYER: BusinessBuyerValues = { gstin: '', legalName: '', address: '' };

/** A GSTIN as the server reads it: no spaces, capitals. */
export const gstinOf = (typed: string) => typed.replace(/\s+/g, '').toUpperCase();

/** The state a GSTIN is registered in (its first two digits), once those name one. */
export const stateOfGstin = (typed: string): GstState | undefined => gstStateByCode(gstinOf(typed).slice(0, 2));

/** The server's rules for a business buyer, with its words; the state is always the GSTIN's own. */
export function validateBusinessBuyer(values: BusinessBuyerValues): FieldErrors<BusinessBuyerValues> {
  const errors: FieldErrors<BusinessBuyerValues> = {};
  if (!isValidGstin(gstinOf(values.gstin))) errors.gstin = CheckoutMessage.gstinInvalid;
  const legalName = values.legalName.trim();
  if (!legalName) errors.legalName = CheckoutMessage.buyerLegalNameRequired;
  else if (legalName.length > BUSINESS_BUYER_LIMITS.legalNameMax) errors.legalName = CheckoutMessage.buyerLegalNameMax;
  else {
    const problem = nameProblem(legalName, 'Legal name');
    if (problem) errors.legalName = problem;
  }
  const address = values.address.trim();
  if (!address) errors.address = CheckoutMessage.buyerAddressRequired;
  else if (address.length > BUSINESS_BUYER_LIMITS.addressMax) errors.address = CheckoutMessage.buyerAddressMax;
  else {
    const problem = nameProblem(address, 'Billing address');
    if (problem) errors.address = problem;
  }
  return errors;
}

/** What the order is sent with: the state code taken from the GSTIN. */
export function businessBuyerRequest(values: BusinessBuyerValues): BusinessBuyerRequest {
  const gstin = gstinOf(values.gstin);
  return { gstin, legalName: values.legalName.trim(), address: values.address.trim(), stateCode: gstin.slice(0, 2) };
}

/** The field a refusal of the server names, so it is shown there; undefined for any other refusal. */
export function businessFieldOfMessage(message: string | undefined): keyof BusinessBuyerValues | undefined {
  if (!message) return undefined;
  if (message === CheckoutMessage.gstinInvalid || message === CheckoutMessage.buyerStateMismatch) return 'gstin';
  if (message === CheckoutMessage.buyerLegalNameRequired || message.startsWith('Legal name ')) return 'legalName';
  if (message === CheckoutMessage.buyerAddressRequired || message.startsWith('Billing address ')) return 'address';
  return undefined;
}
