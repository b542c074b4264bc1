import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { ErrorBody, Public, RateLimited, wire } from '@nidra/api/core';
import { SupportMessage, type MessageResponse } from '@nidra/shared/contracts';
import { NewsletterDto } from '../contact/contact.dto';
import { NewsletterService } from './newsletter.service';

@ApiTags('newsletter')
@Controller('newsletter')
export class NewsletterController {
  constructor(private readonly newsletter: NewsletterService) {}

  @Post('subscribe')
  @HttpCode(200)
  @Public()
  @RateLimited('forms')
  @ApiOperation({ summary: 'Subscribe an email address to the newsletter (again is fine)' })
  @ApiOkResponse(wire('MessageResponse'))
  @ApiBadRequestResponse({ type: ErrorBody })
  @ApiTooManyRequestsResponse({ type: ErrorBody })
  async subscribe(@Body() dto: NewsletterDto): Promise<MessageResponse> {
    await this.newsletter.subscribe(dto.email);
    return { success: true, message: SupportMessage.subscribed };
  }
}
