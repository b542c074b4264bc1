import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { Authenticated, CurrentUser, ErrorBody, IdParam, Roles, wire, type AuthenticatedUser } from '@nidra/api/core';
import {
  awaitsPayment,
  CheckoutMessage,
  OrderMessage,
  Role,
  type ItemStatusResponse,
  type OrderCancelResponse,
  type OrderListResponse,
  type OrderResponse,
  type PlaceOrderResponse,
} from '@nidra/shared/contracts';
import { ItemStatusDto, OrderSearchQuery, PlaceOrderDto } from './dto/order.dto';
import { toOrderDto } from '../model/order.mapper';
import { OrderChangesService } from './order-changes.service';
import { OrdersService } from './orders.service';

@ApiTags('order')
@Controller('order')
export class OrdersController {
  constructor(
    private readonly orders: OrdersService,
    private readonly changes: OrderChangesService,
  ) {}

  @Post('add')
  @Authenticated()
  @ApiOperation({ summary: 'Place your cart: stock is checked and taken in one step; again gives the same order' })
  @ApiCreatedResponse(wire('PlaceOrderResponse'))
  @ApiBadRequestResponse({ type: ErrorBody, description: 'A line is short of stock; nothing was written' })
  @ApiNotFoundResponse({ type: ErrorBody })
  async place(@CurrentUser() caller: AuthenticatedUser, @Body() body: PlaceOrderDto): Promise<PlaceOrderResponse> {
    const address = body.address && { ...body.address, pincode: body.address.pincode ?? body.address.zipCode };
    const { order, invoiceNumber, payment } = await this.orders.place(caller, body.cartId, { ...body, address });
    const message = order.paymentStatus === 'pending' ? CheckoutMessage.awaitingPayment : OrderMessage.placed;
    return { success: true, message, order: toOrderDto(order, invoiceNumber), ...(payment ? { payment } : {}) };
  }

  @Get()
  @Authenticated()
  @ApiOperation({ summary: 'Your orders, newest first' })
  @ApiOkResponse(wire('OrderListResponse'))
  async mine(@CurrentUser() caller: AuthenticatedUser): Promise<OrderListResponse> {
    return { orders: await this.orders.present(await this.orders.mine(caller.id)) };
  }

  @Get('sold')
  @Roles(Role.Merchant)
  @ApiOperation({ summary: 'Orders holding your brand’s items, newest first, each with only those items (merchants)' })
  @ApiOkResponse(wire('OrderListResponse'))
  async sold(@CurrentUser() caller: AuthenticatedUser): Promise<OrderListResponse> {
    return { orders: caller.merchantId ? await this.orders.sold(caller.merchantId) : [] };
  }

  @Get('allorder')
  @Roles(Role.Admin)
  @ApiOperation({ summary: "Every customer's orders, newest first" })
  @ApiOkResponse(wire('OrderListResponse'))
  async all(): Promise<OrderListResponse> {
    return { orders: await this.orders.present(await this.orders.all()) };
  }

  @Get('search')
  @Authenticated()
  @ApiOperation({ summary: 'Your orders whose id contains the text (every customer’s for an administrator)' })
  @ApiOkResponse(wire('OrderListResponse'))
  @ApiBadRequestResponse({ type: ErrorBody, description: 'Fewer than 2 characters' })
  async search(@Query() query: OrderSearchQuery, @CurrentUser() caller: AuthenticatedUser): Promise<OrderListResponse> {
    return { orders: await this.orders.present(await this.orders.search(query.search, caller, query.scope === 'mine')) };
  }

  @Put('status/item/:itemId')
  @Authenticated()
  @ApiOperation({ summary: 'Set an item’s status: administrators any; the owner may only cancel an item not yet Delivered' })
  @ApiOkResponse(wire('ItemStatusResponse'))
  @ApiBadRequestResponse({ type: ErrorBody, description: 'The item is Delivered or already Cancelled, or stock is short' })
  @ApiForbiddenResponse({ type: ErrorBody, description: 'A member setting anything but Cancelled' })
  @ApiNotFoundResponse({ type: ErrorBody })
  async setItemStatus(
    @Param('itemId', IdParam()) itemId: string,
    @Body() body: ItemStatusDto,
    @CurrentUser() caller: AuthenticatedUser,
  ): Promise<ItemStatusResponse> {
    const { order, orderCancelled } = await this.changes.setItemStatus(caller, itemId, body);
    const message = caller.role === Role.Admin ? OrderMessage.statusUpdated : OrderMessage.itemCancelled;
    const [dto] = await this.orders.present([order]);
    return { success: true, message, orderCancelled, order: dto };
  }

  @Delete('cancel/:id')
  @Authenticated()
  @ApiOperation({ summary: 'Cancel a whole order while none of it is Delivered; stock returns' })
  @ApiOkResponse(wire('OrderCancelResponse'))
  @ApiBadRequestResponse({ type: ErrorBody, description: 'An item is Delivered' })
  @ApiNotFoundResponse({ type: ErrorBody })
  async cancel(@Param('id', IdParam()) id: string, @CurrentUser() caller: AuthenticatedUser): Promise<OrderCancelResponse> {
    const order = await this.changes.cancel(id, caller);
    const [dto] = await this.orders.present([order]);
    return { success: true, message: awaitsPayment(order.paymentStatus) ? OrderMessage.cancelledBeforePayment : OrderMessage.orderCancelled, order: dto };
  }

  @Get(':id')
  @Authenticated()
  @ApiOperation({ summary: 'One of your orders (any order for an administrator; for a merchant, one holding its items, with only those)' })
  @ApiOkResponse(wire('OrderResponse'))
  @ApiNotFoundResponse({ type: ErrorBody })
  async get(@Param('id', IdParam()) id: string, @CurrentUser() caller: AuthenticatedUser): Promise<OrderResponse> {
    return { order: await this.orders.one(id, caller) };
  }
}
