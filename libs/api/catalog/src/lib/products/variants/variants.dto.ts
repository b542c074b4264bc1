import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayNotEmpty,
  IsArray,
  IsBoolean,
  IsDefined,
  IsIn,
  IsInt,
  IsNumber,
  IsObject,
  IsString,
  Matches,
  Max,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { OptionalNotNull, Trim, WireSchema } from '@nidra/api/core';
import {
  PRODUCT_PRICE_MAX,
  PRODUCT_PRICE_MIN,
  PRODUCT_QUANTITY_MAX,
  ProductMessage,
  ShippingMessage,
  THICKNESS_INCHES,
  VARIANTS_MAX,
  VariantMessage,
  type SetVariantsRequest,
  type VariantFields,
} from '@nidra/shared/contracts';
import { SIZE_LABELS } from '@nidra/shared/util';
import { ShipmentPackageDto } from './package.dto';

/** What a variant's sku may hold: letters, digits, dots, dashes and underscores. */
export const VARIANT_SKU = /^[A-Za-z0-9._-]{1,80}$/;

@WireSchema('VariantFields')
export class VariantFieldsDto implements VariantFields {
  @IsIn(SIZE_LABELS, { message: (args) => VariantMessage.unknownSize(String(args.value)) })
  @IsString({ message: (args) => VariantMessage.unknownSize(String(args.value)) })
  @ValidateIf((_object, value) => value !== null)
  @IsDefined({ message: 'Size is required (null for an unsized product).' })
  size!: string | null;

  @Max(THICKNESS_INCHES.max, { message: VariantMessage.thicknessInvalid })
  @Min(THICKNESS_INCHES.min, { message: VariantMessage.thicknessInvalid })
  @IsInt({ message: VariantMessage.thicknessInvalid })
  @ValidateIf((_object, value) => value !== null)
  @IsDefined({ message: 'Thickness is required (null for none).' })
  thickness!: number | null;

  @Matches(VARIANT_SKU, { message: VariantMessage.skuInvalid })
  @IsString({ message: VariantMessage.skuInvalid })
  @OptionalNotNull()
  @Trim()
  sku?: string;

  @Max(PRODUCT_PRICE_MAX, { message: ProductMessage.priceMax })
  @Min(PRODUCT_PRICE_MIN, { message: ProductMessage.priceMin })
  @IsNumber({ maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false }, { message: ProductMessage.priceNotNumber })
  @OptionalNotNull()
  price?: number;

  @Max(PRODUCT_QUANTITY_MAX, { message: ProductMessage.quantityMax })
  @Min(0, { message: ProductMessage.quantityWhole })
  @IsInt({ message: ProductMessage.quantityWhole })
  @OptionalNotNull()
  quantity?: number;

  @IsBoolean({ message: 'Active must be true or false.' })
  @OptionalNotNull()
  isActive?: boolean;

  @ValidateNested()
  @IsObject({ message: ShippingMessage.packageInvalid })
  @Type(() => ShipmentPackageDto)
  @ValidateIf((_object, value) => value !== undefined && value !== null)
  package?: ShipmentPackageDto | null;
}

@WireSchema('SetVariantsRequest')
export class SetVariantsDto implements SetVariantsRequest {
  @ValidateNested({ each: true })
  @IsObject({ each: true, message: 'Each variant must be an object.' })
  @Type(() => VariantFieldsDto)
  @ArrayMaxSize(VARIANTS_MAX, { message: VariantMessage.variantsMax })
  @ArrayNotEmpty({ message: VariantMessage.variantsRequired })
  @IsArray({ message: VariantMessage.variantsRequired })
  variants!: VariantFieldsDto[];
}
