import { ApiProperty, PickType } from '@nestjs/swagger';
import { IsEmail, IsNotEmpty, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { PlainName, Trim } from '@nidra/api/core';
import { RegisterDto } from '@nidra/api/identity';
import {
  MERCHANT_LIMITS,
  MERCHANT_STATUSES,
  MerchantMessage,
  PHONE_PATTERN,
  ValidationMessage,
  type MerchantSignupRequest,
  type SellerRequest,
} from '@nidra/shared/contracts';

/**
 * `POST /api/merchant/seller-request` with the seller form's rules and messages. An email is required, so
 * that approving the request can send the sign-up link.
 */
export class SellerRequestDto implements SellerRequest {
  @ApiProperty({ example: 'Ravi Menon' })
  @PlainName('Name')
  @MaxLength(MERCHANT_LIMITS.nameMax, { message: MerchantMessage.nameMax })
  @IsString({ message: MerchantMessage.nameRequired })
  @IsNotEmpty({ message: MerchantMessage.nameRequired })
  @Trim()
  name!: string;

  @ApiProperty({ example: 'ravi@kerala-coir.in' })
  @MaxLength(MERCHANT_LIMITS.emailMax, { message: 'Email may not be greater than 320 characters.' })
  @IsEmail({}, { message: ValidationMessage.emailInvalid })
  @IsNotEmpty({ message: ValidationMessage.emailRequired })
  @Trim()
  email!: string;

  @ApiProperty({ example: '(987) 654-3210', description: '10 digits, optional parentheses and separators' })
  @Matches(PHONE_PATTERN, { message: ValidationMessage.phoneInvalid })
  @IsString({ message: MerchantMessage.phoneRequired })
  @IsNotEmpty({ message: MerchantMessage.phoneRequired })
  @Trim()
  phoneNumber!: string;

  @ApiProperty({ example: 'Kerala Coir Works', description: 'The brand to sell under' })
  @PlainName('Brand')
  @MaxLength(MERCHANT_LIMITS.brandMax, { message: MerchantMessage.brandMax })
  @IsString({ message: MerchantMessage.brandRequired })
  @IsNotEmpty({ message: MerchantMessage.brandRequired })
  @Trim()
  brand!: string;

  @ApiProperty({ minLength: MERCHANT_LIMITS.businessMin, example: 'We make natural coir mattresses in Alappuzha.' })
  @MaxLength(MERCHANT_LIMITS.businessMax, { message: MerchantMessage.businessMax })
  @MinLength(MERCHANT_LIMITS.businessMin, { message: MerchantMessage.businessMin })
  @IsString({ message: MerchantMessage.businessRequired })
  @IsNotEmpty({ message: MerchantMessage.businessRequired })
  @Trim()
  business!: string;
}

/** `POST /api/merchant/signup/{token}`: the sign-up form's fields and rules. */
export class MerchantSignupDto
  extends PickType(RegisterDto, ['email', 'firstName', 'lastName', 'password'] as const)
  implements MerchantSignupRequest {}

export class MerchantBody {
  @ApiProperty({ format: 'uuid' }) _id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ type: String, nullable: true }) email!: string | null;
  @ApiProperty() phoneNumber!: string;
  @ApiProperty({ description: 'The brand name asked for' }) brand!: string;
  @ApiProperty() business!: string;
  @ApiProperty({ enum: MERCHANT_STATUSES }) status!: string;
  @ApiProperty({ format: 'date-time' }) created!: string;
}

export class MerchantListBody {
  @ApiProperty({ type: [MerchantBody] }) merchants!: MerchantBody[];
}

export class MerchantChangedBody {
  @ApiProperty({ example: true }) success!: true;
  @ApiProperty() message!: string;
  @ApiProperty({ type: MerchantBody }) merchant!: MerchantBody;
}
