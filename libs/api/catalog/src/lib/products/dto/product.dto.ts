import { Transform, Type } from 'class-transformer';
import {
  IsBoolean,
  IsDefined,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsObject,
  IsString,
  IsUUID,
  Max,
  Matches,
  MaxLength,
  Min,
  ValidateBy,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { formNumber, FormBoolean, FormNumber, OptionalNotNull, PlainName, Trim, WireSchema } from '@nidra/api/core';
import { ActiveFieldDto } from '../../active.dto';
import {
  CatalogMessage,
  DESCRIPTION_MAX_LENGTH,
  GST_RATES,
  HSN_PATTERN,
  UQCS,
  type GstRateAbove,
  PRODUCT_PRICE_MAX,
  PRODUCT_PRICE_MIN,
  PRODUCT_QUANTITY_MAX,
  ProductMessage,
  type AddProductRequest,
  type ProductActiveRequest,
  type ProductFields,
  type UpdateProductRequest,
} from '@nidra/shared/contracts';

/** A rate above a threshold, sent as an object or, in a form, as its JSON; "" means none. */
function rateAbove(value: unknown): unknown {
  if (value === '') return null;
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

/** A threshold of at least ₹1 (paise at most) and a rate in force. */
function isRateAbove(value: unknown): value is GstRateAbove {
  if (typeof value !== 'object' || value === null) return false;
  const { unitPrice, rate } = value as Record<string, unknown>;
  return (
    typeof unitPrice === 'number' &&
    Number.isFinite(unitPrice) &&
    unitPrice >= PRODUCT_PRICE_MIN &&
    unitPrice <= PRODUCT_PRICE_MAX &&
    Math.round(unitPrice * 100) === unitPrice * 100 &&
    (GST_RATES as readonly unknown[]).includes(rate)
  );
}

/** A brand select sends its value as an id or a one-element array of one; "" means no brand. */
function oneBrand(value: unknown): unknown {
  const chosen = Array.isArray(value) && value.length === 1 ? value[0] : value;
  return chosen === '' ? null : chosen;
}

/** Product edit: everything but sku and image. */
export class ProductFieldsDto implements ProductFields {
  @PlainName('Name')
  @MaxLength(200, { message: 'Name may not be greater than 200 characters.' })
  @IsString({ message: ProductMessage.nameRequired })
  @IsNotEmpty({ message: ProductMessage.nameRequired })
  @Trim()
  name!: string;

  @MaxLength(DESCRIPTION_MAX_LENGTH, { message: CatalogMessage.descriptionMax })
  @IsString({ message: ProductMessage.descriptionRequired })
  @IsNotEmpty({ message: ProductMessage.descriptionRequired })
  @Trim()
  description!: string;

  @Max(PRODUCT_QUANTITY_MAX, { message: ProductMessage.quantityMax })
  @Min(0, { message: ProductMessage.quantityWhole })
  @IsInt({ message: ProductMessage.quantityWhole })
  @IsDefined({ message: ProductMessage.quantityRequired })
  @FormNumber()
  quantity!: number;

  @Max(PRODUCT_PRICE_MAX, { message: ProductMessage.priceMax })
  @Min(PRODUCT_PRICE_MIN, { message: ProductMessage.priceMin })
  @IsNumber({ maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false }, { message: ProductMessage.priceNotNumber })
  @IsDefined({ message: ProductMessage.priceRequired })
  @FormNumber()
  price!: number;

  @IsBoolean({ message: ProductMessage.taxableRequired })
  @IsDefined({ message: ProductMessage.taxableRequired })
  @FormBoolean()
  taxable!: boolean;

  @IsUUID('4', { message: ProductMessage.brandNotFound })
  @IsString({ message: ProductMessage.brandNotOne })
  @ValidateIf((_object, value) => value !== null && value !== undefined)
  @Transform(({ value }) => oneBrand(value))
  brand?: string | null;

  @Matches(HSN_PATTERN, { message: ProductMessage.hsnInvalid })
  @IsString({ message: ProductMessage.hsnInvalid })
  @OptionalNotNull()
  @Transform(({ value }) => (typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : value))
  hsn?: string;

  @IsIn(GST_RATES, { message: ProductMessage.gstRateInvalid })
  @ValidateIf((_object, value) => value !== null && value !== undefined)
  @Transform(({ value }) => (value === '' ? null : formNumber(value)))
  gstRate?: number | null;

  @ValidateBy({ name: 'gstRateAbove', validator: { validate: isRateAbove } }, { message: ProductMessage.gstRateAboveInvalid })
  @ValidateIf((_object, value) => value !== null && value !== undefined)
  @Transform(({ value }) => rateAbove(value))
  gstRateAbove?: GstRateAbove | null;

  @IsIn(UQCS, { message: ProductMessage.uqcInvalid })
  @OptionalNotNull()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() : value))
  uqc?: string;
}

/** Product add: the edit fields plus sku and an active flag; the image comes as a file. */
export class AddProductDto extends ProductFieldsDto implements AddProductRequest {
  @MaxLength(64, { message: 'Sku may not be greater than 64 characters.' })
  @IsString({ message: ProductMessage.skuRequired })
  @IsNotEmpty({ message: ProductMessage.skuRequired })
  @Trim()
  sku!: string;

  @IsBoolean({ message: 'Active must be true or false.' })
  @OptionalNotNull()
  @FormBoolean()
  isActive?: boolean;
}

@WireSchema('UpdateProductRequest')
export class UpdateProductDto implements UpdateProductRequest {
  @ValidateNested()
  @IsObject({ message: 'Product must be an object.' })
  @Type(() => ProductFieldsDto)
  @IsDefined({ message: ProductMessage.nameRequired })
  product!: ProductFieldsDto;
}

@WireSchema('ProductActiveRequest')
export class ProductActiveDto implements ProductActiveRequest {
  @ValidateNested()
  @IsObject({ message: 'Product must be an object.' })
  @Type(() => ActiveFieldDto)
  @IsDefined({ message: 'Active must be true or false.' })
  product!: ActiveFieldDto;
}
