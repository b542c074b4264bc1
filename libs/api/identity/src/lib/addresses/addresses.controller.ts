import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated, CurrentUser, ErrorBody, IdParam, wire, type AuthenticatedUser } from '@nidra/api/core';
import { AddressMessage, type AddressChangedResponse, type AddressListResponse, type AddressResponse } from '@nidra/shared/contracts';
import { toAddressDto } from './address.mapper';
import { AddressesService } from './addresses.service';
import { AddAddressDto, UpdateAddressDto } from './dto/address.dto';

@ApiTags('address')
@Controller('address')
@Authenticated()
@ApiNotFoundResponse({ type: ErrorBody, description: 'No such address of yours' })
export class AddressesController {
  constructor(private readonly addresses: AddressesService) {}

  @Get()
  @ApiOperation({ summary: 'Your addresses, the default first' })
  @ApiOkResponse(wire('AddressListResponse'))
  async list(@CurrentUser() user: AuthenticatedUser): Promise<AddressListResponse> {
    return { addresses: (await this.addresses.list(user.id)).map(toAddressDto) };
  }

  @Post('add')
  @ApiOperation({ summary: 'Add an address (marking it default unsets the previous default)' })
  @ApiCreatedResponse(wire('AddressChangedResponse'))
  @ApiBadRequestResponse({ type: ErrorBody })
  async add(@CurrentUser() user: AuthenticatedUser, @Body() body: AddAddressDto): Promise<AddressChangedResponse> {
    const address = await this.addresses.add(user.id, body);
    return { success: true, message: AddressMessage.added, address: toAddressDto(address) };
  }

  @Get(':id')
  @ApiOperation({ summary: 'One of your addresses' })
  @ApiOkResponse(wire('AddressResponse'))
  async get(@CurrentUser() user: AuthenticatedUser, @Param('id', IdParam()) id: string): Promise<AddressResponse> {
    return { address: toAddressDto(await this.addresses.get(user.id, id)) };
  }

  @Put(':id')
  @ApiOperation({ summary: 'Change one of your addresses' })
  @ApiOkResponse(wire('AddressChangedResponse'))
  @ApiBadRequestResponse({ type: ErrorBody })
  async update(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', IdParam()) id: string,
    @Body() body: UpdateAddressDto,
  ): Promise<AddressChangedResponse> {
    const address = await this.addresses.update(user.id, id, body);
    return { success: true, message: AddressMessage.updated, address: toAddressDto(address) };
  }

  @Delete('delete/:id')
  @ApiOperation({ summary: 'Delete one of your addresses' })
  @ApiOkResponse(wire('AddressChangedResponse'))
  async remove(@CurrentUser() user: AuthenticatedUser, @Param('id', IdParam()) id: string): Promise<AddressChangedResponse> {
    const address = await this.addresses.remove(user.id, id);
    return { success: true, message: AddressMessage.deleted, address: toAddressDto(address) };
  }
}
