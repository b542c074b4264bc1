import { Entity, Index, Property } from '@mikro-orm/core';
import { BaseEntity } from '@nidra/api/core';

/** A member's or merchant's conversation with the shop's administrators: one each. */
@Entity({ tableName: 'chat_conversations' })
// The administrator's list, latest activity first.
@Index({ name: 'chat_conversations_last_message_idx', properties: ['lastMessageAt'] })
export class ChatConversation extends BaseEntity<'unread' | 'lastMessageAt' | 'lastAutoReplyAt'> {
  /** The member or merchant (an identity account, by id). */
  @Property({ type: 'uuid', unique: 'chat_conversations_member_unique' })
  memberId!: string;

  /** Messages from the member no administrator has opened yet. */
  @Property({ type: 'integer', default: 0 })
  unread = 0;

  @Property({ type: 'timestamptz', nullable: true })
  lastMessageAt: Date | null = null;

  /** When the member was last told nobody is online, so the notice is not repeated for every message. */
  @Property({ type: 'timestamptz', nullable: true })
  lastAutoReplyAt: Date | null = null;
}
