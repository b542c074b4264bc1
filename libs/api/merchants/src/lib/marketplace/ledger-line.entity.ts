import { BigIntType, Entity, Enum, Index, ManyToOne, Property, Unique, type Rel } from '@mikro-orm/core';
import { BaseEntity } from '@nidra/api/core';
import { LEDGER_KINDS, type LedgerKind } from '@nidra/shared/contracts';
import { Settlement } from './settlement.entity';

/**
 * What a seller's item came to on the marketplace: its sale once Delivered, and that sale taken back (the
 * same figures negated) when it is refunded after. Money in paise; ordering's order and item by id.
 */
@Entity({ tableName: 'ledger_lines' })
// Recorded once per item and kind, however often its move is reported.
@Unique({ name: 'ledger_lines_item_kind_unique', properties: ['itemId', 'kind'] })
// A merchant's ledger between two days.
@Index({ name: 'ledger_lines_merchant_date_idx', properties: ['merchantId', 'date'] })
// Every seller's lines of a month (the TCS return, the administrator's ledger).
@Index({ name: 'ledger_lines_date_idx', properties: ['date'] })
// What a settlement gathers: a merchant's lines in none yet, up to a day.
@Index({
  name: 'ledger_lines_unsettled_idx',
  expression: 'create index "ledger_lines_unsettled_idx" on "ledger_lines" ("merchant_id", "date") where "settlement_id" is null',
})
export class LedgerLine extends BaseEntity<'invoiceNumber' | 'settlement'> {
  /** The seller. */
  @Property({ type: 'uuid' })
  merchantId!: string;

  @Property({ type: 'uuid' })
  orderId!: string;

  @Property({ type: 'uuid' })
  itemId!: string;

  /** The seller's invoice of the order; null for one invoiced before sellers had their own series. */
  @Property({ type: 'string', length: 40, nullable: true })
  invoiceNumber: string | null = null;

  /** The day in India it was recorded. */
  @Property({ type: 'date' })
  date!: string;

  @Enum({ items: [...LEDGER_KINDS], type: 'string', length: 10 })
  kind!: LedgerKind;

  /** The line with its GST. */
  @Property({ type: new BigIntType('number') })
  totalPaise!: number;

  @Property({ type: new BigIntType('number') })
  taxablePaise!: number;

  @Property({ type: new BigIntType('number') })
  commissionPaise!: number;

  @Property({ type: new BigIntType('number') })
  commissionGstPaise!: number;

  @Property({ type: new BigIntType('number') })
  tcsPaise!: number;

  @Property({ type: new BigIntType('number') })
  tdsPaise!: number;

  @Property({ type: new BigIntType('number') })
  payablePaise!: number;

  /** The GST state codes of the place of supply and of the seller: the same state is intra-state for GSTR-8. */
  @Property({ type: 'string', length: 2 })
  supplyStateCode!: string;

  @Property({ type: 'string', length: 2 })
  sellerStateCode!: string;

  /** The settlement that paid it; null while unsettled. */
  @ManyToOne(() => Settlement, { nullable: true, deleteRule: 'restrict', index: 'ledger_lines_settlement_idx' })
  settlement: Rel<Settlement> | null = null;
}
