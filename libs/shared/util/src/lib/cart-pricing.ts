import { customPricePaise, customSizeLabel, CUSTOM_SIZE, findSize, isUnsized, isValidCustomInches, sizedPricePaise } from './sizes';

export interface LineRequest {
  productName: string;
  basePaise: number;
  taxable: boolean;
  quantity: number;
  /** A size label of the size table, `custom`, or nothing for unsized products. */
  size?: string;
  length?: number;
  breadth?: number;
}

export type LinePricing =
  | { ok: true; unitPaise: number; totalPaise: number; taxPaise: number; sizeLabel: string | null }
  | { ok: false; reason: 'choose-size' | 'unknown-size' | 'bad-dimensions' };

/** GST on an amount at a percent rate, rounded to the paisa, half up. */
export function taxPaise(amountPaise: number, gstRate: number): number {
  return Math.round((amountPaise * Math.round(gstRate * 100)) / 10_000);
}

/**
 * The server's price for one cart line: the size fixes the unit price, the
 * quantity the total, and taxable lines carry GST at the shop's rate.
 */
export function priceLine(line: LineRequest, gstRate: number): LinePricing {
  let unitPaise: number;
  let sizeLabel: string | null = null;
  if (isUnsized(line.productName)) {
    unitPaise = line.basePaise;
  } else if (!line.size) {
    return { ok: false, reason: 'choose-size' };
  } else if (line.size === CUSTOM_SIZE) {
    if (!isValidCustomInches(line.length ?? Number.NaN) || !isValidCustomInches(line.breadth ?? Number.NaN)) {
      return { ok: false, reason: 'bad-dimensions' };
    }
    unitPaise = customPricePaise(line.basePaise, line.length as number, line.breadth as number);
    sizeLabel = customSizeLabel(line.length as number, line.breadth as number);
  } else {
    const size = findSize(line.size);
    if (!size) return { ok: false, reason: 'unknown-size' };
    unitPaise = sizedPricePaise(line.basePaise, size);
    sizeLabel = size.label;
  }
  const totalPaise = unitPaise * line.quantity;
  return { ok: true, unitPaise, totalPaise, taxPaise: line.taxable ? taxPaise(totalPaise, gstRate) : 0, sizeLabel };
}

export interface PricedLine {
  totalPaise: number;
  taxPaise: number;
  cancelled?: boolean;
}

/** Order totals in paise over the lines that are not cancelled. */
export function orderTotals(lines: readonly PricedLine[]) {
  const live = lines.filter((line) => !line.cancelled);
  const total = live.reduce((sum, line) => sum + line.totalPaise, 0);
  const tax = live.reduce((sum, line) => sum + line.taxPaise, 0);
  return { totalPaise: total, totalTaxPaise: tax, totalWithTaxPaise: total + tax };
}
