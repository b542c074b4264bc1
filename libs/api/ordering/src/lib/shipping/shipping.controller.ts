import { Body, Controller, Get, Headers, HttpCode, Param, Post, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import {
  ApiBadGatewayResponse,
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiFoundResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { Authenticated, CurrentUser, ErrorBody, IdParam, Roles, wire, type AuthenticatedUser } from '@nidra/api/core';
import { Role, type ItemPackageListResponse, type ShipmentLabelResponse, type ShipmentListResponse, type ShipmentResponse } from '@nidra/shared/contracts';
import { BookShipmentDto } from './shipping.dto';
import { ShippingService } from './shipping.service';

@ApiTags('shipping')
@Controller()
export class ShippingController {
  constructor(private readonly shipping: ShippingService) {}

  @Post('order/:id/shipments')
  @Roles(Role.Admin, Role.Merchant)
  @ApiOperation({ summary: 'Book items of one seller of an order with the courier, in one package (a merchant: its own items)' })
  @ApiCreatedResponse(wire('ShipmentResponse'))
  @ApiBadRequestResponse({ type: ErrorBody })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'No such order, or none of the merchant’s items in it' })
  @ApiBadGatewayResponse({ type: ErrorBody, description: 'The courier could not be reached; nothing was booked' })
  async book(@Param('id', IdParam()) id: string, @Body() body: BookShipmentDto, @CurrentUser() caller: AuthenticatedUser): Promise<ShipmentResponse> {
    return { shipment: await this.shipping.book(id, body, caller) };
  }

  @Get('order/:id/shipments')
  @Authenticated()
  @ApiOperation({ summary: 'An order’s shipments with their scans: its buyer’s, an administrator’s, a merchant’s of its own items' })
  @ApiOkResponse(wire('ShipmentListResponse'))
  @ApiNotFoundResponse({ type: ErrorBody })
  async list(@Param('id', IdParam()) id: string, @CurrentUser() caller: AuthenticatedUser): Promise<ShipmentListResponse> {
    return { shipments: await this.shipping.ofOrder(id, caller) };
  }

  @Get('order/:id/packages')
  @Roles(Role.Admin, Role.Merchant)
  @ApiOperation({ summary: 'The packages of the order’s items the caller may ship (one unit each, as its variant is packed), to start a booking from' })
  @ApiOkResponse(wire('ItemPackageListResponse'))
  @ApiNotFoundResponse({ type: ErrorBody })
  async packages(@Param('id', IdParam()) id: string, @CurrentUser() caller: AuthenticatedUser): Promise<ItemPackageListResponse> {
    return { packages: await this.shipping.packagesOf(id, caller) };
  }

  @Post('shipment/:id/cancel')
  @HttpCode(200)
  @Roles(Role.Admin, Role.Merchant)
  @ApiOperation({ summary: 'Cancel a shipment before pickup; its items go back to Not processed' })
  @ApiOkResponse(wire('ShipmentResponse'))
  @ApiBadRequestResponse({ type: ErrorBody, description: 'Picked up already' })
  @ApiNotFoundResponse({ type: ErrorBody })
  @ApiBadGatewayResponse({ type: ErrorBody })
  async cancel(@Param('id', IdParam()) id: string, @CurrentUser() caller: AuthenticatedUser): Promise<ShipmentResponse> {
    return { shipment: await this.shipping.cancel(id, caller) };
  }

  @Get('shipment/:id/label')
  @Roles(Role.Admin, Role.Merchant)
  @ApiOperation({
    summary: 'The shipment’s label to print: a redirect to the courier’s PDF, or its address as `{ url }` when JSON is accepted (administrators; the merchant of its items)',
  })
  @ApiFoundResponse({ description: 'Redirects to the label' })
  @ApiOkResponse({ ...wire('ShipmentLabelResponse'), description: 'The label’s address, for `Accept: application/json`' })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'No such shipment, none of the merchant’s, or no label yet' })
  async label(
    @Param('id', IdParam()) id: string,
    @CurrentUser() caller: AuthenticatedUser,
    @Headers('accept') accept: string | undefined,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const url = await this.shipping.labelUrl(id, caller);
    // A page's script sends the token but cannot read a redirect to another site, so it asks for the address.
    if (accept?.includes('application/json')) await reply.send({ url } satisfies ShipmentLabelResponse);
    else await reply.redirect(url, 302);
  }
}
