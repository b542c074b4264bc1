import { eachDay } from '@nidra/shared/contracts';
import { monthPlan } from './sales-insight.service';

describe('monthPlan', () => {
  it('takes the month to date whole when the period ends today, and the other month’s few days', () => {
    expect(monthPlan({ from: '2026-10-27', to: '2026-11-25' }, '2026-11-25')).toEqual({
      months: ['2026-11-01'],
      add: eachDay('2026-10-27', '2026-10-31'),
      subtract: [],
    });
  });

  it('takes a whole month less its days outside the period when that reads fewer days', () => {
    expect(monthPlan({ from: '2026-03-11', to: '2026-04-30' }, '2026-11-25')).toEqual({
      months: ['2026-03-01', '2026-04-01'],
      add: [],
      subtract: eachDay('2026-03-01', '2026-03-10'),
    });
  });

  it('adds the days of a short period, across a year’s end', () => {
    expect(monthPlan({ from: '2025-12-30', to: '2026-01-02' }, '2026-11-25')).toEqual({
      months: [],
      add: eachDay('2025-12-30', '2026-01-02'),
      subtract: [],
    });
  });
});
