import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsNotEmpty, IsObject, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { WireSchema } from '@nidra/api/core';
import type { CourierWebhookRequest } from '@nidra/shared/contracts';

const NOT_AN_UPDATE = { message: 'That is not a tracking update: it needs an awb and a current_status.' };

class CourierScanDto {
  @MaxLength(40, NOT_AN_UPDATE)
  @IsString(NOT_AN_UPDATE)
  date!: string;

  @MaxLength(60, NOT_AN_UPDATE)
  @IsString(NOT_AN_UPDATE)
  status!: string;

  @MaxLength(300, NOT_AN_UPDATE)
  @IsString(NOT_AN_UPDATE)
  @IsOptional()
  activity!: string;

  @MaxLength(120, NOT_AN_UPDATE)
  @IsString(NOT_AN_UPDATE)
  @IsOptional()
  location!: string;
}

/** The courier's webhook body; fields the shop does not use are let through as they come. */
@WireSchema('CourierWebhookRequest')
export class CourierWebhookDto implements CourierWebhookRequest {
  @MaxLength(40, NOT_AN_UPDATE)
  @IsNotEmpty(NOT_AN_UPDATE)
  @IsString(NOT_AN_UPDATE)
  awb!: string;

  @MaxLength(60, NOT_AN_UPDATE)
  @IsNotEmpty(NOT_AN_UPDATE)
  @IsString(NOT_AN_UPDATE)
  current_status!: string;

  @MaxLength(40, NOT_AN_UPDATE)
  @IsString(NOT_AN_UPDATE)
  @IsOptional()
  current_timestamp?: string;

  @ValidateNested({ each: true })
  @IsObject({ each: true, ...NOT_AN_UPDATE })
  @Type(() => CourierScanDto)
  @ArrayMaxSize(500, NOT_AN_UPDATE)
  @IsArray(NOT_AN_UPDATE)
  @IsOptional()
  scans?: CourierScanDto[];
}
