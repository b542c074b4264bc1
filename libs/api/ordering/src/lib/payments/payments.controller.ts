import { Body, Controller, Get, Headers, HttpCode, Post, Req, type RawBodyRequest } from '@nestjs/common';
import { ApiBadRequestResponse, ApiHeader, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import type { FastifyRequest } from 'fastify';
import { IsString, Matches, MaxLength } from 'class-validator';
import { AppConfig, Authenticated, CurrentUser, ErrorBody, InvalidInput, Public, wire, WireSchema, type AuthenticatedUser } from '@nidra/api/core';
import {
  CheckoutMessage,
  type PaymentOptionsResponse,
  type RazorpayVerifyRequest,
  type RazorpayVerifyResponse,
  type RazorpayWebhookResponse,
} from '@nidra/shared/contracts';
import { PaymentsService, type RazorpayWebhook } from './payments.service';
import { RazorpayGateway } from '../razorpay/razorpay.gateway';

@WireSchema('RazorpayVerifyRequest')
class RazorpayVerifyDto implements RazorpayVerifyRequest {
  @Matches(/^order_[A-Za-z0-9]{1,35}$/, { message: CheckoutMessage.paymentNotVerified })
  @IsString({ message: CheckoutMessage.paymentNotVerified })
  razorpay_order_id!: string;

  @Matches(/^pay_[A-Za-z0-9]{1,35}$/, { message: CheckoutMessage.paymentNotVerified })
  @IsString({ message: CheckoutMessage.paymentNotVerified })
  razorpay_payment_id!: string;

  @MaxLength(128, { message: CheckoutMessage.paymentNotVerified })
  @IsString({ message: CheckoutMessage.paymentNotVerified })
  razorpay_signature!: string;
}

@ApiTags('payment')
@Controller('payment')
export class PaymentsController {
  constructor(
    private readonly payments: PaymentsService,
    private readonly gateway: RazorpayGateway,
    private readonly config: AppConfig,
  ) {}

  @Get('options')
  @Public()
  @ApiOperation({ summary: 'How orders can be paid: cash on delivery up to its limit, and Razorpay when the shop has its keys' })
  @ApiOkResponse(wire('PaymentOptionsResponse'))
  options(): PaymentOptionsResponse {
    const razorpay = this.config.razorpay;
    return { cod: { limit: this.config.codLimit }, razorpay: razorpay ? { keyId: razorpay.keyId, checkoutUrl: razorpay.checkoutUrl } : null };
  }

  @Post('razorpay/verify')
  @HttpCode(200)
  @Authenticated()
  @ApiOperation({ summary: 'Confirm your order with Razorpay Checkout’s answer; the same answer again changes nothing' })
  @ApiOkResponse(wire('RazorpayVerifyResponse'))
  @ApiBadRequestResponse({ type: ErrorBody, description: 'A signature that does not hold, or a payment for another amount; nothing changes' })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'No order of yours has that Razorpay order' })
  async verify(@CurrentUser() caller: AuthenticatedUser, @Body() body: RazorpayVerifyDto): Promise<RazorpayVerifyResponse> {
    const order = await this.payments.verify(caller.id, body);
    return { success: true, order: { _id: order.id } };
  }

  @Post('razorpay/webhook')
  @HttpCode(200)
  @Public()
  // Razorpay sends from a few addresses, and a refused webhook is retried for a day.
  @SkipThrottle()
  @ApiOperation({ summary: 'Razorpay’s webhook (payment.captured, payment.failed, order.paid); signed over the raw body' })
  @ApiHeader({ name: 'X-Razorpay-Signature', required: true })
  @ApiHeader({ name: 'X-Razorpay-Event-Id', required: false })
  @ApiOkResponse(wire('RazorpayWebhookResponse'))
  @ApiBadRequestResponse({ type: ErrorBody, description: 'Missing or wrong signature' })
  async webhook(
    @Req() request: RawBodyRequest<FastifyRequest>,
    @Headers('x-razorpay-signature') signature: string | undefined,
    @Headers('x-razorpay-event-id') eventId: string | undefined,
  ): Promise<RazorpayWebhookResponse> {
    const raw = request.rawBody?.toString('utf8');
    if (!this.gateway.configured || raw === undefined || !this.gateway.webhookSigned(raw, signature)) {
      throw new InvalidInput(CheckoutMessage.webhookSignature);
    }
    await this.payments.webhook(eventId, request.body as RazorpayWebhook);
    return { received: true };
  }
}
