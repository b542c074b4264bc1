import { DomainError } from '@nidra/api/core';
import { ProductCsvMessage } from '@nidra/shared/contracts';

export class CsvTooLarge extends DomainError {
  readonly status = 413;
  constructor() {
    super(ProductCsvMessage.tooLarge);
  }
}
