import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsNotEmpty, MaxLength, MinLength } from 'class-validator';
import { LoginRequest, PASSWORD_MIN_LENGTH, ValidationMessage } from '@nidra/shared/contracts';
import { Trim } from '@nidra/api/core';

// class-validator runs a property's checks bottom-up, so "required" is written last to be checked first.
export class LoginDto implements LoginRequest {
  @ApiProperty({ example: 'asha@example.in' })
  @IsEmail({}, { message: ValidationMessage.emailInvalid })
  @IsNotEmpty({ message: ValidationMessage.emailRequired })
  @Trim()
  email!: string;

  @ApiProperty({ minLength: PASSWORD_MIN_LENGTH, example: 'secret123' })
  @MaxLength(128, { message: 'Password may not be greater than 128 characters.' })
  @MinLength(PASSWORD_MIN_LENGTH, { message: ValidationMessage.passwordMin })
  @IsNotEmpty({ message: ValidationMessage.passwordRequired })
  password!: string;
}
