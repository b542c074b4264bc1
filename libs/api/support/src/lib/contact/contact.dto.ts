import { IsEmail, IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import { PlainName, Trim, WireSchema } from '@nidra/api/core';
import {
  CONTACT_MESSAGE_MIN_LENGTH,
  SupportMessage,
  ValidationMessage,
  type ContactRequest,
  type NewsletterRequest,
} from '@nidra/shared/contracts';

@WireSchema('ContactRequest')
export class ContactDto implements ContactRequest {
  @PlainName('Name')
  @MaxLength(100, { message: 'Name may not be greater than 100 characters.' })
  @IsString({ message: SupportMessage.nameRequired })
  @IsNotEmpty({ message: SupportMessage.nameRequired })
  @Trim()
  name!: string;

  @MaxLength(320, { message: 'Email may not be greater than 320 characters.' })
  @IsEmail({}, { message: ValidationMessage.emailInvalid })
  @IsNotEmpty({ message: ValidationMessage.emailRequired })
  @Trim()
  email!: string;

  @MaxLength(4000, { message: 'Message may not be greater than 4000 characters.' })
  @MinLength(CONTACT_MESSAGE_MIN_LENGTH, { message: SupportMessage.messageMin })
  @IsString({ message: SupportMessage.messageRequired })
  @IsNotEmpty({ message: SupportMessage.messageRequired })
  @Trim()
  message!: string;
}

@WireSchema('NewsletterRequest')
export class NewsletterDto implements NewsletterRequest {
  @MaxLength(320, { message: 'Email may not be greater than 320 characters.' })
  @IsEmail({}, { message: ValidationMessage.emailInvalid })
  @IsNotEmpty({ message: ValidationMessage.emailRequired })
  @Trim()
  email!: string;
}
