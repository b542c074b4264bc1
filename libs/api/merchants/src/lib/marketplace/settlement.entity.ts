import { BigIntType, Entity, Enum, Index, Property } from '@mikro-orm/core';
import { BaseEntity } from '@nidra/api/core';
import { SETTLEMENT_STATUSES, type SettlementStatus } from '@nidra/shared/contracts';

/**
 * A payout to a seller: the ledger lines it gathered (each in one settlement only) and their payable summed.
 * Due until an administrator records the bank transfer's UTR; a paid settlement never changes.
 */
@Entity({ tableName: 'settlements' })
// A merchant's settlements, newest first; the administrator's list of all of them.
@Index({ name: 'settlements_merchant_created_idx', properties: ['merchantId', 'created'] })
@Index({ name: 'settlements_created_idx', properties: ['created'] })
export class Settlement extends BaseEntity<'status' | 'utr' | 'paidAt'> {
  /** The merchant paid. */
  @Property({ type: 'uuid' })
  merchantId!: string;

  /** The last day (in India) whose lines it gathered. */
  @Property({ type: 'date' })
  upTo!: string;

  /** The lines' payable summed, in paise: always above zero. */
  @Property({ type: new BigIntType('number') })
  amountPaise!: number;

  @Property({ type: 'integer' })
  lineCount!: number;

  @Enum({ items: [...SETTLEMENT_STATUSES], type: 'string', length: 10 })
  status: SettlementStatus = 'due';

  /** The bank transfer's reference; one transfer pays one settlement. */
  @Property({ type: 'string', length: 22, nullable: true, unique: 'settlements_utr_unique' })
  utr: string | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  paidAt: Date | null = null;
}
