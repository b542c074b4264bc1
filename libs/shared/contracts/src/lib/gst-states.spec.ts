import { GST_STATES, gstStateByCode, isValidGstin } from './gst-states';

describe('GST state codes', () => {
  it('holds each code once, as two digits', () => {
    const codes = GST_STATES.map((state) => state.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.every((code) => /^\d{2}$/.test(code))).toBe(true);
    expect(codes).toHaveLength(37);
  });

  it('finds a state by its code and nothing for a retired or unknown one', () => {
    expect(gstStateByCode('29')?.name).toBe('Karnataka');
    expect(gstStateByCode('07')?.name).toBe('Delhi');
    expect(gstStateByCode('36')?.name).toBe('Telangana');
    expect(gstStateByCode('37')?.name).toBe('Andhra Pradesh');
    expect(gstStateByCode('38')?.name).toBe('Ladakh');
    expect(gstStateByCode('26')?.name).toBe('Dadra and Nagar Haveli and Daman and Diu');
    expect(gstStateByCode('25')).toBeUndefined();
    expect(gstStateByCode('28')).toBeUndefined();
    expect(gstStateByCode('9')).toBeUndefined();
  });
});

describe('isValidGstin', () => {
  it('accepts a GSTIN whose check character is right', () => {
    expect(isValidGstin('27AAPFU0939F1ZV')).toBe(true);
    expect(isValidGstin('29AAGCB7383J1Z4')).toBe(true);
  });

  it('refuses a wrong check character, shape or state code', () => {
    for (const bad of ['27AAPFU0939F1ZW', '27aapfu0939f1zv', '27AAPFU0939F1Z', '27AAPFU0939F1YV', '28AAPFU0939F1ZV', '']) {
      expect([bad, isValidGstin(bad)]).toEqual([bad, false]);
    }
  });
});
