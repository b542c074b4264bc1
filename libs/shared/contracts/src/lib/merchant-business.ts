import { PINCODE_PATTERN } from './checkout';
import { gstStateByCode, isValidGstin } from './gst-states';
import { ACCOUNT_NUMBER_PATTERN, IFSC_PATTERN } from './returns';

/** The shop's own document series: tax invoices and credit notes. */
export const SHOP_INVOICE_SERIES = 'NID';
export const SHOP_CREDIT_NOTE_SERIES = 'NCN';
/** A seller's credit notes run in its invoice prefix followed by this letter. */
export const CREDIT_NOTE_SERIES_SUFFIX = 'C';

export const MERCHANT_BUSINESS_LIMITS = {
  legalNameMax: 200,
  addressMax: 500,
  cityMax: 100,
  accountNameMax: 200,
  commissionMin: 0,
  commissionMax: 50,
} as const;

export const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;
/** How every read shows a stored bank account number: only its last four digits. */
export const MASKED_ACCOUNT_NUMBER_PATTERN = /^X{6}[0-9]{4}$/;
export const INVOICE_PREFIX_PATTERN = /^[A-Z0-9]{2,3}$/;

/** Bank details as they are sent; the account number comes back masked on every read. */
export interface MerchantBankFields {
  accountName?: string | null;
  accountNumber?: string | null;
  ifsc?: string | null;
}

/**
 * `PUT /api/merchant/business`: every field may be left out (the form is saved in pieces); one sent is
 * checked and stored, and sent as null or empty it is cleared. Sending the masked account number back
 * keeps the stored one.
 */
export interface MerchantBusinessRequest {
  legalName?: string | null;
  gstin?: string | null;
  pan?: string | null;
  address?: string | null;
  city?: string | null;
  stateCode?: string | null;
  pincode?: string | null;
  invoicePrefix?: string | null;
  joinsShopSales?: boolean;
  bank?: MerchantBankFields;
}

/** `PUT /api/merchant/{id}/commission`: a percent from 0 to 50, or null for the shop's default. */
export interface MerchantCommissionRequest {
  rate: number | null;
}

/** Who the seller is and where: what its invoices print (null until the merchant gives it). */
export interface MerchantSellerFields {
  legalName: string | null;
  gstin: string | null;
  pan: string | null;
  address: string | null;
  city: string | null;
  stateCode: string | null;
  pincode: string | null;
  invoicePrefix: string | null;
}

/** A merchant's business details as every read answers them. */
export interface MerchantBusinessDto extends MerchantSellerFields {
  merchantId: string;
  joinsShopSales: boolean;
  /** Percent of each line's total the shop keeps: the merchant's own rate, else the shop's default. */
  commissionRate: number;
  /** Whether the rate is the shop's default rather than one set for this merchant. */
  commissionIsDefault: boolean;
  bank: { accountName: string | null; accountNumber: string | null; ifsc: string | null };
  /** Every detail needed to sell is present: the merchant's brand may be enabled. */
  complete: boolean;
  /** What is still missing, in plain words ("GSTIN", "bank account"); empty when complete. */
  missing: string[];
}

export interface MerchantBusinessResponse {
  business: MerchantBusinessDto;
}

/** Business details or commission saved, with the words to show. */
export interface MerchantBusinessChangedResponse {
  success: true;
  message: string;
  business: MerchantBusinessDto;
}

/** The stored details a merchant needs before selling. */
export interface MerchantBusinessFields extends MerchantSellerFields {
  bankAccountName: string | null;
  bankAccountNumber: string | null;
  bankIfsc: string | null;
}

const REQUIRED: ReadonlyArray<[label: string, fields: ReadonlyArray<keyof MerchantBusinessFields>]> = [
  ['legal name', ['legalName']],
  ['GSTIN', ['gstin']],
  ['PAN', ['pan']],
  ['address', ['address']],
  ['city', ['city']],
  ['state', ['stateCode']],
  ['pincode', ['pincode']],
  ['invoice prefix', ['invoicePrefix']],
  ['bank account', ['bankAccountName', 'bankAccountNumber', 'bankIfsc']],
];

/** What a seller still has to give before its brand may be sold, in plain words, in the form's order. */
export function missingBusinessDetails(fields: MerchantBusinessFields): string[] {
  return REQUIRED.filter(([, names]) => names.some((name) => !fields[name])).map(([label]) => label);
}

/**
 * Whether a seller's invoice prefix would share a series with the shop's or another seller's: neither it
 * nor its credit-note series (prefix + C) may be NID, NCN, another prefix or another prefix + C.
 */
export function invoicePrefixTaken(prefix: string, others: readonly string[]): boolean {
  const taken = new Set<string>([SHOP_INVOICE_SERIES, SHOP_CREDIT_NOTE_SERIES]);
  for (const other of others) {
    taken.add(other);
    taken.add(other + CREDIT_NOTE_SERIES_SUFFIX);
  }
  return taken.has(prefix) || taken.has(prefix + CREDIT_NOTE_SERIES_SUFFIX);
}

export const MerchantBusinessMessage = {
  legalNameMax: `Legal name may not be greater than ${MERCHANT_BUSINESS_LIMITS.legalNameMax} characters.`,
  gstinInvalid: 'GSTIN is not valid: enter the 15 characters of your GST registration, such as 27AAPFU0939F1ZV.',
  gstinPanMismatch: 'GSTIN does not match the PAN: its characters 3 to 12 must be the PAN.',
  gstinStateMismatch: 'GSTIN does not match the state: its first two digits must be the state code.',
  panInvalid: 'PAN is not valid: five capital letters, four digits and a capital letter, such as AAPFU0939F.',
  addressMax: `Address may not be greater than ${MERCHANT_BUSINESS_LIMITS.addressMax} characters.`,
  cityMax: `City may not be greater than ${MERCHANT_BUSINESS_LIMITS.cityMax} characters.`,
  stateInvalid: 'State must be a GST state code, such as 29 for Karnataka.',
  pincodeInvalid: 'Pincode must be six digits, not starting with 0.',
  invoicePrefixInvalid: 'Invoice prefix must be 2 or 3 capital letters or digits.',
  invoicePrefixTaken: (prefix: string) =>
    `Invoice prefix ${prefix} is taken: NID and NCN are the shop's series, and a seller's credit notes use its prefix followed by C. Choose another.`,
  joinsShopSalesInvalid: 'Joining shop-wide sales must be yes or no.',
  bankInvalid: 'Bank details must be an object.',
  accountNameMax: `Bank account name may not be greater than ${MERCHANT_BUSINESS_LIMITS.accountNameMax} characters.`,
  accountNumberInvalid: 'Bank account number must be 9 to 18 digits.',
  ifscInvalid: 'IFSC is not valid: four capital letters, a zero and six capital letters or digits, such as HDFC0001234.',
  textInvalid: (field: string) => `${field} must be text.`,
  commissionInvalid: 'Commission rate must be a percent from 0 to 50, with at most two decimals.',
  saved: 'Business details saved.',
  commissionSaved: 'Commission rate saved.',
  notMerchant: 'Only a merchant account has business details.',
  complete: 'Your business details are complete: your brand can be enabled.',
  completeForAdministrator: "The merchant's business details are complete: its brand can be enabled.",
  incomplete: (missing: readonly string[]) =>
    `Still needed: ${missing.join(', ')}. Your brand can be enabled once your business details are complete.`,
  /** Enabling a merchant's brand before its details are complete. */
  enableNeedsDetails: (missing: readonly string[]) => `Complete the merchant's business details first: ${missing.join(', ')}.`,
} as const;

/**
 * What is wrong with business details as they would be stored (each field checked on its own, then the
 * GSTIN against the PAN and state); undefined when nothing is. The prefix's uniqueness is the server's.
 */
export function merchantBusinessProblem(fields: Partial<MerchantBusinessFields>): string | undefined {
  const { gstin, pan, stateCode, pincode, invoicePrefix, bankAccountNumber, bankIfsc } = fields;
  if (gstin && !isValidGstin(gstin)) return MerchantBusinessMessage.gstinInvalid;
  if (pan && !PAN_PATTERN.test(pan)) return MerchantBusinessMessage.panInvalid;
  if (stateCode && !gstStateByCode(stateCode)) return MerchantBusinessMessage.stateInvalid;
  if (pincode && !PINCODE_PATTERN.test(pincode)) return MerchantBusinessMessage.pincodeInvalid;
  if (invoicePrefix && !INVOICE_PREFIX_PATTERN.test(invoicePrefix)) return MerchantBusinessMessage.invoicePrefixInvalid;
  if (bankAccountNumber && !ACCOUNT_NUMBER_PATTERN.test(bankAccountNumber)) return MerchantBusinessMessage.accountNumberInvalid;
  if (bankIfsc && !IFSC_PATTERN.test(bankIfsc)) return MerchantBusinessMessage.ifscInvalid;
  if (gstin && pan && gstin.slice(2, 12) !== pan) return MerchantBusinessMessage.gstinPanMismatch;
  if (gstin && stateCode && gstin.slice(0, 2) !== stateCode) return MerchantBusinessMessage.gstinStateMismatch;
  return undefined;
}
