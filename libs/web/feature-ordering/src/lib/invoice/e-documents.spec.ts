import { EDocumentMessage, Role, type OrderInvoiceDto } from '@nidra/shared/contracts';
import { eDocumentFileName, handlesEDocuments, invoicesOfItems, irnErrors, needsEwayBill, takesEInvoice } from './e-documents';

const invoice = (fields: Partial<OrderInvoiceDto> = {}): OrderInvoiceDto => ({
  _id: 'inv-1',
  type: 'tax-invoice',
  number: 'NID/26-27/000001',
  date: '2026-12-02',
  orderId: 'order-1',
  seller: { name: 'Nidra Sleep Private Limited', gstin: '29AABCN1234A1Z2', address: 'Bengaluru', state: 'Karnataka', stateCode: '29', merchantId: null },
  buyer: { name: 'Asha Rao', gstin: null, address: 'Jayanagar' },
  placeOfSupply: { state: 'Karnataka', stateCode: '29' },
  stateTax: 'SGST',
  reverseCharge: false,
  lines: [],
  totals: { taxableValue: 1000, cgst: 90, sgst: 90, igst: 0, tax: 180, total: 1180 },
  amountInWords: 'One thousand one hundred eighty rupees only',
  ...fields,
});

const line = (description: string) => ({
  description,
  hsn: '9404',
  uqc: 'NOS',
  quantity: 1,
  unitPrice: 1000,
  taxableValue: 1000,
  rate: 18,
  cgstRate: 9,
  sgstRate: 9,
  igstRate: 0,
  cgst: 90,
  sgst: 90,
  igst: 0,
  total: 1180,
});

describe('handlesEDocuments', () => {
  const sellers = invoice({ seller: { ...invoice().seller, merchantId: 'm-1' } });
  it('lets administrators and the invoice’s seller make the files, nobody else', () => {
    expect(handlesEDocuments({ role: Role.Admin, merchant: null }, invoice())).toBe(true);
    expect(handlesEDocuments({ role: Role.Merchant, merchant: 'm-1' }, sellers)).toBe(true);
    expect(handlesEDocuments({ role: Role.Merchant, merchant: 'm-2' }, sellers)).toBe(false);
    expect(handlesEDocuments({ role: Role.Merchant, merchant: null }, invoice())).toBe(false);
    expect(handlesEDocuments({ role: Role.Member, merchant: null }, invoice())).toBe(false);
    expect(handlesEDocuments(undefined, invoice())).toBe(false);
  });
});

describe('which files an invoice takes', () => {
  it('makes an e-invoice only of a tax invoice to a buyer with a GSTIN', () => {
    expect(takesEInvoice(invoice({ buyer: { name: 'Sahyadri Hotels', gstin: '27AAPFU0939F1ZV', address: 'Mumbai' } }))).toBe(true);
    expect(takesEInvoice(invoice())).toBe(false);
    expect(takesEInvoice(invoice({ type: 'bill-of-supply', buyer: { name: 'Sahyadri Hotels', gstin: '27AAPFU0939F1ZV', address: 'Mumbai' } }))).toBe(false);
  });

  it('needs an e-way bill above ₹50,000, not at it', () => {
    expect(needsEwayBill(invoice({ totals: { ...invoice().totals, total: 50_000 } }))).toBe(false);
    expect(needsEwayBill(invoice({ totals: { ...invoice().totals, total: 50_000.01 } }))).toBe(true);
  });

  it('names each file by the document number', () => {
    expect(eDocumentFileName('NID/26-27/000001', 'einvoice')).toBe('NID-26-27-000001-einvoice.json');
    expect(eDocumentFileName('NID/26-27/000001', 'eway-bill')).toBe('NID-26-27-000001-eway-bill.json');
  });
});

describe('irnErrors', () => {
  const good = { irn: 'a'.repeat(64), ackNo: '112010000000001', ackDate: '2026-12-02 10:15:00', signedQrCode: 'eyJhbGciOi' };
  it('accepts the IRP’s answer as it comes', () => {
    expect(irnErrors(good)).toEqual({});
    expect(irnErrors({ ...good, irn: 'ABCDEF0123456789'.repeat(4) })).toEqual({});
  });

  it('refuses an IRN that is not 64 hex characters and missing fields, in the server’s words', () => {
    expect(irnErrors({ irn: 'g'.repeat(64), ackNo: ' ', ackDate: '', signedQrCode: '' })).toEqual({
      irn: EDocumentMessage.irnInvalid,
      ackNo: EDocumentMessage.ackNoRequired,
      ackDate: EDocumentMessage.ackDateRequired,
      signedQrCode: EDocumentMessage.qrRequired,
    });
    expect(irnErrors({ ...good, irn: 'a'.repeat(63) }).irn).toBe(EDocumentMessage.irnInvalid);
  });
});

describe('invoicesOfItems', () => {
  const shops = invoice({ lines: [line('Ortho Rest Mattress (6x3, 8 in)')] });
  const sellers = invoice({ _id: 'inv-2', number: 'SLR/26-27/000001', lines: [line('Cotton Pillow')] });
  const billOfSupply = invoice({ _id: 'bos-1', type: 'bill-of-supply', lines: [line('Cotton Pillow')] });

  it('finds the tax invoice that bills each chosen item by its line', () => {
    const mattress = { product: { name: 'Ortho Rest Mattress' }, size: '6x3', thickness: 8 };
    const pillow = { product: { name: 'Cotton Pillow' }, size: null, thickness: null };
    expect(invoicesOfItems([mattress], [shops, sellers, billOfSupply])).toEqual([shops]);
    expect(invoicesOfItems([mattress, pillow], [shops, sellers, billOfSupply])).toEqual([shops, sellers]);
    expect(invoicesOfItems([{ ...mattress, thickness: 6 }], [shops, sellers])).toEqual([]);
  });
});
