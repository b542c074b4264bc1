import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, ErrorBody, PageQuery, Public, PublicRead, wire, type AuthenticatedUser } from '@nidra/api/core';
import type { ProductListResponse, ProductResponse, ProductSuggestionsResponse } from '@nidra/shared/contracts';
import { ProductListDto } from './dto/product-list.dto';
import { ProductsCatalogService } from './products-catalog.service';

@ApiTags('product')
@Controller('product')
export class ProductsCatalogController {
  constructor(private readonly catalog: ProductsCatalogService) {}

  @Post('list')
  @HttpCode(200)
  @PublicRead()
  @ApiOperation({ summary: 'The shop: filter, sort and page the products shoppers may see (8 a page); isLiked when signed in' })
  @ApiOkResponse(wire('ProductListResponse'))
  list(@Body() filters: ProductListDto, @CurrentUser() caller?: AuthenticatedUser): Promise<ProductListResponse> {
    return this.catalog.list(filters, caller?.id);
  }

  @Get('list/brand/:slug')
  @Public()
  @ApiOperation({ summary: "A brand's products, paged like the shop" })
  @ApiOkResponse(wire('ProductListResponse'))
  @ApiNotFoundResponse({ type: ErrorBody })
  listByBrand(@Param('slug') slug: string, @Query() query: PageQuery, @CurrentUser() caller?: AuthenticatedUser): Promise<ProductListResponse> {
    return this.catalog.listByBrand(slug, query.page ?? 1, caller?.id);
  }

  @Get('list/search/:term')
  @PublicRead()
  @ApiOperation({ summary: 'Search suggestions: product names containing the text' })
  @ApiOkResponse(wire('ProductSuggestionsResponse'))
  async search(@Param('term') term: string): Promise<ProductSuggestionsResponse> {
    return { products: await this.catalog.suggest(term.slice(0, 100)) };
  }

  @Get('item/:slug')
  @PublicRead()
  @ApiOperation({ summary: 'The product page' })
  @ApiOkResponse(wire('ProductResponse'))
  @ApiNotFoundResponse({ type: ErrorBody })
  async bySlug(@Param('slug') slug: string, @CurrentUser() caller?: AuthenticatedUser): Promise<ProductResponse> {
    return { product: await this.catalog.bySlug(slug, caller?.id) };
  }
}
