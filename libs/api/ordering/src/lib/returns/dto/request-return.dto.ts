import { Transform, Type } from 'class-transformer';
import { IsIn, IsNotEmpty, IsObject, IsOptional, IsString, IsUUID, Matches, MaxLength, ValidateIf, ValidateNested } from 'class-validator';
import { PlainName, Trim, WireSchema } from '@nidra/api/core';
import {
  ACCOUNT_NUMBER_PATTERN,
  IFSC_PATTERN,
  normalizeAccountNumber,
  normalizeIfsc,
  OrderMessage,
  RETURN_NOTE_MAX,
  RETURN_REASONS,
  ReturnMessage,
  type BankDetails,
  type ReturnReason,
  type ReturnRequest,
} from '@nidra/shared/contracts';

const normalized = (normalize: (text: string) => string) => Transform(({ value }) => (typeof value === 'string' ? normalize(value) : value));

export class BankDetailsDto implements BankDetails {
  @PlainName('Account holder name')
  @MaxLength(100, { message: ReturnMessage.accountNameTooLong })
  @IsNotEmpty({ message: ReturnMessage.accountNameRequired })
  @IsString({ message: ReturnMessage.accountNameRequired })
  @Trim()
  accountName!: string;

  @Matches(ACCOUNT_NUMBER_PATTERN, { message: ReturnMessage.accountNumberInvalid })
  @IsString({ message: ReturnMessage.accountNumberInvalid })
  @normalized(normalizeAccountNumber)
  accountNumber!: string;

  @Matches(IFSC_PATTERN, { message: ReturnMessage.ifscInvalid })
  @IsString({ message: ReturnMessage.ifscInvalid })
  @normalized(normalizeIfsc)
  ifsc!: string;
}

@WireSchema('ReturnRequest')
export class RequestReturnDto implements ReturnRequest {
  @IsUUID('4', { message: OrderMessage.notFound })
  orderId!: string;

  @IsUUID('4', { message: OrderMessage.itemNotFound })
  itemId!: string;

  @IsIn(RETURN_REASONS, { message: ReturnMessage.reasonInvalid })
  reason!: ReturnReason;

  @MaxLength(RETURN_NOTE_MAX, { message: ReturnMessage.noteTooLong })
  @IsNotEmpty({ message: ReturnMessage.noteRequired })
  @IsString({ message: ReturnMessage.noteRequired })
  @Trim()
  @ValidateIf((body: RequestReturnDto) => body.reason === 'other' || (body.note !== undefined && body.note !== null && body.note !== ''))
  note?: string;

  @ValidateNested()
  @Type(() => BankDetailsDto)
  @IsObject({ message: ReturnMessage.bankRequired })
  @IsOptional()
  bank?: BankDetailsDto;
}
