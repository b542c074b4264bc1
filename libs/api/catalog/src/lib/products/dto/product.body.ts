import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { ProductBrandDto, ProductDto } from '@nidra/shared/contracts';

class ProductBrandBody implements ProductBrandDto {
  @ApiProperty({ format: 'uuid' }) _id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() slug!: string;
  @ApiProperty() isActive!: boolean;
  @ApiProperty({ type: String, nullable: true }) merchant!: string | null;
}

export class ProductBody implements ProductDto {
  @ApiProperty({ format: 'uuid' }) _id!: string;
  @ApiProperty() sku!: string;
  @ApiProperty() name!: string;
  @ApiProperty() slug!: string;
  @ApiProperty() description!: string;
  @ApiProperty({ description: 'Units in stock' }) quantity!: number;
  @ApiProperty({ description: 'Base price in rupees' }) price!: number;
  @ApiProperty() taxable!: boolean;
  @ApiProperty() isActive!: boolean;
  @ApiProperty({ type: ProductBrandBody, nullable: true }) brand!: ProductBrandBody | null;
  @ApiProperty({ type: [String] }) imageUrls!: string[];
  @ApiProperty({ type: String, nullable: true }) imageUrl!: string | null;
  @ApiProperty() averageRating!: number;
  @ApiPropertyOptional() isLiked?: boolean;
  @ApiProperty({ format: 'date-time' }) created!: string;
  @ApiProperty({ example: '9404', description: 'HSN code on the tax invoice' }) hsn!: string;
  @ApiProperty({ type: Number, nullable: true, description: 'Its own GST rate in percent; null: the shop’s' }) gstRate!: number | null;
}

export class ProductListBody {
  @ApiProperty({ type: [ProductBody] }) products!: ProductBody[];
}

export class ProductEnvelope {
  @ApiProperty({ type: ProductBody }) product!: ProductBody;
}

export class ProductChangedBody {
  @ApiProperty({ example: true }) success!: true;
  @ApiProperty() message!: string;
  @ApiProperty({ type: ProductBody }) product!: ProductBody;
}

class ProductOptionBody {
  @ApiProperty({ format: 'uuid' }) _id!: string;
  @ApiProperty() name!: string;
}

export class ProductOptionsBody {
  @ApiProperty({ type: [ProductOptionBody] }) products!: ProductOptionBody[];
}
