import { pdfText } from '@nidra/api/testing';
import type { TaxDocumentDto } from '@nidra/shared/contracts';
import { renderTaxDocumentPdf } from '../src/lib/invoice-pdf';

/** An invoice for a king-size mattress bought three at a time and a hundred pillows sold at a crore in all. */
const LARGE: TaxDocumentDto = {
  type: 'tax-invoice',
  number: 'NID/26-27/000042',
  date: '2026-11-26',
  orderId: '0b6f3c2e-6f7a-4f7e-9c0d-2f1f4a5b6c7d',
  seller: { name: 'Nidra Sleep Private Limited', gstin: '29AABCN1234A1Z2', address: '80 Feet Road, Koramangala, Bengaluru 560034', state: 'Karnataka', stateCode: '29', merchantId: null },
  buyer: { name: 'Kabir Sen', gstin: null, address: '4 Janpath, New Delhi 110001' },
  placeOfSupply: { state: 'Delhi', stateCode: '07' },
  stateTax: 'SGST',
  reverseCharge: false,
  lines: [
    { description: 'Ortho Rest 10 inch Memory Foam Mattress (78x72)', hsn: '9404', uqc: 'NOS', quantity: 3, unitPrice: 124999, taxableValue: 374997, rate: 18, cgstRate: 0, sgstRate: 0, igstRate: 18, cgst: 0, sgst: 0, igst: 67499.46, total: 442496.46 },
    { description: 'Cloud Pillow', hsn: '94049099', uqc: 'PCS', quantity: 100, unitPrice: 100000.01, taxableValue: 10000001, rate: 18, cgstRate: 0, sgstRate: 0, igstRate: 18, cgst: 0, sgst: 0, igst: 1800000.18, total: 11800001.18 },
  ],
  totals: { taxableValue: 10374998, cgst: 0, sgst: 0, igst: 1867499.64, tax: 1867499.64, total: 12242497.64 },
  amountInWords: 'Rupees One Crore Twenty-Two Lakh Forty-Two Thousand Four Hundred Ninety-Seven and Paise Sixty-Four Only',
};

describe('a tax document as a PDF', () => {
  it('keeps every figure and HSN code whole on its line, however large', async () => {
    const text = await pdfText(await renderTaxDocumentPdf(LARGE));
    const lines = text.split('\n');
    const figures = ['₹1,24,999.00', '₹3,74,997.00', '₹67,499.46', '₹4,42,496.46', '94049099', '₹1,00,000.01', '₹1,00,00,001.00', '₹18,00,000.18', '₹1,18,00,001.18', '₹1,03,74,998.00', '₹18,67,499.64', '₹1,22,42,497.64'];
    for (const figure of figures) expect(lines.some((line) => line.includes(figure))).toBe(true);
  }, 30_000);

  it('writes its date in full, day first', async () => {
    expect(await pdfText(await renderTaxDocumentPdf(LARGE))).toContain('Date: 26 November 2026');
    expect(await pdfText(await renderTaxDocumentPdf({ ...LARGE, date: '2027-03-05' }))).toContain('Date: 5 March 2027');
  }, 30_000);

  it('is the same document whatever was rendered before it (fonts are parsed once and shared)', async () => {
    const small: TaxDocumentDto = { ...LARGE, lines: [{ ...LARGE.lines[0], description: 'Fluffy pillow' }] };
    const first = await renderTaxDocumentPdf(small);
    await renderTaxDocumentPdf(LARGE);
    const again = await renderTaxDocumentPdf(small);
    // Only the creation date differs, which has a fixed length: the embedded font subsets are the same.
    expect(again.length).toBe(first.length);
    expect(await pdfText(again)).toBe(await pdfText(first));
    expect(await pdfText(again)).toContain('Fluffy pillow');
  }, 30_000);

  it('states each line unit, and CGST and UTGST each with its own rate in a union territory', async () => {
    const chandigarh: TaxDocumentDto = {
      ...LARGE,
      seller: { ...LARGE.seller, state: 'Chandigarh', stateCode: '04', gstin: '04AABCN1234A1Z0' },
      placeOfSupply: { state: 'Chandigarh', stateCode: '04' },
      stateTax: 'UTGST',
      lines: [{ ...LARGE.lines[1], rate: 18, cgstRate: 9, sgstRate: 9, igstRate: 0, cgst: 900000.09, sgst: 900000.09, igst: 0 }],
    };
    const text = await pdfText(await renderTaxDocumentPdf(chandigarh));
    expect(text).toContain('100 PCS');
    expect(text).toContain('UTGST');
    expect(text).not.toContain('SGST\n');
    expect(text.match(/9%/g)?.length).toBeGreaterThanOrEqual(2);
  }, 30_000);

  it('names the invoice a credit note reduces with its date, and bills a business apart from where the goods go', async () => {
    const note = {
      ...LARGE,
      type: 'credit-note' as const,
      number: 'NCN/26-27/000003',
      refersTo: 'NID/26-27/000042',
      refersToDate: '2026-11-26',
      buyer: { name: 'Sen Interiors LLP', gstin: '07AAJFS1234K1Z5', address: '9 Nehru Place, New Delhi 110019', stateCode: '07' },
      shipTo: { name: 'Kabir Sen', address: '4 Janpath, New Delhi 110001' },
    };
    const text = await pdfText(await renderTaxDocumentPdf(note));
    expect(text).toMatch(/Against invoice: NID\/26-27\/000042 dated 26\s+November 2026/);
    expect(text).toContain('Bill to');
    expect(text).toContain('Ship to');
    expect(text).toContain('Sen Interiors LLP');
    expect(text).toContain('GSTIN: 07AAJFS1234K1Z5');
  }, 30_000);
});
