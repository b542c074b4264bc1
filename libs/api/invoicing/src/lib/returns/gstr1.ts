import type { Gstr1, Gstr1DocIssue, Gstr1HsnRow, Gstr1Item, TaxDocumentDto, TaxDocumentLine } from '@nidra/shared/contracts';

/** An issued document as a return reads it: what it says, and for a credit note the invoice it reduces. */
export interface FiledDocument {
  document: TaxDocumentDto;
  /** A credit note's invoice, as issued. */
  invoice?: TaxDocumentDto;
  /** Sold by a marketplace seller through the shop: an e-commerce supply, the shop's GSTIN its `etin`. */
  throughShop: boolean;
}

/** Above this, in rupees, an inter-state invoice to an unregistered buyer is reported one by one (B2CL). */
export const B2CL_ABOVE = 100_000;

/** Money as the returns state it: rupees to the paisa, summed in paise so that no float drift creeps in. */
const paise = (rupees: number) => Math.round(rupees * 100);
const rupees = (amount: number) => amount / 100;

/** "2026-11-05" → "05-11-2026", as the portal writes dates. */
const portalDate = (iso: string) => iso.split('-').reverse().join('-');

const isB2b = (document: TaxDocumentDto) => Boolean(document.buyer.gstin);
const interState = (document: TaxDocumentDto) => document.seller.stateCode !== document.placeOfSupply.stateCode;
/** An invoice reported one by one though its buyer is not registered: inter-state and large. */
const isB2cl = (invoice: TaxDocumentDto) => !isB2b(invoice) && interState(invoice) && invoice.totals.total > B2CL_ABOVE;

/** Sums of a group of lines, in paise. */
interface Sums {
  txval: number;
  iamt: number;
  camt: number;
  samt: number;
  qty: number;
}

const noSums = (): Sums => ({ txval: 0, iamt: 0, camt: 0, samt: 0, qty: 0 });
const isNothing = (sums: Sums) => sums.txval === 0 && sums.iamt === 0 && sums.camt === 0 && sums.samt === 0 && sums.qty === 0;

/** Adds a line to sums, negated for a credit note's. */
function add(sums: Sums, line: TaxDocumentLine, sign: 1 | -1): void {
  sums.txval += sign * paise(line.taxableValue);
  sums.iamt += sign * paise(line.igst);
  sums.camt += sign * paise(line.cgst);
  sums.samt += sign * paise(line.sgst);
  sums.qty += sign * line.quantity;
}

/** A document's lines summed by rate, as its `itms` (numbered from 1, lowest rate first). */
function items(document: TaxDocumentDto, interStateOnly = false): Gstr1Item[] {
  const byRate = new Map<number, Sums>();
  for (const line of document.lines) {
    const sums = byRate.get(line.rate) ?? noSums();
    add(sums, line, 1);
    byRate.set(line.rate, sums);
  }
  return [...byRate]
    .sort(([a], [b]) => a - b)
    .map(([rt, sums], index) => ({
      num: index + 1,
      itm_det: interStateOnly
        ? { rt, txval: rupees(sums.txval), iamt: rupees(sums.iamt), csamt: 0 }
        : { rt, txval: rupees(sums.txval), iamt: rupees(sums.iamt), camt: rupees(sums.camt), samt: rupees(sums.samt), csamt: 0 },
    }));
}

/** Groups in the order keys first come, sorted by key. */
function groupBy<T>(values: readonly T[], key: (value: T) => string): Array<[string, T[]]> {
  const groups = new Map<string, T[]>();
  for (const value of values) groups.set(key(value), [...(groups.get(key(value)) ?? []), value]);
  return [...groups].sort(([a], [b]) => a.localeCompare(b));
}

const byNumber = (a: FiledDocument, b: FiledDocument) => a.document.number.localeCompare(b.document.number);

/**
 * A GSTIN's GSTR-1 for a month, in the GST offline tool's JSON, from the documents it issued that month
 * (invoices and credit notes, as issued). Every figure is a sum of what the documents state, never worked
 * out again: B2B invoices one by one per buyer; inter-state invoices to unregistered buyers above ₹1,00,000
 * one by one per place of supply (B2CL); the rest of B2C by supply type, place of supply, rate and
 * e-commerce operator, net of that month's credit notes on such invoices (B2CS); credit notes to registered
 * buyers (CDNR) and on B2CL invoices (CDNUR); the HSN summary less credit notes, B2B apart from B2C; and the
 * documents issued per series.
 */
export function gstr1(gstin: string, period: string, documents: readonly FiledDocument[], shopGstin: string | null): Gstr1 {
  const invoices = documents.filter((filed) => filed.document.type !== 'credit-note').sort(byNumber);
  const notes = documents.filter((filed) => filed.document.type === 'credit-note').sort(byNumber);
  const etin = (filed: FiledDocument) => (filed.throughShop && shopGstin ? { etin: shopGstin } : {});

  const b2b = groupBy(
    invoices.filter((filed) => isB2b(filed.document)),
    (filed) => filed.document.buyer.gstin as string,
  ).map(([ctin, filed]) => ({
    ctin,
    inv: filed.map(({ document }) => ({
      inum: document.number,
      idt: portalDate(document.date),
      val: document.totals.total,
      pos: document.placeOfSupply.stateCode,
      rchrg: 'N' as const,
      inv_typ: 'R' as const,
      itms: items(document),
    })),
  }));

  const b2cl = groupBy(
    invoices.filter((filed) => isB2cl(filed.document)),
    (filed) => filed.document.placeOfSupply.stateCode,
  ).map(([pos, filed]) => ({
    pos,
    inv: filed.map((each) => ({
      inum: each.document.number,
      idt: portalDate(each.document.date),
      val: each.document.totals.total,
      ...etin(each),
      itms: items(each.document, true),
    })),
  }));

  // The small B2C supplies, and the credit notes on them, summed by where, at what rate and through whom.
  const smallB2c = (document: TaxDocumentDto) => !isB2b(document) && !isB2cl(document);
  const b2csRows = new Map<string, { sply_ty: 'INTRA' | 'INTER'; pos: string; etin?: string; rt: number; sums: Sums }>();
  const addB2cs = (filed: FiledDocument, sign: 1 | -1) => {
    const { document } = filed;
    const sply_ty = interState(document) ? 'INTER' : 'INTRA';
    const { etin: through } = etin(filed) as { etin?: string };
    for (const line of document.lines) {
      const key = [sply_ty, document.placeOfSupply.stateCode, line.rate, through ?? ''].join('|');
      const row = b2csRows.get(key) ?? { sply_ty, pos: document.placeOfSupply.stateCode, ...(through && { etin: through }), rt: line.rate, sums: noSums() };
      add(row.sums, line, sign);
      b2csRows.set(key, row);
    }
  };
  for (const filed of invoices) if (smallB2c(filed.document)) addB2cs(filed, 1);
  for (const filed of notes) if (filed.invoice && smallB2c(filed.invoice)) addB2cs(filed, -1);
  const b2cs = [...b2csRows.values()]
    // A row its credit notes took back whole says nothing.
    .filter(({ sums }) => !isNothing(sums))
    .sort((a, b) => a.sply_ty.localeCompare(b.sply_ty) || a.pos.localeCompare(b.pos) || a.rt - b.rt || (a.etin ?? '').localeCompare(b.etin ?? ''))
    .map(({ sums, etin: through, ...row }) => ({
      sply_ty: row.sply_ty,
      pos: row.pos,
      typ: through ? ('E' as const) : ('OE' as const),
      ...(through && { etin: through }),
      rt: row.rt,
      txval: rupees(sums.txval),
      iamt: rupees(sums.iamt),
      camt: rupees(sums.camt),
      samt: rupees(sums.samt),
      csamt: 0,
    }));

  const note = (document: TaxDocumentDto) => ({
    ntty: 'C' as const,
    nt_num: document.number,
    nt_dt: portalDate(document.date),
    val: document.totals.total,
    pos: document.placeOfSupply.stateCode,
  });
  const cdnr = groupBy(
    notes.filter((filed) => isB2b(filed.document)),
    (filed) => filed.document.buyer.gstin as string,
  ).map(([ctin, filed]) => ({
    ctin,
    nt: filed.map(({ document }) => ({ ...note(document), rchrg: 'N' as const, inv_typ: 'R' as const, itms: items(document) })),
  }));
  const cdnur = notes
    .filter((filed) => !isB2b(filed.document) && filed.invoice && isB2cl(filed.invoice))
    .map(({ document }) => ({ typ: 'B2CL' as const, ...note(document), itms: items(document, true) }));

  return {
    gstin,
    fp: period,
    b2b,
    b2cl,
    b2cs,
    cdnr,
    cdnur,
    hsn: {
      hsn_b2b: hsnRows([...invoices, ...notes].filter((filed) => isB2b(filed.document))),
      hsn_b2c: hsnRows([...invoices, ...notes].filter((filed) => !isB2b(filed.document))),
    },
    doc_issue: { doc_det: [docIssue(1, invoices), docIssue(5, notes)].filter((detail) => detail.docs.length > 0) },
  };
}

/** The HSN summary: invoice lines less credit-note lines, by HSN code, rate and unit; quantities net too. */
function hsnRows(documents: readonly FiledDocument[]): Gstr1HsnRow[] {
  const rows = new Map<string, { hsn: string; desc: string; uqc: string; rt: number; sums: Sums }>();
  for (const { document } of documents) {
    const sign = document.type === 'credit-note' ? -1 : 1;
    for (const line of document.lines) {
      const uqc = line.uqc ?? 'NOS';
      const key = [line.hsn, line.rate, uqc].join('|');
      const row = rows.get(key) ?? { hsn: line.hsn, desc: hsnDescription(line.hsn, line.description), uqc, rt: line.rate, sums: noSums() };
      add(row.sums, line, sign);
      rows.set(key, row);
    }
  }
  return [...rows.values()]
    .filter(({ sums }) => !isNothing(sums))
    .sort((a, b) => a.hsn.localeCompare(b.hsn) || a.rt - b.rt || a.uqc.localeCompare(b.uqc))
    .map((row, index) => ({
      num: index + 1,
      hsn_sc: row.hsn,
      desc: row.desc,
      uqc: row.uqc,
      qty: row.sums.qty,
      rt: row.rt,
      txval: rupees(row.sums.txval),
      iamt: rupees(row.sums.iamt),
      camt: rupees(row.sums.camt),
      samt: rupees(row.sums.samt),
      csamt: 0,
    }));
}

/** What the goods of an HSN heading are, as the summary names them (the tariff's words for the shop's headings). */
const HEADINGS: Record<string, string> = {
  '9404': 'MATTRESSES AND BEDDING',
  '6302': 'BED LINEN',
  '6304': 'OTHER FURNISHING ARTICLES',
  '6301': 'BLANKETS AND TRAVELLING RUGS',
};

/** The heading's name, else the first line's description (at most 30 characters, as the portal takes). */
function hsnDescription(hsn: string, description: string): string {
  return (HEADINGS[hsn.slice(0, 4)] ?? description).slice(0, 30);
}

/**
 * Documents issued, per series ("NID/26-27", "PUNC/26-27" …): the first and last number, how many, how many
 * cancelled (none: a document once issued is reduced by a credit note, never cancelled) and the net.
 */
function docIssue(docNum: 1 | 5, documents: readonly FiledDocument[]): Gstr1DocIssue {
  const series = groupBy(documents, (filed) => filed.document.number.slice(0, filed.document.number.lastIndexOf('/')));
  return {
    doc_num: docNum,
    docs: series.map(([, filed], index) => {
      const numbers = filed.map((each) => each.document.number).sort();
      return { num: index + 1, from: numbers[0], to: numbers[numbers.length - 1], totnum: numbers.length, cancel: 0, net_issue: numbers.length };
    }),
  };
}
