import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Conflict, InvalidInput, NotFound, type AuthenticatedUser } from '@nidra/api/core';
import { EDocumentMessage, Role, type EInvoice, type EwayBill, type IrnRecord, type TaxDocumentDto } from '@nidra/shared/contracts';
import { TaxDocument } from '../tax-document.entity';
import { eInvoice, ewayBill } from './e-documents';

/**
 * The documents a seller hands to the GST portals for an invoice it issued: the e-invoice to register at
 * the IRP (a registered buyer's invoice or credit note) and the e-way bill for the goods on the road; and
 * the IRP's answer, recorded once. They are the seller's business: administrators, and a marketplace
 * seller for its own documents; anyone else finds none.
 */
@Injectable()
export class EDocumentsService {
  constructor(private readonly em: EntityManager) {}

  async eInvoice(id: string, caller: AuthenticatedUser): Promise<EInvoice> {
    const found = await this.sellersDocument(id, caller);
    return eInvoice(await this.withItsInvoice(b2b(found)));
  }

  async ewayBill(id: string, caller: AuthenticatedUser): Promise<EwayBill> {
    const found = await this.sellersDocument(id, caller);
    if (found.type !== 'tax-invoice') throw new InvalidInput(EDocumentMessage.notInvoice);
    return ewayBill(found.document);
  }

  /** Records the IRP's answer for a registered buyer's document, once: a second answer is refused, the first kept. */
  async recordIrn(id: string, record: IrnRecord, caller: AuthenticatedUser): Promise<TaxDocumentDto> {
    const found = b2b(await this.sellersDocument(id, caller));
    const irn: IrnRecord = { irn: record.irn.toLowerCase(), ackNo: record.ackNo, ackDate: record.ackDate, signedQrCode: record.signedQrCode };
    const [written] = await this.em.execute<Array<{ id: string }>>(
      'UPDATE tax_documents SET irn = ?::jsonb, updated = now() WHERE id = ? AND irn IS NULL RETURNING id',
      [JSON.stringify(irn), found.id],
    );
    if (!written) throw new Conflict(EDocumentMessage.irnRecorded);
    return { ...found.document, irn };
  }

  /** An issued document the caller may hand to the portals: administrators any, a seller its own. */
  private async sellersDocument(id: string, caller: AuthenticatedUser): Promise<TaxDocument> {
    const found = await this.em.findOne(TaxDocument, { id, number: { $ne: null } });
    const mine = caller.role === Role.Admin || (caller.role === Role.Merchant && caller.merchantId !== null && found?.sellerId === caller.merchantId);
    if (!found || !mine) throw new NotFound(EDocumentMessage.notFound);
    return found;
  }

  /** A credit note's invoice number and date, from the note (kept since) or its invoice. */
  private async withItsInvoice(found: TaxDocument): Promise<TaxDocumentDto & { refersTo?: string; refersToDate?: string }> {
    const document = found.document as TaxDocumentDto & { refersTo?: string; refersToDate?: string };
    if (found.type !== 'credit-note' || document.refersToDate || !found.refersTo) return document;
    const invoice = await this.em.findOne(TaxDocument, { id: found.refersTo });
    return invoice ? { ...document, refersTo: invoice.number ?? undefined, refersToDate: invoice.issuedOn } : document;
  }
}

/** Only a tax invoice or credit note to a registered buyer is an e-invoice. */
function b2b(found: TaxDocument): TaxDocument {
  if (found.type === 'bill-of-supply' || !found.document.buyer.gstin) throw new InvalidInput(EDocumentMessage.notB2b);
  return found;
}
