import { unitRate } from './gst-rate';

const shop = { rate: 18, registered: true };
const bedsheet = { taxable: true, gstRate: 5, gstAbovePaise: 250_000, gstAboveRate: 18 };

describe('unitRate', () => {
  it('charges the product its own rate, else the shop rate, and nothing when it is not taxable', () => {
    expect(unitRate({ taxable: true, gstRate: 5 }, 100_000, shop)).toBe(5);
    expect(unitRate({ taxable: true, gstRate: null }, 100_000, shop)).toBe(18);
    expect(unitRate({ taxable: false, gstRate: 18 }, 100_000, shop)).toBe(0);
  });

  it('crosses to the higher rate only above the threshold, a unit at exactly ₹2,500 staying at 5 %', () => {
    expect(unitRate(bedsheet, 249_999, shop)).toBe(5);
    expect(unitRate(bedsheet, 250_000, shop)).toBe(5);
    expect(unitRate(bedsheet, 250_001, shop)).toBe(18);
  });

  it('charges nothing at all for a shop not registered for GST', () => {
    expect(unitRate(bedsheet, 900_000, { rate: 18, registered: false })).toBe(0);
    expect(unitRate({ taxable: true, gstRate: null }, 100_000, { rate: 18, registered: false })).toBe(0);
  });
});
