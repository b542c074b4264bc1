import { Body, Controller, Delete, Get, Param, Post, Put, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiTags,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import {
  createValidationPipe,
  CurrentUser,
  ErrorBody,
  IdParam,
  readMultipart,
  Roles,
  wire,
  wireForm,
  type AuthenticatedUser,
} from '@nidra/api/core';
import {
  ProductMessage,
  Role,
  type ManagedProductsResponse,
  type ProductChangedResponse,
  type ProductOptionsResponse,
  type ProductResponse,
} from '@nidra/shared/contracts';
import { AddProductDto, ProductActiveDto, UpdateProductDto } from './dto/product.dto';
import { toProductDto } from './product.mapper';
import { ProductsManagementService } from './products-management.service';

const validation = createValidationPipe();

@ApiTags('product')
@Controller('product')
@Roles(Role.Admin, Role.Merchant)
@ApiNotFoundResponse({ type: ErrorBody, description: 'No such product, or another merchant’s' })
export class ProductsManagementController {
  constructor(private readonly products: ProductsManagementService) {}

  @Get()
  @ApiOperation({ summary: 'Products to manage: all for administrators, its brand’s for a merchant' })
  @ApiOkResponse(wire('ManagedProductsResponse'))
  async list(@CurrentUser() caller: AuthenticatedUser): Promise<ManagedProductsResponse> {
    return { products: (await this.products.list(caller)).map(toProductDto) };
  }

  @Get('list/select')
  @ApiOperation({ summary: 'Product names for the category form' })
  @ApiOkResponse(wire('ProductOptionsResponse'))
  async options(@CurrentUser() caller: AuthenticatedUser): Promise<ProductOptionsResponse> {
    return { products: (await this.products.list(caller)).map((p) => ({ _id: p.id, name: p.name })) };
  }

  @Post('add')
  @ApiOperation({ summary: 'Add a product with its first image (multipart/form-data)' })
  @ApiConsumes('multipart/form-data')
  @ApiBody(wireForm({ name: 'image', description: 'jpg, jpeg or png, at most 5 MB' }, 'AddProductRequest'))
  @ApiCreatedResponse(wire('ProductChangedResponse'))
  @ApiBadRequestResponse({ type: ErrorBody })
  @ApiConflictResponse({ type: ErrorBody, description: 'The sku is in use' })
  @ApiPayloadTooLargeResponse({ type: ErrorBody })
  @ApiUnsupportedMediaTypeResponse({ type: ErrorBody })
  async add(@Req() request: FastifyRequest, @CurrentUser() caller: AuthenticatedUser): Promise<ProductChangedResponse> {
    const form = await readMultipart(request, 'image');
    const fields: AddProductDto = await validation.transform(form.fields, { type: 'body', metatype: AddProductDto });
    const product = await this.products.add(caller, fields, form.file);
    return { success: true, message: ProductMessage.added, product: toProductDto(product) };
  }

  @Get(':id')
  @ApiOperation({ summary: 'One product to manage' })
  @ApiOkResponse(wire('ProductResponse'))
  async get(@Param('id', IdParam()) id: string, @CurrentUser() caller: AuthenticatedUser): Promise<ProductResponse> {
    return { product: toProductDto(await this.products.get(id, caller)) };
  }

  @Put(':id')
  @ApiOperation({ summary: 'Change a product (a merchant’s stays with its brand)' })
  @ApiOkResponse(wire('ProductChangedResponse'))
  @ApiBadRequestResponse({ type: ErrorBody })
  async update(
    @Param('id', IdParam()) id: string,
    @Body() body: UpdateProductDto,
    @CurrentUser() caller: AuthenticatedUser,
  ): Promise<ProductChangedResponse> {
    const product = await this.products.update(id, body.product, caller);
    return { success: true, message: ProductMessage.updated, product: toProductDto(product) };
  }

  @Put(':id/active')
  @ApiOperation({ summary: 'Enable or disable a product' })
  @ApiOkResponse(wire('ProductChangedResponse'))
  async setActive(
    @Param('id', IdParam()) id: string,
    @Body() body: ProductActiveDto,
    @CurrentUser() caller: AuthenticatedUser,
  ): Promise<ProductChangedResponse> {
    const product = await this.products.setActive(id, body.product.isActive, caller);
    return { success: true, message: ProductMessage.updated, product: toProductDto(product) };
  }

  @Delete('delete/:id')
  @ApiOperation({ summary: 'Delete a product (and take it out of categories and wishlists)' })
  @ApiOkResponse(wire('ProductChangedResponse'))
  async remove(@Param('id', IdParam()) id: string, @CurrentUser() caller: AuthenticatedUser): Promise<ProductChangedResponse> {
    const product = await this.products.remove(id, caller);
    return { success: true, message: ProductMessage.deleted, product: toProductDto(product) };
  }
}
