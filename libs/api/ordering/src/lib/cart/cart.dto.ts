import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
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
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { CartMessage, type CartLineRequest } from '@nidra/shared/contracts';

/** More than any product allows in one add (at most 50); the per-product cap gives the exact limit. */
const CART_LINE_QUANTITY_MAX = 1000;

export class CartLineDto implements CartLineRequest {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('4', { message: CartMessage.unknownProduct })
  product!: string;

  @ApiProperty({ minimum: 1, maximum: CART_LINE_QUANTITY_MAX, example: 1 })
  @Max(CART_LINE_QUANTITY_MAX, { message: CartMessage.quantityMax(CART_LINE_QUANTITY_MAX) })
  @Min(1, { message: CartMessage.quantityMin })
  @IsInt({ message: CartMessage.quantityMin })
  quantity!: number;

  @ApiPropertyOptional({ example: '6x3', description: 'A size label of the size table, or "custom"' })
  @MaxLength(20, { message: CartMessage.badDimensions })
  @IsString({ message: CartMessage.badDimensions })
  @IsOptional()
  size?: string;

  @ApiPropertyOptional({ description: 'Inches, with size "custom"' })
  @IsNumber({}, { message: CartMessage.badDimensions })
  @IsOptional()
  length?: number;

  @ApiPropertyOptional({ description: 'Inches, with size "custom"' })
  @IsNumber({}, { message: CartMessage.badDimensions })
  @IsOptional()
  breadth?: number;
}

export class AddToCartDto {
  @ApiProperty({ type: [CartLineDto] })
  @ValidateNested({ each: true })
  @IsObject({ each: true, message: 'Each product must be an object.' })
  @Type(() => CartLineDto)
  @ArrayMaxSize(50, { message: 'A cart may hold at most 50 lines.' })
  @ArrayNotEmpty({ message: CartMessage.productsRequired })
  @IsArray({ message: CartMessage.productsRequired })
  products!: CartLineDto[];
}

class CartItemBody {
  @ApiProperty({ format: 'uuid' }) _id!: string;
  @ApiProperty({ type: String, nullable: true }) product!: string | null;
  @ApiProperty() name!: string;
  @ApiProperty() slug!: string;
  @ApiProperty({ type: String, nullable: true }) imageUrl!: string | null;
  @ApiProperty({ type: String, nullable: true }) size!: string | null;
  @ApiProperty() quantity!: number;
  @ApiProperty({ description: 'Unit price in rupees for the chosen size' }) price!: number;
  @ApiProperty() taxable!: boolean;
  @ApiProperty() totalPrice!: number;
  @ApiProperty() totalTax!: number;
}

class CartBody {
  @ApiProperty({ type: [CartItemBody] }) items!: CartItemBody[];
  @ApiProperty() total!: number;
  @ApiProperty() totalTax!: number;
  @ApiProperty() totalWithTax!: number;
}

export class AddToCartBody {
  @ApiProperty({ example: true }) success!: true;
  @ApiProperty({ format: 'uuid' }) cartId!: string;
  @ApiProperty({ type: CartBody }) cart!: CartBody;
}
