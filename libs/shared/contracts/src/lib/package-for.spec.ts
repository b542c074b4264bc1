import { packageFor } from './shipping';

describe('packageFor', () => {
  const pillow = { weightKg: 1.15, lengthCm: 70, breadthCm: 45, heightCm: 15 };
  const mattress = { weightKg: 28.4, lengthCm: 191, breadthCm: 152, heightCm: 23 };

  it('sums the units’ weights and takes each measure’s largest', () => {
    expect(packageFor([{ package: pillow, units: 2 }, { package: mattress, units: 1 }])).toEqual({
      weightKg: 30.7,
      lengthCm: 191,
      breadthCm: 152,
      heightCm: 23,
    });
  });

  it('rounds the weight up to 10 g, never down', () => {
    expect(packageFor([{ package: { ...pillow, weightKg: 0.333 }, units: 3 }])?.weightKg).toBe(1);
    expect(packageFor([{ package: { ...pillow, weightKg: 0.101 }, units: 1 }])?.weightKg).toBe(0.11);
  });

  it('has nothing to start from when an item has no package, or there are no items', () => {
    expect(packageFor([{ package: pillow, units: 1 }, { package: null, units: 1 }])).toBeNull();
    expect(packageFor([])).toBeNull();
  });
});
