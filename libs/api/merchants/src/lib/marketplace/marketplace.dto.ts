import { Transform } from 'class-transformer';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, IsUUID, Matches, Validate, ValidatorConstraint, type ValidatorConstraintInterface } from 'class-validator';
import { Trim, WireSchema } from '@nidra/api/core';
import {
  isCalendarDate,
  MarketplaceMessage,
  MONTH_PATTERN,
  normalizeUtr,
  UTR_PATTERN,
  type LedgerQuery,
  type SettlementPaidRequest,
  type SettlementRequest,
} from '@nidra/shared/contracts';

@ValidatorConstraint({ name: 'calendarDate' })
class CalendarDate implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return typeof value === 'string' && isCalendarDate(value);
  }
}

export class LedgerQueryDto implements LedgerQuery {
  @ApiPropertyOptional({ format: 'uuid', description: 'The merchant (administrators; everyone’s when left out). A merchant reads only its own.' })
  @IsUUID('4', { message: MarketplaceMessage.merchantInvalid })
  @IsOptional()
  merchant?: string;

  @ApiPropertyOptional({ example: '2026-12-01', description: 'First day, YYYY-MM-DD (India), included' })
  @Validate(CalendarDate, { message: MarketplaceMessage.dateInvalid('From') })
  @IsOptional()
  from?: string;

  @ApiPropertyOptional({ example: '2026-12-31', description: 'Last day, YYYY-MM-DD (India), included' })
  @Validate(CalendarDate, { message: MarketplaceMessage.dateInvalid('To') })
  @IsOptional()
  to?: string;
}

export class SettlementsQueryDto {
  @ApiPropertyOptional({ format: 'uuid', description: 'The merchant (administrators; everyone’s when left out). A merchant reads only its own.' })
  @IsUUID('4', { message: MarketplaceMessage.merchantInvalid })
  @IsOptional()
  merchant?: string;
}

export class TcsQueryDto {
  @ApiProperty({ example: '2026-12', description: 'The month, YYYY-MM' })
  @Matches(MONTH_PATTERN, { message: MarketplaceMessage.monthInvalid })
  @IsString({ message: MarketplaceMessage.monthInvalid })
  month!: string;
}

/** `POST /api/marketplace/settlements`. */
@WireSchema('SettlementRequest')
export class CreateSettlementDto implements SettlementRequest {
  @IsUUID('4', { message: MarketplaceMessage.merchantInvalid })
  @IsNotEmpty({ message: MarketplaceMessage.merchantRequired })
  merchantId!: string;

  @Validate(CalendarDate, { message: MarketplaceMessage.dateInvalid('Up to') })
  @Trim()
  upTo!: string;
}

/** `PUT /api/marketplace/settlements/{id}`: spaces dropped and letters capitalised before the check. */
@WireSchema('SettlementPaidRequest')
export class MarkSettlementPaidDto implements SettlementPaidRequest {
  @Matches(UTR_PATTERN, { message: MarketplaceMessage.utrInvalid })
  @IsNotEmpty({ message: MarketplaceMessage.utrRequired })
  @IsString({ message: MarketplaceMessage.utrRequired })
  @Transform(({ value }) => (typeof value === 'string' ? normalizeUtr(value) : value))
  utr!: string;
}
