import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { AppConfig, NotFound, type AuthenticatedUser } from '@nidra/api/core';
import { SellerDirectory } from '@nidra/api/merchants';
import { GstReturnMessage, Role, type GstFiler, type Gstr1, type TaxDocumentDto } from '@nidra/shared/contracts';
import { gstr1, type FiledDocument } from './gstr1';

/** Whose documents a GSTIN's return is made of: the shop's (no seller) or a marketplace seller's. */
type Filer = { sellerId: string | null };

/**
 * GST returns from the documents as issued: a GSTIN's (the shop's or a seller's) invoices and credit notes
 * of a month, read in one statement on the documents' seller-and-day index, with each credit note's invoice.
 */
@Injectable()
export class GstReturnsService {
  constructor(
    private readonly em: EntityManager,
    private readonly config: AppConfig,
    private readonly sellers: SellerDirectory,
  ) {}

  /** A GSTIN's GSTR-1 for a month (MMYYYY): administrators any that sells through the shop, a merchant its own. */
  async gstr1(gstin: string, period: string, caller: AuthenticatedUser): Promise<Gstr1> {
    const filer = await this.filerOf(gstin, caller);
    const month = Number(period.slice(0, 2));
    const year = Number(period.slice(2));
    const from = `${year}-${String(month).padStart(2, '0')}-01`;
    const to = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
    const rows = await this.em.execute<Array<{ document: TaxDocumentDto; invoice: TaxDocumentDto | null; seller_id: string | null }>>(
      `SELECT d.document, d.seller_id, i.document AS invoice
         FROM tax_documents d LEFT JOIN tax_documents i ON i.id = d.refers_to
        WHERE ${filer.sellerId === null ? 'd.seller_id IS NULL' : 'd.seller_id = ?'} AND d.issued_on >= ? AND d.issued_on < ?
          AND d.number IS NOT NULL AND d.type <> 'bill-of-supply' AND d.document -> 'seller' ->> 'gstin' = ?`,
      [...(filer.sellerId === null ? [] : [filer.sellerId]), from, to, gstin],
    );
    const documents: FiledDocument[] = rows.map((row) => ({ document: row.document, invoice: row.invoice ?? undefined, throughShop: row.seller_id !== null }));
    return gstr1(gstin, period, documents, this.config.shopGstin ?? null);
  }

  /** The GSTINs the caller may read returns of: administrators the shop's (when registered) and every seller's; a merchant its own. */
  async filers(caller: AuthenticatedUser): Promise<GstFiler[]> {
    const sellers = caller.role === Role.Admin ? await this.sellers.all() : [...(await this.sellers.sellers(caller.merchantId ? [caller.merchantId] : [])).values()];
    const shop = caller.role === Role.Admin && this.config.shopGstin ? [{ gstin: this.config.shopGstin, legalName: this.config.shopLegalName ?? 'Nidra', merchantId: null }] : [];
    return [...shop, ...sellers.map((seller) => ({ gstin: seller.gstin, legalName: seller.legalName, merchantId: seller.merchantId }))];
  }

  /** Whose GSTIN it is, if the caller may read its returns; else 404, as for a GSTIN nobody here files. */
  private async filerOf(gstin: string, caller: AuthenticatedUser): Promise<Filer> {
    if (caller.role === Role.Admin && gstin === this.config.shopGstin) return { sellerId: null };
    const sellers = caller.role === Role.Admin ? await this.sellers.all() : [...(await this.sellers.sellers(caller.merchantId ? [caller.merchantId] : [])).values()];
    const seller = sellers.find((each) => each.gstin === gstin);
    if (!seller) throw new NotFound(GstReturnMessage.gstinNotFound);
    return { sellerId: seller.merchantId };
  }
}
