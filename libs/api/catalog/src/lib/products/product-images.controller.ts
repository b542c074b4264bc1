import { Controller, Param, Post, Req } from '@nestjs/common';
import {
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiTags,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { CurrentUser, ErrorBody, IdParam, readMultipart, Roles, wire, wireForm, type AuthenticatedUser } from '@nidra/api/core';
import { ProductMessage, Role, type ProductChangedResponse } from '@nidra/shared/contracts';
import { ProductsManagementService } from './products-management.service';

@ApiTags('product')
@Controller('upload')
@Roles(Role.Admin, Role.Merchant)
export class ProductImagesController {
  constructor(private readonly products: ProductsManagementService) {}

  @Post('product/:id')
  @ApiOperation({ summary: 'Add one image to a product (multipart/form-data, field "image")' })
  @ApiConsumes('multipart/form-data')
  @ApiBody(wireForm({ name: 'image', description: 'jpg, jpeg or png, at most 5 MB' }))
  @ApiCreatedResponse(wire('ProductChangedResponse'))
  @ApiNotFoundResponse({ type: ErrorBody })
  @ApiPayloadTooLargeResponse({ type: ErrorBody })
  @ApiUnsupportedMediaTypeResponse({ type: ErrorBody })
  async upload(
    @Param('id', IdParam()) id: string,
    @Req() request: FastifyRequest,
    @CurrentUser() caller: AuthenticatedUser,
  ): Promise<ProductChangedResponse> {
    const form = await readMultipart(request, 'image');
    const product = await this.products.addImage(id, form.file, caller);
    return { success: true, message: ProductMessage.imageAdded, product: this.products.dto(product) };
  }
}
