import { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { Batcher, PreparedStatement, settleBatch, sqlArray, type AuthenticatedUser } from '@nidra/api/core';
import { UsersService } from '@nidra/api/identity';
import { CHAT_LIMITS, ChatText, Role, sortChatUsers, type ChatHistory, type ChatMessageDto, type ChatUserDto } from '@nidra/shared/contracts';
import { ChatMessage } from './chat-message.entity';

/** Who is on a socket, as the server's user record says (never the client's `isAdmin`). */
export interface ChatUser {
  id: string;
  name: string;
  isAdmin: boolean;
}

/** Who a signed-in user is in the chat. */
export function toChatUser(user: AuthenticatedUser): ChatUser {
  return { id: user.id, name: user.firstName, isAdmin: user.role === Role.Admin };
}

/** A message to store: whose conversation it joins, who wrote it, and whether it counts as unread. */
export interface ChatPost {
  member: ChatUser;
  sender: ChatUser;
  body: string;
  countsUnread: boolean;
}

/** A stored message, and its conversation as the administrators' list now shows it. */
export interface RecordedMessage {
  message: ChatMessageDto;
  conversation: ChatUserDto;
}

/** The automatic "nobody is online" reply is repeated at most this often in one conversation. */
const AUTO_REPLY_EVERY_MS = 10 * 60 * 1000;
/** How many conversations the administrator's list holds besides everybody online. */
const LISTED_CONVERSATIONS = 100;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface ConversationRow {
  member_id: string;
  unread: number;
  last_message_at: Date | null;
}

/**
 * A batch of messages as one statement. Its one parameter, the batch as JSON, is bound, not written into the
 * statement: the ORM would escape it a character at a time (a sixth of what a burst of messages allocated).
 */
const STORE_BATCH = new PreparedStatement<StoredRow>(
  'chat-store-batch',
  `WITH input AS (
     SELECT * FROM json_to_recordset(?::json)
       AS m(n int, id uuid, member_id uuid, unread int, sender_id uuid, from_admin boolean, body text, name text)),
   conversation AS (
     INSERT INTO chat_conversations (id, member_id, unread, last_message_at)
     SELECT gen_random_uuid(), member_id, sum(unread), now() FROM input GROUP BY member_id ORDER BY member_id
     ON CONFLICT (member_id) DO UPDATE
       SET unread = chat_conversations.unread + excluded.unread, last_message_at = now(), updated = now()
     RETURNING id, member_id, unread, last_message_at),
   message AS (
     INSERT INTO chat_messages (id, conversation_id, sender_id, from_admin, automatic, body, name, created, updated)
     SELECT input.id, conversation.id, input.sender_id, input.from_admin, false, input.body, input.name,
            now() + input.n * interval '1 microsecond', now()
       FROM input JOIN conversation USING (member_id)
     RETURNING id, conversation_id, body, name, from_admin, automatic, created)
   SELECT message.id, message.body, message.name, message.from_admin, message.automatic, message.created,
          conversation.unread, conversation.last_message_at
     FROM message JOIN conversation ON conversation.id = message.conversation_id`,
);

/** Stored conversations: what the chat gateway reads and writes. Each call uses its own unit of work. */
@Injectable()
export class ChatService {
  constructor(
    private readonly em: EntityManager,
    private readonly users: UsersService,
  ) {}

  /** A member or merchant an administrator may write to. */
  async member(id: unknown): Promise<ChatUser | undefined> {
    if (typeof id !== 'string' || !UUID.test(id)) return undefined;
    const user = (await this.users.briefs([id])).get(id);
    if (!user || user.role === Role.Admin) return undefined;
    return { id, name: user.firstName, isAdmin: false };
  }

  /** The latest messages of a member's conversation, oldest first. */
  async history(memberId: string): Promise<ChatMessageDto[]> {
    const messages = await this.em.fork().find(
      ChatMessage,
      { conversation: { memberId } },
      { orderBy: { created: 'desc', id: 'desc' }, limit: CHAT_LIMITS.history },
    );
    return messages.reverse().map((message) => toChatMessageDto(memberId, message));
  }

  /**
   * Stores messages sent at the same moment, in the order given, in one statement: each in its member's
   * conversation (made on first use), counted unread unless an administrator has it open. Answers each
   * with the conversation as it now stands. If the batch fails, each message is tried alone, in order, so
   * one bad message fails only itself; if the database is out of reach, all fail at once.
   */
  async recordAll(posts: readonly ChatPost[]): Promise<Array<PromiseSettledResult<RecordedMessage>>> {
    const batch = posts.map(({ member, sender, body, countsUnread }) => ({ id: randomUUID(), memberId: member.id, unread: countsUnread ? 1 : 0, sender, body }));
    const stored = await settleBatch(batch, (messages) => this.store(messages), { inOrder: true });
    return stored.map((result, i) =>
      result.status === 'rejected'
        ? result
        : {
            status: 'fulfilled',
            value: { message: fromRow(posts[i].member.id, result.value), conversation: chatUserDto(posts[i].member.id, posts[i].member.name, true, result.value) },
          },
    );
  }

  /**
   * One statement for a batch of messages: each conversation made or updated once (its unread count raised
   * by the batch's unread messages, rows taken in one order so two batches never wait on each other in a
   * circle), then the messages. Within a batch each message is stamped a
   * microsecond after the one before, so a conversation's history keeps the order they were sent in.
   */
  private async store(batch: NewMessage[]): Promise<StoredRow[]> {
    const rows = await STORE_BATCH.rows(this.em, [
      JSON.stringify(
        batch.map((message, n) => ({
          n,
          id: message.id,
          member_id: message.memberId,
          unread: message.unread,
          sender_id: message.sender.id,
          from_admin: message.sender.isAdmin,
          body: message.body,
          name: message.sender.name,
        })),
      ),
    ]);
    const byId = new Map(rows.map((row) => [row.id, row]));
    return batch.map((message) => {
      const row = byId.get(message.id);
      if (!row) throw new Error('A chat message of the batch was not stored.');
      return row;
    });
  }

  /** Tells the member nobody is online, unless it was told so in the last few minutes. */
  async autoReply(memberId: string): Promise<ChatMessageDto | null> {
    const [row] = await this.em.fork().execute<MessageRow[]>(
      `WITH conversation AS (
         UPDATE chat_conversations SET last_auto_reply_at = now()
          WHERE member_id = ? AND (last_auto_reply_at IS NULL OR last_auto_reply_at < ?) RETURNING id)
       INSERT INTO chat_messages (id, conversation_id, from_admin, automatic, body, name)
       SELECT gen_random_uuid(), conversation.id, true, true, ?, ? FROM conversation
       RETURNING id, body, name, from_admin, automatic, created`,
      [memberId, new Date(Date.now() - AUTO_REPLY_EVERY_MS), ChatText.noAdminOnline, ChatText.shopName],
    );
    return row ? fromRow(memberId, row) : null;
  }

  /** An administrator opened the conversation. */
  async markRead(memberId: string): Promise<void> {
    await this.em.fork().execute('UPDATE chat_conversations SET unread = 0 WHERE member_id = ? AND unread > 0', [memberId]);
  }

  /** One member as the administrator's list shows them. */
  async chatUser(member: ChatUser, online: boolean): Promise<ChatUserDto> {
    return chatUserDto(member.id, member.name, online, await this.counts.load(member.id));
  }

  /**
   * Conversations' counts asked for at the same moment are read together, one statement for the batch: a
   * thousand members coming online at once (a page of the shop opened everywhere, or every tab connecting
   * again after a restart) cost a few statements, not one each. A lone member is read at once.
   */
  private readonly counts = new Batcher<string, ConversationRow | undefined>(
    async (memberIds) => {
      const rows = await this.em
        .fork()
        .execute<ConversationRow[]>('SELECT member_id, unread, last_message_at FROM chat_conversations WHERE member_id = ANY(?::uuid[])', [sqlArray([...new Set(memberIds)])]);
      const byMember = new Map(rows.map((row) => [row.member_id, row]));
      return memberIds.map((id) => byMember.get(id));
    },
    { concurrency: 4, maxBatch: 500 },
  );

  /** A member's conversation as it opens: the member as the list shows them, and the latest messages. */
  async conversation(member: ChatUser, online: boolean): Promise<ChatHistory> {
    const [user, messages] = await Promise.all([this.chatUser(member, online), this.history(member.id)]);
    return { ...user, messages };
  }

  /** Everybody online plus the latest conversations, unread first, then online, then the rest. */
  async listUsers(online: ReadonlyMap<string, string>): Promise<ChatUserDto[]> {
    const rows = await this.em.fork().execute<ConversationRow[]>(
      `SELECT c.member_id, c.unread, c.last_message_at FROM chat_conversations c
        ORDER BY c.unread > 0 DESC, c.last_message_at DESC NULLS LAST LIMIT ?`,
      [LISTED_CONVERSATIONS],
    );
    const names = await this.users.firstNames(rows.map((row) => row.member_id));
    const users = new Map<string, ChatUserDto>();
    for (const row of rows) {
      const name = names.get(row.member_id);
      // A conversation whose account is gone is nobody's to answer.
      if (name !== undefined) users.set(row.member_id, chatUserDto(row.member_id, name, online.has(row.member_id), row));
    }
    for (const [id, name] of online) {
      if (!users.has(id)) users.set(id, chatUserDto(id, name, true));
    }
    return sortChatUsers([...users.values()]);
  }
}

/** A member as the administrator's list shows them, from their conversation's counts (none yet: zero). */
function chatUserDto(
  id: string,
  name: string,
  online: boolean,
  conversation?: { unread: number; last_message_at: Date | string | null },
): ChatUserDto {
  const last = conversation?.last_message_at;
  return { _id: id, name, isAdmin: false, online, unread: conversation?.unread ?? 0, lastMessageAt: last ? new Date(last).toISOString() : null };
}

interface NewMessage {
  id: string;
  memberId: string;
  unread: number;
  sender: ChatUser;
  body: string;
}

interface MessageRow {
  id: string;
  body: string;
  name: string;
  from_admin: boolean;
  automatic: boolean;
  created: Date;
}

/** A stored message with its conversation's counts after the batch. */
type StoredRow = MessageRow & { unread: number; last_message_at: Date };

function fromRow(memberId: string, row: MessageRow): ChatMessageDto {
  return {
    _id: memberId,
    messageId: row.id,
    body: row.body,
    name: row.name,
    isAdmin: row.from_admin,
    automatic: row.automatic,
    created: new Date(row.created).toISOString(),
  };
}

export function toChatMessageDto(memberId: string, message: ChatMessage): ChatMessageDto {
  return {
    _id: memberId,
    messageId: message.id,
    body: message.body,
    name: message.name,
    isAdmin: message.fromAdmin,
    automatic: message.automatic,
    created: message.created.toISOString(),
  };
}
