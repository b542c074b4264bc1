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
  VariantMessage,
  type ManagedProductsResponse,
  type ProductChangedResponse,
  type ProductOptionsResponse,
  type ProductResponse,
} from '@nidra/shared/contracts';
import { AddProductDto, ProductActiveDto, UpdateProductDto } from './dto/product.dto';
import { ProductsManagementService } from './products-management.service';
import { SetVariantsDto } from './variants/variants.dto';

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
    return { products: (await this.products.list(caller)).map((product) => this.products.dto(product)) };
  }

  @Get('list/select')
  @ApiOperation({ summary: 'Product names for the category form' })
  @ApiOkResponse(wire('ProductOptionsResponse'))
  async options(@CurrentUser() caller: AuthenticatedUser): Promise<ProductOptionsResponse> {
    return { products: (await this.products.list(caller, false)).map((p) => ({ _id: p.id, name: p.name })) };
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
    return { success: true, message: ProductMessage.added, product: this.products.dto(product) };
  }

  @Get(':id')
  @ApiOperation({ summary: 'One product to manage' })
  @ApiOkResponse(wire('ProductResponse'))
  async get(@Param('id', IdParam()) id: string, @CurrentUser() caller: AuthenticatedUser): Promise<ProductResponse> {
    return { product: this.products.dto(await this.products.get(id, caller)) };
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
    return { success: true, message: ProductMessage.updated, product: this.products.dto(product) };
  }

  @Put(':id/variants')
  @ApiOperation({ summary: 'Set every variant (size × thickness) a product is sold in; those left out become inactive' })
  @ApiOkResponse(wire('ProductChangedResponse'))
  @ApiBadRequestResponse({ type: ErrorBody })
  async setVariants(
    @Param('id', IdParam()) id: string,
    @Body() body: SetVariantsDto,
    @CurrentUser() caller: AuthenticatedUser,
  ): Promise<ProductChangedResponse> {
    const product = await this.products.setVariants(id, body.variants, caller);
    return { success: true, message: VariantMessage.updated, product: this.products.dto(product) };
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
    return { success: true, message: ProductMessage.updated, product: this.products.dto(product) };
  }

  @Delete('delete/:id')
  @ApiOperation({ summary: 'Delete a product (and take it out of categories and wishlists)' })
  @ApiOkResponse(wire('ProductChangedResponse'))
  async remove(@Param('id', IdParam()) id: string, @CurrentUser() caller: AuthenticatedUser): Promise<ProductChangedResponse> {
    const product = await this.products.remove(id, caller);
    return { success: true, message: ProductMessage.deleted, product: this.products.dto(product) };
  }
}
