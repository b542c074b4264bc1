import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AppConfig, CurrentUser, ErrorBody, IdParam, NotFound, Roles, wire, type AuthenticatedUser } from '@nidra/api/core';
import {
  MerchantBusinessMessage,
  MerchantMessage,
  Role,
  type MerchantBusinessChangedResponse,
  type MerchantBusinessResponse,
} from '@nidra/shared/contracts';
import { MerchantBusinessDto, MerchantCommissionDto } from './merchant-business.dto';
import { toMerchantBusinessDto } from './merchant-business.mapper';
import { MerchantBusinessService } from './merchant-business.service';

/** The merchant record a merchant account acts for. */
function ownMerchantId(caller: AuthenticatedUser): string {
  if (!caller.merchantId) throw new NotFound(MerchantBusinessMessage.notMerchant);
  return caller.merchantId;
}

@ApiTags('merchant')
@Controller('merchant')
export class MerchantBusinessController {
  constructor(
    private readonly businesses: MerchantBusinessService,
    private readonly config: AppConfig,
  ) {}

  @Get('business')
  @Roles(Role.Merchant)
  @ApiOperation({ summary: 'The signed-in merchant’s business details (bank account number masked); empty until saved' })
  @ApiOkResponse(wire('MerchantBusinessResponse'))
  async own(@CurrentUser() caller: AuthenticatedUser): Promise<MerchantBusinessResponse> {
    const merchantId = ownMerchantId(caller);
    return { business: toMerchantBusinessDto(merchantId, await this.businesses.get(merchantId), this.config.commissionRate) };
  }

  @Put('business')
  @Roles(Role.Merchant)
  @ApiOperation({
    summary: 'Save the signed-in merchant’s business details: any fields, each checked; null or empty clears one',
    description: 'Sending the masked account number back keeps the stored one. `complete` says whether the brand can be enabled.',
  })
  @ApiOkResponse(wire('MerchantBusinessChangedResponse'))
  @ApiBadRequestResponse({ type: ErrorBody, description: 'A field is not valid, the GSTIN does not carry the PAN or state, or the invoice prefix is taken' })
  async save(@Body() body: MerchantBusinessDto, @CurrentUser() caller: AuthenticatedUser): Promise<MerchantBusinessChangedResponse> {
    const merchantId = ownMerchantId(caller);
    const business = await this.businesses.save(merchantId, body);
    return { success: true, message: MerchantBusinessMessage.saved, business: toMerchantBusinessDto(merchantId, business, this.config.commissionRate) };
  }

  @Get(':id/business')
  @Roles(Role.Admin, Role.Merchant)
  @ApiOperation({ summary: 'A merchant’s business details (bank account number masked): administrators, or the merchant itself' })
  @ApiOkResponse(wire('MerchantBusinessResponse'))
  @ApiNotFoundResponse({ type: ErrorBody, description: 'No such merchant, or another merchant’s' })
  async get(@Param('id', IdParam()) id: string, @CurrentUser() caller: AuthenticatedUser): Promise<MerchantBusinessResponse> {
    // A merchant may read only its own, and another's is as absent as one that does not exist.
    if (caller.role !== Role.Admin && caller.merchantId !== id) throw new NotFound(MerchantMessage.notFound);
    return { business: toMerchantBusinessDto(id, await this.businesses.getForMerchant(id), this.config.commissionRate) };
  }

  @Put(':id/commission')
  @Roles(Role.Admin)
  @ApiOperation({ summary: 'Set a merchant’s commission rate (percent, 0–50); null returns it to COMMISSION_RATE' })
  @ApiOkResponse(wire('MerchantBusinessChangedResponse'))
  @ApiBadRequestResponse({ type: ErrorBody })
  @ApiNotFoundResponse({ type: ErrorBody })
  async setCommission(@Param('id', IdParam()) id: string, @Body() body: MerchantCommissionDto): Promise<MerchantBusinessChangedResponse> {
    const business = await this.businesses.setCommission(id, body.rate);
    return { success: true, message: MerchantBusinessMessage.commissionSaved, business: toMerchantBusinessDto(id, business, this.config.commissionRate) };
  }
}
