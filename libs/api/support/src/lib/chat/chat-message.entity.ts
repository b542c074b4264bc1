import { Entity, Index, ManyToOne, Property, type Rel } from '@mikro-orm/core';
import { BaseEntity } from '@nidra/api/core';
import { CHAT_LIMITS } from '@nidra/shared/contracts';
import { ChatConversation } from './chat-conversation.entity';

@Entity({ tableName: 'chat_messages' })
// A conversation's history, newest first.
@Index({ name: 'chat_messages_conversation_created_idx', properties: ['conversation', 'created'] })
export class ChatMessage extends BaseEntity<'automatic' | 'senderId'> {
  @ManyToOne(() => ChatConversation, { deleteRule: 'cascade', index: false })
  conversation!: Rel<ChatConversation>;

  /** Who wrote it; null for the shop's automatic replies (and for a sender whose account is gone). */
  @Property({ type: 'uuid', nullable: true, index: 'chat_messages_sender_idx' })
  senderId: string | null = null;

  /** Written by an administrator (or the shop), not by the member. */
  @Property({ type: 'boolean' })
  fromAdmin!: boolean;

  @Property({ type: 'boolean', default: false })
  automatic = false;

  /** Stored and sent as plain text; screens never render it as HTML. */
  @Property({ type: 'string', length: CHAT_LIMITS.bodyMax })
  body!: string;

  /** The sender's first name when it was sent. */
  @Property({ type: 'string', length: 100 })
  name!: string;
}
