import type { TokenPayload } from '@nidra/api/core';
import type { Socket } from 'socket.io';
import { CHAT_LIMITS, ChatText, type ChatAck, type ChatSend } from '@nidra/shared/contracts';
import type { ChatRateLimit } from './chat-rate-limit';
import type { ChatUser } from './chat.service';

/** The chat's rooms: administrators, members (and merchants), and one per user for all of their tabs. */
export const ADMINS = 'admins';
export const MEMBERS = 'members';
export const userRoom = (id: string) => `user:${id}`;

/**
 * What the server keeps on each chat socket: plain data only, as the Redis adapter sends it to the other
 * instances when they ask for the sockets of a room.
 */
export interface SocketData {
  /** The claims of the handshake's token, verified then; every event asks whether they still hold. */
  claims: TokenPayload;
  user: ChatUser;
  /** The member whose conversation this administrator's tab has open. */
  selected?: string;
}

/**
 * A socket's messages not yet answered, oldest first: only the oldest is in a batch, so each is stored
 * after the one before it.
 */
export type Unanswered = Array<{ payload: ChatSend; answer: (ack: ChatAck) => void; receivedAt: number }>;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyEvents = Record<string, (...args: any[]) => void>;
export type ChatSocket = Socket<AnyEvents, AnyEvents, AnyEvents, SocketData>;

/** A message as it arrived, waiting for its batch. */
export interface Incoming {
  socket: ChatSocket;
  payload: ChatSend;
  /** When it arrived (ms since the epoch). */
  receivedAt: number;
}

/** A message that passed its checks, to be stored. */
export interface Accepted {
  index: number;
  user: ChatUser;
  body: string;
  clientId?: string;
  /** An administrator's message: the member it is written to, as the payload names them. */
  to?: unknown;
}

export const refuse = (error: string): ChatAck => ({ ok: false, error });
export const OK: ChatAck = { ok: true };

/**
 * A message that waited this long for its batch is refused, not stored: the sender's browser stops waiting
 * for the answer at `ackTimeoutMs` and tells the member it was not sent, so storing it later would deliver
 * a message its sender saw fail (and may write again). The margin covers storing it and the answer's way back.
 */
const STALE_AFTER_MS = CHAT_LIMITS.ackTimeoutMs - 2_000;

/** Half of a surrogate pair: text that is not Unicode, which PostgreSQL cannot hold (nor a NUL). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** A signed-in user's message, checked: its text and clientId, or why it is refused. */
export function checkMessage(user: ChatUser, payload: ChatSend, receivedAt: number, limits: ChatRateLimit): Omit<Accepted, 'index'> | string {
  if (Date.now() - receivedAt > STALE_AFTER_MS) return ChatText.notSent;
  const body = typeof payload?.body === 'string' ? payload.body.trim() : '';
  if (!body) return ChatText.emptyMessage;
  if (body.length > CHAT_LIMITS.bodyMax) return ChatText.tooLong;
  if (body.includes('\u0000') || LONE_SURROGATE.test(body)) return ChatText.unstorableText;
  if (!limits.allow(user.id)) return ChatText.tooFast;
  const clientId = typeof payload.clientId === 'string' ? payload.clientId.slice(0, 64) : undefined;
  return { user, body, clientId, to: user.isAdmin ? payload._id : undefined };
}

/** The longest delay a Node timer takes; a later expiry is waited for in steps. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * A socket outlives no token: it closes when its token expires, even if it never sends again (an idle
 * administrator's tab would otherwise go on receiving every member's messages).
 */
export function closeWhenTokenExpires(socket: ChatSocket): void {
  const { exp } = socket.data.claims;
  if (exp === undefined) return;
  const left = exp * 1000 - Date.now();
  const timer = setTimeout(() => (left > MAX_TIMER_MS ? closeWhenTokenExpires(socket) : socket.disconnect(true)), Math.min(Math.max(left, 0), MAX_TIMER_MS));
  timer.unref();
  socket.once('disconnect', () => clearTimeout(timer));
}
