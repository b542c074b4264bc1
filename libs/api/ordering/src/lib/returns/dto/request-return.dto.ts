import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsNotEmpty, IsObject, IsOptional, IsString, IsUUID, Matches, MaxLength, ValidateIf, ValidateNested } from 'class-validator';
import { PlainName, Trim } from '@nidra/api/core';
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
  @ApiProperty({ example: 'Asha Rao' })
  @PlainName('Account holder name')
  @MaxLength(100, { message: ReturnMessage.accountNameTooLong })
  @IsNotEmpty({ message: ReturnMessage.accountNameRequired })
  @IsString({ message: ReturnMessage.accountNameRequired })
  @Trim()
  accountName!: string;

  @ApiProperty({ example: '001234567890', description: '9 to 18 digits (spaces and dashes are dropped)' })
  @Matches(ACCOUNT_NUMBER_PATTERN, { message: ReturnMessage.accountNumberInvalid })
  @IsString({ message: ReturnMessage.accountNumberInvalid })
  @normalized(normalizeAccountNumber)
  accountNumber!: string;

  @ApiProperty({ example: 'SBIN0001234', description: 'Four letters, a zero, six letters or digits' })
  @Matches(IFSC_PATTERN, { message: ReturnMessage.ifscInvalid })
  @IsString({ message: ReturnMessage.ifscInvalid })
  @normalized(normalizeIfsc)
  ifsc!: string;
}

export class RequestReturnDto implements ReturnRequest {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('4', { message: OrderMessage.notFound })
  orderId!: string;

  @ApiProperty({ format: 'uuid' })
  @IsUUID('4', { message: OrderMessage.itemNotFound })
  itemId!: string;

  @ApiProperty({ enum: RETURN_REASONS })
  @IsIn(RETURN_REASONS, { message: ReturnMessage.reasonInvalid })
  reason!: ReturnReason;

  @ApiPropertyOptional({ maxLength: RETURN_NOTE_MAX, description: 'Required with the reason `other`' })
  @MaxLength(RETURN_NOTE_MAX, { message: ReturnMessage.noteTooLong })
  @IsNotEmpty({ message: ReturnMessage.noteRequired })
  @IsString({ message: ReturnMessage.noteRequired })
  @Trim()
  @ValidateIf((body: RequestReturnDto) => body.reason === 'other' || (body.note !== undefined && body.note !== null && body.note !== ''))
  note?: string;

  @ApiPropertyOptional({ type: BankDetailsDto, description: 'Required for a Cash on Delivery order: the refund is transferred to it' })
  @ValidateNested()
  @Type(() => BankDetailsDto)
  @IsObject({ message: ReturnMessage.bankRequired })
  @IsOptional()
  bank?: BankDetailsDto;
}
