import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { CatalogModule } from '@nidra/api/catalog';
import { MerchantsModule } from '@nidra/api/merchants';
import { InvoicesController } from './invoices.controller';
import { EDocumentsController, GstReturnsController } from './returns/gst-returns.controller';
import { EDocumentsService } from './returns/e-documents.service';
import { GstReturnsService } from './returns/gst-returns.service';
import { InvoiceReader } from './invoice-reader.service';
import { InvoicesService } from './invoices.service';
import { PdfRenderer } from './pdf-renderer';
import { DocumentCounter, TaxDocument } from './tax-document.entity';

export const INVOICING_ENTITIES = [TaxDocument, DocumentCounter];

@Module({
  imports: [MikroOrmModule.forFeature(INVOICING_ENTITIES), CatalogModule, MerchantsModule],
  controllers: [InvoicesController, GstReturnsController, EDocumentsController],
  providers: [InvoicesService, InvoiceReader, GstReturnsService, EDocumentsService, PdfRenderer],
  exports: [InvoicesService],
})
export class InvoicingModule {}
