import { Entity, Index, ManyToOne, Property, type Rel } from '@mikro-orm/core';
import { BaseEntity } from '@nidra/api/core';
import { User } from '../users/user.entity';

/** A password reset link; only the SHA-256 of its random token is kept. */
@Entity({ tableName: 'password_reset_tokens' })
@Index({ name: 'password_reset_tokens_user_idx', properties: ['user'] })
export class PasswordResetToken extends BaseEntity<'usedAt'> {
  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: Rel<User>;

  @Property({ type: 'string', length: 64, unique: 'password_reset_tokens_hash_unique' })
  tokenHash!: string;

  @Property({ type: 'timestamptz' })
  @Index({ name: 'password_reset_tokens_expires_idx' })
  expiresAt!: Date;

  @Property({ type: 'timestamptz', nullable: true })
  usedAt: Date | null = null;
}
