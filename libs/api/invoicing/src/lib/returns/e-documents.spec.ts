import type { TaxDocumentDto } from '@nidra/shared/contracts';
import { eInvoice, ewayBill, placeOf } from './e-documents';

/** A business in Delhi buys two mattresses and a bedsheet from a seller in Karnataka, delivered to its warehouse. */
const INVOICE: TaxDocumentDto = {
  type: 'tax-invoice',
  number: 'MYS/26-27/000007',
  date: '2026-11-05',
  orderId: '0b6f3c2e-6f7a-4f7e-9c0d-2f1f4a5b6c7d',
  seller: { name: 'MYS Sleep Private Limited', gstin: '29AAFCM5678L1ZK', address: '4 Industrial Estate, Mysuru 570001', state: 'Karnataka', stateCode: '29', merchantId: 'm' },
  buyer: { name: 'Sen Interiors LLP', gstin: '07AAJFS1234K1ZX', address: '9 Nehru Place, New Delhi 110019', stateCode: '07' },
  shipTo: { name: 'Kabir Sen', address: '12 Okhla Phase II, New Delhi, Delhi 110020' },
  placeOfSupply: { state: 'Delhi', stateCode: '07' },
  stateTax: 'SGST',
  reverseCharge: false,
  lines: [
    { description: 'Ortho Rest Mattress (Queen 5x6.5)', hsn: '9404', uqc: 'NOS', quantity: 2, unitPrice: 30000, taxableValue: 60000, rate: 18, cgstRate: 0, sgstRate: 0, igstRate: 18, cgst: 0, sgst: 0, igst: 10800, total: 70800 },
    { description: 'Percale Bedsheet (Queen 5x6.5)', hsn: '6302', uqc: 'PCS', quantity: 1, unitPrice: 2000, taxableValue: 2000, rate: 5, cgstRate: 0, sgstRate: 0, igstRate: 5, cgst: 0, sgst: 0, igst: 100, total: 2100 },
  ],
  totals: { taxableValue: 62000, cgst: 0, sgst: 0, igst: 10900, tax: 10900, total: 72900 },
  amountInWords: 'Rupees Seventy-Two Thousand Nine Hundred Only',
};

describe('e-invoice and e-way bill JSON', () => {
  it('reads a place from an address written in full', () => {
    expect(placeOf('80 Feet Road, Koramangala, Bengaluru 560034')).toEqual({ addr1: '80 Feet Road, Koramangala', loc: 'Bengaluru', pin: 560034 });
    expect(placeOf('12 Okhla Phase II, New Delhi, Delhi 110020')).toEqual({ addr1: '12 Okhla Phase II', loc: 'New Delhi', pin: 110020 });
    expect(placeOf('12, 4th Cross, Jayanagar, Bengaluru Urban, Karnataka 560041')).toEqual({ addr1: '12, 4th Cross, Jayanagar', loc: 'Bengaluru Urban', pin: 560041 });
    expect(placeOf('Warehouse 4')).toEqual({ addr1: 'Warehouse 4', loc: 'Warehouse 4', pin: null });
  });

  it('states an invoice as the IRP’s INV-01, figure for figure', () => {
    expect(eInvoice(INVOICE)).toEqual({
      Version: '1.1',
      TranDtls: { TaxSch: 'GST', SupTyp: 'B2B', RegRev: 'N', IgstOnIntra: 'N' },
      DocDtls: { Typ: 'INV', No: 'MYS/26-27/000007', Dt: '05/11/2026' },
      SellerDtls: { Gstin: '29AAFCM5678L1ZK', LglNm: 'MYS Sleep Private Limited', Addr1: '4 Industrial Estate', Loc: 'Mysuru', Pin: 570001, Stcd: '29' },
      BuyerDtls: { Gstin: '07AAJFS1234K1ZX', LglNm: 'Sen Interiors LLP', Pos: '07', Addr1: '9 Nehru Place', Loc: 'New Delhi', Pin: 110019, Stcd: '07' },
      ItemList: [
        { SlNo: '1', PrdDesc: 'Ortho Rest Mattress (Queen 5x6.5)', IsServc: 'N', HsnCd: '9404', Qty: 2, Unit: 'NOS', UnitPrice: 30000, TotAmt: 60000, Discount: 0, AssAmt: 60000, GstRt: 18, IgstAmt: 10800, CgstAmt: 0, SgstAmt: 0, CesRt: 0, CesAmt: 0, TotItemVal: 70800 },
        { SlNo: '2', PrdDesc: 'Percale Bedsheet (Queen 5x6.5)', IsServc: 'N', HsnCd: '6302', Qty: 1, Unit: 'PCS', UnitPrice: 2000, TotAmt: 2000, Discount: 0, AssAmt: 2000, GstRt: 5, IgstAmt: 100, CgstAmt: 0, SgstAmt: 0, CesRt: 0, CesAmt: 0, TotItemVal: 2100 },
      ],
      ValDtls: { AssVal: 62000, CgstVal: 0, SgstVal: 0, IgstVal: 10900, CesVal: 0, Discount: 0, OthChrg: 0, RndOffAmt: 0, TotInvVal: 72900 },
    });
  });

  it('names the invoice a credit note reduces', () => {
    const note = { ...INVOICE, type: 'credit-note' as const, number: 'MYSC/26-27/00001', date: '2026-11-20', refersTo: 'MYS/26-27/000007', refersToDate: '2026-11-05' };
    expect(eInvoice(note)).toEqual(expect.objectContaining({
      DocDtls: { Typ: 'CRN', No: 'MYSC/26-27/00001', Dt: '20/11/2026' },
      RefDtls: { PrecDocDtls: [{ InvNo: 'MYS/26-27/000007', InvDt: '05/11/2026' }] },
    }));
  });

  it('states the goods’ journey for the e-way bill: from the seller to where they are delivered', () => {
    expect(ewayBill(INVOICE)).toEqual({
      supplyType: 'O',
      subSupplyType: '1',
      docType: 'INV',
      docNo: 'MYS/26-27/000007',
      docDate: '05/11/2026',
      fromGstin: '29AAFCM5678L1ZK',
      fromTrdName: 'MYS Sleep Private Limited',
      fromAddr1: '4 Industrial Estate',
      fromPlace: 'Mysuru',
      fromPincode: 570001,
      fromStateCode: 29,
      actFromStateCode: 29,
      toGstin: '07AAJFS1234K1ZX',
      toTrdName: 'Sen Interiors LLP',
      toAddr1: '12 Okhla Phase II',
      toPlace: 'New Delhi',
      toPincode: 110020,
      toStateCode: 7,
      actToStateCode: 7,
      transactionType: 1,
      totalValue: 62000,
      cgstValue: 0,
      sgstValue: 0,
      igstValue: 10900,
      cessValue: 0,
      totInvValue: 72900,
      mainHsnCode: 9404,
      itemList: [
        { itemNo: 1, productDesc: 'Ortho Rest Mattress (Queen 5x6.5)', hsnCode: 9404, quantity: 2, qtyUnit: 'NOS', taxableAmount: 60000, cgstRate: 0, sgstRate: 0, igstRate: 18, cessRate: 0 },
        { itemNo: 2, productDesc: 'Percale Bedsheet (Queen 5x6.5)', hsnCode: 6302, quantity: 1, qtyUnit: 'PCS', taxableAmount: 2000, cgstRate: 0, sgstRate: 0, igstRate: 5, cessRate: 0 },
      ],
    });
    // A shopper with no GSTIN is an unregistered person.
    expect(ewayBill({ ...INVOICE, buyer: { name: 'Kabir Sen', gstin: null, address: '4 Janpath, New Delhi 110001' }, shipTo: undefined }).toGstin).toBe('URP');
  });
});
