import { Controller, Get, Query, StreamableFile } from '@nestjs/common';
import { ApiBadRequestResponse, ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { CurrentUser, ErrorBody, Roles, wire, type AuthenticatedUser } from '@nidra/api/core';
import { Role, type InsightSummaryResponse } from '@nidra/shared/contracts';
import { OrdersExportQuery, PeriodQuery } from './insight.dto';
import { ordersCsv } from './orders-csv';
import { InsightService } from './insight.service';

const WHO = 'An administrator sees the whole shop; a merchant the lines, products and reviews of their brands.';

@ApiTags('insight')
@Controller('insight')
export class InsightController {
  constructor(private readonly insight: InsightService) {}

  @Get('summary')
  @Roles(Role.Admin, Role.Merchant)
  @ApiOperation({ summary: 'The Overview: sales of a period against the one before, by day and status, best sellers, low stock and what waits', description: WHO })
  @ApiOkResponse(wire('InsightSummaryResponse'))
  @ApiBadRequestResponse({ type: ErrorBody, description: 'A bad date, or from after to' })
  @ApiUnauthorizedResponse({ type: ErrorBody })
  @ApiForbiddenResponse({ type: ErrorBody, description: 'Members' })
  summary(@Query() query: PeriodQuery, @CurrentUser() caller: AuthenticatedUser): Promise<InsightSummaryResponse> {
    return this.insight.summary(caller, this.insight.period(query));
  }

  @Get('orders.csv')
  @Roles(Role.Admin, Role.Merchant)
  @ApiOperation({ summary: 'The period’s lines of confirmed orders as CSV (RFC 4180), one row per item, oldest first', description: WHO })
  @ApiProduces('text/csv')
  @ApiOkResponse({
    description: 'orderId,date,status,sku,product,size,quantity,totalPrice,tax,totalWithTax,paymentMethod,paymentStatus,pincode,state',
    content: { 'text/csv': { schema: { type: 'string' } } },
  })
  @ApiBadRequestResponse({ type: ErrorBody, description: 'A bad date or status, or from after to' })
  @ApiUnauthorizedResponse({ type: ErrorBody })
  @ApiForbiddenResponse({ type: ErrorBody, description: 'Members' })
  ordersCsv(@Query() query: OrdersExportQuery, @CurrentUser() caller: AuthenticatedUser): StreamableFile {
    const period = this.insight.period(query);
    return new StreamableFile(ordersCsv(this.insight.lines(caller, period, query.status ?? null)), {
      type: 'text/csv; charset=utf-8',
      disposition: `attachment; filename="orders-${period.from}-to-${period.to}.csv"`,
    });
  }
}
