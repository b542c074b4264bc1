import { IsBoolean, IsEmail, IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import { PASSWORD_MIN_LENGTH, ValidationMessage, type RegisterRequest } from '@nidra/shared/contracts';
import { OptionalNotNull, PlainName, Trim, WireSchema } from '@nidra/api/core';

@WireSchema('RegisterRequest')
export class RegisterDto implements RegisterRequest {
  @MaxLength(320, { message: 'Email may not be greater than 320 characters.' })
  @IsEmail({}, { message: ValidationMessage.emailInvalid })
  @IsNotEmpty({ message: ValidationMessage.emailRequired })
  @Trim()
  email!: string;

  @PlainName('First Name')
  @MaxLength(100, { message: 'First Name may not be greater than 100 characters.' })
  @IsString({ message: ValidationMessage.firstNameRequired })
  @IsNotEmpty({ message: ValidationMessage.firstNameRequired })
  @Trim()
  firstName!: string;

  @PlainName('Last Name')
  @MaxLength(100, { message: 'Last Name may not be greater than 100 characters.' })
  @IsString({ message: ValidationMessage.lastNameRequired })
  @IsNotEmpty({ message: ValidationMessage.lastNameRequired })
  @Trim()
  lastName!: string;

  @MaxLength(128, { message: 'Password may not be greater than 128 characters.' })
  @MinLength(PASSWORD_MIN_LENGTH, { message: ValidationMessage.passwordMin })
  @IsNotEmpty({ message: ValidationMessage.passwordRequired })
  password!: string;

  @IsBoolean({ message: 'Subscribe to newsletter must be true or false.' })
  @OptionalNotNull()
  isSubscribed?: boolean;
}
