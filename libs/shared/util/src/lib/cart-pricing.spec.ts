import { orderTotals, priceLine, taxPaise } from './cart-pricing';

const ortho = { productName: 'Ortho Rest 8 inch Mattress', basePaise: 105_000, taxable: true, quantity: 2 };

describe('priceLine', () => {
  it('prices a standard size, times the quantity, with 18 % GST', () => {
    expect(priceLine({ ...ortho, size: '6x6' }, 18)).toEqual({
      ok: true,
      unitPaise: 3_780_000,
      totalPaise: 7_560_000,
      taxPaise: 1_360_800,
      sizeLabel: '6x6',
    });
  });

  it('prices custom inches and leaves untaxed lines untaxed', () => {
    const line = priceLine({ ...ortho, taxable: false, quantity: 1, size: 'custom', length: 78, breadth: 60 }, 18);
    expect(line).toEqual({ ok: true, unitPaise: 3_412_500, totalPaise: 3_412_500, taxPaise: 0, sizeLabel: '78x60 in' });
  });

  it('charges pillows their base price whatever size is sent', () => {
    const pillow = priceLine({ productName: 'Natural Latex Pillow', basePaise: 119_900, taxable: true, quantity: 1, size: '6x6' }, 18);
    expect(pillow).toEqual(expect.objectContaining({ ok: true, unitPaise: 119_900, sizeLabel: null }));
  });

  it('refuses a sized product without a size, an unknown size and bad dimensions', () => {
    expect(priceLine(ortho, 18)).toEqual({ ok: false, reason: 'choose-size' });
    expect(priceLine({ ...ortho, size: '7x7' }, 18)).toEqual({ ok: false, reason: 'unknown-size' });
    expect(priceLine({ ...ortho, size: 'custom', length: 500, breadth: 60 }, 18)).toEqual({ ok: false, reason: 'bad-dimensions' });
    expect(priceLine({ ...ortho, size: 'custom' }, 18)).toEqual({ ok: false, reason: 'bad-dimensions' });
  });
});

describe('taxPaise', () => {
  it('rounds to the paisa, half up, at any configured rate', () => {
    expect(taxPaise(1_000, 18)).toBe(180);
    expect(taxPaise(1_003, 18)).toBe(181); // 180.54
    expect(taxPaise(250, 12.5)).toBe(31); // 31.25
    expect(taxPaise(1_000, 0)).toBe(0);
  });
});

describe('orderTotals', () => {
  it('counts only lines that are not cancelled', () => {
    const totals = orderTotals([
      { totalPaise: 100_000, taxPaise: 18_000 },
      { totalPaise: 50_000, taxPaise: 9_000, cancelled: true },
      { totalPaise: 25_050, taxPaise: 0 },
    ]);
    expect(totals).toEqual({ totalPaise: 125_050, totalTaxPaise: 18_000, totalWithTaxPaise: 143_050 });
    expect(orderTotals([{ totalPaise: 1, taxPaise: 1, cancelled: true }])).toEqual({
      totalPaise: 0,
      totalTaxPaise: 0,
      totalWithTaxPaise: 0,
    });
  });
});
