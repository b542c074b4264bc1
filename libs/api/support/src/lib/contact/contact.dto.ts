import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import { PlainName, Trim } from '@nidra/api/core';
import {
  CONTACT_MESSAGE_MIN_LENGTH,
  SupportMessage,
  ValidationMessage,
  type ContactRequest,
  type NewsletterRequest,
} from '@nidra/shared/contracts';

export class ContactDto implements ContactRequest {
  @ApiProperty({ example: 'Asha Rao' })
  @PlainName('Name')
  @MaxLength(100, { message: 'Name may not be greater than 100 characters.' })
  @IsString({ message: SupportMessage.nameRequired })
  @IsNotEmpty({ message: SupportMessage.nameRequired })
  @Trim()
  name!: string;

  @ApiProperty({ example: 'asha@example.in' })
  @MaxLength(320, { message: 'Email may not be greater than 320 characters.' })
  @IsEmail({}, { message: ValidationMessage.emailInvalid })
  @IsNotEmpty({ message: ValidationMessage.emailRequired })
  @Trim()
  email!: string;

  @ApiProperty({ minLength: CONTACT_MESSAGE_MIN_LENGTH, example: 'Do you deliver to Shillong?' })
  @MaxLength(4000, { message: 'Message may not be greater than 4000 characters.' })
  @MinLength(CONTACT_MESSAGE_MIN_LENGTH, { message: SupportMessage.messageMin })
  @IsString({ message: SupportMessage.messageRequired })
  @IsNotEmpty({ message: SupportMessage.messageRequired })
  @Trim()
  message!: string;
}

export class NewsletterDto implements NewsletterRequest {
  @ApiProperty({ example: 'asha@example.in' })
  @MaxLength(320, { message: 'Email may not be greater than 320 characters.' })
  @IsEmail({}, { message: ValidationMessage.emailInvalid })
  @IsNotEmpty({ message: ValidationMessage.emailRequired })
  @Trim()
  email!: string;
}
