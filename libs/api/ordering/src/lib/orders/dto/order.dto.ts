import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsIn,
  IsNotEmpty,
  IsNumber,
  IsObject,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  MaxLength,
  MinLength,
  Validate,
  ValidateIf,
  ValidateNested,
  ValidatorConstraint,
  type ValidatorConstraintInterface,
} from 'class-validator';
import { Transform, Type } from 'class-transformer';
import { FormNumber, PlainName, Trim } from '@nidra/api/core';
import {
  AddressMessage,
  CheckoutMessage,
  ITEM_STATUSES,
  ItemStatus,
  MOBILE_PATTERN,
  OrderMessage,
  PAYMENT_METHODS,
  PINCODE_PATTERN,
  isValidGstin,
  type CheckoutAddress,
  type PaymentMethod,
} from '@nidra/shared/contracts';

/** A GSTIN of the right shape, a state code in use and the right check character. */
@ValidatorConstraint({ name: 'gstin' })
class ValidGstin implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return typeof value === 'string' && isValidGstin(value);
  }
}

export class CheckoutAddressDto implements CheckoutAddress {
  @ApiProperty({ example: 'Asha Rao' })
  @PlainName('Name')
  @MaxLength(100, { message: 'Name may not be greater than 100 characters.' })
  @IsNotEmpty({ message: CheckoutMessage.nameRequired })
  @IsString({ message: CheckoutMessage.nameRequired })
  @Trim()
  name!: string;

  @ApiProperty({ example: '9876543210', description: 'Ten digits, the first 6 to 9: the courier calls it' })
  @Matches(MOBILE_PATTERN, { message: CheckoutMessage.mobileInvalid })
  @IsString({ message: CheckoutMessage.mobileInvalid })
  @Trim()
  mobile!: string;

  @ApiProperty({ example: '12, 4th Cross, Jayanagar' })
  @MaxLength(200, { message: 'Address may not be greater than 200 characters.' })
  @IsNotEmpty({ message: AddressMessage.addressRequired })
  @IsString({ message: AddressMessage.addressRequired })
  @Trim()
  address!: string;

  @ApiProperty({ example: '560041', description: 'Six digits, the first 1 to 9' })
  @Matches(PINCODE_PATTERN, { message: CheckoutMessage.pincodeInvalid })
  @IsString({ message: CheckoutMessage.pincodeInvalid })
  @Trim()
  @ValidateIf((typed: CheckoutAddressDto) => typed.zipCode === undefined)
  pincode!: string;

  @ApiPropertyOptional({ example: '560041', description: 'The address book’s name for the pincode, taken in its place' })
  @Matches(PINCODE_PATTERN, { message: CheckoutMessage.pincodeInvalid })
  @IsString({ message: CheckoutMessage.pincodeInvalid })
  @Trim()
  @IsOptional()
  zipCode?: string;

  @ApiPropertyOptional({ example: 'Bengaluru', description: 'From the pincode when left out' })
  @MaxLength(100, { message: 'City may not be greater than 100 characters.' })
  @IsString({ message: AddressMessage.cityRequired })
  @Trim()
  @IsOptional()
  city?: string;

  @ApiPropertyOptional({ example: 'Karnataka', description: 'From the pincode when left out' })
  @MaxLength(100, { message: 'State may not be greater than 100 characters.' })
  @IsString({ message: AddressMessage.stateRequired })
  @Trim()
  @IsOptional()
  state?: string;

  @ApiPropertyOptional({ example: 'India', description: 'The shop delivers in India only' })
  @IsIn(['India', 'india', 'IN'], { message: 'We deliver in India only.' })
  @IsOptional()
  country?: string;
}

export class PlaceOrderDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('4', { message: OrderMessage.cartNotFound })
  cartId!: string;

  @ApiPropertyOptional({
    oneOf: [{ type: 'number' }, { type: 'string', example: '2098' }],
    description: 'What the browser last showed (the spec’s client sends it back as text after a reload); informational only, the server prices the order',
  })
  @IsNumber({}, { message: 'Total must be a number.' })
  @IsOptional()
  @FormNumber()
  total?: number;

  @ApiPropertyOptional({ format: 'uuid', description: 'One of your addresses; with neither this nor `address`, your default address' })
  @IsUUID('4', { message: AddressMessage.notFound })
  @IsOptional()
  addressId?: string;

  @ApiPropertyOptional({ type: CheckoutAddressDto, description: 'An address typed at checkout instead of one from the address book' })
  @ValidateNested()
  @IsObject({ message: 'Address must be an object.' })
  @Type(() => CheckoutAddressDto)
  @IsOptional()
  address?: CheckoutAddressDto;

  @ApiPropertyOptional({ enum: PAYMENT_METHODS, default: 'cod' })
  @IsIn(PAYMENT_METHODS, { message: CheckoutMessage.paymentMethod })
  @IsOptional()
  paymentMethod?: PaymentMethod;

  @ApiPropertyOptional({ example: '29ABCDE1234F1ZW', description: 'A business buyer’s GSTIN, for the tax invoice' })
  @Validate(ValidGstin, { message: CheckoutMessage.gstinInvalid })
  @IsString({ message: CheckoutMessage.gstinInvalid })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() || undefined : value))
  @IsOptional()
  buyerGstin?: string;
}

export class OrderSearchQuery {
  @ApiProperty({ description: 'Text found in the order id, 2 characters or more', minLength: 2 })
  @MaxLength(36, { message: 'Search may not be greater than 36 characters.' })
  @MinLength(2, { message: OrderMessage.searchTooShort })
  @IsString({ message: OrderMessage.searchTooShort })
  @Trim()
  search!: string;

  @ApiPropertyOptional({ enum: ['mine', 'all'], default: 'all', description: 'An administrator may narrow the search to their own orders' })
  @IsIn(['mine', 'all'], { message: 'Scope must be mine or all.' })
  @IsOptional()
  scope?: 'mine' | 'all';
}

export class ItemStatusDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('4', { message: OrderMessage.notFound })
  orderId!: string;

  @ApiPropertyOptional({ format: 'uuid', description: "When sent, it must be the order's cart" })
  @IsUUID('4', { message: OrderMessage.notFound })
  @IsOptional()
  cartId?: string;

  @ApiProperty({ enum: ITEM_STATUSES })
  @IsIn(ITEM_STATUSES, { message: OrderMessage.unknownStatus })
  status!: ItemStatus;

  @ApiPropertyOptional({ example: 'Delhivery', description: 'With Shipped only' })
  @MaxLength(60, { message: 'Courier may not be greater than 60 characters.' })
  @IsString({ message: 'Courier must be text.' })
  @Trim()
  @IsOptional()
  courier?: string;

  @ApiPropertyOptional({ example: '1234567890123', description: 'With Shipped only' })
  @MaxLength(40, { message: 'Tracking number may not be greater than 40 characters.' })
  @IsString({ message: 'Tracking number must be text.' })
  @Trim()
  @IsOptional()
  trackingNumber?: string;
}
