import { ArrayType, Entity, Index, JsonType, PrimaryKey, Property } from '@mikro-orm/core';
import { BaseEntity } from '@nidra/api/core';
import type { IrnRecord, TaxDocumentDto, TaxDocumentType } from '@nidra/shared/contracts';

/**
 * A tax invoice, bill of supply or credit note as it was issued: a legal document, never changed after.
 * The document itself is kept whole, as the buyer received it.
 */
@Entity({ tableName: 'tax_documents' })
@Index({ name: 'tax_documents_order_idx', properties: ['orderId'] })
// One invoice (or bill of supply) per order and seller; credit notes as many as there are reductions.
@Index({
  name: 'tax_documents_invoice_unique',
  expression: `create unique index "tax_documents_invoice_unique" on "tax_documents" ("order_id", coalesce("seller_id", '00000000-0000-0000-0000-000000000000'::uuid)) where "type" <> 'credit-note'`,
})
// A seller's documents by date: its GST returns and its own reads.
@Index({ name: 'tax_documents_seller_day_idx', properties: ['sellerId', 'issuedOn'] })
export class TaxDocument extends BaseEntity<'refersTo' | 'itemIds' | 'number' | 'productIds' | 'sellerId' | 'irn'> {
  /** The order it was issued for, by id: orders are ordering's. */
  @Property({ type: 'uuid' })
  orderId!: string;

  /** Who sells: a marketplace merchant (merchants context, by id), who reads its own documents; null: the shop. */
  @Property({ type: 'uuid', nullable: true })
  sellerId: string | null = null;

  /** Who bought: the buyer reads their own documents. */
  @Property({ type: 'uuid' })
  buyerId!: string;

  /** The products of its lines (null: unknown): a merchant reads the documents whose every line is theirs. */
  @Property({ type: ArrayType, columnType: 'uuid[]', default: '{}' })
  productIds: Array<string | null> = [];

  @Property({ type: 'string', length: 16 })
  type!: TaxDocumentType;

  /** Null only within the transaction that issues it, until its number is given (the last thing it does). */
  @Property({ type: 'string', length: 16, nullable: true, unique: 'tax_documents_number_unique' })
  number: string | null = null;

  /** The date it was issued, in India. */
  @Property({ type: 'date' })
  issuedOn!: string;

  /** A credit note's invoice. */
  @Property({ type: 'uuid', nullable: true })
  refersTo: string | null = null;

  /** The order items a credit note gives back; an item is credited once. */
  @Property({ type: ArrayType, columnType: 'uuid[]', default: '{}' })
  itemIds: string[] = [];

  @Property({ type: JsonType, columnType: 'jsonb' })
  document!: TaxDocumentDto;

  /** The IRP's answer once the e-invoice is registered (null: not registered), printed on the PDF after. */
  @Property({ type: JsonType, columnType: 'jsonb', nullable: true })
  irn: IrnRecord | null = null;
}

/** The last number given in each series (a prefix and a financial year), so numbers run on without gaps. */
@Entity({ tableName: 'document_counters' })
export class DocumentCounter {
  @PrimaryKey({ type: 'string', length: 16 })
  series!: string;

  @Property({ type: 'integer' })
  last!: number;
}
