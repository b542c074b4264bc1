import { percentOf, saleFigures, splitIntraState } from './ledger-figures';

const DEFAULT_RATES = { commission: 10, tcs: 0.5, tds: 0.1 };

describe('percentOf', () => {
  it('rounds half up to the paisa', () => {
    expect(percentOf(105, 10)).toBe(11); // 10.5 → 11
    expect(percentOf(104, 10)).toBe(10); // 10.4 → 10
    expect(percentOf(100, 0.5)).toBe(1); // 0.5 → 1
    expect(percentOf(99, 0.5)).toBe(0); // 0.495 → 0
    expect(percentOf(0, 18)).toBe(0);
  });

  it('reads decimal rates exactly, without binary drift', () => {
    // 0.1 % of ₹5,000.00 is ₹5.00 exactly; 1.005 % of ₹100.00 is ₹1.005 → ₹1.01.
    expect(percentOf(500_000, 0.1)).toBe(500);
    expect(percentOf(10_000, 1.005)).toBe(101);
    expect(percentOf(1_000, 12.5)).toBe(125);
    expect(percentOf(1_000_000_000, 1e-7)).toBe(1);
  });

  it('stays exact for amounts whose products pass 2^53', () => {
    expect(percentOf(9_000_000_000_000, 33.33)).toBe(2_999_700_000_000);
  });

  it('refuses what is not an amount or a rate', () => {
    expect(() => percentOf(1.5, 10)).toThrow(RangeError);
    expect(() => percentOf(-1, 10)).toThrow(RangeError);
    expect(() => percentOf(100, -1)).toThrow(RangeError);
    expect(() => percentOf(100, Number.NaN)).toThrow(RangeError);
  });
});

describe('saleFigures', () => {
  it('takes commission on the total, 18 % GST on the commission, TCS and TDS on the taxable value', () => {
    // A ₹12,345.67 line with 18 % GST: taxable ₹10,462.43, tax ₹1,883.24.
    const figures = saleFigures(1_234_567, 1_046_243, DEFAULT_RATES);
    expect(figures).toEqual({
      total: 1_234_567,
      taxableValue: 1_046_243,
      commission: 123_457, // 1,23,456.7 → 1,23,457
      commissionGst: 22_222, // 22,222.26 → 22,222
      tcs: 5_231, // 5,231.215 → 5,231
      tds: 1_046, // 1,046.243 → 1,046
      payable: 1_234_567 - 123_457 - 22_222 - 5_231 - 1_046,
    });
    expect(figures.payable).toBe(1_082_611);
  });

  it('rounds each figure half up on its own, GST on the rounded commission', () => {
    // Commission 10 % of 1,005 = 100.5 → 101; its GST 18 % of 101 = 18.18 → 18; TCS 0.5 % of 900 = 4.5 → 5; TDS 0.9 → 1.
    expect(saleFigures(1_005, 900, DEFAULT_RATES)).toEqual({
      total: 1_005,
      taxableValue: 900,
      commission: 101,
      commissionGst: 18,
      tcs: 5,
      tds: 1,
      payable: 1_005 - 101 - 18 - 5 - 1,
    });
  });

  it('follows the merchant’s own commission rate, and none at all', () => {
    expect(saleFigures(200_000, 169_492, { ...DEFAULT_RATES, commission: 7.5 })).toEqual(expect.objectContaining({ commission: 15_000, commissionGst: 2_700 }));
    const free = saleFigures(200_000, 169_492, { commission: 0, tcs: 0, tds: 0 });
    expect(free).toEqual(expect.objectContaining({ commission: 0, commissionGst: 0, tcs: 0, tds: 0, payable: 200_000 }));
  });

  it('sums so the payable and the deductions make the total to the paisa', () => {
    for (const [total, taxable] of [[1, 1], [99, 84], [118_000, 100_000], [987_654_321, 836_995_187]]) {
      const f = saleFigures(total, taxable, DEFAULT_RATES);
      expect(f.payable + f.commission + f.commissionGst + f.tcs + f.tds).toBe(total);
    }
  });
});

describe('splitIntraState', () => {
  it('halves TCS within a state, the odd paisa to CGST, and refunds alike negated', () => {
    expect(splitIntraState(500)).toEqual({ cgst: 250, sgst: 250 });
    expect(splitIntraState(501)).toEqual({ cgst: 251, sgst: 250 });
    expect(splitIntraState(-501)).toEqual({ cgst: -251, sgst: -250 });
    expect(splitIntraState(0)).toEqual({ cgst: 0, sgst: 0 });
  });
});
