import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentUser, ErrorBody, IdParam, Public, Roles, type AuthenticatedUser } from '@nidra/api/core';
import { CatalogMessage, Role } from '@nidra/shared/contracts';
import { toBrandDto, toBrandOption } from './brand.mapper';
import { BrandsService } from './brands.service';
import {
  BrandActiveDto,
  BrandChangedBody,
  BrandEnvelope,
  BrandFieldsDto,
  BrandListBody,
  BrandOptionsBody,
  UpdateBrandDto,
} from './dto/brand.dto';

@ApiTags('brand')
@Controller('brand')
@ApiNotFoundResponse({ type: ErrorBody })
export class BrandsController {
  constructor(private readonly brands: BrandsService) {}

  @Get('list')
  @Public()
  @ApiOperation({ summary: 'Active brands, by name (the Brands menu and page)' })
  @ApiOkResponse({ type: BrandListBody })
  async listActive() {
    return { brands: (await this.brands.listActive()).map(toBrandDto) };
  }

  @Get('list/select')
  @Roles(Role.Admin, Role.Merchant)
  @ApiOperation({ summary: 'Brands for the product form: all for administrators, its own for a merchant' })
  @ApiOkResponse({ type: BrandOptionsBody })
  async options(@CurrentUser() caller: AuthenticatedUser) {
    return { brands: (await this.brands.listManaged(caller)).map(toBrandOption) };
  }

  @Get()
  @Roles(Role.Admin, Role.Merchant)
  @ApiOperation({ summary: 'Brands to manage: every brand for administrators, its own for a merchant' })
  @ApiOkResponse({ type: BrandListBody })
  async listManaged(@CurrentUser() caller: AuthenticatedUser) {
    return { brands: (await this.brands.listManaged(caller)).map(toBrandDto) };
  }

  @Get(':id')
  @Public()
  @ApiOperation({ summary: 'One brand (inactive ones only for those who manage them)' })
  @ApiOkResponse({ type: BrandEnvelope })
  async get(@Param('id', IdParam()) id: string, @CurrentUser() caller?: AuthenticatedUser) {
    return { brand: toBrandDto(await this.brands.get(id, caller)) };
  }

  @Post('add')
  @Roles(Role.Admin)
  @ApiOperation({ summary: 'Add a brand' })
  @ApiCreatedResponse({ type: BrandChangedBody })
  @ApiBadRequestResponse({ type: ErrorBody })
  @ApiConflictResponse({ type: ErrorBody, description: 'A brand with that name exists' })
  async add(@Body() body: BrandFieldsDto) {
    const brand = await this.brands.add(body);
    return { success: true, message: CatalogMessage.brandAdded, brand: toBrandDto(brand) };
  }

  @Put(':id')
  @Roles(Role.Admin, Role.Merchant)
  @ApiOperation({ summary: "Change a brand's name or description (a merchant only its own)" })
  @ApiOkResponse({ type: BrandChangedBody })
  @ApiBadRequestResponse({ type: ErrorBody })
  async update(@Param('id', IdParam()) id: string, @Body() body: UpdateBrandDto, @CurrentUser() caller: AuthenticatedUser) {
    const brand = await this.brands.update(id, body.brand, caller);
    return { success: true, message: CatalogMessage.brandUpdated, brand: toBrandDto(brand) };
  }

  @Put(':id/active')
  @Roles(Role.Admin, Role.Merchant)
  @ApiOperation({ summary: 'Enable or disable a brand (a merchant only its own)' })
  @ApiOkResponse({ type: BrandChangedBody })
  async setActive(@Param('id', IdParam()) id: string, @Body() body: BrandActiveDto, @CurrentUser() caller: AuthenticatedUser) {
    const brand = await this.brands.setActive(id, body.brand.isActive, caller);
    return { success: true, message: CatalogMessage.brandUpdated, brand: toBrandDto(brand) };
  }

  @Delete('delete/:id')
  @Roles(Role.Admin)
  @ApiOperation({ summary: 'Delete a brand' })
  @ApiOkResponse({ type: BrandChangedBody })
  async remove(@Param('id', IdParam()) id: string) {
    const brand = await this.brands.remove(id);
    return { success: true, message: CatalogMessage.brandDeleted, brand: toBrandDto(brand) };
  }
}

