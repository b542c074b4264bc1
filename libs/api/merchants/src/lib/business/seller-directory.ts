import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { AppConfig, sqlArray } from '@nidra/api/core';
import { missingBusinessDetails } from '@nidra/shared/contracts';

/** A merchant whose business details are complete: the seller on its items' invoices. */
export interface Seller {
  merchantId: string;
  legalName: string;
  gstin: string;
  pan: string;
  address: string;
  city: string;
  stateCode: string;
  pincode: string;
  invoicePrefix: string;
  joinsShopSales: boolean;
  /** Percent of each line's total the shop keeps: the merchant's own rate, else `COMMISSION_RATE`. */
  commissionRate: number;
}

interface SellerRow {
  merchant_id: string;
  legal_name: string | null;
  gstin: string | null;
  pan: string | null;
  address: string | null;
  city: string | null;
  state_code: string | null;
  pincode: string | null;
  invoice_prefix: string | null;
  joins_shop_sales: boolean;
  bank_account_name: string | null;
  bank_account_number: string | null;
  bank_ifsc: string | null;
  commission_rate: string | null;
}

const SELECT = `SELECT merchant_id, legal_name, gstin, pan, address, city, state_code, pincode, invoice_prefix,
  joins_shop_sales, bank_account_name, bank_account_number, bank_ifsc, commission_rate FROM merchant_businesses`;

/** What other contexts (invoicing, the ledger) may ask about the marketplace's sellers. */
@Injectable()
export class SellerDirectory {
  constructor(
    private readonly em: EntityManager,
    private readonly config: AppConfig,
  ) {}

  /** The complete sellers among these merchants (one statement); a merchant with incomplete details is absent. */
  async sellers(merchantIds: readonly string[]): Promise<Map<string, Seller>> {
    const sellers = new Map<string, Seller>();
    if (merchantIds.length === 0) return sellers;
    const rows = await this.em.execute<SellerRow[]>(`${SELECT} WHERE merchant_id = ANY(?::uuid[])`, [sqlArray([...new Set(merchantIds)])]);
    for (const seller of this.complete(rows)) sellers.set(seller.merchantId, seller);
    return sellers;
  }

  /** Every seller with complete details (for GST returns and TCS), one statement. */
  async all(): Promise<Seller[]> {
    return this.complete(await this.em.execute<SellerRow[]>(`${SELECT} ORDER BY invoice_prefix`));
  }

  private complete(rows: readonly SellerRow[]): Seller[] {
    const sellers: Seller[] = [];
    for (const row of rows) {
      const missing = missingBusinessDetails({
        legalName: row.legal_name,
        gstin: row.gstin,
        pan: row.pan,
        address: row.address,
        city: row.city,
        stateCode: row.state_code,
        pincode: row.pincode,
        invoicePrefix: row.invoice_prefix,
        bankAccountName: row.bank_account_name,
        bankAccountNumber: row.bank_account_number,
        bankIfsc: row.bank_ifsc,
      });
      if (missing.length > 0) continue;
      sellers.push({
        merchantId: row.merchant_id,
        legalName: row.legal_name as string,
        gstin: row.gstin as string,
        pan: row.pan as string,
        address: row.address as string,
        city: row.city as string,
        stateCode: row.state_code as string,
        pincode: row.pincode as string,
        invoicePrefix: row.invoice_prefix as string,
        joinsShopSales: row.joins_shop_sales,
        commissionRate: row.commission_rate === null ? this.config.commissionRate : Number(row.commission_rate),
      });
    }
    return sellers;
  }
}
