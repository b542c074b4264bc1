import { Entity, Enum, Index, ManyToOne, Property, Unique, type Rel } from '@mikro-orm/core';
import { BaseEntity } from '@nidra/api/core';
import { AuthProvider, type SocialProviderId } from '@nidra/shared/contracts';
import { User } from '../../users/user.entity';

/**
 * A provider account (Google's `sub`, Facebook's id) that may sign in to a shop account. An account has
 * at most one of each provider, and a provider account belongs to one shop account.
 */
@Entity({ tableName: 'social_links' })
@Unique({ name: 'social_links_provider_subject_unique', properties: ['provider', 'subject'] })
@Unique({ name: 'social_links_user_provider_unique', properties: ['user', 'provider'] })
export class SocialLink extends BaseEntity {
  @ManyToOne(() => User, { deleteRule: 'cascade' })
  @Index({ name: 'social_links_user_idx' })
  user!: Rel<User>;

  @Enum({ items: [AuthProvider.Google, AuthProvider.Facebook], type: 'string', length: 16 })
  provider!: SocialProviderId;

  @Property({ type: 'string', length: 255 })
  subject!: string;
}
