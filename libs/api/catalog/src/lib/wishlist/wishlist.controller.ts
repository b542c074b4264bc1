import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated, CurrentUser, ErrorBody, wire, type AuthenticatedUser } from '@nidra/api/core';
import { WishlistMessage, type WishlistChangedResponse, type WishlistResponse } from '@nidra/shared/contracts';
import { WishlistDto } from './wishlist.dto';
import { WishlistService } from './wishlist.service';

@ApiTags('wishlist')
@Controller('wishlist')
@Authenticated()
export class WishlistController {
  constructor(private readonly wishlist: WishlistService) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Like or unlike a product' })
  @ApiOkResponse(wire('WishlistChangedResponse'))
  @ApiBadRequestResponse({ type: ErrorBody })
  @ApiNotFoundResponse({ type: ErrorBody })
  async set(@CurrentUser() caller: AuthenticatedUser, @Body() body: WishlistDto): Promise<WishlistChangedResponse> {
    const entry = await this.wishlist.set(caller.id, body.product, body.isLiked);
    return { success: true, message: body.isLiked ? WishlistMessage.added : WishlistMessage.removed, wishlist: entry };
  }

  @Get()
  @ApiOperation({ summary: 'The products you like' })
  @ApiOkResponse(wire('WishlistResponse'))
  async list(@CurrentUser() caller: AuthenticatedUser): Promise<WishlistResponse> {
    return { wishlist: await this.wishlist.list(caller.id) };
  }
}
