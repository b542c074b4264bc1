import { timingSafeEqual } from 'node:crypto';
import { Body, Controller, Headers, HttpCode, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiHeader, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import { AppConfig, ErrorBody, Public, Unauthenticated, wire } from '@nidra/api/core';
import { ShippingMessage, type CourierWebhookResponse } from '@nidra/shared/contracts';
import { CourierWebhookDto } from './courier-webhook.dto';
import { ShippingService } from './shipping.service';

/** Whether the token is the courier's, compared in constant time. */
function sameToken(given: string | undefined, expected: string | undefined): boolean {
  if (!given || !expected) return false;
  const [a, b] = [Buffer.from(given), Buffer.from(expected)];
  return a.length === b.length && timingSafeEqual(a, b);
}

@ApiTags('shipping')
@Controller('shipping')
export class CourierWebhookController {
  constructor(
    private readonly shipping: ShippingService,
    private readonly config: AppConfig,
  ) {}

  @Post('webhook')
  @HttpCode(200)
  @Public()
  // The courier sends from its own addresses, and retries what is refused.
  @SkipThrottle()
  @ApiOperation({ summary: 'The courier’s tracking updates; `x-api-key` must be SHIPROCKET_WEBHOOK_TOKEN' })
  @ApiHeader({ name: 'x-api-key', required: true })
  @ApiOkResponse(wire('CourierWebhookResponse'))
  @ApiBadRequestResponse({ type: ErrorBody, description: 'A body that is not a tracking update' })
  @ApiUnauthorizedResponse({ type: ErrorBody, description: 'Not the courier’s token' })
  async receive(@Headers('x-api-key') token: string | undefined, @Body() body: CourierWebhookDto): Promise<CourierWebhookResponse> {
    if (!sameToken(token, this.config.shiprocket?.webhookToken)) throw new Unauthenticated(ShippingMessage.badToken);
    await this.shipping.report(body);
    return { received: true };
  }
}
