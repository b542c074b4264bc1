import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayNotEmpty,
  IsArray,
  IsBoolean,
  IsDefined,
  IsNotEmpty,
  IsObject,
  IsString,
  IsUUID,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { OptionalNotNull, Trim, WireSchema } from '@nidra/api/core';
import { ActiveFieldDto } from '../../active.dto';
import {
  CatalogMessage,
  CategoryMessage,
  DESCRIPTION_MAX_LENGTH,
  type CategoryActiveRequest,
  type CategoryFields,
  type UpdateCategoryRequest,
} from '@nidra/shared/contracts';

@WireSchema('CategoryFields')
export class CategoryFieldsDto implements CategoryFields {
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

  @IsUUID('4', { each: true, message: CategoryMessage.productNotFound })
  @ArrayMaxSize(1000, { message: 'A category may hold at most 1000 products.' })
  @ArrayNotEmpty({ message: CategoryMessage.productsRequired })
  @IsArray({ message: CategoryMessage.productsRequired })
  products!: string[];

  @IsBoolean({ message: 'Active must be true or false.' })
  @OptionalNotNull()
  isActive?: boolean;
}

@WireSchema('UpdateCategoryRequest')
export class UpdateCategoryDto implements UpdateCategoryRequest {
  @ValidateNested()
  @IsObject({ message: 'Category must be an object.' })
  @Type(() => CategoryFieldsDto)
  @IsDefined({ message: CatalogMessage.nameRequired })
  category!: CategoryFieldsDto;
}

@WireSchema('CategoryActiveRequest')
export class CategoryActiveDto implements CategoryActiveRequest {
  @ValidateNested()
  @IsObject({ message: 'Category must be an object.' })
  @Type(() => ActiveFieldDto)
  @IsDefined({ message: 'Active must be true or false.' })
  category!: ActiveFieldDto;
}
