import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { CatalogModule } from '@nidra/api/catalog';
import { MerchantsModule } from '@nidra/api/merchants';
import { InvoicesController } from './invoices.controller';
import { InvoicesService } from './invoices.service';
import { PdfRenderer } from './pdf-renderer';
import { DocumentCounter, TaxDocument } from './tax-document.entity';

export const INVOICING_ENTITIES = [TaxDocument, DocumentCounter];

@Module({
  imports: [MikroOrmModule.forFeature(INVOICING_ENTITIES), CatalogModule, MerchantsModule],
  controllers: [InvoicesController],
  providers: [InvoicesService, PdfRenderer],
  exports: [InvoicesService],
})
export class InvoicingModule {}
