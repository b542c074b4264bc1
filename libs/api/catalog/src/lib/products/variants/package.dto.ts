import { applyDecorators } from '@nestjs/common';
import { IsDefined, IsNumber, Max, Min } from 'class-validator';
import { WireSchema } from '@nidra/api/core';
import { PACKAGE_LIMITS, ShippingMessage, type ShipmentPackage } from '@nidra/shared/contracts';

const INVALID = { message: ShippingMessage.packageInvalid };

/** A measure of the package: given, a number with at most two decimals, within its range. */
const Measure = ({ min, max }: { min: number; max: number }) =>
  applyDecorators(IsDefined(INVALID), IsNumber({ maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false }, INVALID), Min(min, INVALID), Max(max, INVALID));

/** A package's weight and size as the courier takes them: a variant's unit packed, or a parcel booked. */
@WireSchema('ShipmentPackage')
export class ShipmentPackageDto implements ShipmentPackage {
  @Measure(PACKAGE_LIMITS.weightKg)
  weightKg!: number;

  @Measure(PACKAGE_LIMITS.cm)
  lengthCm!: number;

  @Measure(PACKAGE_LIMITS.cm)
  breadthCm!: number;

  @Measure(PACKAGE_LIMITS.cm)
  heightCm!: number;
}
