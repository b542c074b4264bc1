import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
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
import { OptionalNotNull, Trim } from '@nidra/api/core';
import { ActiveFieldDto } from '../../active.dto';
import {
  CatalogMessage,
  CategoryMessage,
  DESCRIPTION_MAX_LENGTH,
  type CategoryDto,
  type CategoryFields,
} from '@nidra/shared/contracts';

export class CategoryFieldsDto implements CategoryFields {
  @ApiProperty({ example: 'Orthopaedic' })
  @MaxLength(100, { message: 'Name may not be greater than 100 characters.' })
  @IsString({ message: CatalogMessage.nameRequired })
  @IsNotEmpty({ message: CatalogMessage.nameRequired })
  @Trim()
  name!: string;

  @ApiProperty({ maxLength: DESCRIPTION_MAX_LENGTH })
  @MaxLength(DESCRIPTION_MAX_LENGTH, { message: CatalogMessage.descriptionMax })
  @IsString({ message: CatalogMessage.descriptionRequired })
  @IsNotEmpty({ message: CatalogMessage.descriptionRequired })
  @Trim()
  description!: string;

  @ApiProperty({ type: [String], format: 'uuid', description: 'Ids of the products in the category' })
  @IsUUID('4', { each: true, message: CategoryMessage.productNotFound })
  @ArrayMaxSize(1000, { message: 'A category may hold at most 1000 products.' })
  @ArrayNotEmpty({ message: CategoryMessage.productsRequired })
  @IsArray({ message: CategoryMessage.productsRequired })
  products!: string[];

  @ApiPropertyOptional({ default: true })
  @IsBoolean({ message: 'Active must be true or false.' })
  @OptionalNotNull()
  isActive?: boolean;
}

export class UpdateCategoryDto {
  @ApiProperty({ type: CategoryFieldsDto })
  @ValidateNested()
  @IsObject({ message: 'Category must be an object.' })
  @Type(() => CategoryFieldsDto)
  @IsDefined({ message: CatalogMessage.nameRequired })
  category!: CategoryFieldsDto;
}

export class CategoryActiveDto {
  @ApiProperty({ type: ActiveFieldDto })
  @ValidateNested()
  @IsObject({ message: 'Category must be an object.' })
  @Type(() => ActiveFieldDto)
  @IsDefined({ message: 'Active must be true or false.' })
  category!: ActiveFieldDto;
}

class CategoryProductBody {
  @ApiProperty({ format: 'uuid' }) _id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() slug!: string;
}

export class CategoryBody implements CategoryDto {
  @ApiProperty({ format: 'uuid' }) _id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() slug!: string;
  @ApiProperty() description!: string;
  @ApiProperty() isActive!: boolean;
  @ApiPropertyOptional({ type: [CategoryProductBody], description: 'On the single-category answers' }) products?: CategoryProductBody[];
  @ApiProperty({ format: 'date-time' }) created!: string;
}

export class CategoryListBody {
  @ApiProperty({ type: [CategoryBody] }) categories!: CategoryBody[];
}

export class CategoryEnvelope {
  @ApiProperty({ type: CategoryBody }) category!: CategoryBody;
}

export class CategoryChangedBody {
  @ApiProperty({ example: true }) success!: true;
  @ApiProperty() message!: string;
  @ApiProperty({ type: CategoryBody }) category!: CategoryBody;
}
