import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsNumber, IsObject, IsString, Max, MaxLength, Min, ValidateIf, ValidateNested } from 'class-validator';
import { OptionalNotNull, PlainName, Trim, WireSchema } from '@nidra/api/core';
import {
  MERCHANT_BUSINESS_LIMITS,
  MerchantBusinessMessage,
  type MerchantBankFields,
  type MerchantBusinessRequest,
  type MerchantCommissionRequest,
} from '@nidra/shared/contracts';

/** A field that may be left out, or sent as null or empty to clear it; any other value is checked. */
const Clearable = () => ValidateIf((_object, value) => value !== undefined && value !== null && value !== '');
/** Trimmed, spaces dropped and in capitals, as codes (GSTIN, PAN, IFSC, prefix) are written. */
const Code = () => Transform(({ value }) => (typeof value === 'string' ? value.replace(/\s+/g, '').toUpperCase() : value));
/** Digits as people group them: spaces and dashes dropped. */
const Digits = () => Transform(({ value }) => (typeof value === 'string' ? value.replace(/[\s-]+/g, '') : value));

const text = (label: string) => IsString({ message: MerchantBusinessMessage.textInvalid(label) });

export class MerchantBankDto implements MerchantBankFields {
  @PlainName('Bank account name')
  @MaxLength(MERCHANT_BUSINESS_LIMITS.accountNameMax, { message: MerchantBusinessMessage.accountNameMax })
  @text('Bank account name')
  @Clearable()
  @Trim()
  accountName?: string | null;

  @text('Bank account number')
  @Clearable()
  @Digits()
  accountNumber?: string | null;

  @text('IFSC')
  @Clearable()
  @Code()
  ifsc?: string | null;
}

/**
 * `PUT /api/merchant/business`: each field's type and length here; what the values must be, alone and
 * together (GSTIN against PAN and state, a free invoice prefix), is checked on the details as they
 * would be stored.
 */
@WireSchema('MerchantBusinessRequest')
export class MerchantBusinessDto implements MerchantBusinessRequest {
  @PlainName('Legal name')
  @MaxLength(MERCHANT_BUSINESS_LIMITS.legalNameMax, { message: MerchantBusinessMessage.legalNameMax })
  @text('Legal name')
  @Clearable()
  @Trim()
  legalName?: string | null;

  @text('GSTIN')
  @Clearable()
  @Code()
  gstin?: string | null;

  @text('PAN')
  @Clearable()
  @Code()
  pan?: string | null;

  @PlainName('Address')
  @MaxLength(MERCHANT_BUSINESS_LIMITS.addressMax, { message: MerchantBusinessMessage.addressMax })
  @text('Address')
  @Clearable()
  @Trim()
  address?: string | null;

  @PlainName('City')
  @MaxLength(MERCHANT_BUSINESS_LIMITS.cityMax, { message: MerchantBusinessMessage.cityMax })
  @text('City')
  @Clearable()
  @Trim()
  city?: string | null;

  @text('State')
  @Clearable()
  @Trim()
  stateCode?: string | null;

  @text('Pincode')
  @Clearable()
  @Digits()
  pincode?: string | null;

  @text('Invoice prefix')
  @Clearable()
  @Code()
  invoicePrefix?: string | null;

  @IsBoolean({ message: MerchantBusinessMessage.joinsShopSalesInvalid })
  @OptionalNotNull()
  joinsShopSales?: boolean;

  @ValidateNested()
  @IsObject({ message: MerchantBusinessMessage.bankInvalid })
  @OptionalNotNull()
  @Type(() => MerchantBankDto)
  bank?: MerchantBankDto;
}

/** `PUT /api/merchant/{id}/commission`: a percent from 0 to 50 with at most two decimals, or null for the default. */
@WireSchema('MerchantCommissionRequest')
export class MerchantCommissionDto implements MerchantCommissionRequest {
  @Max(MERCHANT_BUSINESS_LIMITS.commissionMax, { message: MerchantBusinessMessage.commissionInvalid })
  @Min(MERCHANT_BUSINESS_LIMITS.commissionMin, { message: MerchantBusinessMessage.commissionInvalid })
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }, { message: MerchantBusinessMessage.commissionInvalid })
  @ValidateIf((_object, value) => value !== null)
  rate!: number | null;
}
