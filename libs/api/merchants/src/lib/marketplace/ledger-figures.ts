/** The GST the shop charges on its commission, in percent. */
export const COMMISSION_GST_RATE = 18;

/** The rates a line is figured at, each in percent as configured (0.5 for TCS's half a percent). */
export interface LedgerRates {
  commission: number;
  tcs: number;
  tds: number;
}

/** A ledger line's money, in paise. */
export interface LedgerFigures {
  total: number;
  taxableValue: number;
  commission: number;
  commissionGst: number;
  tcs: number;
  tds: number;
  payable: number;
}

/** A percent as an exact fraction: the decimal it is written as over 100 (0.5 → 5/1000), never a binary float. */
function fraction(percent: number): { numerator: bigint; denominator: bigint } {
  if (!Number.isFinite(percent) || percent < 0) throw new RangeError(`Not a rate: ${percent}`);
  // The shortest decimal that reads back as the number, as the configuration wrote it (1e-7 for tiny ones).
  const [mantissa, exponent = '0'] = String(percent).split('e');
  const [whole, decimals = ''] = mantissa.split('.');
  const scale = decimals.length - Number(exponent);
  const digits = BigInt(`${whole}${decimals}`);
  return scale >= 0
    ? { numerator: digits, denominator: 100n * 10n ** BigInt(scale) }
    : { numerator: digits * 10n ** BigInt(-scale), denominator: 100n };
}

/** `paise × percent`, rounded half up to the paisa with integer arithmetic. */
export function percentOf(paise: number, percent: number): number {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`Not an amount in paise: ${paise}`);
  const { numerator, denominator } = fraction(percent);
  return Number((BigInt(paise) * numerator * 2n + denominator) / (denominator * 2n));
}

/**
 * A sale's figures: the shop's commission on the line's total with 18 % GST on that commission, TCS and TDS
 * on its taxable value, each rounded to the paisa; the seller is owed the rest.
 */
export function saleFigures(totalPaise: number, taxablePaise: number, rates: LedgerRates): LedgerFigures {
  const commission = percentOf(totalPaise, rates.commission);
  const commissionGst = percentOf(commission, COMMISSION_GST_RATE);
  const tcs = percentOf(taxablePaise, rates.tcs);
  const tds = percentOf(taxablePaise, rates.tds);
  return {
    total: totalPaise,
    taxableValue: taxablePaise,
    commission,
    commissionGst,
    tcs,
    tds,
    payable: totalPaise - commission - commissionGst - tcs - tds,
  };
}

/** TCS within a state is half CGST, half SGST; the odd paisa (rounded half up) goes to CGST. */
export function splitIntraState(tcsPaise: number): { cgst: number; sgst: number } {
  const cgst = tcsPaise >= 0 ? Math.ceil(tcsPaise / 2) : -Math.ceil(-tcsPaise / 2);
  return { cgst, sgst: tcsPaise - cgst };
}
