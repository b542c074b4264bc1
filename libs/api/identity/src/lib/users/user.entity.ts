import { Entity, Enum, Index, Property } from '@mikro-orm/core';
import { BaseEntity } from '@nidra/api/core';
import { AuthProvider, Role } from '@nidra/shared/contracts';

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

@Entity({ tableName: 'users' })
@Index({ name: 'users_role_created_idx', properties: ['role', 'created'] })
@Index({ name: 'users_created_idx', properties: ['created'] })
// The administrator's user search matches any part of these fields (pg_trgm serves ILIKE '%…%').
@Index({
  name: 'users_first_name_trgm_idx',
  expression: 'create index "users_first_name_trgm_idx" on "users" using gin ("first_name" gin_trgm_ops)',
})
@Index({
  name: 'users_last_name_trgm_idx',
  expression: 'create index "users_last_name_trgm_idx" on "users" using gin ("last_name" gin_trgm_ops)',
})
@Index({
  name: 'users_email_trgm_idx',
  expression: 'create index "users_email_trgm_idx" on "users" using gin ("email" gin_trgm_ops)',
})
export class User extends BaseEntity<
  'role' | 'provider' | 'tokenVersion' | 'phoneNumber' | 'merchantId' | 'passwordHash'
> {
  /** Always stored lower-case, so uniqueness is case-insensitive. */
  @Property({ type: 'string', length: 320, unique: 'users_email_unique' })
  email!: string;

  @Property({ type: 'string', length: 100 })
  firstName!: string;

  @Property({ type: 'string', length: 100 })
  lastName!: string;

  @Property({ type: 'string', length: 32, nullable: true })
  phoneNumber: string | null = null;

  @Enum({ items: Object.values(AuthProvider), type: 'string', length: 16 })
  provider: AuthProvider = AuthProvider.Email;

  /** argon2id; null for accounts that sign in through a provider only. */
  @Property({ type: 'string', length: 255, nullable: true, hidden: true, lazy: false })
  passwordHash: string | null = null;

  @Enum({ items: Object.values(Role), type: 'string', length: 16 })
  role: Role = Role.Member;

  /** The merchant record a merchant acts for (owned by the merchants context). */
  @Property({ type: 'uuid', nullable: true })
  @Index({ name: 'users_merchant_idx' })
  merchantId: string | null = null;

  /** Part of every token; raising it signs the user out everywhere. */
  @Property({ type: 'integer', default: 0 })
  tokenVersion = 0;
}
