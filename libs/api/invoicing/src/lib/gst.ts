import { indianToday } from '@nidra/shared/contracts';

/** GST on one invoice line, in paise: CGST and SGST within the seller's state, IGST across states. */
export interface LineTax {
  cgst: number;
  sgst: number;
  igst: number;
  /** What the line carries in all: CGST + SGST, or IGST. */
  tax: number;
}

/** a × b ÷ c rounded half up, exact for any amount (c > 0, a and b whole and not negative). */
function mulDivRound(a: number, b: number, c: number): number {
  return Number((BigInt(a) * BigInt(b) * 2n + BigInt(c)) / (BigInt(c) * 2n));
}

/**
 * The tax of a line of `taxablePaise` at `ratePercent`. Within the state each of CGST and SGST is worked out
 * on its own at half the rate and rounded to the paisa, so the two are always equal (never the whole tax
 * halved after rounding); across states IGST is the whole rate, rounded once.
 */
export function lineTax(taxablePaise: number, ratePercent: number, intraState: boolean): LineTax {
  const hundredths = Math.round(ratePercent * 100);
  if (intraState) {
    const half = mulDivRound(taxablePaise, hundredths, 20_000);
    return { cgst: half, sgst: half, igst: 0, tax: half * 2 };
  }
  const igst = mulDivRound(taxablePaise, hundredths, 10_000);
  return { cgst: 0, sgst: 0, igst, tax: igst };
}

/** The financial year (April to March) a moment falls in, in India: its label, e.g. "26-27" for 2026-27. */
export function financialYear(at: Date): string {
  const [year, month] = indianToday(at).split('-').map(Number);
  const start = month >= 4 ? year : year - 1;
  const two = (n: number) => String(n % 100).padStart(2, '0');
  return `${two(start)}-${two(start + 1)}`;
}

/** Longest a document number may be: what the GST rules allow. */
const DOCUMENT_NUMBER_MAX = 16;

/**
 * How many digits a series' numbers are padded to: six, or as many as fit in the rules' sixteen characters
 * beside a longer prefix (a seller's credit notes, "ABCC/26-27/00001").
 */
export function numberWidth(prefix: string): number {
  return Math.min(6, DOCUMENT_NUMBER_MAX - prefix.length - '/26-27/'.length);
}

/** "NID/26-27/000123": the series' prefix, the financial year, and the place in it. */
export function documentNumber(prefix: string, year: string, sequence: number): string {
  const number = `${prefix}/${year}/${String(sequence).padStart(numberWidth(prefix), '0')}`;
  if (number.length > DOCUMENT_NUMBER_MAX || !/^[A-Za-z0-9/-]+$/.test(number)) {
    throw new RangeError(`Document number ${number} is longer than ${DOCUMENT_NUMBER_MAX} characters or has other characters`);
  }
  return number;
}
