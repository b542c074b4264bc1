import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsDefined, IsUUID } from 'class-validator';
import { ProductMessage, type WishlistEntryDto, type WishlistRequest } from '@nidra/shared/contracts';

export class WishlistDto implements WishlistRequest {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('4', { message: ProductMessage.notFound })
  @IsDefined({ message: 'Product is required.' })
  product!: string;

  @ApiProperty()
  @IsBoolean({ message: 'Liked must be true or false.' })
  @IsDefined({ message: 'Liked must be true or false.' })
  isLiked!: boolean;
}

class WishlistProductBody {
  @ApiProperty({ format: 'uuid' }) _id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() slug!: string;
  @ApiProperty({ description: 'Base price in rupees' }) price!: number;
  @ApiProperty({ type: String, nullable: true }) imageUrl!: string | null;
}

export class WishlistEntryBody implements WishlistEntryDto {
  @ApiProperty({ format: 'uuid' }) _id!: string;
  @ApiProperty({ type: WishlistProductBody }) product!: WishlistProductBody;
  @ApiProperty() isLiked!: boolean;
  @ApiProperty({ format: 'date-time' }) created!: string;
}

export class WishlistBody {
  @ApiProperty({ type: [WishlistEntryBody] }) wishlist!: WishlistEntryBody[];
}

export class WishlistChangedBody {
  @ApiProperty({ example: true }) success!: true;
  @ApiProperty() message!: string;
  @ApiProperty({ type: WishlistEntryBody }) wishlist!: WishlistEntryBody;
}
