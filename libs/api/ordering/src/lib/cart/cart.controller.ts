import { Body, Controller, Get, Param, Post, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated, CurrentUser, ErrorBody, IdParam, wire, type AuthenticatedUser } from '@nidra/api/core';
import type { AddToCartResponse, PricedCartResponse } from '@nidra/shared/contracts';
import { AddToCartDto, PricedCartQueryDto } from './cart.dto';
import { CartService } from './cart.service';

@ApiTags('cart')
@Controller('cart')
export class CartController {
  constructor(private readonly carts: CartService) {}

  @Post('add')
  @Authenticated()
  @ApiOperation({ summary: 'Make a server cart from the browser’s lines; the server prices every line' })
  @ApiCreatedResponse(wire('AddToCartResponse'))
  @ApiBadRequestResponse({ type: ErrorBody })
  add(@CurrentUser() caller: AuthenticatedUser, @Body() body: AddToCartDto): Promise<AddToCartResponse> {
    return this.carts.add(caller.id, body.products);
  }

  @Get(':cartId')
  @Authenticated()
  @ApiOperation({ summary: 'The caller’s bag, priced for delivery to a pincode: the totals an order placed from it carries' })
  @ApiOkResponse(wire('PricedCartResponse'))
  @ApiBadRequestResponse({ type: ErrorBody, description: 'A pincode that is malformed or unknown' })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'No such cart, or another person’s' })
  view(
    @Param('cartId', IdParam()) cartId: string,
    @Query() query: PricedCartQueryDto,
    @CurrentUser() caller: AuthenticatedUser,
  ): Promise<PricedCartResponse> {
    return this.carts.view(cartId, caller.id, query.pincode);
  }
}
