import { IsBoolean, IsNotEmpty, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import {
  AddressMessage,
  CheckoutMessage,
  MOBILE_PATTERN,
  ZIP_CODE_MAX_LENGTH,
  ZIP_CODE_MIN_LENGTH,
  type AddressRequest,
} from '@nidra/shared/contracts';
import { OptionalNotNull, PlainName, Trim, WireSchema } from '@nidra/api/core';

/** Editing an address: all five fields required. */
@WireSchema('AddressRequest')
export class UpdateAddressDto implements AddressRequest {
  @PlainName('Address')
  @MaxLength(200, { message: 'Address may not be greater than 200 characters.' })
  @IsString({ message: AddressMessage.addressRequired })
  @IsNotEmpty({ message: AddressMessage.addressRequired })
  @Trim()
  address!: string;

  @PlainName('City')
  @MaxLength(100, { message: 'City may not be greater than 100 characters.' })
  @IsString({ message: AddressMessage.cityRequired })
  @IsNotEmpty({ message: AddressMessage.cityRequired })
  @Trim()
  city!: string;

  @PlainName('State')
  @MaxLength(100, { message: 'State may not be greater than 100 characters.' })
  @IsString({ message: AddressMessage.stateRequired })
  @IsNotEmpty({ message: AddressMessage.stateRequired })
  @Trim()
  state!: string;

  @MaxLength(100, { message: 'Country may not be greater than 100 characters.' })
  @IsString({ message: AddressMessage.countryRequired })
  @IsNotEmpty({ message: AddressMessage.countryRequired })
  @Trim()
  country!: string;

  @MaxLength(ZIP_CODE_MAX_LENGTH, { message: AddressMessage.zipCodeMax })
  @IsString({ message: AddressMessage.zipCodeRequired })
  @IsNotEmpty({ message: AddressMessage.zipCodeRequired })
  @Trim()
  zipCode!: string;

  @IsBoolean({ message: 'Default must be true or false.' })
  @OptionalNotNull()
  isDefault?: boolean;

  @PlainName('Name')
  @MaxLength(100, { message: 'Name may not be greater than 100 characters.' })
  @IsString({ message: CheckoutMessage.nameRequired })
  @Trim()
  @IsOptional()
  name?: string | null;

  @Matches(MOBILE_PATTERN, { message: CheckoutMessage.mobileInvalid })
  @IsString({ message: CheckoutMessage.mobileInvalid })
  @Trim()
  @IsOptional()
  mobile?: string | null;
}

/** Adding an address: the same, and the zip code has at least 5 characters. */
@WireSchema('AddressRequest')
export class AddAddressDto extends UpdateAddressDto {
  // Repeated in full: a subclass that checks a property drops every check its parent made of it.
  @MaxLength(ZIP_CODE_MAX_LENGTH, { message: AddressMessage.zipCodeMax })
  @MinLength(ZIP_CODE_MIN_LENGTH, { message: AddressMessage.zipCodeMin })
  @IsString({ message: AddressMessage.zipCodeRequired })
  @IsNotEmpty({ message: AddressMessage.zipCodeRequired })
  @Trim()
  override zipCode = '';
}
