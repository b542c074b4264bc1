import type { Gstr1 } from '@nidra/shared/contracts';
import { creditNoteRows, gstr1FileName, gstr1Summary, invoiceRows, isEmptyReturn, periodOf, placeOfSupply, previousMonth } from './gstr1-figures';

const EMPTY: Gstr1 = {
  gstin: '29AABCN1234A1Z2',
  fp: '112026',
  b2b: [],
  b2cl: [],
  b2cs: [],
  cdnr: [],
  cdnur: [],
  hsn: { hsn_b2b: [], hsn_b2c: [] },
  doc_issue: { doc_det: [] },
};

/** A month of each kind of document, figures as the API writes them (rupees to the paisa). */
const NOVEMBER: Gstr1 = {
  ...EMPTY,
  b2b: [
    {
      ctin: '29AAJFS1234K1ZY',
      inv: [
        {
          inum: 'NID/26-27/000001',
          idt: '03-11-2026',
          val: 27800,
          pos: '29',
          rchrg: 'N',
          inv_typ: 'R',
          itms: [
            { num: 1, itm_det: { rt: 5, txval: 4000, iamt: 0, camt: 100, samt: 100, csamt: 0 } },
            { num: 2, itm_det: { rt: 18, txval: 20000, iamt: 0, camt: 1800, samt: 1800, csamt: 0 } },
          ],
        },
      ],
    },
  ],
  b2cl: [{ pos: '07', inv: [{ inum: 'NID/26-27/000003', idt: '10-11-2026', val: 141600, itms: [{ num: 1, itm_det: { rt: 18, txval: 120000, iamt: 21600, csamt: 0 } }] }] }],
  b2cs: [
    { sply_ty: 'INTER', pos: '27', typ: 'OE', rt: 18, txval: 0.1, iamt: 0.02, camt: 0, samt: 0, csamt: 0 },
    { sply_ty: 'INTRA', pos: '29', typ: 'E', etin: '29AABCN1234A1Z2', rt: 18, txval: 0.2, iamt: 0, camt: 0.01, samt: 0.01, csamt: 0 },
  ],
  cdnr: [
    {
      ctin: '29AAJFS1234K1ZY',
      nt: [
        {
          ntty: 'C',
          nt_num: 'NCN/26-27/000002',
          nt_dt: '22-11-2026',
          val: 2100,
          pos: '29',
          rchrg: 'N',
          inv_typ: 'R',
          itms: [{ num: 1, itm_det: { rt: 5, txval: 2000, iamt: 0, camt: 50, samt: 50, csamt: 0 } }],
        },
      ],
    },
  ],
  cdnur: [
    { typ: 'B2CL', ntty: 'C', nt_num: 'NCN/26-27/000003', nt_dt: '25-11-2026', val: 70800, pos: '07', itms: [{ num: 1, itm_det: { rt: 18, txval: 60000, iamt: 10800, csamt: 0 } }] },
  ],
  hsn: {
    hsn_b2b: [{ num: 1, hsn_sc: '9404', desc: 'MATTRESSES AND BEDDING', uqc: 'NOS', qty: 1, rt: 18, txval: 20000, iamt: 0, camt: 1800, samt: 1800, csamt: 0 }],
    hsn_b2c: [],
  },
  doc_issue: { doc_det: [{ doc_num: 1, docs: [{ num: 1, from: 'NID/26-27/000001', to: 'NID/26-27/000004', totnum: 4, cancel: 0, net_issue: 4 }] }] },
};

describe('gstr1Summary', () => {
  it('gives each section its documents or rows, taxable value and tax, summed to the paisa', () => {
    expect(gstr1Summary(NOVEMBER)).toEqual([
      { table: '4A', label: 'B2B invoices', count: 1, taxableValue: 24000, tax: 3800 },
      { table: '5A', label: 'B2C large invoices', count: 1, taxableValue: 120000, tax: 21600 },
      // 0.1 + 0.2 is 0.30000000000000004 in floating point; through paise it is 0.3.
      { table: '7', label: 'B2C small (by place of supply and rate)', count: 2, taxableValue: 0.3, tax: 0.04 },
      { table: '9B', label: 'Credit notes to registered buyers', count: 1, taxableValue: 2000, tax: 100 },
      { table: '9B', label: 'Credit notes to unregistered buyers', count: 1, taxableValue: 60000, tax: 10800 },
      { table: '12', label: 'HSN summary: B2B', count: 1, taxableValue: 20000, tax: 3600 },
      { table: '12', label: 'HSN summary: B2C', count: 0, taxableValue: 0, tax: 0 },
    ]);
  });

  it('says a month without documents is empty, and one with any is not', () => {
    expect(isEmptyReturn(EMPTY)).toBe(true);
    expect(isEmptyReturn({ ...EMPTY, doc_issue: { doc_det: [{ doc_num: 5, docs: [] }] } })).toBe(true);
    expect(isEmptyReturn(NOVEMBER)).toBe(false);
    expect(isEmptyReturn({ ...EMPTY, doc_issue: NOVEMBER.doc_issue })).toBe(false);
  });
});

describe('invoiceRows and creditNoteRows', () => {
  it('list B2B then B2CL invoices, and registered then unregistered credit notes, with their figures', () => {
    expect(invoiceRows(NOVEMBER)).toEqual([
      { kind: 'B2B', number: 'NID/26-27/000001', date: '03-11-2026', buyer: '29AAJFS1234K1ZY', pos: '29', value: 27800, taxableValue: 24000, tax: 3800 },
      { kind: 'B2CL', number: 'NID/26-27/000003', date: '10-11-2026', buyer: null, pos: '07', value: 141600, taxableValue: 120000, tax: 21600 },
    ]);
    expect(creditNoteRows(NOVEMBER).map((row) => [row.kind, row.number, row.buyer, row.taxableValue, row.tax])).toEqual([
      ['CDNR', 'NCN/26-27/000002', '29AAJFS1234K1ZY', 2000, 100],
      ['CDNUR', 'NCN/26-27/000003', null, 60000, 10800],
    ]);
  });
});

describe('periods', () => {
  it('starts at the month before today in India, December before a January', () => {
    expect(previousMonth('2026-12-02')).toBe('2026-11');
    expect(previousMonth('2027-01-31')).toBe('2026-12');
  });

  it('turns a month input into the period MMYYYY, and refuses what is not a month', () => {
    expect(periodOf('2026-11')).toBe('112026');
    expect(periodOf('2026-13')).toBeNull();
    expect(periodOf('')).toBeNull();
  });

  it('names the file as the offline tool imports it', () => {
    expect(gstr1FileName('29AABCN1234A1Z2', '112026')).toBe('GSTR1_29AABCN1234A1Z2_112026.json');
  });

  it('writes a place of supply by its code and state', () => {
    expect(placeOfSupply('29')).toBe('29 Karnataka');
  });
});
