import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { CatalogListener } from './catalog.listener';
import { CatalogModule } from '@nidra/api/catalog';
import { IdentityModule } from '@nidra/api/identity';
import { FulfilmentModule } from '@nidra/api/fulfilment';
import { InvoicingModule } from '@nidra/api/invoicing';
import { MerchantsModule } from '@nidra/api/merchants';
import { LineSellers } from './cart/line-sellers';
import { CartController } from './cart/cart.controller';
import { Cart } from './cart/cart.entity';
import { CartItem } from './cart/cart-item.entity';
import { CartService } from './cart/cart.service';
import { CartCleanupJob } from './cart/cart-cleanup.job';
import { Order } from './model/order.entity';
import { OrderItem } from './model/order-item.entity';
import { OrdersController } from './orders/orders.controller';
import { OrdersService } from './orders/orders.service';
import { OrderChangesService } from './orders/order-changes.service';
import { HeldStock } from './lifecycle/held-stock';
import { OrderLifecycle } from './lifecycle/order-lifecycle';
import { PaymentEvent } from './payments/payment-event.entity';
import { PaymentsController } from './payments/payments.controller';
import { PaymentsService } from './payments/payments.service';
import { PaymentTimeoutJob } from './payments/payment-timeout.job';
import { RazorpayGateway } from './razorpay/razorpay.gateway';
import { ItemReturn } from './model/return.entity';
import { ReturnsController } from './returns/returns.controller';
import { ReturnsService } from './returns/returns.service';
import { BrandSalesDay, ProductSalesDay, ProductSalesMonth, SalesDay } from './insight/sales-day.entity';
import { SalesRollup } from './insight/sales-rollup';
import { SalesInsight } from './insight/sales-insight.service';
import { CourierWebhookController } from './shipping/courier-webhook.controller';
import { ShippingController } from './shipping/shipping.controller';
import { ShippingPollJob } from './shipping/shipping-poll.job';
import { ShippingService } from './shipping/shipping.service';

export const ORDERING_ENTITIES = [Cart, CartItem, Order, OrderItem, PaymentEvent, ItemReturn, SalesDay, BrandSalesDay, ProductSalesDay, ProductSalesMonth];

@Module({
  imports: [MikroOrmModule.forFeature(ORDERING_ENTITIES), CatalogModule, IdentityModule, FulfilmentModule, InvoicingModule, MerchantsModule],
  controllers: [CartController, OrdersController, PaymentsController, ReturnsController, ShippingController, CourierWebhookController],
  providers: [
    LineSellers,
    CartService,
    OrdersService,
    OrderChangesService,
    HeldStock,
    OrderLifecycle,
    CartCleanupJob,
    CatalogListener,
    RazorpayGateway,
    PaymentsService,
    PaymentTimeoutJob,
    ReturnsService,
    SalesRollup,
    SalesInsight,
    ShippingService,
    ShippingPollJob,
  ],
  exports: [SalesInsight],
})
export class OrderingModule {}
