import { formatInr, formatInrShort, INR_FORMAT, roundRupees, toPaise, toRupees } from './money';

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
    expect(roundRupees(1e-7)).toBe(0);
    expect(roundRupees(2e21)).toBe(2e21);
  });
});

describe('rupees as a shopper reads them', () => {
  // The browser's own formatter, which index.html's inline script draws the first screen with: the app's
  // figures must be the same text.
  const intl = new Intl.NumberFormat(INR_FORMAT.locale, INR_FORMAT.options);
  const intlShort = new Intl.NumberFormat(INR_FORMAT.locale, { ...INR_FORMAT.options, minimumFractionDigits: 0 });

  it('groups the last three digits, then pairs, and always shows paise', () => {
    expect(formatInr(0)).toBe('₹0.00');
    expect(formatInr(999)).toBe('₹999.00');
    expect(formatInr(1000)).toBe('₹1,000.00');
    expect(formatInr(123456)).toBe('₹1,23,456.00');
    expect(formatInr(12345678.9)).toBe('₹1,23,45,678.90');
    expect(formatInr(-1499.5)).toBe('-₹1,499.50');
  });

  it('leaves out paise only where there are none, in the short form', () => {
    expect(formatInrShort(50000)).toBe('₹50,000');
    expect(formatInrShort(99.5)).toBe('₹99.5');
    expect(formatInrShort(99.05)).toBe('₹99.05');
    expect(formatInrShort(99.999)).toBe('₹100');
  });

  it('writes every amount as the browser formatter does', () => {
    const amounts = [0, -0, 0.005, 0.015, 1.005, 2.675, -0.001, 1e7, 99999999.995, 123456789012.34, Number.NaN, Infinity, -Infinity];
    // A fixed sequence of amounts of every size, paise included (a linear congruential generator).
    let seed = 20261128;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < 5_000; i++) {
      const digits = Math.floor(next() * 13);
      amounts.push(Math.round(next() * 10 ** digits) / (next() < 0.5 ? 100 : 1000) * (next() < 0.1 ? -1 : 1));
    }
    const differ = amounts.filter((amount) => formatInr(amount) !== intl.format(amount) || formatInrShort(amount) !== intlShort.format(amount));
    expect(differ.map((amount) => [amount, formatInr(amount), intl.format(amount), formatInrShort(amount), intlShort.format(amount)])).toEqual([]);
  });
});
