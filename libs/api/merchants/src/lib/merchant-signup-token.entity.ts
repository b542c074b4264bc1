import { Entity, Index, ManyToOne, Property, type Rel } from '@mikro-orm/core';
import { BaseEntity } from '@nidra/api/core';
import { Merchant } from './merchant.entity';

/** The emailed merchant sign-up link: seven days, single use; only the SHA-256 of its token is kept. */
@Entity({ tableName: 'merchant_signup_tokens' })
@Index({ name: 'merchant_signup_tokens_user_idx', properties: ['userId'] })
@Index({ name: 'merchant_signup_tokens_merchant_idx', properties: ['merchant'] })
export class MerchantSignupToken extends BaseEntity<'usedAt'> {
  @ManyToOne(() => Merchant, { deleteRule: 'cascade', index: false })
  merchant!: Rel<Merchant>;

  /** The account made for the merchant (identity's), by id. */
  @Property({ type: 'uuid' })
  userId!: string;

  @Property({ type: 'string', length: 64, unique: 'merchant_signup_tokens_hash_unique' })
  tokenHash!: string;

  @Property({ type: 'timestamptz' })
  expiresAt!: Date;

  @Property({ type: 'timestamptz', nullable: true })
  usedAt: Date | null = null;
}
