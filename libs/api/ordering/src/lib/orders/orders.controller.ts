import { Body, Controller, Get, Param, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProperty,
  ApiPropertyOptional,
  ApiTags,
} from '@nestjs/swagger';
import { IsNumber, IsOptional, IsUUID } from 'class-validator';
import { Authenticated, CurrentUser, ErrorBody, IdParam, Roles, type AuthenticatedUser } from '@nidra/api/core';
import { OrderMessage, Role } from '@nidra/shared/contracts';
import { toOrderDto } from './order.mapper';
import { OrdersService } from './orders.service';

class PlaceOrderDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('4', { message: OrderMessage.cartNotFound })
  cartId!: string;

  @ApiPropertyOptional({ description: 'Sent by older clients; ignored, the server computes totals' })
  @IsNumber({}, { message: 'Total must be a number.' })
  @IsOptional()
  total?: number;
}

class OrderItemProductBody {
  @ApiProperty({ type: String, nullable: true }) _id!: string | null;
  @ApiProperty() name!: string;
  @ApiProperty() slug!: string;
  @ApiProperty() price!: number;
  @ApiProperty({ type: String, nullable: true }) imageUrl!: string | null;
  @ApiProperty({ description: 'False when the product has since been deleted' }) available!: boolean;
}

class OrderItemBody {
  @ApiProperty({ format: 'uuid' }) _id!: string;
  @ApiProperty() status!: string;
  @ApiProperty() quantity!: number;
  @ApiProperty({ type: String, nullable: true }) size!: string | null;
  @ApiProperty() purchasePrice!: number;
  @ApiProperty() totalPrice!: number;
  @ApiProperty() totalTax!: number;
  @ApiProperty({ type: OrderItemProductBody }) product!: OrderItemProductBody;
}

class OrderBody {
  @ApiProperty({ format: 'uuid' }) _id!: string;
  @ApiProperty({ format: 'uuid' }) cartId!: string;
  @ApiProperty({ format: 'date-time' }) created!: string;
  @ApiProperty() total!: number;
  @ApiProperty() totalTax!: number;
  @ApiProperty() totalWithTax!: number;
  @ApiProperty() status!: string;
  @ApiProperty({ type: [OrderItemBody] }) products!: OrderItemBody[];
}

class OrderListBody {
  @ApiProperty({ type: [OrderBody] }) orders!: OrderBody[];
}

class OrderEnvelope {
  @ApiProperty({ type: OrderBody }) order!: OrderBody;
}

class PlacedBody {
  @ApiProperty({ example: true }) success!: true;
  @ApiProperty() message!: string;
  @ApiProperty({ type: OrderBody }) order!: OrderBody;
}

@ApiTags('order')
@Controller('order')
export class OrdersController {
  constructor(private readonly orders: OrdersService) {}

  @Post('add')
  @Authenticated()
  @ApiOperation({ summary: 'Place your cart: stock is checked and taken in one step; again gives the same order' })
  @ApiCreatedResponse({ type: PlacedBody })
  @ApiBadRequestResponse({ type: ErrorBody, description: 'A line is short of stock; nothing was written' })
  @ApiNotFoundResponse({ type: ErrorBody })
  async place(@CurrentUser() caller: AuthenticatedUser, @Body() body: PlaceOrderDto) {
    const order = await this.orders.place(caller.id, body.cartId);
    return { success: true, message: OrderMessage.placed, order: toOrderDto(order) };
  }

  @Get()
  @Authenticated()
  @ApiOperation({ summary: 'Your orders, newest first' })
  @ApiOkResponse({ type: OrderListBody })
  async mine(@CurrentUser() caller: AuthenticatedUser) {
    return { orders: (await this.orders.mine(caller.id)).map(toOrderDto) };
  }

  @Get('allorder')
  @Roles(Role.Admin)
  @ApiOperation({ summary: "Every customer's orders, newest first" })
  @ApiOkResponse({ type: OrderListBody })
  async all() {
    return { orders: (await this.orders.all()).map(toOrderDto) };
  }

  @Get(':id')
  @Authenticated()
  @ApiOperation({ summary: 'One of your orders (any order for an administrator)' })
  @ApiOkResponse({ type: OrderEnvelope })
  @ApiNotFoundResponse({ type: ErrorBody })
  async get(@Param('id', IdParam()) id: string, @CurrentUser() caller: AuthenticatedUser) {
    return { order: toOrderDto(await this.orders.get(id, caller)) };
  }
}
