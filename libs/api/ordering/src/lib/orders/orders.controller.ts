import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProperty,
  ApiPropertyOptional,
  ApiTags,
} from '@nestjs/swagger';
import {
  IsIn,
  IsNotEmpty,
  IsNumber,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  MaxLength,
  MinLength,
  Validate,
  ValidateIf,
  ValidateNested,
  ValidatorConstraint,
  type ValidatorConstraintInterface,
} from 'class-validator';
import { Transform, Type } from 'class-transformer';
import { Authenticated, CurrentUser, ErrorBody, FormNumber, IdParam, Roles, Trim, type AuthenticatedUser } from '@nidra/api/core';
import {
  AddressMessage,
  CheckoutMessage,
  ITEM_STATUSES,
  ItemStatus,
  MOBILE_PATTERN,
  OrderMessage,
  PAYMENT_METHODS,
  PINCODE_PATTERN,
  Role,
  isValidGstin,
  type CheckoutAddress,
  type PaymentMethod,
} from '@nidra/shared/contracts';

/** A GSTIN of the right shape, a state code in use and the right check character. */
@ValidatorConstraint({ name: 'gstin' })
class ValidGstin implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return typeof value === 'string' && isValidGstin(value);
  }
}
import { toOrderDto } from './order.mapper';
import { OrdersService } from './orders.service';

class CheckoutAddressDto implements CheckoutAddress {
  @ApiProperty({ example: 'Asha Rao' })
  @MaxLength(100, { message: 'Name may not be greater than 100 characters.' })
  @IsNotEmpty({ message: CheckoutMessage.nameRequired })
  @IsString({ message: CheckoutMessage.nameRequired })
  @Trim()
  name!: string;

  @ApiProperty({ example: '9876543210', description: 'Ten digits, the first 6 to 9: the courier calls it' })
  @Matches(MOBILE_PATTERN, { message: CheckoutMessage.mobileInvalid })
  @IsString({ message: CheckoutMessage.mobileInvalid })
  @Trim()
  mobile!: string;

  @ApiProperty({ example: '12, 4th Cross, Jayanagar' })
  @MaxLength(200, { message: 'Address may not be greater than 200 characters.' })
  @IsNotEmpty({ message: AddressMessage.addressRequired })
  @IsString({ message: AddressMessage.addressRequired })
  @Trim()
  address!: string;

  @ApiProperty({ example: '560041', description: 'Six digits, the first 1 to 9' })
  @Matches(PINCODE_PATTERN, { message: CheckoutMessage.pincodeInvalid })
  @IsString({ message: CheckoutMessage.pincodeInvalid })
  @Trim()
  @ValidateIf((typed: CheckoutAddressDto) => typed.zipCode === undefined)
  pincode!: string;

  @ApiPropertyOptional({ example: '560041', description: 'The address book’s name for the pincode, taken in its place' })
  @Matches(PINCODE_PATTERN, { message: CheckoutMessage.pincodeInvalid })
  @IsString({ message: CheckoutMessage.pincodeInvalid })
  @Trim()
  @IsOptional()
  zipCode?: string;

  @ApiPropertyOptional({ example: 'Bengaluru', description: 'From the pincode when left out' })
  @MaxLength(100, { message: 'City may not be greater than 100 characters.' })
  @IsString({ message: AddressMessage.cityRequired })
  @Trim()
  @IsOptional()
  city?: string;

  @ApiPropertyOptional({ example: 'Karnataka', description: 'From the pincode when left out' })
  @MaxLength(100, { message: 'State may not be greater than 100 characters.' })
  @IsString({ message: AddressMessage.stateRequired })
  @Trim()
  @IsOptional()
  state?: string;

  @ApiPropertyOptional({ example: 'India', description: 'The shop delivers in India only' })
  @IsIn(['India', 'india', 'IN'], { message: 'We deliver in India only.' })
  @IsOptional()
  country?: string;
}

class PlaceOrderDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('4', { message: OrderMessage.cartNotFound })
  cartId!: string;

  @ApiPropertyOptional({
    oneOf: [{ type: 'number' }, { type: 'string', example: '2098' }],
    description: 'What the browser last showed (the spec’s client sends it back as text after a reload); informational only, the server prices the order',
  })
  @IsNumber({}, { message: 'Total must be a number.' })
  @IsOptional()
  @FormNumber()
  total?: number;

  @ApiPropertyOptional({ format: 'uuid', description: 'One of your addresses; with neither this nor `address`, your default address' })
  @IsUUID('4', { message: AddressMessage.notFound })
  @IsOptional()
  addressId?: string;

  @ApiPropertyOptional({ type: CheckoutAddressDto, description: 'An address typed at checkout instead of one from the address book' })
  @ValidateNested()
  @Type(() => CheckoutAddressDto)
  @IsOptional()
  address?: CheckoutAddressDto;

  @ApiPropertyOptional({ enum: PAYMENT_METHODS, default: 'cod' })
  @IsIn(PAYMENT_METHODS, { message: CheckoutMessage.paymentMethod })
  @IsOptional()
  paymentMethod?: PaymentMethod;

  @ApiPropertyOptional({ example: '29ABCDE1234F1ZW', description: 'A business buyer’s GSTIN, for the tax invoice' })
  @Validate(ValidGstin, { message: CheckoutMessage.gstinInvalid })
  @IsString({ message: CheckoutMessage.gstinInvalid })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() || undefined : value))
  @IsOptional()
  buyerGstin?: string;
}

class OrderSearchQuery {
  @ApiProperty({ description: 'Text found in the order id, 2 characters or more', minLength: 2 })
  @MaxLength(36, { message: 'Search may not be greater than 36 characters.' })
  @MinLength(2, { message: OrderMessage.searchTooShort })
  @IsString({ message: OrderMessage.searchTooShort })
  @Trim()
  search!: string;

  @ApiPropertyOptional({ enum: ['mine', 'all'], default: 'all', description: 'An administrator may narrow the search to their own orders' })
  @IsIn(['mine', 'all'], { message: 'Scope must be mine or all.' })
  @IsOptional()
  scope?: 'mine' | 'all';
}

class ItemStatusDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('4', { message: OrderMessage.notFound })
  orderId!: string;

  @ApiPropertyOptional({ format: 'uuid', description: "When sent, it must be the order's cart" })
  @IsUUID('4', { message: OrderMessage.notFound })
  @IsOptional()
  cartId?: string;

  @ApiProperty({ enum: ITEM_STATUSES })
  @IsIn(ITEM_STATUSES, { message: OrderMessage.unknownStatus })
  status!: ItemStatus;

  @ApiPropertyOptional({ example: 'Delhivery', description: 'With Shipped only' })
  @MaxLength(60, { message: 'Courier may not be greater than 60 characters.' })
  @IsString({ message: 'Courier must be text.' })
  @Trim()
  @IsOptional()
  courier?: string;

  @ApiPropertyOptional({ example: '1234567890123', description: 'With Shipped only' })
  @MaxLength(40, { message: 'Tracking number may not be greater than 40 characters.' })
  @IsString({ message: 'Tracking number must be text.' })
  @Trim()
  @IsOptional()
  trackingNumber?: string;
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
  @ApiProperty({ type: String, nullable: true }) courier!: string | null;
  @ApiProperty({ type: String, nullable: true }) trackingNumber!: string | null;
  @ApiProperty({ type: OrderItemProductBody }) product!: OrderItemProductBody;
}

class DeliveryAddressBody {
  @ApiProperty() name!: string;
  @ApiProperty() mobile!: string;
  @ApiProperty() address!: string;
  @ApiProperty() city!: string;
  @ApiProperty() state!: string;
  @ApiProperty({ example: '29', description: 'The two-digit GST state code' }) stateCode!: string;
  @ApiProperty() pincode!: string;
  @ApiProperty({ example: 'India' }) country!: string;
}

class RazorpayPaymentBody {
  @ApiProperty({ example: 'razorpay' }) provider!: 'razorpay';
  @ApiProperty() keyId!: string;
  @ApiProperty() razorpayOrderId!: string;
  @ApiProperty({ description: 'In paise: the total with GST × 100' }) amount!: number;
  @ApiProperty({ example: 'INR' }) currency!: 'INR';
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
  @ApiProperty({ type: DeliveryAddressBody, nullable: true }) deliveryAddress!: DeliveryAddressBody | null;
  @ApiProperty({ enum: PAYMENT_METHODS }) paymentMethod!: PaymentMethod;
  @ApiProperty({ enum: ['cod', 'pending', 'paid', 'expired', 'refunded'] }) paymentStatus!: string;
  @ApiProperty({ type: String, nullable: true }) buyerGstin!: string | null;
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
  @ApiPropertyOptional({ type: RazorpayPaymentBody, description: 'For online payment: what Razorpay Checkout opens with' })
  payment?: RazorpayPaymentBody;
}

class ItemStatusBody {
  @ApiProperty({ example: true }) success!: true;
  @ApiProperty() message!: string;
  @ApiProperty({ description: 'True when every item of the order is now cancelled' }) orderCancelled!: boolean;
  @ApiProperty({ type: OrderBody }) order!: OrderBody;
}

class CancelledBody {
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
    const address = body.address && { ...body.address, pincode: body.address.pincode ?? body.address.zipCode };
    const { order, payment } = await this.orders.place(caller, body.cartId, { ...body, address });
    const message = order.paymentStatus === 'pending' ? CheckoutMessage.awaitingPayment : OrderMessage.placed;
    return { success: true, message, order: toOrderDto(order), ...(payment ? { payment } : {}) };
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

  @Get('search')
  @Authenticated()
  @ApiOperation({ summary: 'Your orders whose id contains the text (every customer’s for an administrator)' })
  @ApiOkResponse({ type: OrderListBody })
  @ApiBadRequestResponse({ type: ErrorBody, description: 'Fewer than 2 characters' })
  async search(@Query() query: OrderSearchQuery, @CurrentUser() caller: AuthenticatedUser) {
    return { orders: (await this.orders.search(query.search, caller, query.scope === 'mine')).map(toOrderDto) };
  }

  @Put('status/item/:itemId')
  @Authenticated()
  @ApiOperation({ summary: 'Set an item’s status: administrators any; the owner may only cancel an item not yet Delivered' })
  @ApiOkResponse({ type: ItemStatusBody })
  @ApiBadRequestResponse({ type: ErrorBody, description: 'The item is Delivered or already Cancelled, or stock is short' })
  @ApiForbiddenResponse({ type: ErrorBody, description: 'A member setting anything but Cancelled' })
  @ApiNotFoundResponse({ type: ErrorBody })
  async setItemStatus(
    @Param('itemId', IdParam()) itemId: string,
    @Body() body: ItemStatusDto,
    @CurrentUser() caller: AuthenticatedUser,
  ) {
    const { order, orderCancelled } = await this.orders.setItemStatus(caller, itemId, body);
    const message = caller.role === Role.Admin ? OrderMessage.statusUpdated : OrderMessage.itemCancelled;
    return { success: true, message, orderCancelled, order: toOrderDto(order) };
  }

  @Delete('cancel/:id')
  @Authenticated()
  @ApiOperation({ summary: 'Cancel a whole order while none of it is Delivered; stock returns' })
  @ApiOkResponse({ type: CancelledBody })
  @ApiBadRequestResponse({ type: ErrorBody, description: 'An item is Delivered' })
  @ApiNotFoundResponse({ type: ErrorBody })
  async cancel(@Param('id', IdParam()) id: string, @CurrentUser() caller: AuthenticatedUser) {
    return { success: true, message: OrderMessage.orderCancelled, order: toOrderDto(await this.orders.cancel(id, caller)) };
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
