import { Controller, Get, HttpCode, Post, Req, StreamableFile } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiProduces,
  ApiTags,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { CurrentUser, ErrorBody, readMultipart, Roles, wire, wireForm, type AuthenticatedUser } from '@nidra/api/core';
import { PRODUCT_CSV_COLUMNS, Role, type ProductImportResponse } from '@nidra/shared/contracts';
import { CsvTooLarge } from './product-csv.body';
import { ProductExportService } from './product-export.service';
import { ProductImportService } from './product-import.service';

@ApiTags('product')
@Controller('product')
export class ProductCsvController {
  constructor(
    private readonly exports: ProductExportService,
    private readonly imports: ProductImportService,
  ) {}

  @Get('export.csv')
  @Roles(Role.Admin, Role.Merchant)
  @ApiOperation({
    summary: 'The products as CSV: all for administrators, its brand’s for a merchant',
    description: `Header ${PRODUCT_CSV_COLUMNS.join(',')}; brand as its slug (empty for none), taxable and isActive as 1 or 0, gstRate empty for the shop’s rate.`,
  })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'RFC 4180 CSV, one row per product', content: { 'text/csv': { schema: { type: 'string' } } } })
  async export(@CurrentUser() caller: AuthenticatedUser): Promise<StreamableFile> {
    return new StreamableFile(Buffer.from(await this.exports.csv(caller), 'utf8'), {
      type: 'text/csv; charset=utf-8',
      disposition: 'attachment; filename="products.csv"',
    });
  }

  @Post('import')
  @HttpCode(200)
  @Roles(Role.Admin)
  @ApiOperation({
    summary: 'Create and update products by sku from a CSV file (multipart/form-data, field "file")',
    description:
      'The header names export columns in any order (sku required; others ignored). A new sku creates a product (name, description, price and quantity required); a known one takes the filled cells. All rows or none.',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody(wireForm({ name: 'file', description: 'A CSV file in UTF-8, at most 5 MB' }))
  @ApiOkResponse(wire('ProductImportResponse'))
  @ApiBadRequestResponse({ ...wire('ProductImportRefusalResponse'), description: 'Every refused row (the header is row 1), or `{ error }` alone for a file that cannot be read' })
  @ApiConflictResponse({ type: ErrorBody, description: 'A new sku was taken meanwhile' })
  @ApiPayloadTooLargeResponse({ type: ErrorBody })
  @ApiUnsupportedMediaTypeResponse({ type: ErrorBody })
  async import(@Req() request: FastifyRequest): Promise<ProductImportResponse> {
    const form = await readMultipart(request, 'file', () => new CsvTooLarge());
    return this.imports.import(form.file);
  }
}
