import {
  ACCOUNT_NUMBER_PATTERN,
  gstStateByCode,
  IFSC_PATTERN,
  INVOICE_PREFIX_PATTERN,
  isValidGstin,
  MASKED_ACCOUNT_NUMBER_PATTERN,
  MERCHANT_BUSINESS_LIMITS,
  MerchantBusinessMessage,
  PAN_PATTERN,
  PINCODE_PATTERN,
  type MerchantBusinessDto,
  type MerchantBusinessRequest,
} from '@nidra/shared/contracts';
import type { FieldErrors } from '@nidra/web/util';

/** The business details form's values, as its inputs hold them. */
export interface BusinessFormValues extends Record<string, string | boolean> {
  legalName: string;
  gstin: string;
  pan: string;
  address: string;
  city: string;
  stateCode: string;
  pincode: string;
  invoicePrefix: string;
  joinsShopSales: boolean;
  accountName: string;
  accountNumber: string;
  ifsc: string;
}

/** The stored details in the form's inputs; the account number stays masked, as it was read. */
export function businessFormValues(business: MerchantBusinessDto): BusinessFormValues {
  return {
    legalName: business.legalName ?? '',
    gstin: business.gstin ?? '',
    pan: business.pan ?? '',
    address: business.address ?? '',
    city: business.city ?? '',
    stateCode: business.stateCode ?? '',
    pincode: business.pincode ?? '',
    invoicePrefix: business.invoicePrefix ?? '',
    joinsShopSales: business.joinsShopSales,
    accountName: business.bank.accountName ?? '',
    accountNumber: business.bank.accountNumber ?? '',
    ifsc: business.bank.ifsc ?? '',
  };
}

const code = (value: string) => value.replace(/\s+/g, '').toUpperCase();
const digits = (value: string) => value.replace(/[\s-]+/g, '');
const orNull = (value: string) => value || null;

/** What the form sends: every field, an empty one as null (it clears what was stored), codes in capitals. */
export function businessRequest(values: BusinessFormValues): MerchantBusinessRequest {
  return {
    legalName: orNull(values.legalName.trim()),
    gstin: orNull(code(values.gstin)),
    pan: orNull(code(values.pan)),
    address: orNull(values.address.trim()),
    city: orNull(values.city.trim()),
    stateCode: orNull(values.stateCode),
    pincode: orNull(digits(values.pincode)),
    invoicePrefix: orNull(code(values.invoicePrefix)),
    joinsShopSales: values.joinsShopSales,
    bank: {
      accountName: orNull(values.accountName.trim()),
      accountNumber: orNull(digits(values.accountNumber)),
      ifsc: orNull(code(values.ifsc)),
    },
  };
}

/**
 * The server's rules, with its words, on the fields given (a draft may leave any empty): each field's
 * shape, then the GSTIN against the PAN and the state. Whether the prefix is free only the server knows.
 */
export function validateBusiness(values: BusinessFormValues): FieldErrors<BusinessFormValues> {
  const sent = businessRequest(values);
  const bank = sent.bank ?? {};
  const errors: FieldErrors<BusinessFormValues> = {};
  if (sent.legalName && sent.legalName.length > MERCHANT_BUSINESS_LIMITS.legalNameMax) errors.legalName = MerchantBusinessMessage.legalNameMax;
  if (sent.pan && !PAN_PATTERN.test(sent.pan)) errors.pan = MerchantBusinessMessage.panInvalid;
  if (sent.stateCode && !gstStateByCode(sent.stateCode)) errors.stateCode = MerchantBusinessMessage.stateInvalid;
  if (sent.gstin) {
    if (!isValidGstin(sent.gstin)) errors.gstin = MerchantBusinessMessage.gstinInvalid;
    else if (sent.pan && !errors.pan && sent.gstin.slice(2, 12) !== sent.pan) errors.gstin = MerchantBusinessMessage.gstinPanMismatch;
    else if (sent.stateCode && sent.gstin.slice(0, 2) !== sent.stateCode) errors.gstin = MerchantBusinessMessage.gstinStateMismatch;
  }
  if (sent.address && sent.address.length > MERCHANT_BUSINESS_LIMITS.addressMax) errors.address = MerchantBusinessMessage.addressMax;
  if (sent.city && sent.city.length > MERCHANT_BUSINESS_LIMITS.cityMax) errors.city = MerchantBusinessMessage.cityMax;
  if (sent.pincode && !PINCODE_PATTERN.test(sent.pincode)) errors.pincode = MerchantBusinessMessage.pincodeInvalid;
  if (sent.invoicePrefix && !INVOICE_PREFIX_PATTERN.test(sent.invoicePrefix)) errors.invoicePrefix = MerchantBusinessMessage.invoicePrefixInvalid;
  if (bank.accountName && bank.accountName.length > MERCHANT_BUSINESS_LIMITS.accountNameMax) errors.accountName = MerchantBusinessMessage.accountNameMax;
  const number = bank.accountNumber;
  if (number && !ACCOUNT_NUMBER_PATTERN.test(number) && !MASKED_ACCOUNT_NUMBER_PATTERN.test(number)) {
    errors.accountNumber = MerchantBusinessMessage.accountNumberInvalid;
  }
  if (bank.ifsc && !IFSC_PATTERN.test(bank.ifsc)) errors.ifsc = MerchantBusinessMessage.ifscInvalid;
  return errors;
}
