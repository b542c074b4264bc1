import { amountInWords } from './amount-in-words';
import { indianToday } from '@nidra/shared/contracts';
import { documentNumber, financialYear, lineTax } from './gst';

describe('GST on an invoice line', () => {
  it('splits tax within the state into CGST and SGST, each rounded on its own, so they are always equal', () => {
    // 18 % of ₹999.99 is ₹179.9982: half is ₹89.99910, rounded ₹90.00 each.
    expect(lineTax(99_999, 18, true)).toEqual({ cgst: 9000, sgst: 9000, igst: 0, tax: 18_000 });
    // IGST rounds the whole once: ₹179.9982 is ₹180.00.
    expect(lineTax(99_999, 18, false)).toEqual({ cgst: 0, sgst: 0, igst: 18_000, tax: 18_000 });
  });

  it('never halves a rounded tax: an odd paisa stays with neither half', () => {
    // 5 % of ₹0.30 is 1.5 paise: IGST 2 paise; CGST and SGST 0.75 paise each, 1 paisa each.
    expect(lineTax(30, 5, false).igst).toBe(2);
    expect(lineTax(30, 5, true)).toEqual({ cgst: 1, sgst: 1, igst: 0, tax: 2 });
    // 12 % of ₹0.10 is 1.2 paise: IGST 1; each half 0.6, so 1 paisa each and 2 in all.
    expect(lineTax(10, 12, true).tax).toBe(2);
    expect(lineTax(10, 12, false).tax).toBe(1);
  });

  it('rounds half up and stays exact for the largest lines', () => {
    expect(lineTax(50, 1, false).igst).toBe(1); // 0.5 paisa
    expect(lineTax(49, 1, false).igst).toBe(0);
    const crores = 1_000 * 100_000_000_000; // a thousand lines of ₹1,000 crore each, in paise
    expect(lineTax(crores, 28, false).igst).toBe(28_000_000_000_000);
    expect(lineTax(crores + 1, 18, true).cgst).toBe(9_000_000_000_000);
    expect(lineTax(crores + 50, 1, false).igst).toBe(1_000_000_000_001);
  });

  it('charges nothing at 0 %', () => {
    expect(lineTax(123_456, 0, true)).toEqual({ cgst: 0, sgst: 0, igst: 0, tax: 0 });
  });
});

describe('invoice dates and numbers', () => {
  it('counts dates and the April–March financial year in India’s time', () => {
    // 31 March 2027, 20:00 UTC is already 1 April in India.
    expect(indianToday(new Date('2027-03-31T20:00:00Z'))).toBe('2027-04-01');
    expect(financialYear(new Date('2027-03-31T18:29:59Z'))).toBe('26-27');
    expect(financialYear(new Date('2027-03-31T18:30:00Z'))).toBe('27-28');
    expect(financialYear(new Date('2026-11-25T10:00:00Z'))).toBe('26-27');
    expect(financialYear(new Date('2099-04-01T00:00:00+05:30'))).toBe('99-00');
  });

  it('writes numbers of at most 16 letters, digits, / and -', () => {
    expect(documentNumber('NID', '26-27', 123)).toBe('NID/26-27/000123');
    expect(documentNumber('NID', '26-27', 999_999)).toHaveLength(16);
    expect(() => documentNumber('NID', '26-27', 1_000_000)).toThrow(RangeError);
    expect(() => documentNumber('N D', '26-27', 1)).toThrow(RangeError);
  });
});

describe('amounts in words', () => {
  it('writes rupees and paise in Indian English', () => {
    expect(amountInWords(2_124_050)).toBe('Rupees Twenty-One Thousand Two Hundred Forty and Paise Fifty Only');
    expect(amountInWords(1_234_567_800)).toBe('Rupees One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight Only');
    expect(amountInWords(1)).toBe('Rupees Zero and Paise One Only');
    expect(amountInWords(9_999)).toBe('Rupees Ninety-Nine and Paise Ninety-Nine Only');
  });
});
