import { ApiProperty } from '@nestjs/swagger';
import type { CreditNoteDto, TaxDocumentDto, TaxDocumentLine, TaxDocumentTotals, TaxDocumentType } from '@nidra/shared/contracts';

const TYPES: TaxDocumentType[] = ['tax-invoice', 'bill-of-supply', 'credit-note'];

class SellerBody {
  @ApiProperty({ example: 'Nidra Sleep Private Limited' }) name!: string;
  @ApiProperty({ type: String, nullable: true, example: '29AABCN1234A1Z2' }) gstin!: string | null;
  @ApiProperty() address!: string;
  @ApiProperty({ example: 'Karnataka' }) state!: string;
  @ApiProperty({ example: '29' }) stateCode!: string;
}

class BuyerBody {
  @ApiProperty() name!: string;
  @ApiProperty({ type: String, nullable: true }) gstin!: string | null;
  @ApiProperty() address!: string;
}

class PlaceOfSupplyBody {
  @ApiProperty({ example: 'Delhi' }) state!: string;
  @ApiProperty({ example: '07' }) stateCode!: string;
}

class LineBody implements TaxDocumentLine {
  @ApiProperty({ description: 'The product, with its size' }) description!: string;
  @ApiProperty({ example: '9404' }) hsn!: string;
  @ApiProperty() quantity!: number;
  @ApiProperty({ description: 'Rupees' }) unitPrice!: number;
  @ApiProperty({ description: 'Rupees' }) taxableValue!: number;
  @ApiProperty({ description: 'GST rate in percent' }) rate!: number;
  @ApiProperty({ description: 'Rupees; within the seller’s state' }) cgst!: number;
  @ApiProperty({ description: 'Rupees; within the seller’s state' }) sgst!: number;
  @ApiProperty({ description: 'Rupees; to another state' }) igst!: number;
  @ApiProperty({ description: 'Rupees' }) total!: number;
}

class TotalsBody implements TaxDocumentTotals {
  @ApiProperty() taxableValue!: number;
  @ApiProperty() cgst!: number;
  @ApiProperty() sgst!: number;
  @ApiProperty() igst!: number;
  @ApiProperty() tax!: number;
  @ApiProperty({ description: 'The order’s totalWithTax (an invoice), or what the note gives back' }) total!: number;
}

/** A tax invoice, bill of supply or credit note as issued; money in rupees, exact to the paisa. */
export class TaxDocumentBody implements TaxDocumentDto {
  @ApiProperty({ enum: TYPES }) type!: TaxDocumentType;
  @ApiProperty({ example: 'NID/26-27/000123', maxLength: 16 }) number!: string;
  @ApiProperty({ format: 'date', description: 'The day it was issued, in India' }) date!: string;
  @ApiProperty({ format: 'uuid' }) orderId!: string;
  @ApiProperty({ type: SellerBody }) seller!: SellerBody;
  @ApiProperty({ type: BuyerBody }) buyer!: BuyerBody;
  @ApiProperty({ type: PlaceOfSupplyBody }) placeOfSupply!: PlaceOfSupplyBody;
  @ApiProperty({ example: false }) reverseCharge!: false;
  @ApiProperty({ type: [LineBody] }) lines!: LineBody[];
  @ApiProperty({ type: TotalsBody }) totals!: TotalsBody;
  @ApiProperty({ example: 'Rupees Twenty-One Thousand Two Hundred Forty and Paise Fifty Only' }) amountInWords!: string;
}

export class CreditNoteBody extends TaxDocumentBody implements CreditNoteDto {
  @ApiProperty({ enum: ['credit-note'] }) declare type: 'credit-note';
  @ApiProperty({ format: 'uuid' }) _id!: string;
  @ApiProperty({ example: 'NID/26-27/000123', description: 'The invoice it reduces' }) refersTo!: string;
}

export class CreditNotesBody {
  @ApiProperty({ type: [CreditNoteBody] }) creditNotes!: CreditNoteBody[];
}

/** How a PDF answer is documented. */
export const PDF_RESPONSE = { description: 'An A4 PDF', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } };
