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
import { CurrentUser, ErrorBody, IdParam, Public, Roles, wire, type AuthenticatedUser } from '@nidra/api/core';
import {
  CatalogMessage,
  Role,
  type BrandChangedResponse,
  type BrandListResponse,
  type BrandOptionsResponse,
  type BrandResponse,
} from '@nidra/shared/contracts';
import { toBrandDto, toBrandOption } from './brand.mapper';
import { BrandsService } from './brands.service';
import { BrandActiveDto, BrandFieldsDto, UpdateBrandDto } from './dto/brand.dto';

@ApiTags('brand')
@Controller('brand')
@ApiNotFoundResponse({ type: ErrorBody })
export class BrandsController {
  constructor(private readonly brands: BrandsService) {}

  @Get('list')
  @Public()
  @ApiOperation({ summary: 'Active brands, by name (the Brands menu and page)' })
  @ApiOkResponse(wire('BrandListResponse'))
  async listActive(): Promise<BrandListResponse> {
    return { brands: (await this.brands.listActive()).map(toBrandDto) };
  }

  @Get('list/select')
  @Roles(Role.Admin, Role.Merchant)
  @ApiOperation({ summary: 'Brands for the product form: all for administrators, its own for a merchant' })
  @ApiOkResponse(wire('BrandOptionsResponse'))
  async options(@CurrentUser() caller: AuthenticatedUser): Promise<BrandOptionsResponse> {
    return { brands: (await this.brands.listManaged(caller)).map(toBrandOption) };
  }

  @Get()
  @Roles(Role.Admin, Role.Merchant)
  @ApiOperation({ summary: 'Brands to manage: every brand for administrators, its own for a merchant' })
  @ApiOkResponse(wire('BrandListResponse'))
  async listManaged(@CurrentUser() caller: AuthenticatedUser): Promise<BrandListResponse> {
    return { brands: (await this.brands.listManaged(caller)).map(toBrandDto) };
  }

  @Get(':id')
  @Public()
  @ApiOperation({ summary: 'One brand (inactive ones only for those who manage them)' })
  @ApiOkResponse(wire('BrandResponse'))
  async get(@Param('id', IdParam()) id: string, @CurrentUser() caller?: AuthenticatedUser): Promise<BrandResponse> {
    return { brand: toBrandDto(await this.brands.get(id, caller)) };
  }

  @Post('add')
  @Roles(Role.Admin)
  @ApiOperation({ summary: 'Add a brand' })
  @ApiCreatedResponse(wire('BrandChangedResponse'))
  @ApiBadRequestResponse({ type: ErrorBody })
  @ApiConflictResponse({ type: ErrorBody, description: 'A brand with that name exists' })
  async add(@Body() body: BrandFieldsDto): Promise<BrandChangedResponse> {
    const brand = await this.brands.add(body);
    return { success: true, message: CatalogMessage.brandAdded, brand: toBrandDto(brand) };
  }

  @Put(':id')
  @Roles(Role.Admin, Role.Merchant)
  @ApiOperation({ summary: "Change a brand's name or description (a merchant only its own)" })
  @ApiOkResponse(wire('BrandChangedResponse'))
  @ApiBadRequestResponse({ type: ErrorBody })
  async update(
    @Param('id', IdParam()) id: string,
    @Body() body: UpdateBrandDto,
    @CurrentUser() caller: AuthenticatedUser,
  ): Promise<BrandChangedResponse> {
    const brand = await this.brands.update(id, body.brand, caller);
    return { success: true, message: CatalogMessage.brandUpdated, brand: toBrandDto(brand) };
  }

  @Put(':id/active')
  @Roles(Role.Admin, Role.Merchant)
  @ApiOperation({ summary: 'Enable or disable a brand (a merchant only its own)' })
  @ApiOkResponse(wire('BrandChangedResponse'))
  async setActive(
    @Param('id', IdParam()) id: string,
    @Body() body: BrandActiveDto,
    @CurrentUser() caller: AuthenticatedUser,
  ): Promise<BrandChangedResponse> {
    const brand = await this.brands.setActive(id, body.brand.isActive, caller);
    return { success: true, message: CatalogMessage.brandUpdated, brand: toBrandDto(brand) };
  }

  @Delete('delete/:id')
  @Roles(Role.Admin)
  @ApiOperation({ summary: 'Delete a brand' })
  @ApiOkResponse(wire('BrandChangedResponse'))
  async remove(@Param('id', IdParam()) id: string): Promise<BrandChangedResponse> {
    const brand = await this.brands.remove(id);
    return { success: true, message: CatalogMessage.brandDeleted, brand: toBrandDto(brand) };
  }
}

