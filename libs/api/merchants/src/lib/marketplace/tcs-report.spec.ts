import type { Seller } from '../business/seller-directory';
import { monthBounds, tcsReport } from './tcs-report';

const seller = (merchantId: string, gstin: string): Seller => ({
  merchantId,
  legalName: `${merchantId} Private Limited`,
  gstin,
  pan: gstin.slice(2, 12),
  address: '1 Main Road',
  city: 'Pune',
  stateCode: gstin.slice(0, 2),
  pincode: '411001',
  invoicePrefix: 'AB',
  joinsShopSales: false,
  commissionRate: 10,
});

describe('monthBounds', () => {
  it('runs from the month’s first day to the next month’s, across a year’s end', () => {
    expect(monthBounds('2026-02')).toEqual({ from: '2026-02-01', to: '2026-03-01' });
    expect(monthBounds('2026-12')).toEqual({ from: '2026-12-01', to: '2027-01-01' });
  });
});

describe('tcsReport', () => {
  it('states each seller’s month by GSTIN: net of returns, TCS as IGST or halved into CGST and SGST, and the totals', () => {
    const sellers = new Map([
      ['kochi', seller('kochi', '32AABCK1234L1ZV')],
      ['pune', seller('pune', '27AABCP1234K1ZA')],
    ]);
    const report = tcsReport(
      '2026-12',
      '29AABCN1234A1Z2',
      [
        { merchant_id: 'kochi', gross_paise: 123_457, returned_paise: 0, inter_tcs_paise: 0, intra_tcs_paise: 617 },
        { merchant_id: 'pune', gross_paise: 323_457, returned_paise: 200_000, inter_tcs_paise: 617, intra_tcs_paise: 0 },
      ],
      sellers,
    );
    expect(report).toEqual({
      month: '2026-12',
      gstin: '29AABCN1234A1Z2',
      sellers: [
        { merchantId: 'pune', gstin: '27AABCP1234K1ZA', legalName: 'pune Private Limited', grossValue: 3234.57, returnedValue: 2000, netValue: 1234.57, igst: 6.17, cgst: 0, sgst: 0 },
        { merchantId: 'kochi', gstin: '32AABCK1234L1ZV', legalName: 'kochi Private Limited', grossValue: 1234.57, returnedValue: 0, netValue: 1234.57, igst: 0, cgst: 3.09, sgst: 3.08 },
      ],
      totals: { grossValue: 4469.14, returnedValue: 2000, netValue: 2469.14, igst: 6.17, cgst: 3.09, sgst: 3.08 },
    });
  });

  it('answers an empty month with zero totals, and a shop without a GSTIN with none', () => {
    expect(tcsReport('2025-01', null, [], new Map())).toEqual({
      month: '2025-01',
      gstin: null,
      sellers: [],
      totals: { grossValue: 0, returnedValue: 0, netValue: 0, igst: 0, cgst: 0, sgst: 0 },
    });
  });
});
