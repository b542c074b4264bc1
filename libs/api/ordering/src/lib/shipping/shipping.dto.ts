import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayNotEmpty,
  IsArray,
  IsDefined,
  IsNumber,
  IsObject,
  IsString,
  IsUUID,
  Matches,
  Max,
  Min,
  ValidateNested,
} from 'class-validator';
import { OptionalNotNull, WireSchema } from '@nidra/api/core';
import { EWAY_BILL_PATTERN, ShippingMessage, type BookShipmentRequest, type ReturnPickupRequest, type ShipmentPackage } from '@nidra/shared/contracts';

/** A measure of the package: a number with at most two decimals within the range. */
const NUMBER = { maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false } as const;
const INVALID = { message: ShippingMessage.packageInvalid };

@WireSchema('ShipmentPackage')
export class ShipmentPackageDto implements ShipmentPackage {
  @Max(100, INVALID)
  @Min(0.1, INVALID)
  @IsNumber(NUMBER, INVALID)
  @IsDefined(INVALID)
  weightKg!: number;

  @Max(300, INVALID)
  @Min(1, INVALID)
  @IsNumber(NUMBER, INVALID)
  @IsDefined(INVALID)
  lengthCm!: number;

  @Max(300, INVALID)
  @Min(1, INVALID)
  @IsNumber(NUMBER, INVALID)
  @IsDefined(INVALID)
  breadthCm!: number;

  @Max(300, INVALID)
  @Min(1, INVALID)
  @IsNumber(NUMBER, INVALID)
  @IsDefined(INVALID)
  heightCm!: number;
}

@WireSchema('BookShipmentRequest')
export class BookShipmentDto implements BookShipmentRequest {
  @IsUUID('4', { each: true, message: ShippingMessage.itemNotInOrder })
  @ArrayMaxSize(100, { message: ShippingMessage.itemNotInOrder })
  @ArrayNotEmpty({ message: ShippingMessage.itemsRequired })
  @IsArray({ message: ShippingMessage.itemsRequired })
  items!: string[];

  @ValidateNested()
  @IsObject({ message: ShippingMessage.packageInvalid })
  @Type(() => ShipmentPackageDto)
  @IsDefined({ message: ShippingMessage.packageInvalid })
  package!: ShipmentPackageDto;

  @Matches(EWAY_BILL_PATTERN, { message: ShippingMessage.ewayBillInvalid })
  @IsString({ message: ShippingMessage.ewayBillInvalid })
  @OptionalNotNull()
  ewayBill?: string;
}

@WireSchema('ReturnPickupRequest')
export class ReturnPickupDto implements ReturnPickupRequest {
  @ValidateNested()
  @IsObject({ message: ShippingMessage.packageInvalid })
  @Type(() => ShipmentPackageDto)
  @OptionalNotNull()
  package?: ShipmentPackageDto;
}
