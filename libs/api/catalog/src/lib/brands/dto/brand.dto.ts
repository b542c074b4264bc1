import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsDefined, IsNotEmpty, IsObject, IsString, MaxLength, ValidateNested } from 'class-validator';
import { OptionalNotNull, PlainName, Trim } from '@nidra/api/core';
import { ActiveFieldDto } from '../../active.dto';
import { CatalogMessage, DESCRIPTION_MAX_LENGTH, type BrandDto, type BrandFields } from '@nidra/shared/contracts';

export class BrandFieldsDto implements BrandFields {
  @ApiProperty({ example: 'SleepWell' })
  @PlainName('Name')
  @MaxLength(100, { message: 'Name may not be greater than 100 characters.' })
  @IsString({ message: CatalogMessage.nameRequired })
  @IsNotEmpty({ message: CatalogMessage.nameRequired })
  @Trim()
  name!: string;

  @ApiProperty({ maxLength: DESCRIPTION_MAX_LENGTH, example: 'Orthopaedic mattresses made in Pune.' })
  @MaxLength(DESCRIPTION_MAX_LENGTH, { message: CatalogMessage.descriptionMax })
  @IsString({ message: CatalogMessage.descriptionRequired })
  @IsNotEmpty({ message: CatalogMessage.descriptionRequired })
  @Trim()
  description!: string;

  @ApiPropertyOptional({ default: true })
  @IsBoolean({ message: 'Active must be true or false.' })
  @OptionalNotNull()
  isActive?: boolean;
}

/** `PUT /api/brand/{id}` takes `{ brand: { name, description } }`. */
export class UpdateBrandDto {
  @ApiProperty({ type: BrandFieldsDto })
  @ValidateNested()
  @IsObject({ message: 'Brand must be an object.' })
  @Type(() => BrandFieldsDto)
  @IsDefined({ message: CatalogMessage.nameRequired })
  brand!: BrandFieldsDto;
}

/** `PUT /api/brand/{id}/active` takes `{ brand: { isActive } }`. */
export class BrandActiveDto {
  @ApiProperty({ type: ActiveFieldDto })
  @ValidateNested()
  @IsObject({ message: 'Brand must be an object.' })
  @Type(() => ActiveFieldDto)
  @IsDefined({ message: 'Active must be true or false.' })
  brand!: ActiveFieldDto;
}

export class BrandBody implements BrandDto {
  @ApiProperty({ format: 'uuid' }) _id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() slug!: string;
  @ApiProperty() description!: string;
  @ApiProperty() isActive!: boolean;
  @ApiProperty({ type: String, nullable: true, description: 'Merchant record selling under the brand' })
  merchant!: string | null;
  @ApiProperty({ format: 'date-time' }) created!: string;
}

export class BrandListBody {
  @ApiProperty({ type: [BrandBody] }) brands!: BrandBody[];
}

export class BrandEnvelope {
  @ApiProperty({ type: BrandBody }) brand!: BrandBody;
}

export class BrandChangedBody {
  @ApiProperty({ example: true }) success!: true;
  @ApiProperty() message!: string;
  @ApiProperty({ type: BrandBody }) brand!: BrandBody;
}

class BrandOptionBody {
  @ApiProperty({ format: 'uuid' }) _id!: string;
  @ApiProperty() name!: string;
}

export class BrandOptionsBody {
  @ApiProperty({ type: [BrandOptionBody] }) brands!: BrandOptionBody[];
}
