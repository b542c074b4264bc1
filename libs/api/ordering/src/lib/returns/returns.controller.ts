import { Body, Controller, Get, Param, Post, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiBadGatewayResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import { Authenticated, CurrentUser, ErrorBody, IdParam, Roles, wire, type AuthenticatedUser } from '@nidra/api/core';
import { Role, type ReturnListResponse, type ReturnResponse, type ShipmentResponse } from '@nidra/shared/contracts';
import { RequestReturnDto } from './dto/request-return.dto';
import { UpdateReturnDto } from './dto/update-return.dto';
import { ReturnPickupDto } from '../shipping/shipping.dto';
import { toReturnDto } from './return.mapper';
import { ReturnsService } from './returns.service';

@ApiTags('return')
@Controller('return')
export class ReturnsController {
  constructor(private readonly returns: ReturnsService) {}

  @Post()
  @Authenticated()
  @ApiOperation({ summary: 'Return a Delivered item of your order within its 100 nights (bank details for Cash on Delivery)' })
  @ApiCreatedResponse(wire('ReturnResponse'))
  @ApiBadRequestResponse({ type: ErrorBody, description: 'Not Delivered, past its 100 nights, a return already open, or bad details' })
  @ApiNotFoundResponse({ type: ErrorBody })
  async request(@CurrentUser() caller: AuthenticatedUser, @Body() body: RequestReturnDto): Promise<ReturnResponse> {
    return { return: toReturnDto(await this.returns.request(caller, body)) };
  }

  @Get('me')
  @Authenticated()
  @ApiOperation({ summary: 'Your returns, newest first' })
  @ApiOkResponse(wire('ReturnListResponse'))
  async mine(@CurrentUser() caller: AuthenticatedUser): Promise<ReturnListResponse> {
    return { returns: (await this.returns.mine(caller.id)).map(toReturnDto) };
  }

  @Get()
  @Roles(Role.Admin, Role.Merchant)
  @ApiOperation({ summary: 'Every return (administrator), or those of your brand’s products (merchant), newest first' })
  @ApiOkResponse(wire('ReturnListResponse'))
  async all(@CurrentUser() caller: AuthenticatedUser): Promise<ReturnListResponse> {
    return { returns: (await this.returns.all(caller)).map(toReturnDto) };
  }

  @Put(':id')
  @Roles(Role.Admin, Role.Merchant)
  @ApiOperation({ summary: 'Approve (pickupDate) or reject (reason) a requested return, then mark it Received and Refunded' })
  @ApiOkResponse(wire('ReturnResponse'))
  @ApiBadRequestResponse({ type: ErrorBody, description: 'A step out of order, or a pickup date in the past' })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'No such return, or not of your brand' })
  @ApiServiceUnavailableResponse({ type: ErrorBody, description: 'Razorpay could not be reached to refund; nothing changed' })
  async move(
    @Param('id', IdParam()) id: string,
    @Body() body: UpdateReturnDto,
    @CurrentUser() caller: AuthenticatedUser,
  ): Promise<ReturnResponse> {
    return { return: toReturnDto(await this.returns.move(caller, id, body)) };
  }

  @Post(':id/pickup')
  @Roles(Role.Admin, Role.Merchant)
  @ApiOperation({ summary: 'Book the courier’s pickup of an approved return (booked on approval when its item came by courier)' })
  @ApiCreatedResponse(wire('ShipmentResponse'))
  @ApiBadRequestResponse({ type: ErrorBody, description: 'Not approved, no courier, or no package to pick up in' })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'No such return, or not of your brand' })
  @ApiBadGatewayResponse({ type: ErrorBody, description: 'The courier could not be reached; nothing was booked' })
  async pickup(@Param('id', IdParam()) id: string, @Body() body: ReturnPickupDto, @CurrentUser() caller: AuthenticatedUser): Promise<ShipmentResponse> {
    return { shipment: await this.returns.pickup(caller, id, body.package) };
  }
}
