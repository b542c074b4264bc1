import { DEFAULT_UQC, leviesUtgst, type TaxDocumentDto, type TaxDocumentLine, type TaxDocumentType } from '@nidra/shared/contracts';
import { lineDescription } from '@nidra/shared/util';
import { amountInWords } from './amount-in-words';
import { lineTax } from './gst';

/** An order line as a tax document states it. */
export interface LineToState {
  productName: string;
  sizeLabel: string | null;
  /** Inches, for a mattress sold in several thicknesses. */
  thickness?: number | null;
  hsn: string;
  /** The unit quantity code (NOS when the line was sold before units were kept). */
  uqc?: string | null;
  quantity: number;
  unitPaise: number;
  totalPaise: number;
  taxPaise: number;
  gstRate: number;
}

export interface DocumentParties {
  type: TaxDocumentType;
  number: string;
  date: string;
  orderId: string;
  seller: TaxDocumentDto['seller'];
  buyer: TaxDocumentDto['buyer'];
  shipTo?: TaxDocumentDto['shipTo'];
  placeOfSupply: TaxDocumentDto['placeOfSupply'];
  /** A bill of supply: the seller charges no GST of its own, so its lines carry none. */
  withoutTax?: boolean;
}

const rupees = (paise: number) => paise / 100;

/**
 * A tax document for these lines: each line's tax split by where it is supplied (CGST + SGST within the
 * seller's state, IGST elsewhere), amounts rounded per line in paise, and the totals the sums of the
 * lines, so the document always adds up. A bill of supply states what was charged with no tax lines.
 */
export function stateDocument(parties: DocumentParties, lines: readonly LineToState[]): TaxDocumentDto {
  const intraState = parties.seller.stateCode === parties.placeOfSupply.stateCode;
  const sum = { taxableValue: 0, cgst: 0, sgst: 0, igst: 0, tax: 0, total: 0 };
  const stated: TaxDocumentLine[] = lines.map((line) => {
    const tax = parties.withoutTax ? { cgst: 0, sgst: 0, igst: 0, tax: 0 } : lineTax(line.totalPaise, line.gstRate, intraState);
    const taxable = parties.withoutTax ? line.totalPaise + line.taxPaise : line.totalPaise;
    const rate = parties.withoutTax ? 0 : line.gstRate;
    sum.taxableValue += taxable;
    sum.cgst += tax.cgst;
    sum.sgst += tax.sgst;
    sum.igst += tax.igst;
    sum.tax += tax.tax;
    sum.total += taxable + tax.tax;
    return {
      description: lineDescription(line),
      hsn: line.hsn,
      uqc: line.uqc ?? DEFAULT_UQC,
      quantity: line.quantity,
      unitPrice: rupees(parties.withoutTax ? Math.round(taxable / line.quantity) : line.unitPaise),
      taxableValue: rupees(taxable),
      rate,
      cgstRate: intraState ? rate / 2 : 0,
      sgstRate: intraState ? rate / 2 : 0,
      igstRate: intraState ? 0 : rate,
      cgst: rupees(tax.cgst),
      sgst: rupees(tax.sgst),
      igst: rupees(tax.igst),
      total: rupees(taxable + tax.tax),
    };
  });
  return {
    type: parties.type,
    number: parties.number,
    date: parties.date,
    orderId: parties.orderId,
    seller: parties.seller,
    buyer: parties.buyer,
    ...(parties.shipTo && { shipTo: parties.shipTo }),
    placeOfSupply: parties.placeOfSupply,
    stateTax: leviesUtgst(parties.placeOfSupply.stateCode) ? 'UTGST' : 'SGST',
    reverseCharge: false,
    lines: stated,
    totals: {
      taxableValue: rupees(sum.taxableValue),
      cgst: rupees(sum.cgst),
      sgst: rupees(sum.sgst),
      igst: rupees(sum.igst),
      tax: rupees(sum.tax),
      total: rupees(sum.total),
    },
    amountInWords: amountInWords(sum.total),
  };
}
