import { GST_PERIOD_PATTERN, gstStateByCode, indianToday, type Gstr1, type Gstr1HsnRow, type Gstr1Item } from '@nidra/shared/contracts';

/** Rupees summed through paise, so a column of figures adds up to the paisa. */
const sum = (amounts: number[]) => amounts.reduce((total, amount) => total + Math.round(amount * 100), 0) / 100;

/** The tax of a rate's sums: IGST, or CGST and SGST, and cess. */
export const taxOf = (sums: { iamt: number; camt?: number; samt?: number; csamt: number }) =>
  sum([sums.iamt, sums.camt ?? 0, sums.samt ?? 0, sums.csamt]);

/** A document's taxable value and tax: the sums of its rate lines as the return states them. */
export function documentFigures(items: readonly Gstr1Item[]) {
  return { taxableValue: sum(items.map((item) => item.itm_det.txval)), tax: sum(items.map((item) => taxOf(item.itm_det))) };
}

/** The month before today's in India, as a month input writes it (YYYY-MM): the return usually filed next. */
export function previousMonth(today: string = indianToday()): string {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

/** A month input's YYYY-MM as the return's period MMYYYY; null when it is not a month the API takes. */
export function periodOf(month: string): string | null {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  const period = match ? `${match[2]}${match[1]}` : '';
  return GST_PERIOD_PATTERN.test(period) ? period : null;
}

/** The file the offline tool imports: GSTR1_{GSTIN}_{MMYYYY}.json. */
export const gstr1FileName = (gstin: string, period: string) => `GSTR1_${gstin}_${period}.json`;

/** "29 Karnataka": a place of supply by its code and name. */
export const placeOfSupply = (pos: string) => `${pos} ${gstStateByCode(pos)?.name ?? ''}`.trim();

export interface SectionFigures {
  /** The return's table, as the portal numbers it. */
  table: string;
  label: string;
  /** Documents for the invoice and note sections, rows for the summarised ones. */
  count: number;
  taxableValue: number;
  tax: number;
}

function documentsSection(table: string, label: string, documents: ReadonlyArray<{ itms: Gstr1Item[] }>): SectionFigures {
  const figures = documents.map((document) => documentFigures(document.itms));
  return {
    table,
    label,
    count: documents.length,
    taxableValue: sum(figures.map((each) => each.taxableValue)),
    tax: sum(figures.map((each) => each.tax)),
  };
}

function rowsSection(table: string, label: string, rows: ReadonlyArray<Gstr1HsnRow | Gstr1['b2cs'][number]>): SectionFigures {
  return { table, label, count: rows.length, taxableValue: sum(rows.map((row) => row.txval)), tax: sum(rows.map(taxOf)) };
}

/** Each section's count, taxable value and tax, in the return's order, as the portal's summary shows them. */
export function gstr1Summary(gstr1: Gstr1): SectionFigures[] {
  return [
    documentsSection('4A', 'B2B invoices', gstr1.b2b.flatMap((buyer) => buyer.inv)),
    documentsSection('5A', 'B2C large invoices', gstr1.b2cl.flatMap((place) => place.inv)),
    rowsSection('7', 'B2C small (by place of supply and rate)', gstr1.b2cs),
    documentsSection('9B', 'Credit notes to registered buyers', gstr1.cdnr.flatMap((buyer) => buyer.nt)),
    documentsSection('9B', 'Credit notes to unregistered buyers', gstr1.cdnur),
    rowsSection('12', 'HSN summary: B2B', gstr1.hsn.hsn_b2b),
    rowsSection('12', 'HSN summary: B2C', gstr1.hsn.hsn_b2c),
  ];
}

/** A month with no documents at all: every section empty. */
export function isEmptyReturn(gstr1: Gstr1): boolean {
  return (
    gstr1Summary(gstr1).every((section) => section.count === 0) &&
    gstr1.doc_issue.doc_det.every((kind) => kind.docs.length === 0)
  );
}

/** B2B and B2CL invoices as one list, each with its buyer (GSTIN or place of supply) and its figures. */
export function invoiceRows(gstr1: Gstr1) {
  return [
    ...gstr1.b2b.flatMap((buyer) =>
      buyer.inv.map((inv) => ({ kind: 'B2B' as const, number: inv.inum, date: inv.idt, buyer: buyer.ctin, pos: inv.pos, value: inv.val, ...documentFigures(inv.itms) })),
    ),
    ...gstr1.b2cl.flatMap((place) =>
      place.inv.map((inv) => ({ kind: 'B2CL' as const, number: inv.inum, date: inv.idt, buyer: null, pos: place.pos, value: inv.val, ...documentFigures(inv.itms) })),
    ),
  ];
}

/** Credit notes to registered and to unregistered buyers as one list. */
export function creditNoteRows(gstr1: Gstr1) {
  return [
    ...gstr1.cdnr.flatMap((buyer) =>
      buyer.nt.map((note) => ({ kind: 'CDNR' as const, number: note.nt_num, date: note.nt_dt, buyer: buyer.ctin, pos: note.pos, value: note.val, ...documentFigures(note.itms) })),
    ),
    ...gstr1.cdnur.map((note) => ({
      kind: 'CDNUR' as const,
      number: note.nt_num,
      date: note.nt_dt,
      buyer: null,
      pos: note.pos,
      value: note.val,
      ...documentFigures(note.itms),
    })),
  ];
}

export const DOCUMENT_KINDS: Record<1 | 5, string> = { 1: 'Invoices for outward supply', 5: 'Credit notes' };
