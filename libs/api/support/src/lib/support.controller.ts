import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { ErrorBody, MessageBody, Public, RateLimited } from '@nidra/api/core';
import { SupportMessage, type MessageResponse } from '@nidra/shared/contracts';
import { ContactDto, NewsletterDto } from './contact/contact.dto';
import { ContactService } from './contact/contact.service';
import { NewsletterService } from './newsletter/newsletter.service';

@ApiTags('contact')
@Controller('contact')
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @Post('add')
  @HttpCode(200)
  @Public()
  @RateLimited('forms')
  @ApiOperation({ summary: 'Send the shop a message; the sender gets a receipt by email' })
  @ApiOkResponse({ type: MessageBody })
  @ApiBadRequestResponse({ type: ErrorBody })
  @ApiTooManyRequestsResponse({ type: ErrorBody })
  async add(@Body() dto: ContactDto): Promise<MessageResponse> {
    const message = await this.contact.receive(dto);
    return { success: true, message: SupportMessage.contactReceived(message.email) };
  }
}

@ApiTags('newsletter')
@Controller('newsletter')
export class NewsletterController {
  constructor(private readonly newsletter: NewsletterService) {}

  @Post('subscribe')
  @HttpCode(200)
  @Public()
  @RateLimited('forms')
  @ApiOperation({ summary: 'Subscribe an email address to the newsletter (again is fine)' })
  @ApiOkResponse({ type: MessageBody })
  @ApiBadRequestResponse({ type: ErrorBody })
  @ApiTooManyRequestsResponse({ type: ErrorBody })
  async subscribe(@Body() dto: NewsletterDto): Promise<MessageResponse> {
    await this.newsletter.subscribe(dto.email);
    return { success: true, message: SupportMessage.subscribed };
  }
}
