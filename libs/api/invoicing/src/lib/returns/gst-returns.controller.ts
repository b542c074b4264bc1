import { Body, Controller, Get, Param, Put, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import { CurrentUser, ErrorBody, IdParam, IsGstin, Roles, Trim, wire, WireSchema, type AuthenticatedUser } from '@nidra/api/core';
import {
  EDocumentMessage,
  GST_PERIOD_PATTERN,
  GstReturnMessage,
  IRN_PATTERN,
  Role,
  type EInvoice,
  type EwayBill,
  type GstFilersResponse,
  type Gstr1,
  type IrnRecord,
  type TaxDocumentDto,
} from '@nidra/shared/contracts';
import { EDocumentsService } from './e-documents.service';
import { GstReturnsService } from './gst-returns.service';

export class Gstr1Query {
  @ApiProperty({ example: '29AABCN1234A1Z2', description: 'The shop’s GSTIN or a seller’s' })
  @IsGstin({ message: GstReturnMessage.gstinInvalid })
  @IsString({ message: GstReturnMessage.gstinInvalid })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() : value))
  gstin!: string;

  @ApiProperty({ example: '112026', description: 'The month, MMYYYY' })
  @Matches(GST_PERIOD_PATTERN, { message: GstReturnMessage.periodInvalid })
  @IsString({ message: GstReturnMessage.periodInvalid })
  period!: string;
}

@WireSchema('IrnRecord')
export class IrnRecordDto implements IrnRecord {
  @Matches(IRN_PATTERN, { message: EDocumentMessage.irnInvalid })
  @IsString({ message: EDocumentMessage.irnInvalid })
  @Trim()
  irn!: string;

  @MaxLength(30, { message: 'The acknowledgement number may not be greater than 30 characters.' })
  @IsNotEmpty({ message: EDocumentMessage.ackNoRequired })
  @IsString({ message: EDocumentMessage.ackNoRequired })
  @Trim()
  ackNo!: string;

  @MaxLength(30, { message: 'The acknowledgement date may not be greater than 30 characters.' })
  @IsNotEmpty({ message: EDocumentMessage.ackDateRequired })
  @IsString({ message: EDocumentMessage.ackDateRequired })
  @Trim()
  ackDate!: string;

  @MaxLength(4000, { message: 'The signed QR code may not be greater than 4000 characters.' })
  @IsNotEmpty({ message: EDocumentMessage.qrRequired })
  @IsString({ message: EDocumentMessage.qrRequired })
  @Trim()
  signedQrCode!: string;
}

const SELLERS = 'Administrators, and a marketplace seller for its own documents; anyone else 404.';

/** The JSON a seller uploads to the IRP and the e-way bill portal for one of its documents, and the IRP's answer. */
@ApiTags('GST returns')
@Controller('invoice')
export class EDocumentsController {
  constructor(private readonly documents: EDocumentsService) {}

  @Get(':id/einvoice.json')
  @Roles(Role.Admin, Role.Merchant)
  @ApiOperation({ summary: 'A registered buyer’s invoice or credit note as the IRP’s INV-01 (schema 1.1) JSON: /api/invoice/{_id}/einvoice.json', description: SELLERS })
  @ApiOkResponse(wire('EInvoice'))
  @ApiBadRequestResponse({ type: ErrorBody, description: 'A document to an unregistered buyer' })
  @ApiNotFoundResponse({ type: ErrorBody })
  eInvoice(@Param('id', IdParam()) id: string, @CurrentUser() caller: AuthenticatedUser): Promise<EInvoice> {
    return this.documents.eInvoice(id, caller);
  }

  @Get(':id/eway-bill.json')
  @Roles(Role.Admin, Role.Merchant)
  @ApiOperation({ summary: 'A tax invoice as the e-way bill portal’s JSON: /api/invoice/{_id}/eway-bill.json', description: SELLERS })
  @ApiOkResponse(wire('EwayBill'))
  @ApiBadRequestResponse({ type: ErrorBody, description: 'A credit note' })
  @ApiNotFoundResponse({ type: ErrorBody })
  ewayBill(@Param('id', IdParam()) id: string, @CurrentUser() caller: AuthenticatedUser): Promise<EwayBill> {
    return this.documents.ewayBill(id, caller);
  }

  @Put(':id/irn')
  @Roles(Role.Admin, Role.Merchant)
  @ApiOperation({ summary: 'Record the IRP’s answer for an e-invoice, once; the PDF then prints the IRN and its QR code', description: SELLERS })
  @ApiOkResponse(wire('TaxInvoiceResponse'))
  @ApiBadRequestResponse({ type: ErrorBody })
  @ApiNotFoundResponse({ type: ErrorBody })
  @ApiConflictResponse({ type: ErrorBody, description: 'An IRN is recorded already' })
  recordIrn(@Param('id', IdParam()) id: string, @Body() body: IrnRecordDto, @CurrentUser() caller: AuthenticatedUser): Promise<TaxDocumentDto> {
    return this.documents.recordIrn(id, body, caller);
  }
}

@ApiTags('GST returns')
@Controller('gst')
export class GstReturnsController {
  constructor(private readonly returns: GstReturnsService) {}

  @Get('filers')
  @Roles(Role.Admin, Role.Merchant)
  @ApiOperation({ summary: 'The GSTINs whose returns the caller may read: administrators the shop’s and every seller’s, a merchant its own' })
  @ApiOkResponse(wire('GstFilersResponse'))
  async filers(@CurrentUser() caller: AuthenticatedUser): Promise<GstFilersResponse> {
    return { filers: await this.returns.filers(caller) };
  }

  @Get('gstr1')
  @Roles(Role.Admin, Role.Merchant)
  @ApiOperation({
    summary: 'A GSTIN’s GSTR-1 for a month, in the GST offline tool’s JSON',
    description: 'Administrators: the shop’s GSTIN or any seller’s; a merchant: its own. Another GSTIN, or one nobody here files, is 404.',
  })
  @ApiOkResponse(wire('Gstr1'))
  @ApiBadRequestResponse({ type: ErrorBody, description: 'A malformed GSTIN or period' })
  @ApiNotFoundResponse({ type: ErrorBody })
  gstr1(@Query() query: Gstr1Query, @CurrentUser() caller: AuthenticatedUser): Promise<Gstr1> {
    return this.returns.gstr1(query.gstin, query.period, caller);
  }
}
