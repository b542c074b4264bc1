import { Body, Controller, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated, CurrentUser, ErrorBody, wire, type AuthenticatedUser } from '@nidra/api/core';
import type { AddToCartResponse } from '@nidra/shared/contracts';
import { AddToCartDto } from './cart.dto';
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
}
