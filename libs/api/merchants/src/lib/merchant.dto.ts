import { PickType } from '@nestjs/swagger';
import { IsEmail, IsNotEmpty, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { PlainName, Trim, WireSchema } from '@nidra/api/core';
import { RegisterDto } from '@nidra/api/identity';
import {
  MERCHANT_LIMITS,
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
@WireSchema('SellerRequest')
export class SellerRequestDto implements SellerRequest {
  @PlainName('Name')
  @MaxLength(MERCHANT_LIMITS.nameMax, { message: MerchantMessage.nameMax })
  @IsString({ message: MerchantMessage.nameRequired })
  @IsNotEmpty({ message: MerchantMessage.nameRequired })
  @Trim()
  name!: string;

  @MaxLength(MERCHANT_LIMITS.emailMax, { message: 'Email may not be greater than 320 characters.' })
  @IsEmail({}, { message: ValidationMessage.emailInvalid })
  @IsNotEmpty({ message: ValidationMessage.emailRequired })
  @Trim()
  email!: string;

  @Matches(PHONE_PATTERN, { message: ValidationMessage.phoneInvalid })
  @IsString({ message: MerchantMessage.phoneRequired })
  @IsNotEmpty({ message: MerchantMessage.phoneRequired })
  @Trim()
  phoneNumber!: string;

  @PlainName('Brand')
  @MaxLength(MERCHANT_LIMITS.brandMax, { message: MerchantMessage.brandMax })
  @IsString({ message: MerchantMessage.brandRequired })
  @IsNotEmpty({ message: MerchantMessage.brandRequired })
  @Trim()
  brand!: string;

  @MaxLength(MERCHANT_LIMITS.businessMax, { message: MerchantMessage.businessMax })
  @MinLength(MERCHANT_LIMITS.businessMin, { message: MerchantMessage.businessMin })
  @IsString({ message: MerchantMessage.businessRequired })
  @IsNotEmpty({ message: MerchantMessage.businessRequired })
  @Trim()
  business!: string;
}

/** `POST /api/merchant/signup/{token}`: the sign-up form's fields and rules. */
@WireSchema('MerchantSignupRequest')
export class MerchantSignupDto
  extends PickType(RegisterDto, ['email', 'firstName', 'lastName', 'password'] as const)
  implements MerchantSignupRequest {}
