import { Body, Controller, Get, Param, Post, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProperty,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import { Authenticated, CurrentUser, ErrorBody, IdParam, Roles, type AuthenticatedUser } from '@nidra/api/core';
import { RETURN_REASONS, RETURN_STATUSES, Role } from '@nidra/shared/contracts';
import { RequestReturnDto } from './dto/request-return.dto';
import { UpdateReturnDto } from './dto/update-return.dto';
import { toReturnDto } from './return.mapper';
import { ReturnsService } from './returns.service';

class ReturnProductBody {
  @ApiProperty({ type: String, nullable: true }) _id!: string | null;
  @ApiProperty() name!: string;
  @ApiProperty() slug!: string;
  @ApiProperty({ type: String, nullable: true }) imageUrl!: string | null;
  @ApiProperty({ type: String, nullable: true }) size!: string | null;
  @ApiProperty() quantity!: number;
}

class ReturnBankBody {
  @ApiProperty() accountName!: string;
  @ApiProperty({ example: 'XXXXXX1234', description: 'Masked: only the last four digits' }) accountNumber!: string;
  @ApiProperty({ example: 'SBIN0001234' }) ifsc!: string;
}

class ReturnBody {
  @ApiProperty({ format: 'uuid' }) _id!: string;
  @ApiProperty({ format: 'uuid' }) orderId!: string;
  @ApiProperty({ format: 'uuid' }) itemId!: string;
  @ApiProperty({ enum: RETURN_STATUSES }) status!: string;
  @ApiProperty({ enum: RETURN_REASONS }) reason!: string;
  @ApiProperty({ type: String, nullable: true }) note!: string | null;
  @ApiProperty({ type: ReturnProductBody }) product!: ReturnProductBody;
  @ApiProperty({ description: 'In rupees: the line’s value with its GST' }) amount!: number;
  @ApiProperty({ enum: ['original-payment', 'bank-transfer'] }) refundTo!: string;
  @ApiProperty({ type: ReturnBankBody, nullable: true }) bank!: ReturnBankBody | null;
  @ApiProperty({ type: String, nullable: true, example: '2026-12-02' }) pickupDate!: string | null;
  @ApiProperty({ type: String, nullable: true }) rejectionReason!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Razorpay’s refund id' }) refundId!: string | null;
  @ApiProperty({ format: 'date-time' }) created!: string;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) approvedAt!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) rejectedAt!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) receivedAt!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) refundedAt!: string | null;
}

class ReturnEnvelope {
  @ApiProperty({ type: ReturnBody }) return!: ReturnBody;
}

class ReturnListBody {
  @ApiProperty({ type: [ReturnBody] }) returns!: ReturnBody[];
}

@ApiTags('return')
@Controller('return')
export class ReturnsController {
  constructor(private readonly returns: ReturnsService) {}

  @Post()
  @Authenticated()
  @ApiOperation({ summary: 'Return a Delivered item of your order within its 100 nights (bank details for Cash on Delivery)' })
  @ApiCreatedResponse({ type: ReturnEnvelope })
  @ApiBadRequestResponse({ type: ErrorBody, description: 'Not Delivered, past its 100 nights, a return already open, or bad details' })
  @ApiNotFoundResponse({ type: ErrorBody })
  async request(@CurrentUser() caller: AuthenticatedUser, @Body() body: RequestReturnDto) {
    return { return: toReturnDto(await this.returns.request(caller, body)) };
  }

  @Get('me')
  @Authenticated()
  @ApiOperation({ summary: 'Your returns, newest first' })
  @ApiOkResponse({ type: ReturnListBody })
  async mine(@CurrentUser() caller: AuthenticatedUser) {
    return { returns: (await this.returns.mine(caller.id)).map(toReturnDto) };
  }

  @Get()
  @Roles(Role.Admin, Role.Merchant)
  @ApiOperation({ summary: 'Every return (administrator), or those of your brand’s products (merchant), newest first' })
  @ApiOkResponse({ type: ReturnListBody })
  async all(@CurrentUser() caller: AuthenticatedUser) {
    return { returns: (await this.returns.all(caller)).map(toReturnDto) };
  }

  @Put(':id')
  @Roles(Role.Admin, Role.Merchant)
  @ApiOperation({ summary: 'Approve (pickupDate) or reject (reason) a requested return, then mark it Received and Refunded' })
  @ApiOkResponse({ type: ReturnEnvelope })
  @ApiBadRequestResponse({ type: ErrorBody, description: 'A step out of order, or a pickup date in the past' })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'No such return, or not of your brand' })
  @ApiServiceUnavailableResponse({ type: ErrorBody, description: 'Razorpay could not be reached to refund; nothing changed' })
  async move(@Param('id', IdParam()) id: string, @Body() body: UpdateReturnDto, @CurrentUser() caller: AuthenticatedUser) {
    return { return: toReturnDto(await this.returns.move(caller, id, body)) };
  }
}
