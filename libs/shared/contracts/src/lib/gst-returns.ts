/** One rate's sums on a document of a return; an inter-state-only section (B2CL, CDNUR) has no CGST or SGST. */
export interface Gstr1Item {
  num: number;
  itm_det: { rt: number; txval: number; iamt: number; camt?: number; samt?: number; csamt: number };
}

/** A row of the HSN summary. */
export interface Gstr1HsnRow {
  num: number;
  hsn_sc: string;
  desc: string;
  uqc: string;
  qty: number;
  rt: number;
  txval: number;
  iamt: number;
  camt: number;
  samt: number;
  csamt: number;
}

/** The documents of one kind issued in the month, per series (doc_num 1 invoices, 5 credit notes). */
export interface Gstr1DocIssue {
  doc_num: 1 | 5;
  docs: Array<{ num: number; from: string; to: string; totnum: number; cancel: number; net_issue: number }>;
}

/**
 * `GET /api/gst/gstr1?gstin={gstin}&period=MMYYYY`: a GSTIN's GSTR-1 for a month in the GST offline tool's
 * JSON. Dates dd-mm-yyyy, `pos` two digits, money in rupees to the paisa; sections with nothing are empty lists.
 */
export interface Gstr1 {
  gstin: string;
  /** MMYYYY */
  fp: string;
  b2b: Array<{
    ctin: string;
    inv: Array<{ inum: string; idt: string; val: number; pos: string; rchrg: 'N'; inv_typ: 'R'; itms: Gstr1Item[] }>;
  }>;
  b2cl: Array<{ pos: string; inv: Array<{ inum: string; idt: string; val: number; etin?: string; itms: Gstr1Item[] }> }>;
  b2cs: Array<{
    sply_ty: 'INTRA' | 'INTER';
    pos: string;
    typ: 'OE' | 'E';
    etin?: string;
    rt: number;
    txval: number;
    iamt: number;
    camt: number;
    samt: number;
    csamt: number;
  }>;
  cdnr: Array<{
    ctin: string;
    nt: Array<{ ntty: 'C'; nt_num: string; nt_dt: string; val: number; pos: string; rchrg: 'N'; inv_typ: 'R'; itms: Gstr1Item[] }>;
  }>;
  cdnur: Array<{ typ: 'B2CL'; ntty: 'C'; nt_num: string; nt_dt: string; val: number; pos: string; itms: Gstr1Item[] }>;
  hsn: { hsn_b2b: Gstr1HsnRow[]; hsn_b2c: Gstr1HsnRow[] };
  doc_issue: { doc_det: Gstr1DocIssue[] };
}

/** A return's month: MMYYYY, a real month. */
export const GST_PERIOD_PATTERN = /^(0[1-9]|1[0-2])(20\d{2})$/;

export const GstReturnMessage = {
  periodInvalid: 'Period must be a month as MMYYYY, such as 112026.',
  gstinInvalid: 'GSTIN must be a valid 15-character GSTIN.',
  gstinNotFound: 'No seller with that GSTIN sells through the shop.',
} as const;
