import { Entity, Index, ManyToOne, Property, type Rel } from '@mikro-orm/core';
import { BaseEntity } from '@nidra/api/core';
import { User } from '../../users/user.entity';

/**
 * The short-lived, single-use code a social sign-in hands the browser in its return URL; the browser
 * trades it for a token by POST, so no token ever appears in a URL. Only its SHA-256 is kept.
 */
@Entity({ tableName: 'auth_codes' })
@Index({ name: 'auth_codes_user_idx', properties: ['user'] })
export class AuthCode extends BaseEntity<'usedAt'> {
  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: Rel<User>;

  @Property({ type: 'string', length: 64, unique: 'auth_codes_hash_unique' })
  codeHash!: string;

  @Property({ type: 'timestamptz' })
  @Index({ name: 'auth_codes_expires_idx' })
  expiresAt!: Date;

  @Property({ type: 'timestamptz', nullable: true })
  usedAt: Date | null = null;
}
