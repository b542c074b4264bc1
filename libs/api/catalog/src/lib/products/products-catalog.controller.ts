import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { CurrentUser, ErrorBody, PageQuery, Public, PublicRead, type AuthenticatedUser } from '@nidra/api/core';
import type { ProductListResponse } from '@nidra/shared/contracts';
import { ProductBody, ProductEnvelope } from './dto/product.body';
import { ProductListDto } from './dto/product-list.dto';
import { ProductsCatalogService } from './products-catalog.service';

class ProductPageBody implements ProductListResponse {
  @ApiProperty({ type: [ProductBody] }) products!: ProductBody[];
  @ApiProperty({ example: 3 }) pages!: number;
  @ApiProperty({ example: 1 }) page!: number;
  @ApiProperty({ example: 19 }) totalProducts!: number;
}

class SuggestionBody {
  @ApiProperty({ format: 'uuid' }) _id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() slug!: string;
  @ApiProperty({ type: String, nullable: true }) imageUrl!: string | null;
  @ApiProperty() price!: number;
}

class SuggestionsBody {
  @ApiProperty({ type: [SuggestionBody] }) products!: SuggestionBody[];
}

@ApiTags('product')
@Controller('product')
export class ProductsCatalogController {
  constructor(private readonly catalog: ProductsCatalogService) {}

  @Post('list')
  @HttpCode(200)
  @PublicRead()
  @ApiOperation({ summary: 'The shop: filter, sort and page the products shoppers may see (8 a page); isLiked when signed in' })
  @ApiOkResponse({ type: ProductPageBody })
  list(@Body() filters: ProductListDto, @CurrentUser() caller?: AuthenticatedUser) {
    return this.catalog.list(filters, caller?.id);
  }

  @Get('list/brand/:slug')
  @Public()
  @ApiOperation({ summary: "A brand's products, paged like the shop" })
  @ApiOkResponse({ type: ProductPageBody })
  @ApiNotFoundResponse({ type: ErrorBody })
  listByBrand(@Param('slug') slug: string, @Query() query: PageQuery, @CurrentUser() caller?: AuthenticatedUser) {
    return this.catalog.listByBrand(slug, query.page ?? 1, caller?.id);
  }

  @Get('list/search/:term')
  @PublicRead()
  @ApiOperation({ summary: 'Search suggestions: product names containing the text' })
  @ApiOkResponse({ type: SuggestionsBody })
  async search(@Param('term') term: string) {
    return { products: await this.catalog.suggest(term.slice(0, 100)) };
  }

  @Get('item/:slug')
  @PublicRead()
  @ApiOperation({ summary: 'The product page' })
  @ApiOkResponse({ type: ProductEnvelope })
  @ApiNotFoundResponse({ type: ErrorBody })
  async bySlug(@Param('slug') slug: string, @CurrentUser() caller?: AuthenticatedUser) {
    return { product: await this.catalog.bySlug(slug, caller?.id) };
  }
}
