import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsNotEmpty, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import {
  AddressMessage,
  CheckoutMessage,
  MOBILE_PATTERN,
  ZIP_CODE_MAX_LENGTH,
  ZIP_CODE_MIN_LENGTH,
  type AddressDto,
  type AddressFields,
  type AddressRecipient,
} from '@nidra/shared/contracts';
import { OptionalNotNull, PlainName, Trim } from '@nidra/api/core';

/** Editing an address: all five fields required. */
export class UpdateAddressDto implements AddressFields, AddressRecipient {
  @ApiProperty({ example: '12, 4th Cross, Jayanagar' })
  @MaxLength(200, { message: 'Address may not be greater than 200 characters.' })
  @IsString({ message: AddressMessage.addressRequired })
  @IsNotEmpty({ message: AddressMessage.addressRequired })
  @Trim()
  address!: string;

  @ApiProperty({ example: 'Bengaluru' })
  @MaxLength(100, { message: 'City may not be greater than 100 characters.' })
  @IsString({ message: AddressMessage.cityRequired })
  @IsNotEmpty({ message: AddressMessage.cityRequired })
  @Trim()
  city!: string;

  @ApiProperty({ example: 'Karnataka' })
  @MaxLength(100, { message: 'State may not be greater than 100 characters.' })
  @IsString({ message: AddressMessage.stateRequired })
  @IsNotEmpty({ message: AddressMessage.stateRequired })
  @Trim()
  state!: string;

  @ApiProperty({ example: 'India' })
  @MaxLength(100, { message: 'Country may not be greater than 100 characters.' })
  @IsString({ message: AddressMessage.countryRequired })
  @IsNotEmpty({ message: AddressMessage.countryRequired })
  @Trim()
  country!: string;

  @ApiProperty({ example: '560041', maxLength: ZIP_CODE_MAX_LENGTH })
  @MaxLength(ZIP_CODE_MAX_LENGTH, { message: AddressMessage.zipCodeMax })
  @IsString({ message: AddressMessage.zipCodeRequired })
  @IsNotEmpty({ message: AddressMessage.zipCodeRequired })
  @Trim()
  zipCode!: string;

  @ApiPropertyOptional({ default: false })
  @IsBoolean({ message: 'Default must be true or false.' })
  @OptionalNotNull()
  isDefault?: boolean;

  @ApiPropertyOptional({ example: 'Asha Rao', description: 'Who receives deliveries here; the account holder when left out' })
  @PlainName('Name')
  @MaxLength(100, { message: 'Name may not be greater than 100 characters.' })
  @IsString({ message: CheckoutMessage.nameRequired })
  @Trim()
  @IsOptional()
  name?: string | null;

  @ApiPropertyOptional({ example: '9876543210', description: 'Ten digits for the courier; the account phone when left out' })
  @Matches(MOBILE_PATTERN, { message: CheckoutMessage.mobileInvalid })
  @IsString({ message: CheckoutMessage.mobileInvalid })
  @Trim()
  @IsOptional()
  mobile?: string | null;
}

/** Adding an address: the same, and the zip code has at least 5 characters. */
export class AddAddressDto extends UpdateAddressDto {
  // Repeated in full: a subclass that checks a property drops every check its parent made of it.
  @ApiProperty({ example: '560041', minLength: ZIP_CODE_MIN_LENGTH, maxLength: ZIP_CODE_MAX_LENGTH })
  @MaxLength(ZIP_CODE_MAX_LENGTH, { message: AddressMessage.zipCodeMax })
  @MinLength(ZIP_CODE_MIN_LENGTH, { message: AddressMessage.zipCodeMin })
  @IsString({ message: AddressMessage.zipCodeRequired })
  @IsNotEmpty({ message: AddressMessage.zipCodeRequired })
  @Trim()
  override zipCode = '';
}

export class AddressBody implements AddressDto {
  @ApiProperty({ format: 'uuid' }) _id!: string;
  @ApiProperty() address!: string;
  @ApiProperty() city!: string;
  @ApiProperty() state!: string;
  @ApiProperty() country!: string;
  @ApiProperty() zipCode!: string;
  @ApiProperty() isDefault!: boolean;
  @ApiProperty({ format: 'date-time' }) created!: string;
  @ApiProperty({ type: String, nullable: true }) name!: string | null;
  @ApiProperty({ type: String, nullable: true }) mobile!: string | null;
}

export class AddressListBody {
  @ApiProperty({ type: [AddressBody] }) addresses!: AddressBody[];
}

export class AddressEnvelope {
  @ApiProperty({ type: AddressBody }) address!: AddressBody;
}

export class AddressChangedBody {
  @ApiProperty({ example: true }) success!: true;
  @ApiProperty() message!: string;
  @ApiProperty({ type: AddressBody }) address!: AddressBody;
}
