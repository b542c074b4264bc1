import { formatDate, formatDeliveryDate, formatInr } from './format';

describe('formatInr', () => {
  it('groups digits the Indian way with two decimals', () => {
    expect(formatInr(123456)).toBe('₹1,23,456.00');
    expect(formatInr(3380)).toBe('₹3,380.00');
    expect(formatInr(0)).toBe('₹0.00');
    expect(formatInr(10000000.5)).toBe('₹1,00,00,000.50');
  });
});

describe('formatDate', () => {
  it('prints the US long date in UTC', () => {
    expect(formatDate('2026-11-22T23:30:00.000Z')).toBe('November 22, 2026');
    expect(formatDate(new Date(Date.UTC(2026, 0, 1, 0, 15)))).toBe('January 1, 2026');
  });

  it('writes every day of four years as Intl does, and refuses what is not a date as Intl does', () => {
    const intl = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
    for (let at = Date.UTC(2024, 0, 1, 18, 45); at < Date.UTC(2028, 0, 1); at += 86_400_000) {
      expect(formatDate(new Date(at))).toBe(intl.format(at));
    }
    expect(() => formatDate('not a date')).toThrow(RangeError);
  });
});

describe('formatDeliveryDate', () => {
  it('counts the days from today in India and names the weekday, day and month', () => {
    expect(formatDeliveryDate(2, new Date('2025-11-25T10:00:00Z'))).toBe('Thu, 27 Nov');
    // 11:00 pm UTC is already the next day in India.
    expect(formatDeliveryDate(0, new Date('2025-12-31T23:00:00Z'))).toBe('Thu, 1 Jan');
  });

  it('writes every day of four years as Intl does in India, either side of midnight there', () => {
    const intl = new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'Asia/Kolkata' });
    for (let at = Date.UTC(2024, 0, 1); at < Date.UTC(2028, 0, 1); at += 86_400_000) {
      // 18:29 and 18:31 UTC: a minute before and after midnight in India.
      for (const from of [new Date(at + 18 * 3_600_000 + 29 * 60_000), new Date(at + 18 * 3_600_000 + 31 * 60_000)]) {
        expect(formatDeliveryDate(3, from)).toBe(intl.format(from.getTime() + 3 * 86_400_000));
      }
    }
  });
});
