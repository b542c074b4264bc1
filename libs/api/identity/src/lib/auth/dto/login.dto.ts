import { IsEmail, IsNotEmpty, MaxLength, MinLength } from 'class-validator';
import { PASSWORD_MIN_LENGTH, ValidationMessage, type LoginRequest } from '@nidra/shared/contracts';
import { Trim, WireSchema } from '@nidra/api/core';

// class-validator runs a property's checks bottom-up, so "required" is written last to be checked first.
@WireSchema('LoginRequest')
export class LoginDto implements LoginRequest {
  @IsEmail({}, { message: ValidationMessage.emailInvalid })
  @IsNotEmpty({ message: ValidationMessage.emailRequired })
  @Trim()
  email!: string;

  @MaxLength(128, { message: 'Password may not be greater than 128 characters.' })
  @MinLength(PASSWORD_MIN_LENGTH, { message: ValidationMessage.passwordMin })
  @IsNotEmpty({ message: ValidationMessage.passwordRequired })
  password!: string;
}
