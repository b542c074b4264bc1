import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsNotEmpty, MaxLength, MinLength } from 'class-validator';
import {
  PASSWORD_MIN_LENGTH,
  ValidationMessage,
  type ForgotPasswordRequest,
  type ResetPasswordRequest,
} from '@nidra/shared/contracts';
import { MatchesProperty } from './matches-property';
import { Trim } from '@nidra/api/core';

export class ForgotPasswordDto implements ForgotPasswordRequest {
  @ApiProperty({ example: 'asha@example.in' })
  @IsEmail({}, { message: ValidationMessage.emailInvalid })
  @IsNotEmpty({ message: ValidationMessage.emailRequired })
  @Trim()
  email!: string;
}

export class ResetPasswordDto implements ResetPasswordRequest {
  @ApiProperty({ minLength: PASSWORD_MIN_LENGTH })
  @MaxLength(128, { message: 'Password may not be greater than 128 characters.' })
  @MinLength(PASSWORD_MIN_LENGTH, { message: ValidationMessage.passwordMin })
  @IsNotEmpty({ message: ValidationMessage.passwordRequired })
  password!: string;

  @ApiProperty({ minLength: PASSWORD_MIN_LENGTH })
  @MatchesProperty('password', { message: ValidationMessage.confirmPasswordMatch })
  @MinLength(PASSWORD_MIN_LENGTH, { message: ValidationMessage.confirmPasswordMin })
  @IsNotEmpty({ message: ValidationMessage.confirmPasswordRequired })
  confirmPassword!: string;
}
