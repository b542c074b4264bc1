import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TaxDocumentDto, TaxDocumentLine } from '@nidra/shared/contracts';
import { gstr1, type FiledDocument } from './gstr1';

// A month of documents with known figures, and the GSTR-1 each GSTIN files for it, written by hand from the
// rules (fixtures/*.expected.json): what the builder answers must equal them field for field.

const SHOP = '29AABCN1234A1Z2';
const SELLER = '27AAFCP1234K1ZF';
const BUSINESS = '29AAJFS1234K1ZY';

const expected = (name: string) => JSON.parse(readFileSync(join(__dirname, 'fixtures', name), 'utf8'));

/** A line: quantity, taxable value, and the tax of each kind, in rupees. */
function line(hsn: string, uqc: string, rate: number, quantity: number, taxable: number, tax: { igst?: number; half?: number }): TaxDocumentLine {
  const igst = tax.igst ?? 0;
  const half = tax.half ?? 0;
  return {
    description: hsn === '6302' ? 'Percale Bedsheet (Queen 5x6.5)' : 'Ortho Rest Mattress (Queen 5x6.5)',
    hsn,
    uqc,
    quantity,
    unitPrice: taxable / quantity,
    taxableValue: taxable,
    rate,
    cgstRate: half ? rate / 2 : 0,
    sgstRate: half ? rate / 2 : 0,
    igstRate: igst ? rate : 0,
    cgst: half,
    sgst: half,
    igst,
    total: taxable + igst + 2 * half,
  };
}

function document(fields: { type?: TaxDocumentDto['type']; number: string; date: string; seller?: string; sellerState?: string; buyerGstin?: string; pos: string; lines: TaxDocumentLine[] }): TaxDocumentDto {
  const sum = (pick: (each: TaxDocumentLine) => number) => fields.lines.reduce((total, each) => total + pick(each), 0);
  return {
    type: fields.type ?? 'tax-invoice',
    number: fields.number,
    date: fields.date,
    orderId: '0b6f3c2e-6f7a-4f7e-9c0d-2f1f4a5b6c7d',
    seller: { name: 'Seller', gstin: fields.seller ?? SHOP, address: '', state: '', stateCode: fields.sellerState ?? '29', merchantId: null },
    buyer: { name: 'Buyer', gstin: fields.buyerGstin ?? null, address: '' },
    placeOfSupply: { state: '', stateCode: fields.pos },
    stateTax: 'SGST',
    reverseCharge: false,
    lines: fields.lines,
    totals: {
      taxableValue: sum((each) => each.taxableValue),
      cgst: sum((each) => each.cgst),
      sgst: sum((each) => each.sgst),
      igst: sum((each) => each.igst),
      tax: sum((each) => each.cgst + each.sgst + each.igst),
      total: sum((each) => each.total),
    },
    amountInWords: '',
  };
}

describe('GSTR-1', () => {
  it('files the shop’s month: B2B, a large inter-state B2C, the small ones summed net of credit notes, notes of each kind, HSN and documents', () => {
    // A business in Karnataka buys a mattress and two bedsheets (two HSN codes, two rates).
    const b2b = document({ number: 'NID/26-27/000001', date: '2026-11-03', buyerGstin: BUSINESS, pos: '29', lines: [line('9404', 'NOS', 18, 1, 20000, { half: 1800 }), line('6302', 'PCS', 5, 2, 4000, { half: 100 })] });
    // Shoppers: within Karnataka (two units, one later cancelled), Delhi above ₹1,00,000, Maharashtra below.
    const local = document({ number: 'NID/26-27/000002', date: '2026-11-05', pos: '29', lines: [line('9404', 'NOS', 18, 1, 10000, { half: 900 }), line('9404', 'NOS', 18, 1, 5000, { half: 450 })] });
    const large = document({ number: 'NID/26-27/000003', date: '2026-11-10', pos: '07', lines: [line('9404', 'NOS', 18, 2, 120000, { igst: 21600 })] });
    const small = document({ number: 'NID/26-27/000004', date: '2026-11-12', pos: '27', lines: [line('9404', 'NOS', 18, 1, 30000, { igst: 5400 })] });
    const cancelled = document({ type: 'credit-note', number: 'NCN/26-27/000001', date: '2026-11-20', pos: '29', lines: [line('9404', 'NOS', 18, 1, 5000, { half: 450 })] });
    const businessReturn = document({ type: 'credit-note', number: 'NCN/26-27/000002', date: '2026-11-22', buyerGstin: BUSINESS, pos: '29', lines: [line('6302', 'PCS', 5, 1, 2000, { half: 50 })] });
    const largeReturn = document({ type: 'credit-note', number: 'NCN/26-27/000003', date: '2026-11-25', pos: '07', lines: [line('9404', 'NOS', 18, 1, 60000, { igst: 10800 })] });
    const filed: FiledDocument[] = [
      ...[b2b, local, large, small].map((each) => ({ document: each, throughShop: false })),
      { document: cancelled, invoice: local, throughShop: false },
      { document: businessReturn, invoice: b2b, throughShop: false },
      { document: largeReturn, invoice: large, throughShop: false },
    ];
    // The order documents come in does not matter.
    expect(gstr1(SHOP, '112026', [...filed].reverse(), SHOP)).toEqual(expected('gstr1-shop-112026.expected.json'));
  });

  it('files a seller’s sales through the shop as e-commerce supplies, the shop’s GSTIN as the operator', () => {
    const toKarnataka = document({ number: 'PUN/26-27/000001', date: '2026-11-08', seller: SELLER, sellerState: '27', pos: '29', lines: [line('9404', 'NOS', 18, 1, 8000, { igst: 1440 })] });
    const toDelhi = document({ number: 'PUN/26-27/000002', date: '2026-11-09', seller: SELLER, sellerState: '27', pos: '07', lines: [line('9404', 'NOS', 18, 1, 100000, { igst: 18000 })] });
    const filed = [toKarnataka, toDelhi].map((each) => ({ document: each, throughShop: true }));
    expect(gstr1(SELLER, '112026', filed, SHOP)).toEqual(expected('gstr1-seller-112026.expected.json'));
  });

  it('files a month without sales as empty sections', () => {
    expect(gstr1(SHOP, '012027', [], SHOP)).toEqual({
      gstin: SHOP,
      fp: '012027',
      b2b: [],
      b2cl: [],
      b2cs: [],
      cdnr: [],
      cdnur: [],
      hsn: { hsn_b2b: [], hsn_b2c: [] },
      doc_issue: { doc_det: [] },
    });
  });
});
