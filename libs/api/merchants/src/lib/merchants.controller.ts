import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { ErrorBody, IdParam, Public, RateLimited, Roles, wire } from '@nidra/api/core';
import {
  MerchantMessage,
  Role,
  type MerchantChangedResponse,
  type MerchantListResponse,
  type MessageResponse,
} from '@nidra/shared/contracts';
import { MerchantSignupDto, SellerRequestDto } from './merchant.dto';
import { toMerchantDto } from './merchant.mapper';
import { MerchantsService } from './merchants.service';

@ApiTags('merchant')
@Controller('merchant')
export class MerchantsController {
  constructor(private readonly merchants: MerchantsService) {}

  @Post('seller-request')
  @HttpCode(200)
  @Public()
  @RateLimited('forms')
  @ApiOperation({ summary: 'Apply to sell on the shop; an administrator approves or rejects it' })
  @ApiOkResponse(wire('MerchantChangedResponse'))
  @ApiBadRequestResponse({ type: ErrorBody })
  @ApiTooManyRequestsResponse({ type: ErrorBody })
  async request(@Body() body: SellerRequestDto): Promise<MerchantChangedResponse> {
    const merchant = await this.merchants.request(body);
    return { success: true, message: MerchantMessage.requestReceived(merchant.phoneNumber), merchant: toMerchantDto(merchant) };
  }

  @Get('list')
  @Roles(Role.Admin)
  @ApiOperation({ summary: 'Every merchant request, newest first' })
  @ApiOkResponse(wire('MerchantListResponse'))
  async list(): Promise<MerchantListResponse> {
    return { merchants: (await this.merchants.list()).map(toMerchantDto) };
  }

  @Put('approve/:id')
  @Roles(Role.Admin)
  @ApiOperation({
    summary: 'Approve a pending or rejected request: the merchant account and its inactive brand are made once',
  })
  @ApiOkResponse(wire('MerchantChangedResponse'))
  @ApiBadRequestResponse({ type: ErrorBody, description: 'The request has no email' })
  @ApiNotFoundResponse({ type: ErrorBody })
  @ApiConflictResponse({ type: ErrorBody, description: 'The email is an administrator’s or another merchant’s, or the brand name is taken' })
  async approve(@Param('id', IdParam()) id: string): Promise<MerchantChangedResponse> {
    const { merchant, changed } = await this.merchants.approve(id);
    const message = changed ? MerchantMessage.approved(merchant.email ?? '') : MerchantMessage.alreadyApproved;
    return { success: true, message, merchant: toMerchantDto(merchant) };
  }

  @Put('reject/:id')
  @Roles(Role.Admin)
  @ApiOperation({ summary: 'Reject a pending request; it stays listed and can be approved later' })
  @ApiOkResponse(wire('MerchantChangedResponse'))
  @ApiBadRequestResponse({ type: ErrorBody, description: 'Approved or already rejected' })
  @ApiNotFoundResponse({ type: ErrorBody })
  async reject(@Param('id', IdParam()) id: string): Promise<MerchantChangedResponse> {
    const merchant = await this.merchants.reject(id);
    return { success: true, message: MerchantMessage.rejected, merchant: toMerchantDto(merchant) };
  }

  @Delete('delete/:id')
  @Roles(Role.Admin)
  @ApiOperation({ summary: 'Delete a request; an approved merchant’s account returns to a member’s and its brand is disabled' })
  @ApiOkResponse(wire('MessageResponse'))
  @ApiNotFoundResponse({ type: ErrorBody })
  async remove(@Param('id', IdParam()) id: string): Promise<MessageResponse> {
    await this.merchants.remove(id);
    return { success: true, message: MerchantMessage.deleted };
  }

  @Post('signup/:token')
  @HttpCode(200)
  @Public()
  @RateLimited('forms')
  @ApiOperation({ summary: 'Finish a merchant’s sign-up from the emailed link (seven days, single use)' })
  @ApiOkResponse(wire('MessageResponse'))
  @ApiBadRequestResponse({ type: ErrorBody, description: 'Invalid input, or the link expired, was used or names another email' })
  @ApiTooManyRequestsResponse({ type: ErrorBody })
  async signup(@Param('token') token: string, @Body() body: MerchantSignupDto): Promise<MessageResponse> {
    await this.merchants.signup(token, body);
    return { success: true, message: MerchantMessage.signedUp };
  }
}
