import type { TokenPayload } from '@nidra/api/core';
import type { Socket } from 'socket.io';
import type { ChatAck, ChatSend } from '@nidra/shared/contracts';
import type { ChatUser } from './chat.service';

/** The chat's rooms: administrators, members (and merchants), and one per user for all of their tabs. */
export const ADMINS = 'admins';
export const MEMBERS = 'members';
export const userRoom = (id: string) => `user:${id}`;

/** What the server keeps on each chat socket. */
export interface SocketData {
  /** The claims of the handshake's token, verified then; every event asks whether they still hold. */
  claims: TokenPayload;
  user: ChatUser;
  /** The member whose conversation this administrator's tab has open. */
  selected?: string;
  /**
   * The socket's messages not yet answered, oldest first: only the oldest is in a batch, so each is stored
   * after the one before it.
   */
  unanswered?: Array<{ payload: ChatSend; answer: (ack: ChatAck) => void }>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyEvents = Record<string, (...args: any[]) => void>;
export type ChatSocket = Socket<AnyEvents, AnyEvents, AnyEvents, SocketData>;

/** A message as it arrived, waiting for its batch. */
export interface Incoming {
  socket: ChatSocket;
  payload: ChatSend;
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
