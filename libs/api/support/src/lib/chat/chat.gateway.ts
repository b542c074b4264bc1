import { Logger, type OnModuleDestroy } from '@nestjs/common';
import {
  ConnectedSocket,
  MessageBody,
  OnGatewayConnection,
  OnGatewayDisconnect,
  OnGatewayInit,
  SubscribeMessage,
  WebSocketGateway,
  WebSocketServer,
} from '@nestjs/websockets';
import { OnEvent } from '@nestjs/event-emitter';
import { Batcher, type TokenPayload } from '@nidra/api/core';
import { SessionsEndedEvent, SessionsService } from '@nidra/api/identity';
import type { Server, Socket } from 'socket.io';
import { CHAT_LIMITS, ChatEvent, ChatText, type ChatAck, type ChatMessageDto, type ChatSend } from '@nidra/shared/contracts';
import { ChatRateLimit } from './chat-rate-limit';
import { ChatService, toChatUser, type ChatUser } from './chat.service';

const ADMINS = 'admins';
const MEMBERS = 'members';
const userRoom = (id: string) => `user:${id}`;

interface SocketData {
  /** The claims of the handshake's token, verified then; every event asks whether they still hold. */
  claims: TokenPayload;
  user: ChatUser;
  /** The member whose conversation this administrator's tab has open. */
  selected?: string;
  /** The socket's latest message still being handled: the next one waits for it, so each is stored in order. */
  sending?: Promise<unknown>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyEvents = Record<string, (...args: any[]) => void>;
type ChatSocket = Socket<AnyEvents, AnyEvents, AnyEvents, SocketData>;

const refuse = (error: string): ChatAck => ({ ok: false, error });
const OK: ChatAck = { ok: true };

/**
 * The live support chat. Sockets authenticate at the handshake with the API's token, through the same
 * check as every HTTP request, and again on every event: a socket whose token was revoked since is
 * refused and closed. Who is an administrator comes from the user record. Rooms: one per user (all of their
 * tabs), one for administrators, one for members. Presence is read from the rooms, so it holds across
 * instances when the Redis adapter joins them.
 */
@WebSocketGateway({ path: '/socket.io', serveClient: false })
export class ChatGateway implements OnGatewayInit, OnGatewayConnection, OnGatewayDisconnect, OnModuleDestroy {
  @WebSocketServer() private server!: Server;
  private readonly logger = new Logger('Chat');
  private readonly limits = new ChatRateLimit();
  private readonly sweeper = setInterval(() => this.limits.sweep(), 60_000).unref();
  /**
   * Whether any administrator is connected and whether one has this member's conversation open: asked of
   * every instance once for all the messages that arrive meanwhile, not once a message.
   */
  private readonly watchers = new Batcher<string, { watched: boolean; adminsOnline: boolean }>(
    async (memberIds) => {
      const admins = await this.server.in(ADMINS).fetchSockets();
      const open = new Set(admins.map((admin) => (admin.data as SocketData).selected));
      return memberIds.map((id) => ({ watched: open.has(id), adminsOnline: admins.length > 0 }));
    },
    { concurrency: 1, maxBatch: 1_000 },
  );
  /** Set while the server shuts down: sockets closing then are not members leaving. */
  private closing = false;

  constructor(
    private readonly chat: ChatService,
    private readonly sessions: SessionsService,
  ) {}

  afterInit(server: Server): void {
    server.use((socket, next) => {
      const auth = socket.handshake.auth as { token?: unknown } | undefined;
      this.sessions
        .resolve(auth?.token)
        .then((found) => {
          if (!found) return next(new Error(ChatText.signInRequired));
          Object.assign(socket.data as SocketData, { claims: found.claims, user: toChatUser(found.user) });
          next();
        })
        .catch((error: unknown) => {
          this.logger.error({ err: error }, 'Chat handshake failed');
          next(new Error(ChatText.signInRequired));
        });
    });
  }

  /** A user signed out, changed password or role, or was deleted: their sockets close, on every instance. */
  @OnEvent(SessionsEndedEvent.eventName)
  endSessions(event: SessionsEndedEvent): void {
    try {
      this.server.in(userRoom(event.userId)).disconnectSockets(true);
    } catch (error) {
      this.logger.warn({ err: error }, 'Could not close the chat sockets of a user whose sessions ended');
    }
  }

  onModuleDestroy(): void {
    this.closing = true;
    clearInterval(this.sweeper);
  }

  async handleConnection(socket: ChatSocket): Promise<void> {
    const { user } = socket.data;
    if (!user) return;
    await socket.join([userRoom(user.id), user.isAdmin ? ADMINS : MEMBERS]);
    if (!user.isAdmin) await this.quietly(() => this.announce(user, true));
  }

  async handleDisconnect(socket: ChatSocket): Promise<void> {
    const { user } = socket.data;
    if (!user || user.isAdmin || this.closing) return;
    await this.quietly(async () => {
      // Another tab may still be open.
      const still = await this.server.in(userRoom(user.id)).fetchSockets();
      if (still.length === 0) await this.announce(user, false);
    });
  }

  /** The browser says hello; administrators get the user list, members their own conversation. */
  @SubscribeMessage(ChatEvent.connected)
  async onConnected(@ConnectedSocket() socket: ChatSocket): Promise<ChatAck> {
    const user = await this.stillSignedIn(socket);
    if (!user) return refuse(ChatText.signInRequired);
    if (user.isAdmin) {
      socket.emit(ChatEvent.listUsers, await this.chat.listUsers(await this.onlineMembers()));
    } else {
      socket.emit(ChatEvent.selectUser, await this.chat.conversation(user, true));
    }
    return OK;
  }

  /**
   * Messages of one socket are handled one after another, in the order they came: those of many sockets at
   * once still go to the database together, but a member's quick questions are never stored out of order.
   */
  @SubscribeMessage(ChatEvent.onMessage)
  onMessage(@ConnectedSocket() socket: ChatSocket, @MessageBody() payload: ChatSend): Promise<ChatAck> {
    const handled = (socket.data.sending ?? Promise.resolve()).then(() => this.handleMessage(socket, payload));
    socket.data.sending = handled.catch(() => undefined);
    return handled;
  }

  private async handleMessage(socket: ChatSocket, payload: ChatSend): Promise<ChatAck> {
    const user = await this.stillSignedIn(socket);
    if (!user) return refuse(ChatText.signInRequired);
    const body = typeof payload?.body === 'string' ? payload.body.trim() : '';
    if (!body) return refuse(ChatText.emptyMessage);
    if (body.length > CHAT_LIMITS.bodyMax) return refuse(ChatText.tooLong);
    if (!this.limits.allow(user.id)) return refuse(ChatText.tooFast);
    const clientId = typeof payload.clientId === 'string' ? payload.clientId.slice(0, 64) : undefined;

    if (user.isAdmin) {
      const member = await this.chat.member(payload._id);
      if (!member) return refuse(ChatText.userNotFound);
      const { message } = await this.chat.record(member, user, body, false);
      return this.deliver(socket, member.id, { ...message, clientId });
    }

    const { watched, adminsOnline } = await this.watchers.load(user.id);
    const { message, conversation } = await this.chat.record(user, user, body, !watched);
    const ack = this.deliver(socket, user.id, { ...message, clientId });
    this.server.to(ADMINS).emit(ChatEvent.updateUser, conversation);
    if (!adminsOnline) {
      const reply = await this.chat.autoReply(user.id);
      if (reply) this.server.to(userRoom(user.id)).emit(ChatEvent.message, reply);
    }
    return ack;
  }

  /**
   * A stored message goes to the member's tabs and every administrator's, except the socket that sent it:
   * that one shows it already and gets it back in its acknowledgement.
   */
  private deliver(sender: ChatSocket, memberId: string, message: ChatMessageDto): ChatAck {
    sender.to(userRoom(memberId)).to(ADMINS).emit(ChatEvent.message, message);
    return { ok: true, message };
  }

  /** An administrator opens a member's conversation: its history, and its unread count cleared. */
  @SubscribeMessage(ChatEvent.onUserSelected)
  async onUserSelected(@ConnectedSocket() socket: ChatSocket, @MessageBody() payload: unknown): Promise<ChatAck> {
    const user = await this.stillSignedIn(socket);
    if (!user) return refuse(ChatText.signInRequired);
    if (!user.isAdmin) return refuse(ChatText.adminsOnly);
    const chosen = (payload as { user?: { _id?: unknown } } | null)?.user ?? (payload as { _id?: unknown } | null);
    const member = await this.chat.member(chosen?._id);
    if (!member) return refuse(ChatText.userNotFound);
    socket.data.selected = member.id;
    await this.chat.markRead(member.id);
    const online = (await this.server.in(userRoom(member.id)).fetchSockets()).length > 0;
    const { messages, ...opened } = await this.chat.conversation(member, online);
    socket.emit(ChatEvent.selectUser, { ...opened, messages });
    this.server.to(ADMINS).emit(ChatEvent.updateUser, opened);
    return OK;
  }

  /**
   * The socket's user as their account says now (one statement; the token's signature was verified at the
   * handshake). A token expired or revoked since, or a user whose role changed (the socket's rooms were
   * chosen by it), ends the socket: the browser connects again afresh.
   */
  private async stillSignedIn(socket: ChatSocket): Promise<ChatUser | undefined> {
    const found = await this.sessions.stillValid(socket.data.claims);
    const user = found && toChatUser(found);
    if (!user || user.isAdmin !== socket.data.user.isAdmin) {
      // After the refusal's acknowledgement has gone out.
      setImmediate(() => socket.disconnect(true));
      return undefined;
    }
    return user;
  }

  /** Tells every administrator how a member now stands (online, unread, last activity). */
  private async announce(member: ChatUser, online: boolean): Promise<void> {
    this.server.to(ADMINS).emit(ChatEvent.updateUser, await this.chat.chatUser(member, online));
  }

  /** Presence notices are best effort: a failure is logged, never thrown at the socket. */
  private async quietly(work: () => Promise<void>): Promise<void> {
    try {
      await work();
    } catch (error) {
      this.logger.warn({ err: error }, 'Could not tell administrators about a member');
    }
  }

  /** Members and merchants with at least one tab open, on any instance. */
  private async onlineMembers(): Promise<Map<string, string>> {
    const sockets = await this.server.in(MEMBERS).fetchSockets();
    return new Map(sockets.map((socket) => [(socket.data as SocketData).user.id, (socket.data as SocketData).user.name]));
  }
}
