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

/** A GSTIN that files its returns from the shop's documents: the shop's own (merchantId null) or a seller's. */
export interface GstFiler {
  gstin: string;
  legalName: string;
  merchantId: string | null;
}

/** `GET /api/gst/filers`: administrators every GSTIN filed here, the shop's first; a merchant its own. */
export interface GstFilersResponse {
  filers: GstFiler[];
}

/** A return's month: MMYYYY, a real month. */
export const GST_PERIOD_PATTERN = /^(0[1-9]|1[0-2])(20\d{2})$/;

export const GstReturnMessage = {
  periodInvalid: 'Period must be a month as MMYYYY, such as 112026.',
  gstinInvalid: 'GSTIN must be a valid 15-character GSTIN.',
  gstinNotFound: 'No seller with that GSTIN sells through the shop.',
} as const;

/** A party of an e-invoice. */
export interface EInvoiceParty {
  Gstin: string;
  LglNm: string;
  Addr1: string;
  Loc: string;
  Pin: number | null;
  Stcd: string;
}

/** `GET /api/invoice/{_id}/einvoice.json`: a B2B invoice or credit note in the IRP's INV-01 schema 1.1. */
export interface EInvoice {
  Version: '1.1';
  TranDtls: { TaxSch: 'GST'; SupTyp: 'B2B'; RegRev: 'N'; IgstOnIntra: 'N' };
  DocDtls: { Typ: 'INV' | 'CRN'; No: string; Dt: string };
  SellerDtls: EInvoiceParty;
  BuyerDtls: EInvoiceParty & { Pos: string };
  RefDtls?: { PrecDocDtls: Array<{ InvNo: string; InvDt: string }> };
  ItemList: Array<{
    SlNo: string;
    PrdDesc: string;
    IsServc: 'N';
    HsnCd: string;
    Qty: number;
    Unit: string;
    UnitPrice: number;
    TotAmt: number;
    Discount: number;
    AssAmt: number;
    GstRt: number;
    IgstAmt: number;
    CgstAmt: number;
    SgstAmt: number;
    CesRt: number;
    CesAmt: number;
    TotItemVal: number;
  }>;
  ValDtls: { AssVal: number; CgstVal: number; SgstVal: number; IgstVal: number; CesVal: number; Discount: number; OthChrg: number; RndOffAmt: number; TotInvVal: number };
}

/** `GET /api/invoice/{_id}/eway-bill.json`: an invoice as the e-way bill portal's JSON takes it. */
export interface EwayBill {
  supplyType: 'O';
  subSupplyType: '1';
  docType: 'INV';
  docNo: string;
  docDate: string;
  fromGstin: string;
  fromTrdName: string;
  fromAddr1: string;
  fromPlace: string;
  fromPincode: number | null;
  fromStateCode: number;
  actFromStateCode: number;
  toGstin: string;
  toTrdName: string;
  toAddr1: string;
  toPlace: string;
  toPincode: number | null;
  toStateCode: number;
  actToStateCode: number;
  transactionType: 1;
  totalValue: number;
  cgstValue: number;
  sgstValue: number;
  igstValue: number;
  cessValue: 0;
  totInvValue: number;
  mainHsnCode: number;
  itemList: Array<{
    itemNo: number;
    productDesc: string;
    hsnCode: number;
    quantity: number;
    qtyUnit: string;
    taxableAmount: number;
    cgstRate: number;
    sgstRate: number;
    igstRate: number;
    cessRate: 0;
  }>;
}

/** `PUT /api/invoice/{_id}/irn`: the IRP's answer for a registered e-invoice, recorded once. */
export interface IrnRecord {
  /** 64 hexadecimal characters. */
  irn: string;
  ackNo: string;
  /** As the IRP gives it, e.g. "2026-11-05 10:15:00". */
  ackDate: string;
  signedQrCode: string;
}

export const IRN_PATTERN = /^[0-9a-f]{64}$/i;

export const EDocumentMessage = {
  notB2b: 'An e-invoice is made for a tax invoice or credit note to a registered business only.',
  notInvoice: 'An e-way bill is made for a tax invoice only.',
  irnInvalid: 'IRN must be 64 hexadecimal characters.',
  ackNoRequired: 'The acknowledgement number is required.',
  ackDateRequired: 'The acknowledgement date is required.',
  qrRequired: 'The signed QR code is required.',
  irnRecorded: 'This document’s IRN is recorded already.',
  notFound: 'No such document.',
} as const;
