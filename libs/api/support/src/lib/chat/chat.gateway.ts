import { Logger, type OnModuleDestroy } from '@nestjs/common';
import { OnGatewayConnection, OnGatewayDisconnect, OnGatewayInit, WebSocketGateway, WebSocketServer } from '@nestjs/websockets';
import { OnEvent } from '@nestjs/event-emitter';
import { Batcher, type AuthenticatedUser } from '@nidra/api/core';
import { SessionsEndedEvent, SessionsService } from '@nidra/api/identity';
import type { Server } from 'socket.io';
import { CHAT_LIMITS, ChatEvent, ChatText, type ChatAck, type ChatMessageDto, type ChatSend } from '@nidra/shared/contracts';
import { ChatRateLimit } from './chat-rate-limit';
import { ADMINS, checkMessage, closeWhenTokenExpires, MEMBERS, OK, refuse, userRoom, type Accepted, type ChatSocket, type Incoming, type SocketData, type Unanswered } from './chat-socket';
import { ChatService, toChatUser, type ChatUser } from './chat.service';

type ChatHandler = (socket: ChatSocket, payload: unknown) => Promise<ChatAck>;

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
   * Messages are handled in batches: those that arrive while batches are handled make the next, checked,
   * stored and delivered together, so a thousand members writing at once cost a few statements, not a
   * thousand of each. A lone message is handled at once. Two batches run at a time, so one waits on the
   * database while the other is checked or sent on; a socket's next message joins a batch only once the
   * one before is answered, so each socket's messages are stored in the order they came.
   */
  private readonly inbox = new Batcher<Incoming, ChatAck>((batch) => this.handleMessages(batch), { concurrency: 2, maxBatch: 500 });
  /** Each socket's messages waiting for their answers (on this instance only). */
  private readonly queues = new WeakMap<ChatSocket, Unanswered>();
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
    closeWhenTokenExpires(socket);
    this.listen(socket);
    await socket.join([userRoom(user.id), user.isAdmin ? ADMINS : MEMBERS]);
    if (!user.isAdmin) await this.quietly(() => this.announce(user, true));
  }

  async handleDisconnect(socket: ChatSocket): Promise<void> {
    const { user } = socket.data;
    // Messages still waiting behind the one being stored go no further: nobody is there for their answer.
    for (const dropped of this.queues.get(socket)?.splice(1) ?? []) dropped.answer(refuse(ChatText.notConnected));
    if (!user || user.isAdmin || this.closing) return;
    await this.quietly(async () => {
      // Another tab may still be open.
      const still = await this.server.in(userRoom(user.id)).fetchSockets();
      if (still.length === 0) await this.announce(user, false);
    });
  }

  /**
   * The chat's events, bound to each socket as it connects: straight to their handlers, not through Nest's
   * per-event chain of guards and pipes (the HTTP guards and validation let socket events through untouched,
   * and the handlers check everything themselves). That chain was a fifth of what the server allocated when
   * a thousand members wrote at once. Each event is answered in its acknowledgement, if the client asked
   * for one; a failure nobody foresaw is logged and answered with a plain refusal.
   */
  private listen(socket: ChatSocket): void {
    const events: Array<[string, ChatHandler, string]> = [
      [ChatEvent.connected, (client) => this.onConnected(client), ChatText.notConnected],
      [ChatEvent.onMessage, (client, payload) => this.onMessage(client, payload as ChatSend), ChatText.notSent],
      [ChatEvent.onUserSelected, (client, payload) => this.onUserSelected(client, payload), ChatText.notConnected],
    ];
    for (const [event, handle, failed] of events) {
      socket.on(event, (...args: unknown[]) => {
        const ack = typeof args.at(-1) === 'function' ? (args.pop() as (answer: ChatAck) => void) : undefined;
        handle(socket, args[0]).then(
          (answer) => ack?.(answer),
          (error: unknown) => {
            this.logger.error({ err: error }, `A chat event failed: ${event}`);
            ack?.(refuse(failed));
          },
        );
      });
    }
  }

  /** The browser says hello; administrators get the user list, members their own conversation. */
  private async onConnected(socket: ChatSocket): Promise<ChatAck> {
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
   * A socket never holds more messages waiting than the rate limit would let through: beyond that they are
   * refused at once, not kept in memory (a client sending faster than it is answered).
   */
  private onMessage(socket: ChatSocket, payload: ChatSend): Promise<ChatAck> {
    let unanswered = this.queues.get(socket);
    if (!unanswered) this.queues.set(socket, (unanswered = []));
    if (unanswered.length >= CHAT_LIMITS.burst) return Promise.resolve(refuse(ChatText.tooFast));
    return new Promise((answer) => {
      unanswered.push({ payload, answer, receivedAt: Date.now() });
      if (unanswered.length === 1) this.submit(socket, unanswered);
    });
  }

  /** Puts the socket's oldest unanswered message in the next batch; once it is answered, the next one. */
  private submit(socket: ChatSocket, unanswered: Unanswered): void {
    const [{ payload, answer, receivedAt }] = unanswered;
    void this.inbox
      .load({ socket, payload, receivedAt })
      .catch((error: unknown) => {
        this.logger.error({ err: error }, 'A chat message could not be handled');
        return refuse(ChatText.notSent);
      })
      .then((ack) => {
        answer(ack);
        unanswered.shift();
        if (unanswered.length > 0) this.submit(socket, unanswered);
      });
  }

  /**
   * A batch of messages, answered in order: each sender checked as on every event, then its message
   * checked, stored (one statement for the batch) and sent on. A failure before anything is stored refuses
   * the whole batch; a message the database refuses fails alone.
   */
  private async handleMessages(batch: Incoming[]): Promise<ChatAck[]> {
    const acks: ChatAck[] = batch.map(() => refuse(ChatText.notSent));
    try {
      const users = await this.sessions.allStillValid(batch.map(({ socket }) => socket.data.claims));
      const accepted: Accepted[] = [];
      batch.forEach(({ socket, payload, receivedAt }, index) => {
        const user = this.signedInAs(socket, users[index]);
        const checked = user ? checkMessage(user, payload, receivedAt, this.limits) : ChatText.signInRequired;
        if (typeof checked === 'string') acks[index] = refuse(checked);
        else accepted.push({ index, ...checked });
      });
      if (accepted.length === 0) return acks;

      // Who each message is for: an administrator names the member; a member writes to their own
      // conversation. And whether an administrator is there to read it (asked of every instance).
      const written = accepted.filter(({ user }) => user.isAdmin);
      const [named, admins] = await Promise.all([
        written.length > 0 ? Promise.all(written.map(({ to }) => this.chat.member(to))) : [],
        written.length < accepted.length ? this.server.in(ADMINS).fetchSockets() : [],
      ]);
      const writtenTo = new Map(written.map((message, i) => [message, named[i]]));
      const open = new Set(admins.map((admin) => (admin.data as SocketData).selected));
      const posts = accepted.flatMap((message) => {
        const member = message.user.isAdmin ? writtenTo.get(message) : message.user;
        if (!member) acks[message.index] = refuse(ChatText.userNotFound);
        return member ? [{ ...message, member }] : [];
      });
      const stored = await this.chat.recordAll(
        posts.map(({ member, user, body }) => ({ member, sender: user, body, countsUnread: !user.isAdmin && !open.has(member.id) })),
      );

      // Stored: from here on, nothing waits or fails before every sender has their answer.
      // Members who wrote while no administrator was online, each told so once.
      const noTeamOnline = new Set<string>();
      posts.forEach(({ index, member, user, clientId }, i) => {
        const result = stored[i];
        if (result.status === 'rejected') {
          this.logger.error({ err: result.reason }, 'A chat message could not be stored');
          return;
        }
        acks[index] = this.deliver(batch[index].socket, member.id, { ...result.value.message, clientId });
        if (user.isAdmin) return;
        this.server.to(ADMINS).emit(ChatEvent.updateUser, result.value.conversation);
        if (admins.length === 0) noTeamOnline.add(member.id);
      });
      for (const memberId of noTeamOnline) {
        this.answerForTheTeam(memberId).catch((error: unknown) => this.logger.warn({ err: error }, 'Could not send the automatic reply'));
      }
    } catch (error) {
      this.logger.error({ err: error }, 'A batch of chat messages could not be handled');
    }
    return acks;
  }

  /** Nobody from the team is online: the member is told so, once in a while. */
  private async answerForTheTeam(memberId: string): Promise<void> {
    const reply = await this.chat.autoReply(memberId);
    if (reply) this.server.to(userRoom(memberId)).emit(ChatEvent.message, reply);
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
  private async onUserSelected(socket: ChatSocket, payload: unknown): Promise<ChatAck> {
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

  /** The socket's user as their account says now (one statement; see `signedInAs`). */
  private async stillSignedIn(socket: ChatSocket): Promise<ChatUser | undefined> {
    return this.signedInAs(socket, await this.sessions.stillValid(socket.data.claims));
  }

  /**
   * The socket's user, given their account as read now (the token's signature was verified at the
   * handshake). A token expired or revoked since, or a user whose role changed (the socket's rooms were
   * chosen by it), ends the socket: the browser connects again afresh.
   */
  private signedInAs(socket: ChatSocket, found: AuthenticatedUser | undefined): ChatUser | undefined {
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
