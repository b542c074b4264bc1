import { roundRupees, toPaise, toRupees } from './money';

describe('money', () => {
  it('converts rupees to whole paise without float drift', () => {
    expect(toPaise(19.99)).toBe(1999);
    expect(toPaise(0.1 + 0.2)).toBe(30);
    expect(toPaise(3380)).toBe(338000);
  });

  it('converts paise back to rupees', () => {
    expect(toRupees(1999)).toBe(19.99);
  });

  it('refuses amounts that are not numbers', () => {
    expect(() => toPaise(Number.NaN)).toThrow(RangeError);
    expect(() => toPaise(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('rounds to 2 decimals the way a shopper expects', () => {
    expect(roundRupees(1.005)).toBe(1.01);
    expect(roundRupees(2.675)).toBe(2.68);
    expect(roundRupees(-1.005)).toBe(-1.01);
    expect(roundRupees(10)).toBe(10);
  });
});
