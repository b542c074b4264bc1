import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayNotEmpty,
  IsArray,
  IsInt,
  IsNumber,
  IsObject,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { WireSchema } from '@nidra/api/core';
import {
  CartMessage,
  DeliveryMessage,
  PINCODE_PATTERN,
  THICKNESS_INCHES,
  VariantMessage,
  type AddToCartRequest,
  type CartLineRequest,
  type PricedCartQuery,
} from '@nidra/shared/contracts';

/** More than any product allows in one add (at most 50); the per-product cap gives the exact limit. */
const CART_LINE_QUANTITY_MAX = 1000;

export class CartLineDto implements CartLineRequest {
  @IsUUID('4', { message: CartMessage.unknownProduct })
  product!: string;

  @Max(CART_LINE_QUANTITY_MAX, { message: CartMessage.quantityMax(CART_LINE_QUANTITY_MAX) })
  @Min(1, { message: CartMessage.quantityMin })
  @IsInt({ message: CartMessage.quantityMin })
  quantity!: number;

  @IsUUID('4', { message: VariantMessage.variantNotOfProduct })
  @IsOptional()
  variant?: string;

  @Max(THICKNESS_INCHES.max, { message: VariantMessage.thicknessInvalid })
  @Min(THICKNESS_INCHES.min, { message: VariantMessage.thicknessInvalid })
  @IsInt({ message: VariantMessage.thicknessInvalid })
  @IsOptional()
  thickness?: number;

  @MaxLength(20, { message: CartMessage.badDimensions })
  @IsString({ message: CartMessage.badDimensions })
  @IsOptional()
  size?: string;

  @IsNumber({}, { message: CartMessage.badDimensions })
  @IsOptional()
  length?: number;

  @IsNumber({}, { message: CartMessage.badDimensions })
  @IsOptional()
  breadth?: number;
}

@WireSchema('AddToCartRequest')
export class AddToCartDto implements AddToCartRequest {
  @ValidateNested({ each: true })
  @IsObject({ each: true, message: 'Each product must be an object.' })
  @Type(() => CartLineDto)
  @ArrayMaxSize(50, { message: 'A cart may hold at most 50 lines.' })
  @ArrayNotEmpty({ message: CartMessage.productsRequired })
  @IsArray({ message: CartMessage.productsRequired })
  products!: CartLineDto[];
}

export class PricedCartQueryDto implements PricedCartQuery {
  @ApiPropertyOptional({ example: '560001', pattern: PINCODE_PATTERN.source, description: 'Price the bag for delivery to this pincode' })
  @Matches(PINCODE_PATTERN, { message: DeliveryMessage.invalidPincode })
  @IsString({ message: DeliveryMessage.invalidPincode })
  @IsOptional()
  pincode?: string;
}
