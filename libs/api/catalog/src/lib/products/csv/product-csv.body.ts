import { ApiProperty } from '@nestjs/swagger';
import { DomainError } from '@nidra/api/core';
import { ProductCsvMessage } from '@nidra/shared/contracts';

export class ProductImportForm {
  @ApiProperty({ type: 'string', format: 'binary', description: 'A CSV file in UTF-8, at most 5 MB' })
  file!: unknown;
}

export class CsvTooLarge extends DomainError {
  readonly status = 413;
  constructor() {
    super(ProductCsvMessage.tooLarge);
  }
}
