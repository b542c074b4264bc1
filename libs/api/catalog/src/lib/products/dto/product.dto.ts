import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
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
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { formNumber, FormBoolean, FormNumber, OptionalNotNull, PlainName, Trim, WireSchema } from '@nidra/api/core';
import { ActiveFieldDto } from '../../active.dto';
import {
  CatalogMessage,
  DEFAULT_HSN,
  DESCRIPTION_MAX_LENGTH,
  GST_RATES,
  HSN_PATTERN,
  PRODUCT_PRICE_MAX,
  PRODUCT_PRICE_MIN,
  PRODUCT_QUANTITY_MAX,
  ProductMessage,
  type ProductActiveRequest,
  type ProductFields,
  type UpdateProductRequest,
} from '@nidra/shared/contracts';

/** A brand select sends its value as an id or a one-element array of one; "" means no brand. */
function oneBrand(value: unknown): unknown {
  const chosen = Array.isArray(value) && value.length === 1 ? value[0] : value;
  return chosen === '' ? null : chosen;
}

/** Product edit: everything but sku and image. */
export class ProductFieldsDto implements ProductFields {
  @ApiProperty({ example: 'Ortho Plus Mattress' })
  @PlainName('Name')
  @MaxLength(200, { message: 'Name may not be greater than 200 characters.' })
  @IsString({ message: ProductMessage.nameRequired })
  @IsNotEmpty({ message: ProductMessage.nameRequired })
  @Trim()
  name!: string;

  @ApiProperty({ maxLength: DESCRIPTION_MAX_LENGTH })
  @MaxLength(DESCRIPTION_MAX_LENGTH, { message: CatalogMessage.descriptionMax })
  @IsString({ message: ProductMessage.descriptionRequired })
  @IsNotEmpty({ message: ProductMessage.descriptionRequired })
  @Trim()
  description!: string;

  @ApiProperty({ example: 40, maximum: PRODUCT_QUANTITY_MAX, description: 'Units in stock' })
  @Max(PRODUCT_QUANTITY_MAX, { message: ProductMessage.quantityMax })
  @Min(0, { message: ProductMessage.quantityWhole })
  @IsInt({ message: ProductMessage.quantityWhole })
  @IsDefined({ message: ProductMessage.quantityRequired })
  @FormNumber()
  quantity!: number;

  @ApiProperty({ example: 1899, minimum: PRODUCT_PRICE_MIN, maximum: PRODUCT_PRICE_MAX, description: 'Base price in rupees' })
  @Max(PRODUCT_PRICE_MAX, { message: ProductMessage.priceMax })
  @Min(PRODUCT_PRICE_MIN, { message: ProductMessage.priceMin })
  @IsNumber({ maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false }, { message: ProductMessage.priceNotNumber })
  @IsDefined({ message: ProductMessage.priceRequired })
  @FormNumber()
  price!: number;

  @ApiProperty({ example: true })
  @IsBoolean({ message: ProductMessage.taxableRequired })
  @IsDefined({ message: ProductMessage.taxableRequired })
  @FormBoolean()
  taxable!: boolean;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    format: 'uuid',
    description: 'Administrators choose (an id, or a one-element array of one; null or "" for none); a merchant is always its own brand',
  })
  @IsUUID('4', { message: ProductMessage.brandNotFound })
  @IsString({ message: ProductMessage.brandNotOne })
  @ValidateIf((_object, value) => value !== null && value !== undefined)
  @Transform(({ value }) => oneBrand(value))
  brand?: string | null;

  @ApiPropertyOptional({ example: DEFAULT_HSN, description: 'Administrators: the HSN code on the tax invoice, 4 to 8 digits (default 9404)' })
  @Matches(HSN_PATTERN, { message: ProductMessage.hsnInvalid })
  @IsString({ message: ProductMessage.hsnInvalid })
  @OptionalNotNull()
  @Transform(({ value }) => (typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : value))
  hsn?: string;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    enum: GST_RATES,
    description: 'Administrators: the product’s own GST rate in percent; null or "" for the shop’s rate',
  })
  @IsIn(GST_RATES, { message: ProductMessage.gstRateInvalid })
  @ValidateIf((_object, value) => value !== null && value !== undefined)
  @Transform(({ value }) => (value === '' ? null : formNumber(value)))
  gstRate?: number | null;
}

/** Product add: the edit fields plus sku and an active flag; the image comes as a file. */
export class AddProductDto extends ProductFieldsDto {
  @ApiProperty({ example: 'ORTHO-8' })
  @MaxLength(64, { message: 'Sku may not be greater than 64 characters.' })
  @IsString({ message: ProductMessage.skuRequired })
  @IsNotEmpty({ message: ProductMessage.skuRequired })
  @Trim()
  sku!: string;

  @ApiPropertyOptional({ default: true })
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

/** The multipart form of `POST /api/product/add`, for the API documentation. */
export class AddProductForm extends AddProductDto {
  @ApiProperty({ type: 'string', format: 'binary', description: 'jpg, jpeg or png, at most 5 MB' })
  image!: unknown;
}

export class ImageForm {
  @ApiProperty({ type: 'string', format: 'binary', description: 'jpg, jpeg or png, at most 5 MB' })
  image!: unknown;
}
