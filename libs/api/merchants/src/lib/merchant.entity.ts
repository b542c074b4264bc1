import { Entity, Enum, Index, Property } from '@mikro-orm/core';
import { BaseEntity } from '@nidra/api/core';
import { MERCHANT_LIMITS, MERCHANT_STATUSES, MerchantStatus } from '@nidra/shared/contracts';

/**
 * A request to sell on the shop and, once approved, the merchant record that the merchant's
 * user (`User.merchantId`) and brand (`Brand.merchantId`) point at.
 */
@Entity({ tableName: 'merchants' })
// The administrator's list, newest first.
@Index({ name: 'merchants_created_idx', properties: ['created'] })
// The Overview counts the requests waiting.
@Index({ name: 'merchants_status_idx', properties: ['status'] })
export class Merchant extends BaseEntity<'status' | 'email'> {
  @Property({ type: 'string', length: MERCHANT_LIMITS.nameMax })
  name!: string;

  /** Always stored lower-case. Requests from before the API required it may have none. */
  @Property({ type: 'string', length: MERCHANT_LIMITS.emailMax, nullable: true })
  email: string | null = null;

  @Property({ type: 'string', length: 32 })
  phoneNumber!: string;

  /** The brand name the applicant asked to sell under. */
  @Property({ type: 'string', length: MERCHANT_LIMITS.brandMax })
  brand!: string;

  @Property({ type: 'string', length: MERCHANT_LIMITS.businessMax })
  business!: string;

  @Enum({ items: [...MERCHANT_STATUSES], type: 'string', length: 20 })
  status: MerchantStatus = MerchantStatus.Waiting;
}
