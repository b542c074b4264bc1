import { ApiProperty } from '@nestjs/swagger';
import { DomainError } from '@nidra/api/core';
import { ProductCsvMessage, type ProductImportRefusal, type ProductImportResult, type ProductImportRowError } from '@nidra/shared/contracts';

export class ProductImportForm {
  @ApiProperty({ type: 'string', format: 'binary', description: 'A CSV file in UTF-8, at most 5 MB' })
  file!: unknown;
}

export class ProductImportBody implements ProductImportResult {
  @ApiProperty({ description: 'Products made from new skus' }) created!: number;
  @ApiProperty({ description: 'Known products whose fields changed (a row matching its product changes nothing)' }) updated!: number;
}

class ProductImportRowErrorBody implements ProductImportRowError {
  @ApiProperty({ example: 3, description: 'The row of the file; the header is row 1' }) row!: number;
  @ApiProperty({ example: 'Price must be at least 1.' }) error!: string;
}

export class ProductImportRefusalBody implements ProductImportRefusal {
  @ApiProperty({ example: ProductCsvMessage.rowsRefused(1) }) error!: string;
  @ApiProperty({ type: [ProductImportRowErrorBody] }) rows!: ProductImportRowErrorBody[];
}

export class CsvTooLarge extends DomainError {
  readonly status = 413;
  constructor() {
    super(ProductCsvMessage.tooLarge);
  }
}
