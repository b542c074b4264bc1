import { Entity, Index, OneToOne, Property, type Rel } from '@mikro-orm/core';
import { BaseEntity } from '@nidra/api/core';
import { User } from '@nidra/api/identity';

/** A member's or merchant's conversation with the shop's administrators: one each. */
@Entity({ tableName: 'chat_conversations' })
// The administrator's list, latest activity first.
@Index({ name: 'chat_conversations_last_message_idx', properties: ['lastMessageAt'] })
export class ChatConversation extends BaseEntity<'unread' | 'lastMessageAt' | 'lastAutoReplyAt'> {
  @OneToOne(() => User, { owner: true, deleteRule: 'cascade', unique: 'chat_conversations_member_unique' })
  member!: Rel<User>;

  /** Messages from the member no administrator has opened yet. */
  @Property({ type: 'integer', default: 0 })
  unread = 0;

  @Property({ type: 'timestamptz', nullable: true })
  lastMessageAt: Date | null = null;

  /** When the member was last told nobody is online, so the notice is not repeated for every message. */
  @Property({ type: 'timestamptz', nullable: true })
  lastAutoReplyAt: Date | null = null;
}
