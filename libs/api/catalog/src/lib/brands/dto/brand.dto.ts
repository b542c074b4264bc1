import { Type } from 'class-transformer';
import { IsBoolean, IsDefined, IsNotEmpty, IsObject, IsString, MaxLength, ValidateNested } from 'class-validator';
import { OptionalNotNull, PlainName, Trim, WireSchema } from '@nidra/api/core';
import { ActiveFieldDto } from '../../active.dto';
import {
  CatalogMessage,
  DESCRIPTION_MAX_LENGTH,
  type BrandActiveRequest,
  type BrandFields,
  type UpdateBrandRequest,
} from '@nidra/shared/contracts';

@WireSchema('BrandFields')
export class BrandFieldsDto implements BrandFields {
  @PlainName('Name')
  @MaxLength(100, { message: 'Name may not be greater than 100 characters.' })
  @IsString({ message: CatalogMessage.nameRequired })
  @IsNotEmpty({ message: CatalogMessage.nameRequired })
  @Trim()
  name!: string;

  @MaxLength(DESCRIPTION_MAX_LENGTH, { message: CatalogMessage.descriptionMax })
  @IsString({ message: CatalogMessage.descriptionRequired })
  @IsNotEmpty({ message: CatalogMessage.descriptionRequired })
  @Trim()
  description!: string;

  @IsBoolean({ message: 'Active must be true or false.' })
  @OptionalNotNull()
  isActive?: boolean;
}

/** `PUT /api/brand/{id}` takes `{ brand: { name, description } }`. */
@WireSchema('UpdateBrandRequest')
export class UpdateBrandDto implements UpdateBrandRequest {
  @ValidateNested()
  @IsObject({ message: 'Brand must be an object.' })
  @Type(() => BrandFieldsDto)
  @IsDefined({ message: CatalogMessage.nameRequired })
  brand!: BrandFieldsDto;
}

/** `PUT /api/brand/{id}/active` takes `{ brand: { isActive } }`. */
@WireSchema('BrandActiveRequest')
export class BrandActiveDto implements BrandActiveRequest {
  @ValidateNested()
  @IsObject({ message: 'Brand must be an object.' })
  @Type(() => ActiveFieldDto)
  @IsDefined({ message: 'Active must be true or false.' })
  brand!: ActiveFieldDto;
}
