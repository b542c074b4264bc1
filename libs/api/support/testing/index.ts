import { io, type Socket } from 'socket.io-client';
import { ChatEvent, type ChatAck } from '@nidra/shared/contracts';

export interface ChatClient {
  socket: Socket;
  /** Everything received so far, by event, oldest first. */
  received: Record<string, unknown[]>;
  /** Resolves with the first payload of that event (received already or later) that passes the check. */
  next<T>(event: string, check?: (payload: T) => boolean, timeoutMs?: number): Promise<T>;
  send(event: string, payload?: unknown): Promise<ChatAck>;
  close(): void;
}

const SERVER_EVENTS = [ChatEvent.message, ChatEvent.updateUser, ChatEvent.listUsers, ChatEvent.selectUser];

/** A real socket.io client, as the browser opens it. Rejects when the handshake is refused. */
export function connectChat(url: string, token?: string): Promise<ChatClient> {
  const socket = io(url, {
    path: '/socket.io',
    auth: token === undefined ? {} : { token },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  const received: Record<string, unknown[]> = Object.fromEntries(SERVER_EVENTS.map((event) => [event, []]));
  const waiters: Array<{ event: string; check: (payload: unknown) => boolean; resolve: (payload: unknown) => void }> = [];
  for (const event of SERVER_EVENTS) {
    socket.on(event, (payload: unknown) => {
      received[event].push(payload);
      for (const waiter of waiters.filter((w) => w.event === event && w.check(payload))) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(payload);
      }
    });
  }
  const client: ChatClient = {
    socket,
    received,
    next: <T>(event: string, check: (payload: T) => boolean = () => true, timeoutMs = 5000) => {
      const seen = (received[event] as T[]).find(check);
      if (seen !== undefined) return Promise.resolve(seen);
      return new Promise<T>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`No "${event}" event matching the check within ${timeoutMs} ms`)), timeoutMs);
        waiters.push({
          event,
          check: check as (payload: unknown) => boolean,
          resolve: (payload) => {
            clearTimeout(timer);
            resolve(payload as T);
          },
        });
      });
    },
    send: (event, payload) => socket.timeout(5000).emitWithAck(event, payload) as Promise<ChatAck>,
    close: () => socket.disconnect(),
  };
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(client));
    socket.once('connect_error', (error) => {
      socket.disconnect();
      reject(error);
    });
  });
}
