import { DecimalType, Entity, ManyToOne, Property, Unique, type Rel } from '@mikro-orm/core';
import { BaseEntity } from '@nidra/api/core';
import { MERCHANT_BUSINESS_LIMITS } from '@nidra/shared/contracts';
import { Merchant } from '../merchant.entity';

/**
 * The seller behind a merchant's brand: who invoices its sales (legal name, GSTIN, PAN, address), in
 * which series, and where its payouts go. One row per merchant, saved in pieces: every detail may be
 * missing until the merchant completes them.
 */
@Entity({ tableName: 'merchant_businesses' })
@Unique({ name: 'merchant_businesses_merchant_unique', properties: ['merchant'] })
export class MerchantBusiness extends BaseEntity<'joinsShopSales'> {
  @ManyToOne(() => Merchant, { deleteRule: 'cascade', index: false })
  merchant!: Rel<Merchant>;

  @Property({ type: 'string', length: MERCHANT_BUSINESS_LIMITS.legalNameMax, nullable: true })
  legalName: string | null = null;

  @Property({ type: 'string', length: 15, nullable: true })
  gstin: string | null = null;

  @Property({ type: 'string', length: 10, nullable: true })
  pan: string | null = null;

  @Property({ type: 'string', length: MERCHANT_BUSINESS_LIMITS.addressMax, nullable: true })
  address: string | null = null;

  @Property({ type: 'string', length: MERCHANT_BUSINESS_LIMITS.cityMax, nullable: true })
  city: string | null = null;

  /** The GST state code of the seller's place of business (the GSTIN's first two digits). */
  @Property({ type: 'string', length: 2, nullable: true })
  stateCode: string | null = null;

  @Property({ type: 'string', length: 6, nullable: true })
  pincode: string | null = null;

  /** The seller's invoice series; its credit notes run in this + "C". Unique among sellers. */
  @Property({ type: 'string', length: 3, nullable: true, unique: 'merchant_businesses_invoice_prefix_unique' })
  invoicePrefix: string | null = null;

  /** Whether shop-wide sales apply to this seller's items. */
  @Property({ type: 'boolean', default: false })
  joinsShopSales = false;

  @Property({ type: 'string', length: MERCHANT_BUSINESS_LIMITS.accountNameMax, nullable: true })
  bankAccountName: string | null = null;

  /** Never answered whole: every read masks all but its last four digits. */
  @Property({ type: 'string', length: 18, nullable: true })
  bankAccountNumber: string | null = null;

  @Property({ type: 'string', length: 11, nullable: true })
  bankIfsc: string | null = null;

  /** Percent the shop keeps of each line; null: the shop's `COMMISSION_RATE`. */
  @Property({ type: new DecimalType('number'), precision: 5, scale: 2, nullable: true })
  commissionRate: number | null = null;
}
