import { addDays, askedPeriod, daysBetween, eachDay, InsightMessage, previousPeriod } from './insight';

describe('insight periods', () => {
  // 11:59 pm on 10 March in India is still 10 March there, 12:01 am is 11 March.
  const lateOnTenth = new Date('2026-03-10T18:29:00Z');
  const earlyOnEleventh = new Date('2026-03-10T18:31:00Z');

  it('defaults to the 30 days ending today in India', () => {
    expect(askedPeriod({}, lateOnTenth)).toEqual({ from: '2026-02-09', to: '2026-03-10' });
    expect(askedPeriod({}, earlyOnEleventh)).toEqual({ from: '2026-02-10', to: '2026-03-11' });
    expect(askedPeriod({ to: '2026-01-30' })).toEqual({ from: '2026-01-01', to: '2026-01-30' });
    expect(askedPeriod({ from: '2026-03-01' }, lateOnTenth)).toEqual({ from: '2026-03-01', to: '2026-03-10' });
  });

  it('refuses days that do not exist, and a start after the end', () => {
    expect(askedPeriod({ from: '2026-02-29' })).toEqual({ error: InsightMessage.badDate('from') });
    expect(askedPeriod({ to: '10/03/2026' })).toEqual({ error: InsightMessage.badDate('to') });
    expect(askedPeriod({ from: '2026-03-02', to: '2026-03-01' })).toEqual({ error: InsightMessage.fromAfterTo });
    expect(askedPeriod({ from: '2016-01-01', to: '2026-03-01' })).toEqual({ error: InsightMessage.tooLong });
  });

  it('compares with the same number of days just before, across months and leap days', () => {
    expect(previousPeriod({ from: '2028-03-01', to: '2028-03-07' })).toEqual({ from: '2028-02-23', to: '2028-02-29' });
    expect(previousPeriod({ from: '2026-01-01', to: '2026-01-01' })).toEqual({ from: '2025-12-31', to: '2025-12-31' });
    expect(daysBetween('2026-02-27', '2026-03-02')).toBe(4);
    expect(eachDay('2026-02-27', '2026-03-02')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
  });
});
