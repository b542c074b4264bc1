import { IsBoolean, IsDefined, IsUUID } from 'class-validator';
import { WireSchema } from '@nidra/api/core';
import { ProductMessage, type WishlistRequest } from '@nidra/shared/contracts';

@WireSchema('WishlistRequest')
export class WishlistDto implements WishlistRequest {
  @IsUUID('4', { message: ProductMessage.notFound })
  @IsDefined({ message: 'Product is required.' })
  product!: string;

  @IsBoolean({ message: 'Liked must be true or false.' })
  @IsDefined({ message: 'Liked must be true or false.' })
  isLiked!: boolean;
}
