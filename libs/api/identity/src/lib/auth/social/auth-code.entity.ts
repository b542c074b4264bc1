import { Entity, Enum, Index, ManyToOne, Property, type Rel } from '@mikro-orm/core';
import { BaseEntity } from '@nidra/api/core';
import { User } from '../../users/user.entity';

/** What a code is good for: signing in, or linking a provider to the signed-in account that asked. */
export type AuthCodePurpose = 'sign-in' | 'link';

/**
 * A short-lived, single-use code. A social sign-in hands the browser one in its return URL, which it
 * trades for a token by POST, so no token ever appears in a URL; linking a provider starts with one, so
 * the provider's return knows whose account to link. Only its SHA-256 is kept, and for a sign-in the
 * SHA-256 of the nonce in the cookie of the browser that signed in: the code works in that browser only.
 */
@Entity({ tableName: 'auth_codes' })
@Index({ name: 'auth_codes_user_idx', properties: ['user'] })
export class AuthCode extends BaseEntity<'usedAt' | 'purpose' | 'browserHash'> {
  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: Rel<User>;

  @Property({ type: 'string', length: 64, unique: 'auth_codes_hash_unique' })
  codeHash!: string;

  @Property({ type: 'timestamptz' })
  @Index({ name: 'auth_codes_expires_idx' })
  expiresAt!: Date;

  @Property({ type: 'timestamptz', nullable: true })
  usedAt: Date | null = null;

  /** Null for a link code: that code itself travels in the asking browser's cookie. */
  @Property({ type: 'string', length: 64, nullable: true })
  browserHash: string | null = null;

  @Enum({ items: ['sign-in', 'link'], type: 'string', length: 16, default: 'sign-in' })
  purpose: AuthCodePurpose = 'sign-in';
}
