import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayNotEmpty, IsArray, IsDefined, IsObject, IsString, IsUUID, Matches, ValidateNested } from 'class-validator';
import { ShipmentPackageDto } from '@nidra/api/catalog';
import { OptionalNotNull, WireSchema } from '@nidra/api/core';
import { EWAY_BILL_PATTERN, ShippingMessage, type BookShipmentRequest, type ReturnPickupRequest } from '@nidra/shared/contracts';

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
