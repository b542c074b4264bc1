import { applyDecorators, Controller, Get, HttpCode, Post, Req, StreamableFile } from '@nestjs/common';
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
import { PRODUCT_CSV_COLUMNS, Role, VARIANT_CSV_COLUMNS, type ProductImportResponse } from '@nidra/shared/contracts';
import { VariantExportService } from '../variants/csv/variant-export.service';
import { VariantImportService } from '../variants/csv/variant-import.service';
import { CsvTooLarge } from './product-csv.body';
import { ProductExportService } from './product-export.service';
import { ProductImportService } from './product-import.service';

/** An export: administrators and merchants, RFC 4180 CSV. */
const CsvExport = (summary: string, description: string, rows: string) =>
  applyDecorators(
    Roles(Role.Admin, Role.Merchant),
    ApiOperation({ summary, description }),
    ApiProduces('text/csv'),
    ApiOkResponse({ description: `RFC 4180 CSV, one row per ${rows}`, content: { 'text/csv': { schema: { type: 'string' } } } }),
  );

/** An import: administrators alone, one file in the multipart field "file", all rows or none. */
const CsvImport = (summary: string, description: string) =>
  applyDecorators(
    HttpCode(200),
    Roles(Role.Admin),
    ApiOperation({ summary, description }),
    ApiConsumes('multipart/form-data'),
    ApiBody(wireForm({ name: 'file', description: 'A CSV file in UTF-8, at most 5 MB' })),
    ApiOkResponse(wire('ProductImportResponse')),
    ApiBadRequestResponse({ ...wire('ProductImportRefusalResponse'), description: 'Every refused row (the header is row 1), or `{ error }` alone for a file that cannot be read' }),
    ApiConflictResponse({ type: ErrorBody, description: 'A new sku was taken meanwhile' }),
    ApiPayloadTooLargeResponse({ type: ErrorBody }),
    ApiUnsupportedMediaTypeResponse({ type: ErrorBody }),
  );

const csvFile = (text: string, filename: string) =>
  new StreamableFile(Buffer.from(text, 'utf8'), { type: 'text/csv; charset=utf-8', disposition: `attachment; filename="${filename}"` });

const uploadedFile = async (request: FastifyRequest) => (await readMultipart(request, 'file', () => new CsvTooLarge())).file;

@ApiTags('product')
@Controller('product')
export class ProductCsvController {
  constructor(
    private readonly exports: ProductExportService,
    private readonly imports: ProductImportService,
    private readonly variantExports: VariantExportService,
    private readonly variantImports: VariantImportService,
  ) {}

  @Get('export.csv')
  @CsvExport(
    'The products as CSV: all for administrators, its brand’s for a merchant',
    `Header ${PRODUCT_CSV_COLUMNS.join(',')}; brand as its slug (empty for none), taxable and isActive as 1 or 0, gstRate empty for the shop’s rate.`,
    'product',
  )
  async export(@CurrentUser() caller: AuthenticatedUser): Promise<StreamableFile> {
    return csvFile(await this.exports.csv(caller), 'products.csv');
  }

  @Post('import')
  @CsvImport(
    'Create and update products by sku from a CSV file (multipart/form-data, field "file")',
    'The header names export columns in any order (sku required; others ignored). A new sku creates a product (name, description, price and quantity required); a known one takes the filled cells. All rows or none.',
  )
  async import(@Req() request: FastifyRequest): Promise<ProductImportResponse> {
    return this.imports.import(await uploadedFile(request));
  }

  @Get('variants.csv')
  @CsvExport(
    'The variants as CSV: all for administrators, its brand’s for a merchant',
    `Header ${VARIANT_CSV_COLUMNS.join(',')}; size empty for an unsized variant, thickness empty for none, price in rupees, quantity the variant’s own when its product keeps stock by size (else the product’s pool), isActive as 1 or 0.`,
    'variant',
  )
  async exportVariants(@CurrentUser() caller: AuthenticatedUser): Promise<StreamableFile> {
    return csvFile(await this.variantExports.csv(caller), 'variants.csv');
  }

  @Post('variants/import')
  @CsvImport(
    'Create and update variants by sku from a CSV file (multipart/form-data, field "file")',
    'The header names export columns in any order (sku required; others ignored). A new sku creates a variant of the product named by productSku (the size and thickness columns required, an empty cell for none; an empty price follows the size rule); a known one takes the filled cells. Quantities other than the pool on a pooled product switch it to stock by size, and then every active variant of it needs one. All rows or none.',
  )
  async importVariants(@Req() request: FastifyRequest): Promise<ProductImportResponse> {
    return this.variantImports.import(await uploadedFile(request));
  }
}
