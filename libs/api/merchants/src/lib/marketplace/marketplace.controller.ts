import { Body, Controller, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, ErrorBody, IdParam, Roles, wire, type AuthenticatedUser } from '@nidra/api/core';
import {
  MarketplaceMessage,
  Role,
  type LedgerResponse,
  type SettlementListResponse,
  type SettlementResponse,
  type TcsReportResponse,
} from '@nidra/shared/contracts';
import { CreateSettlementDto, LedgerQueryDto, MarkSettlementPaidDto, SettlementsQueryDto, TcsQueryDto } from './marketplace.dto';
import { MarketplaceService } from './marketplace.service';

const OWN = 'Administrators read any merchant’s (everyone’s without `merchant`); a merchant only its own — another’s is 404.';

@ApiTags('marketplace')
@Controller('marketplace')
export class MarketplaceController {
  constructor(private readonly marketplace: MarketplaceService) {}

  @Get('ledger')
  @Roles(Role.Admin, Role.Merchant)
  @ApiOperation({ summary: 'Ledger lines (a sale per seller’s item Delivered, a refund when it comes back) between two days, with totals', description: OWN })
  @ApiOkResponse(wire('LedgerResponse'))
  @ApiBadRequestResponse({ type: ErrorBody, description: 'A bad merchant id or day, or from after to' })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'A merchant asking for another’s' })
  ledger(@Query() query: LedgerQueryDto, @CurrentUser() caller: AuthenticatedUser): Promise<LedgerResponse> {
    return this.marketplace.ledger(caller, query);
  }

  @Post('settlements')
  @Roles(Role.Admin)
  @ApiOperation({ summary: 'Settle a merchant up to a day: every line of its in no settlement yet, dated up to then' })
  @ApiCreatedResponse(wire('SettlementResponse'))
  @ApiBadRequestResponse({ type: ErrorBody, description: 'Bad input, nothing unsettled, or refunds outweighing sales' })
  async settle(@Body() body: CreateSettlementDto): Promise<SettlementResponse> {
    const settlement = await this.marketplace.settle(body.merchantId, body.upTo);
    return { success: true, message: MarketplaceMessage.settled(settlement.lines), settlement };
  }

  @Put('settlements/:id')
  @Roles(Role.Admin)
  @ApiOperation({ summary: 'Record a settlement’s bank transfer by its UTR: paid, once' })
  @ApiOkResponse(wire('SettlementResponse'))
  @ApiBadRequestResponse({ type: ErrorBody, description: 'A malformed UTR, or the settlement is paid already' })
  @ApiNotFoundResponse({ type: ErrorBody })
  @ApiConflictResponse({ type: ErrorBody, description: 'The UTR pays another settlement' })
  async pay(@Param('id', IdParam()) id: string, @Body() body: MarkSettlementPaidDto): Promise<SettlementResponse> {
    return { success: true, message: MarketplaceMessage.paid, settlement: await this.marketplace.markPaid(id, body.utr) };
  }

  @Get('settlements')
  @Roles(Role.Admin, Role.Merchant)
  @ApiOperation({ summary: 'Settlements, newest first', description: OWN })
  @ApiOkResponse(wire('SettlementListResponse'))
  @ApiBadRequestResponse({ type: ErrorBody, description: 'A bad merchant id' })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'A merchant asking for another’s' })
  async settlements(@Query() query: SettlementsQueryDto, @CurrentUser() caller: AuthenticatedUser): Promise<SettlementListResponse> {
    return { settlements: await this.marketplace.settlements(caller, query.merchant) };
  }

  @Get('tcs')
  @Roles(Role.Admin)
  @ApiOperation({ summary: 'The month’s TCS by seller, as GSTR-8 table 3 states it (IGST inter-state, half CGST and half SGST within a state)' })
  @ApiOkResponse(wire('TcsReportResponse'))
  @ApiBadRequestResponse({ type: ErrorBody, description: 'A month not written YYYY-MM' })
  tcs(@Query() query: TcsQueryDto): Promise<TcsReportResponse> {
    return this.marketplace.tcs(query.month);
  }
}
