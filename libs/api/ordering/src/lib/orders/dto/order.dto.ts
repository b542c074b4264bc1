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
  type ValidationArguments,
  type ValidatorConstraintInterface,
} from 'class-validator';
import { Transform, Type } from 'class-transformer';
import { FormNumber, IsGstin, PlainName, Trim, WireSchema } from '@nidra/api/core';
import {
  AddressMessage,
  BUSINESS_BUYER_LIMITS,
  CheckoutMessage,
  ITEM_STATUSES,
  ItemStatus,
  MOBILE_PATTERN,
  OrderMessage,
  PAYMENT_METHODS,
  PINCODE_PATTERN,
  type BusinessBuyerRequest,
  type CheckoutAddress,
  type ItemStatusRequest,
  type PaymentMethod,
  type PlaceOrderRequest,
} from '@nidra/shared/contracts';

/** A business's state: the first two digits of its GSTIN. */
@ValidatorConstraint({ name: 'sameStateAsGstin' })
class SameStateAsGstin implements ValidatorConstraintInterface {
  validate(value: unknown, args?: ValidationArguments): boolean {
    const gstin = (args?.object as { gstin?: unknown } | undefined)?.gstin;
    return typeof value === 'string' && typeof gstin === 'string' && gstin.slice(0, 2) === value;
  }
}

export class CheckoutAddressDto implements CheckoutAddress {
  @PlainName('Name')
  @MaxLength(100, { message: 'Name may not be greater than 100 characters.' })
  @IsNotEmpty({ message: CheckoutMessage.nameRequired })
  @IsString({ message: CheckoutMessage.nameRequired })
  @Trim()
  name!: string;

  @Matches(MOBILE_PATTERN, { message: CheckoutMessage.mobileInvalid })
  @IsString({ message: CheckoutMessage.mobileInvalid })
  @Trim()
  mobile!: string;

  @PlainName('Address')
  @MaxLength(200, { message: 'Address may not be greater than 200 characters.' })
  @IsNotEmpty({ message: AddressMessage.addressRequired })
  @IsString({ message: AddressMessage.addressRequired })
  @Trim()
  address!: string;

  @Matches(PINCODE_PATTERN, { message: CheckoutMessage.pincodeInvalid })
  @IsString({ message: CheckoutMessage.pincodeInvalid })
  @Trim()
  @ValidateIf((typed: CheckoutAddressDto) => typed.zipCode === undefined)
  pincode!: string;

  @Matches(PINCODE_PATTERN, { message: CheckoutMessage.pincodeInvalid })
  @IsString({ message: CheckoutMessage.pincodeInvalid })
  @Trim()
  @IsOptional()
  zipCode?: string;

  @PlainName('City')
  @MaxLength(100, { message: 'City may not be greater than 100 characters.' })
  @IsString({ message: AddressMessage.cityRequired })
  @Trim()
  @IsOptional()
  city?: string;

  @PlainName('State')
  @MaxLength(100, { message: 'State may not be greater than 100 characters.' })
  @IsString({ message: AddressMessage.stateRequired })
  @Trim()
  @IsOptional()
  state?: string;

  @IsIn(['India', 'india', 'IN'], { message: 'We deliver in India only.' })
  @IsOptional()
  country?: string;
}

export class BusinessBuyerDto implements BusinessBuyerRequest {
  @IsGstin({ message: CheckoutMessage.gstinInvalid })
  @IsString({ message: CheckoutMessage.gstinInvalid })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() : value))
  gstin!: string;

  @PlainName('Legal name')
  @MaxLength(BUSINESS_BUYER_LIMITS.legalNameMax, { message: CheckoutMessage.buyerLegalNameMax })
  @IsNotEmpty({ message: CheckoutMessage.buyerLegalNameRequired })
  @IsString({ message: CheckoutMessage.buyerLegalNameRequired })
  @Trim()
  legalName!: string;

  @PlainName('Billing address')
  @MaxLength(BUSINESS_BUYER_LIMITS.addressMax, { message: CheckoutMessage.buyerAddressMax })
  @IsNotEmpty({ message: CheckoutMessage.buyerAddressRequired })
  @IsString({ message: CheckoutMessage.buyerAddressRequired })
  @Trim()
  address!: string;

  // The GSTIN's own state: a business is registered where its GSTIN says.
  @Validate(SameStateAsGstin, { message: CheckoutMessage.buyerStateMismatch })
  @IsString({ message: CheckoutMessage.buyerStateMismatch })
  @Trim()
  stateCode!: string;
}

@WireSchema('PlaceOrderRequest')
export class PlaceOrderDto implements PlaceOrderRequest {
  @IsUUID('4', { message: OrderMessage.cartNotFound })
  cartId!: string;

  @IsNumber({}, { message: 'Total must be a number.' })
  @IsOptional()
  @FormNumber()
  total?: number;

  @IsUUID('4', { message: AddressMessage.notFound })
  @IsOptional()
  addressId?: string;

  @ValidateNested()
  @IsObject({ message: 'Address must be an object.' })
  @Type(() => CheckoutAddressDto)
  @IsOptional()
  address?: CheckoutAddressDto;

  @IsIn(PAYMENT_METHODS, { message: CheckoutMessage.paymentMethod })
  @IsOptional()
  paymentMethod?: PaymentMethod;

  @IsGstin({ message: CheckoutMessage.gstinInvalid })
  @IsString({ message: CheckoutMessage.gstinInvalid })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() || undefined : value))
  @IsOptional()
  buyerGstin?: string;

  @ValidateNested()
  @IsObject({ message: 'Buyer must be an object.' })
  @Type(() => BusinessBuyerDto)
  @IsOptional()
  buyer?: BusinessBuyerDto;
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

@WireSchema('ItemStatusRequest')
export class ItemStatusDto implements ItemStatusRequest {
  @IsUUID('4', { message: OrderMessage.notFound })
  orderId!: string;

  @IsUUID('4', { message: OrderMessage.notFound })
  @IsOptional()
  cartId?: string;

  @IsIn(ITEM_STATUSES, { message: OrderMessage.unknownStatus })
  status!: ItemStatus;

  @MaxLength(60, { message: 'Courier may not be greater than 60 characters.' })
  @IsString({ message: 'Courier must be text.' })
  @Trim()
  @IsOptional()
  courier?: string;

  @MaxLength(40, { message: 'Tracking number may not be greater than 40 characters.' })
  @IsString({ message: 'Tracking number must be text.' })
  @Trim()
  @IsOptional()
  trackingNumber?: string;
}
