import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { ErrorBody, Public, RateLimited, wire } from '@nidra/api/core';
import { SupportMessage, type MessageResponse } from '@nidra/shared/contracts';
import { ContactDto } from './contact.dto';
import { ContactService } from './contact.service';

@ApiTags('contact')
@Controller('contact')
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @Post('add')
  @HttpCode(200)
  @Public()
  @RateLimited('forms')
  @ApiOperation({ summary: 'Send the shop a message; the sender gets a receipt by email' })
  @ApiOkResponse(wire('MessageResponse'))
  @ApiBadRequestResponse({ type: ErrorBody })
  @ApiTooManyRequestsResponse({ type: ErrorBody })
  async add(@Body() dto: ContactDto): Promise<MessageResponse> {
    const message = await this.contact.receive(dto);
    return { success: true, message: SupportMessage.contactReceived(message.email) };
  }
}
