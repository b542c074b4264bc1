import { GST_STATES, type EInvoice, type EwayBill, type TaxDocumentDto } from '@nidra/shared/contracts';

const STATE_NAMES = new Set(GST_STATES.map((state) => state.name.toLowerCase()));

/** "2026-11-05" → "05/11/2026", as the IRP and the e-way bill portal write dates. */
const slashDate = (iso: string) => iso.split('-').reverse().join('/');

/** A place as the portals take it, read from an address written in full: its six-digit pincode and the words before it. */
export function placeOf(address: string): { addr1: string; loc: string; pin: number | null } {
  const pin = /\b([1-9]\d{5})\b(?!.*\b[1-9]\d{5}\b)/.exec(address);
  const parts = address.split(',').map((part) => part.trim()).filter(Boolean);
  // The part holding the pincode names the town ("Bengaluru 560034"); when it names only the state
  // ("Karnataka 560041") or nothing, the part before it does.
  let withPin = pin ? parts.findIndex((part) => part.includes(pin[1])) : -1;
  let town = withPin >= 0 ? parts[withPin].replace(pin?.[1] ?? '', '').trim() : (parts.at(-1) ?? '');
  if (withPin > 0 && (!town || STATE_NAMES.has(town.toLowerCase()))) {
    withPin -= 1;
    town = parts[withPin];
  }
  const street = parts.slice(0, Math.max(1, withPin >= 0 ? withPin : parts.length - 1)).join(', ');
  return { addr1: street.slice(0, 100), loc: (town || street).slice(0, 50), pin: pin ? Number(pin[1]) : null };
}

/** Money as the portals take it: rupees to the paisa. */
const money = (rupees: number) => Math.round(rupees * 100) / 100;

/**
 * A B2B tax invoice or credit note as the IRP's INV-01 schema 1.1 takes it, every figure as the document
 * states it. A credit note names the invoice it reduces (`RefDtls`).
 */
export function eInvoice(document: TaxDocumentDto & { refersTo?: string; refersToDate?: string }): EInvoice {
  const seller = placeOf(document.seller.address);
  const buyer = placeOf(document.buyer.address);
  return {
    Version: '1.1',
    TranDtls: { TaxSch: 'GST', SupTyp: 'B2B', RegRev: 'N', IgstOnIntra: 'N' },
    DocDtls: { Typ: document.type === 'credit-note' ? 'CRN' : 'INV', No: document.number, Dt: slashDate(document.date) },
    SellerDtls: {
      Gstin: document.seller.gstin as string,
      LglNm: document.seller.name,
      Addr1: seller.addr1,
      Loc: seller.loc,
      Pin: seller.pin,
      Stcd: document.seller.stateCode,
    },
    BuyerDtls: {
      Gstin: document.buyer.gstin as string,
      LglNm: document.buyer.name,
      Pos: document.placeOfSupply.stateCode,
      Addr1: buyer.addr1,
      Loc: buyer.loc,
      Pin: buyer.pin,
      Stcd: document.buyer.stateCode ?? (document.buyer.gstin as string).slice(0, 2),
    },
    ...(document.refersTo && { RefDtls: { PrecDocDtls: [{ InvNo: document.refersTo, InvDt: slashDate(document.refersToDate ?? document.date) }] } }),
    ItemList: document.lines.map((line, index) => ({
      SlNo: String(index + 1),
      PrdDesc: line.description,
      IsServc: 'N',
      HsnCd: line.hsn,
      Qty: line.quantity,
      Unit: line.uqc ?? 'NOS',
      UnitPrice: money(line.unitPrice),
      TotAmt: money(line.taxableValue),
      Discount: 0,
      AssAmt: money(line.taxableValue),
      GstRt: line.rate,
      IgstAmt: money(line.igst),
      CgstAmt: money(line.cgst),
      SgstAmt: money(line.sgst),
      CesRt: 0,
      CesAmt: 0,
      TotItemVal: money(line.total),
    })),
    ValDtls: {
      AssVal: money(document.totals.taxableValue),
      CgstVal: money(document.totals.cgst),
      SgstVal: money(document.totals.sgst),
      IgstVal: money(document.totals.igst),
      CesVal: 0,
      Discount: 0,
      OthChrg: 0,
      RndOffAmt: 0,
      TotInvVal: money(document.totals.total),
    },
  };
}

/**
 * An invoice as the e-way bill portal's JSON takes it: an outward supply (`O`, `1`) from the seller's
 * address to where the goods go (the ship-to address, else the buyer's), an unregistered buyer as `URP`.
 * The main HSN code is the one of the most value.
 */
export function ewayBill(document: TaxDocumentDto): EwayBill {
  const from = placeOf(document.seller.address);
  const to = placeOf(document.shipTo?.address ?? document.buyer.address);
  const byValue = new Map<string, number>();
  for (const line of document.lines) byValue.set(line.hsn, (byValue.get(line.hsn) ?? 0) + line.taxableValue);
  const mainHsn = [...byValue].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
  return {
    supplyType: 'O',
    subSupplyType: '1',
    docType: 'INV',
    docNo: document.number,
    docDate: slashDate(document.date),
    fromGstin: document.seller.gstin as string,
    fromTrdName: document.seller.name,
    fromAddr1: from.addr1,
    fromPlace: from.loc,
    fromPincode: from.pin,
    fromStateCode: Number(document.seller.stateCode),
    actFromStateCode: Number(document.seller.stateCode),
    toGstin: document.buyer.gstin ?? 'URP',
    toTrdName: document.buyer.name,
    toAddr1: to.addr1,
    toPlace: to.loc,
    toPincode: to.pin,
    toStateCode: Number(document.buyer.stateCode ?? document.placeOfSupply.stateCode),
    actToStateCode: Number(document.placeOfSupply.stateCode),
    transactionType: 1,
    totalValue: money(document.totals.taxableValue),
    cgstValue: money(document.totals.cgst),
    sgstValue: money(document.totals.sgst),
    igstValue: money(document.totals.igst),
    cessValue: 0,
    totInvValue: money(document.totals.total),
    mainHsnCode: Number(mainHsn),
    itemList: document.lines.map((line, index) => ({
      itemNo: index + 1,
      productDesc: line.description,
      hsnCode: Number(line.hsn),
      quantity: line.quantity,
      qtyUnit: line.uqc ?? 'NOS',
      taxableAmount: money(line.taxableValue),
      cgstRate: line.cgstRate ?? 0,
      sgstRate: line.sgstRate ?? 0,
      igstRate: line.igstRate ?? 0,
      cessRate: 0,
    })),
  };
}
