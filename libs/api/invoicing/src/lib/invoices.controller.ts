import { Controller, Get, Param, StreamableFile } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { Authenticated, CurrentUser, ErrorBody, IdParam, NotFound, wire, type AuthenticatedUser } from '@nidra/api/core';
import { InvoiceMessage, type CreditNotesResponse, type OrderInvoicesResponse, type TaxInvoiceResponse } from '@nidra/shared/contracts';
import { InvoiceReader } from './invoice-reader.service';
import { pdfName } from './issued-documents';

/** How a PDF answer is documented. */
const PDF_RESPONSE = { description: 'An A4 PDF', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } };

/** A PDF answered for download under the document's number. */
function pdfFile(document: { number: string; pdf: Buffer }): StreamableFile {
  return new StreamableFile(document.pdf, {
    type: 'application/pdf',
    disposition: `attachment; filename="${pdfName(document.number)}"`,
    length: document.pdf.length,
  });
}

const WHO =
  'The order’s owner and administrators read every invoice of it; a marketplace seller its own; a merchant selling through the shop the shop’s invoice whose every line is its brand’s; anyone else, and before confirmation, 404';

/** `{_id}.pdf` as a document's id, or nothing. */
function pdfId(file: string): string | null {
  const id = /^([0-9a-f-]{36})\.pdf$/i.exec(file)?.[1];
  return id && /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i.test(id) ? id.toLowerCase() : null;
}

@ApiTags('Invoices')
@Controller()
export class InvoicesController {
  constructor(private readonly invoices: InvoiceReader) {}

  @Get('order/:id/invoice')
  @Authenticated()
  @ApiOperation({ summary: 'The order’s tax invoice (or bill of supply), money in rupees', description: WHO })
  @ApiOkResponse(wire('TaxInvoiceResponse'))
  @ApiNotFoundResponse({ type: ErrorBody })
  invoice(@Param('id', IdParam()) id: string, @CurrentUser() caller: AuthenticatedUser): Promise<TaxInvoiceResponse> {
    return this.invoices.invoice(id, caller);
  }

  @Get('order/:id/invoices')
  @Authenticated()
  @ApiOperation({ summary: 'The order’s invoices, one per seller (the shop’s first), money in rupees', description: WHO })
  @ApiOkResponse(wire('OrderInvoicesResponse'))
  @ApiNotFoundResponse({ type: ErrorBody })
  async orderInvoices(@Param('id', IdParam()) id: string, @CurrentUser() caller: AuthenticatedUser): Promise<OrderInvoicesResponse> {
    return { invoices: await this.invoices.invoices(id, caller) };
  }

  @Get('invoice/:file')
  @Authenticated()
  @ApiOperation({ summary: 'One invoice as an A4 PDF: /api/invoice/{_id}.pdf', description: WHO })
  @ApiProduces('application/pdf')
  @ApiOkResponse(PDF_RESPONSE)
  @ApiNotFoundResponse({ type: ErrorBody })
  async invoiceFile(@Param('file') file: string, @CurrentUser() caller: AuthenticatedUser): Promise<StreamableFile> {
    const id = pdfId(file);
    if (!id) throw new NotFound(InvoiceMessage.notFound);
    return pdfFile(await this.invoices.invoicePdfById(id, caller));
  }

  @Get('order/:id/invoice.pdf')
  @Authenticated()
  @ApiOperation({ summary: 'The order’s tax invoice as an A4 PDF', description: WHO })
  @ApiProduces('application/pdf')
  @ApiOkResponse(PDF_RESPONSE)
  @ApiNotFoundResponse({ type: ErrorBody })
  async invoicePdf(@Param('id', IdParam()) id: string, @CurrentUser() caller: AuthenticatedUser): Promise<StreamableFile> {
    return pdfFile(await this.invoices.invoicePdf(id, caller));
  }

  @Get('order/:id/credit-notes')
  @Authenticated()
  @ApiOperation({ summary: 'Credit notes issued against the order’s invoice, oldest first', description: WHO })
  @ApiOkResponse(wire('CreditNotesResponse'))
  @ApiNotFoundResponse({ type: ErrorBody })
  async creditNotes(@Param('id', IdParam()) id: string, @CurrentUser() caller: AuthenticatedUser): Promise<CreditNotesResponse> {
    return { creditNotes: await this.invoices.creditNotes(id, caller) };
  }

  @Get('credit-note/:file')
  @Authenticated()
  @ApiOperation({ summary: 'A credit note as an A4 PDF: /api/credit-note/{_id}.pdf', description: WHO })
  @ApiProduces('application/pdf')
  @ApiOkResponse(PDF_RESPONSE)
  @ApiNotFoundResponse({ type: ErrorBody })
  async creditNotePdf(@Param('file') file: string, @CurrentUser() caller: AuthenticatedUser): Promise<StreamableFile> {
    const id = pdfId(file);
    if (!id) throw new NotFound(InvoiceMessage.creditNoteNotFound);
    return pdfFile(await this.invoices.creditNotePdf(id, caller));
  }
}
