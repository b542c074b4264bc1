import { maskAccountNumber, missingBusinessDetails, type MerchantBusinessDto, type MerchantBusinessFields } from '@nidra/shared/contracts';
import type { MerchantBusiness } from './merchant-business.entity';

/** The details a seller needs, as stored; all missing when the merchant saved nothing yet. */
export function businessFields(business: MerchantBusiness | null): MerchantBusinessFields {
  return {
    legalName: business?.legalName ?? null,
    gstin: business?.gstin ?? null,
    pan: business?.pan ?? null,
    address: business?.address ?? null,
    city: business?.city ?? null,
    stateCode: business?.stateCode ?? null,
    pincode: business?.pincode ?? null,
    invoicePrefix: business?.invoicePrefix ?? null,
    bankAccountName: business?.bankAccountName ?? null,
    bankAccountNumber: business?.bankAccountNumber ?? null,
    bankIfsc: business?.bankIfsc ?? null,
  };
}

/**
 * A merchant's details as every read answers them, the account number masked whoever asks; a merchant
 * that saved nothing yet gets the empty, incomplete details.
 */
export function toMerchantBusinessDto(merchantId: string, business: MerchantBusiness | null, defaultCommissionRate: number): MerchantBusinessDto {
  const fields = businessFields(business);
  const missing = missingBusinessDetails(fields);
  const ownRate = business?.commissionRate ?? null;
  return {
    merchantId,
    legalName: fields.legalName,
    gstin: fields.gstin,
    pan: fields.pan,
    address: fields.address,
    city: fields.city,
    stateCode: fields.stateCode,
    pincode: fields.pincode,
    invoicePrefix: fields.invoicePrefix,
    joinsShopSales: business?.joinsShopSales ?? false,
    commissionRate: ownRate ?? defaultCommissionRate,
    commissionIsDefault: ownRate === null,
    bank: {
      accountName: fields.bankAccountName,
      accountNumber: fields.bankAccountNumber === null ? null : maskAccountNumber(fields.bankAccountNumber),
      ifsc: fields.bankIfsc,
    },
    complete: missing.length === 0,
    missing,
  };
}
