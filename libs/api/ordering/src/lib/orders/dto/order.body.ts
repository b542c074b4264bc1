import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { PAYMENT_METHODS, type PaymentMethod } from '@nidra/shared/contracts';

export class OrderItemProductBody {
  @ApiProperty({ type: String, nullable: true }) _id!: string | null;
  @ApiProperty() name!: string;
  @ApiProperty() slug!: string;
  @ApiProperty() price!: number;
  @ApiProperty({ type: String, nullable: true }) imageUrl!: string | null;
  @ApiProperty({ description: 'False when the product has since been deleted' }) available!: boolean;
}

export class OrderItemBody {
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

export class DeliveryAddressBody {
  @ApiProperty() name!: string;
  @ApiProperty() mobile!: string;
  @ApiProperty() address!: string;
  @ApiProperty() city!: string;
  @ApiProperty() state!: string;
  @ApiProperty({ example: '29', description: 'The two-digit GST state code' }) stateCode!: string;
  @ApiProperty() pincode!: string;
  @ApiProperty({ example: 'India' }) country!: string;
}

export class RazorpayPaymentBody {
  @ApiProperty({ example: 'razorpay' }) provider!: 'razorpay';
  @ApiProperty() keyId!: string;
  @ApiProperty() razorpayOrderId!: string;
  @ApiProperty({ description: 'In paise: the total with GST × 100' }) amount!: number;
  @ApiProperty({ example: 'INR' }) currency!: 'INR';
}

export class OrderBody {
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

export class OrderListBody {
  @ApiProperty({ type: [OrderBody] }) orders!: OrderBody[];
}

export class OrderEnvelope {
  @ApiProperty({ type: OrderBody }) order!: OrderBody;
}

export class PlacedBody {
  @ApiProperty({ example: true }) success!: true;
  @ApiProperty() message!: string;
  @ApiProperty({ type: OrderBody }) order!: OrderBody;
  @ApiPropertyOptional({ type: RazorpayPaymentBody, description: 'For online payment: what Razorpay Checkout opens with' })
  payment?: RazorpayPaymentBody;
}

export class ItemStatusBody {
  @ApiProperty({ example: true }) success!: true;
  @ApiProperty() message!: string;
  @ApiProperty({ description: 'True when every item of the order is now cancelled' }) orderCancelled!: boolean;
  @ApiProperty({ type: OrderBody }) order!: OrderBody;
}

export class CancelledBody {
  @ApiProperty({ example: true }) success!: true;
  @ApiProperty() message!: string;
  @ApiProperty({ type: OrderBody }) order!: OrderBody;
}
