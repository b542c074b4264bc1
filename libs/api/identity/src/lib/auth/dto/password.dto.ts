import { IsEmail, IsNotEmpty, MaxLength, MinLength } from 'class-validator';
import {
  PASSWORD_MIN_LENGTH,
  ValidationMessage,
  type ForgotPasswordRequest,
  type ResetPasswordRequest,
} from '@nidra/shared/contracts';
import { MatchesProperty } from './matches-property';
import { Trim, WireSchema } from '@nidra/api/core';

@WireSchema('ForgotPasswordRequest')
export class ForgotPasswordDto implements ForgotPasswordRequest {
  @IsEmail({}, { message: ValidationMessage.emailInvalid })
  @IsNotEmpty({ message: ValidationMessage.emailRequired })
  @Trim()
  email!: string;
}

@WireSchema('ResetPasswordRequest')
export class ResetPasswordDto implements ResetPasswordRequest {
  @MaxLength(128, { message: 'Password may not be greater than 128 characters.' })
  @MinLength(PASSWORD_MIN_LENGTH, { message: ValidationMessage.passwordMin })
  @IsNotEmpty({ message: ValidationMessage.passwordRequired })
  password!: string;

  @MatchesProperty('password', { message: ValidationMessage.confirmPasswordMatch })
  @MinLength(PASSWORD_MIN_LENGTH, { message: ValidationMessage.confirmPasswordMin })
  @IsNotEmpty({ message: ValidationMessage.confirmPasswordRequired })
  confirmPassword!: string;
}
