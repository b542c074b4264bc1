import { JwtService } from '@nestjs/jwt';
import { ChatMessage, SUPPORT_CONTEXT } from '../src';
import { ChatService } from '../src/lib/chat/chat.service';
import {
  CHAT_LIMITS,
  ChatEvent,
  ChatText,
  Role,
  type ChatHistory,
  type ChatMessageDto,
  type ChatUserDto,
} from '@nidra/shared/contracts';
import { connectChat, type ChatClient } from '../testing';
import { createOneOfEachRole, createUser } from '@nidra/api/identity/testing';
import { CapturedLog, countStatements, startTestApp, useTestApp, type TestApp } from '@nidra/api/testing';

const REDIS_URL = process.env['TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379';

describe('support chat', () => {
  const log = new CapturedLog();
  const t = useTestApp({ contexts: [SUPPORT_CONTEXT], env: { LOG_LEVEL: 'warn' }, log });
  const open: ChatClient[] = [];
  beforeEach(async () => {
    await t.reset();
    log.clear();
  });
  afterEach(() => open.splice(0).forEach((client) => client.close()));

  const connect = async (token?: string, app: TestApp = t) => {
    const client = await connectChat(await app.url(), token);
    open.push(client);
    return client;
  };
  /** Resolves once the server has closed the client's socket. */
  const closed = (client: ChatClient) =>
    client.socket.connected ? new Promise<void>((resolve) => client.socket.once('disconnect', () => resolve())) : Promise.resolve();
  const fromMember = (memberId: string, body: string) => (m: ChatMessageDto) => m._id === memberId && m.body === body;

  it('refuses a handshake without a token, with a bad one, or with a revoked one', async () => {
    const member = await createUser(t);
    await expect(connectChat(await t.url())).rejects.toThrow(ChatText.signInRequired);
    await expect(connectChat(await t.url(), 'Bearer not-a-token')).rejects.toThrow(ChatText.signInRequired);
    const client = await connect(member.token);
    expect(client.socket.connected).toBe(true);
    await t.http().post('/api/auth/logout').set('authorization', member.token).expect(200);
    await expect(connectChat(await t.url(), member.token)).rejects.toThrow(ChatText.signInRequired);
  });

  it('closes a user’s sockets when they sign out or change their password, and an administrator’s with them', async () => {
    const { member, admin } = await createOneOfEachRole(t);
    const support = await connect(admin.token);
    const shopper = await connect(member.token);
    const otherTab = await connect(member.token);
    await shopper.send(ChatEvent.onMessage, { body: 'Before signing out' });

    await t.http().post('/api/auth/logout').set('authorization', admin.token).expect(200);
    await closed(support);
    expect(shopper.socket.connected).toBe(true);

    await t
      .http()
      .post('/api/auth/reset')
      .set('authorization', member.token)
      .send({ password: 'a-new-password', confirmPassword: 'a-new-password' })
      .expect(200);
    await Promise.all([closed(shopper), closed(otherTab)]);
    await expect(connectChat(await t.url(), member.token)).rejects.toThrow(ChatText.signInRequired);
  });

  it('refuses every event from a socket whose token was revoked since its handshake, and closes it', async () => {
    const { member, admin } = await createOneOfEachRole(t);
    const shopper = await connect(member.token);
    const support = await connect(admin.token);
    // Revoked without any notice reaching the chat: each event checks the token again.
    const em = t.orm.em.fork();
    await em.getConnection().execute('UPDATE users SET token_version = token_version + 1 WHERE id IN (?, ?)', [member.user.id, admin.user.id]);

    expect(await shopper.send(ChatEvent.onMessage, { body: 'Still here?' })).toEqual({ ok: false, error: ChatText.signInRequired });
    await closed(shopper);
    expect(await support.send(ChatEvent.onUserSelected, { user: { _id: member.user.id } })).toEqual({ ok: false, error: ChatText.signInRequired });
    await closed(support);
    expect(support.received[ChatEvent.selectUser]).toEqual([]);
    expect(await t.orm.em.fork().count(ChatMessage)).toBe(0);
  });

  it('carries messages both ways between a member and an administrator, unread until opened', async () => {
    const { member, admin } = await createOneOfEachRole(t);
    const support = await connect(admin.token);
    expect(await support.send(ChatEvent.connected, { _id: admin.user.id, name: 'Admin', isAdmin: true })).toEqual({ ok: true });
    expect((await support.next<ChatUserDto[]>(ChatEvent.listUsers))).toEqual([]);

    const shopper = await connect(member.token);
    await support.next<ChatUserDto>(ChatEvent.updateUser, (user) => user._id === member.user.id && user.online);
    await shopper.send(ChatEvent.connected, { _id: member.user.id, name: 'Asha', isAdmin: false });
    expect((await shopper.next<ChatHistory>(ChatEvent.selectUser)).messages).toEqual([]);

    // The member's `_id` is ignored: a message always lands in its own conversation.
    const ack = await shopper.send(ChatEvent.onMessage, { body: '  Does the Ortho Rest come in king size?  ', _id: admin.user.id, clientId: 'c1' });
    const arrived = await support.next<ChatMessageDto>(ChatEvent.message, fromMember(member.user.id, 'Does the Ortho Rest come in king size?'));
    expect(arrived).toEqual(expect.objectContaining({ name: 'Asha', isAdmin: false, automatic: false, clientId: 'c1' }));
    expect(ack).toEqual({ ok: true, message: arrived });
    await support.next<ChatUserDto>(ChatEvent.updateUser, (user) => user._id === member.user.id && user.unread === 1);

    await support.send(ChatEvent.onMessage, { body: 'Yes, 6x6 and 6.5x6.', _id: member.user.id });
    const reply = await shopper.next<ChatMessageDto>(ChatEvent.message, (m) => m.isAdmin);
    expect(reply).toEqual(expect.objectContaining({ _id: member.user.id, body: 'Yes, 6x6 and 6.5x6.', name: admin.user.firstName }));
    // An administrator is online, so no automatic reply.
    expect((shopper.received[ChatEvent.message] as ChatMessageDto[]).some((m) => m.automatic)).toBe(false);

    expect(await support.send(ChatEvent.onUserSelected, { user: { _id: member.user.id } })).toEqual({ ok: true });
    const history = await support.next<ChatHistory>(ChatEvent.selectUser);
    expect(history).toEqual(expect.objectContaining({ _id: member.user.id, name: member.user.firstName, isAdmin: false, online: true }));
    expect(history.messages.map((m) => [m.isAdmin, m.body])).toEqual([
      [false, 'Does the Ortho Rest come in king size?'],
      [true, 'Yes, 6x6 and 6.5x6.'],
    ]);
    await support.next<ChatUserDto>(ChatEvent.updateUser, (user) => user._id === member.user.id && user.unread === 0);
  });

  it('sends the payloads the spec’s own client reads: bare users, a user list, the selected user with messages', async () => {
    const { member, merchant, admin } = await createOneOfEachRole(t);
    const shopper = await connect(member.token);
    await shopper.send(ChatEvent.onMessage, { body: 'Hello from Asha' });
    const seller = await connect(merchant.token);

    const support = await connect(admin.token);
    await support.send(ChatEvent.connected, { _id: admin.user.id, name: 'Admin', isAdmin: true });
    const list = await support.next<ChatUserDto[]>(ChatEvent.listUsers);
    expect(Array.isArray(list)).toBe(true);
    // Online first; each entry is the user object itself.
    expect(list.map((u) => [u._id, u.name, u.isAdmin, u.online])).toEqual([
      [member.user.id, member.user.firstName, false, true],
      [merchant.user.id, merchant.user.firstName, false, true],
    ]);
    seller.close();
    const left = await support.next<ChatUserDto>(ChatEvent.updateUser, (user) => user._id === merchant.user.id && !user.online);
    expect(left).toEqual(expect.objectContaining({ _id: merchant.user.id, name: merchant.user.firstName, isAdmin: false, online: false }));

    // The client sends the bare user object it keeps in its list.
    expect(await support.send(ChatEvent.onUserSelected, list[0])).toEqual({ ok: true });
    const selected = await support.next<ChatHistory>(ChatEvent.selectUser);
    expect(selected).toEqual(expect.objectContaining({ _id: member.user.id, name: member.user.firstName, online: true, unread: 0 }));
    expect(selected.messages.map((m) => m.body)).toEqual(['Hello from Asha', ChatText.noAdminOnline]);
  });

  it('does not send a message back to the socket that sent it, but to the sender’s other tabs', async () => {
    const { member, admin } = await createOneOfEachRole(t);
    const support = await connect(admin.token);
    const otherAdminTab = await connect(admin.token);
    const shopper = await connect(member.token);
    const otherTab = await connect(member.token);

    // Each socket gets its events in order: an echo of an earlier message would arrive before the next one.
    await shopper.send(ChatEvent.onMessage, { body: 'From my phone', clientId: 'p1' });
    await support.next<ChatMessageDto>(ChatEvent.message, (m) => m.clientId === 'p1');
    await support.send(ChatEvent.onMessage, { body: 'Got it', _id: member.user.id, clientId: 'a1' });
    await shopper.next<ChatMessageDto>(ChatEvent.message, (m) => m.clientId === 'a1');
    await shopper.send(ChatEvent.onMessage, { body: 'Thanks', clientId: 'p2' });
    await support.next<ChatMessageDto>(ChatEvent.message, (m) => m.clientId === 'p2');
    await otherTab.next<ChatMessageDto>(ChatEvent.message, (m) => m.clientId === 'p2');
    await otherAdminTab.next<ChatMessageDto>(ChatEvent.message, (m) => m.clientId === 'p2');

    const bodies = (client: ChatClient) => (client.received[ChatEvent.message] as ChatMessageDto[]).map((m) => m.body);
    expect(bodies(shopper)).toEqual(['Got it']);
    expect(bodies(support)).toEqual(['From my phone', 'Thanks']);
    expect(bodies(otherTab)).toEqual(['From my phone', 'Got it', 'Thanks']);
    expect(bodies(otherAdminTab)).toEqual(['From my phone', 'Got it', 'Thanks']);
  });

  it('lets a merchant talk to the administrators as a member does', async () => {
    const { merchant, admin } = await createOneOfEachRole(t);
    const support = await connect(admin.token);
    const seller = await connect(merchant.token);
    await seller.send(ChatEvent.connected, { isAdmin: true });
    await seller.next<ChatHistory>(ChatEvent.selectUser);
    expect(seller.received[ChatEvent.listUsers]).toEqual([]);
    await seller.send(ChatEvent.onMessage, { body: 'How do I enable my brand?' });
    const arrived = await support.next<ChatMessageDto>(ChatEvent.message, fromMember(merchant.user.id, 'How do I enable my brand?'));
    expect(arrived.isAdmin).toBe(false);
    await support.send(ChatEvent.onMessage, { body: 'We enable it once we have checked it.', _id: merchant.user.id });
    await seller.next<ChatMessageDto>(ChatEvent.message, (m) => m.isAdmin && m.body === 'We enable it once we have checked it.');
  });

  it('gives a member who claims to be an administrator nothing an administrator gets', async () => {
    const { member, merchant } = await createOneOfEachRole(t);
    const forged = await connect(member.token);
    await forged.send(ChatEvent.connected, { _id: member.user.id, name: 'Asha', isAdmin: true });
    await forged.next<ChatHistory>(ChatEvent.selectUser);
    expect(forged.received[ChatEvent.listUsers]).toEqual([]);
    expect(await forged.send(ChatEvent.onUserSelected, { user: { _id: merchant.user.id } })).toEqual({ ok: false, error: ChatText.adminsOnly });
    // Its messages go to its own conversation only, never into the merchant's.
    await forged.send(ChatEvent.onMessage, { body: 'Hello', _id: merchant.user.id, isAdmin: true });
    // The automatic reply (nobody from the team is online) follows the acknowledgement.
    await forged.next<ChatMessageDto>(ChatEvent.message, (message) => message.automatic);
    const stored = await t.orm.em.fork().find(ChatMessage, {}, { populate: ['conversation'], orderBy: { automatic: 'asc' } });
    expect(stored.map((m) => [m.conversation.memberId, m.fromAdmin, m.automatic])).toEqual([
      [member.user.id, false, false],
      [member.user.id, true, true],
    ]);
  });

  it('answers automatically when no administrator is online, once in a while, and keeps the message', async () => {
    const member = await createUser(t);
    const shopper = await connect(member.token);
    await shopper.send(ChatEvent.onMessage, { body: 'Anyone there?' });
    const auto = await shopper.next<ChatMessageDto>(ChatEvent.message, (m) => m.automatic);
    expect(auto).toEqual(expect.objectContaining({ body: ChatText.noAdminOnline, name: ChatText.shopName, isAdmin: true }));
    expect((await shopper.send(ChatEvent.onMessage, { body: 'Hello?' })).message?.body).toBe('Hello?');
    expect(await t.orm.em.fork().count(ChatMessage, { automatic: true })).toBe(1);
    expect(await t.orm.em.fork().count(ChatMessage, { automatic: false })).toBe(2);
  });

  it('refuses empty, oversize and too frequent messages, and keeps bodies as plain text', async () => {
    const { member, admin } = await createOneOfEachRole(t);
    const shopper = await connect(member.token);
    expect(await shopper.send(ChatEvent.onMessage, { body: '   ' })).toEqual({ ok: false, error: ChatText.emptyMessage });
    expect(await shopper.send(ChatEvent.onMessage, {})).toEqual({ ok: false, error: ChatText.emptyMessage });
    expect(await shopper.send(ChatEvent.onMessage, { body: 'x'.repeat(CHAT_LIMITS.bodyMax + 1) })).toEqual({ ok: false, error: ChatText.tooLong });
    expect(await t.orm.em.fork().count(ChatMessage)).toBe(0);

    const support = await connect(admin.token);
    expect(await support.send(ChatEvent.onMessage, { body: 'Hi', _id: admin.user.id })).toEqual({ ok: false, error: ChatText.userNotFound });
    const markup = '<img src=x onerror=alert(1)>';
    await shopper.send(ChatEvent.onMessage, { body: markup });
    expect((await support.next<ChatMessageDto>(ChatEvent.message)).body).toBe(markup);

    const acks = [];
    for (let i = 0; i < CHAT_LIMITS.burst; i++) acks.push(await shopper.send(ChatEvent.onMessage, { body: `m${i}` }));
    expect(acks.filter((a) => a.ok)).toHaveLength(CHAT_LIMITS.burst - 1);
    expect(acks.at(-1)).toEqual({ ok: false, error: ChatText.tooFast });
  });

  it('stores every message of many sent at once, each once, in the order each member sent them', async () => {
    const admin = await createUser(t, { role: Role.Admin });
    const members = await Promise.all(Array.from({ length: 20 }, (_, i) => createUser(t, { firstName: `Member${i}` })));
    const support = await connect(admin.token);
    const shoppers = await Promise.all(members.map((member) => connect(member.token)));

    const acks = await Promise.all(
      shoppers.flatMap((shopper, i) => [0, 1, 2].map((n) => shopper.send(ChatEvent.onMessage, { body: `Question ${n} from ${i}` }))),
    );
    expect(acks.every((ack) => ack.ok)).toBe(true);
    await support.next<ChatMessageDto>(ChatEvent.message, () => (support.received[ChatEvent.message] as ChatMessageDto[]).length === 60);

    // Each conversation counts its three questions unread, and opens with them in the order they were sent.
    await support.send(ChatEvent.connected);
    const list = await support.next<ChatUserDto[]>(ChatEvent.listUsers);
    expect(new Map(list.map((user) => [user._id, user.unread]))).toEqual(new Map(members.map((member) => [member.user.id, 3])));
    for (const [i, member] of members.entries()) {
      await support.send(ChatEvent.onUserSelected, { user: { _id: member.user.id } });
      const history = await support.next<ChatHistory>(ChatEvent.selectUser, (opened) => opened._id === member.user.id);
      expect(history.messages.map((m) => m.body)).toEqual([0, 1, 2].map((n) => `Question ${n} from ${i}`));
    }
    expect(await t.orm.em.fork().count(ChatMessage)).toBe(60);
  });

  it('refuses on its own a message the database cannot store, and stores those sent with it', async () => {
    const members = await Promise.all([1, 2, 3].map((n) => createUser(t, { firstName: `Member${n}` })));
    const shoppers = await Promise.all(members.map((member) => connect(member.token)));
    // A rule only the database knows, so that one message passes every check and is refused in storing.
    const db = t.orm.em.getConnection();
    await db.execute(`ALTER TABLE chat_messages ADD CONSTRAINT refuses_this_test_message CHECK (body <> 'Refused by the database')`);
    try {
      const acks = await Promise.all(
        shoppers.map((shopper, i) => shopper.send(ChatEvent.onMessage, { body: i === 1 ? 'Refused by the database' : `Question ${i}` })),
      );
      expect(acks.map((ack) => (ack.ok ? ack.message?.body : ack.error))).toEqual(['Question 0', ChatText.notSent, 'Question 2']);
    } finally {
      await db.execute('ALTER TABLE chat_messages DROP CONSTRAINT refuses_this_test_message');
    }
    const stored = await t.orm.em.fork().find(ChatMessage, { automatic: false }, { orderBy: { body: 'asc' } });
    expect(stored.map((message) => message.body)).toEqual(['Question 0', 'Question 2']);
    expect(log.text).toContain('A chat message could not be stored');
  });

  it('refuses text PostgreSQL cannot hold (a NUL, half a surrogate pair) before storing it, with nothing to report', async () => {
    const member = await createUser(t);
    const shopper = await connect(member.token);
    for (const body of ['Half\u0000way', 'Broken \ud83d emoji', 'Broken \ude00 emoji']) {
      expect(await shopper.send(ChatEvent.onMessage, { body })).toEqual({ ok: false, error: ChatText.unstorableText });
    }
    expect(await shopper.send(ChatEvent.onMessage, { body: 'Whole \ud83d\ude00 emoji' })).toEqual(expect.objectContaining({ ok: true }));
    const stored = await t.orm.em.fork().find(ChatMessage, { automatic: false });
    expect(stored.map((message) => message.body)).toEqual(['Whole \ud83d\ude00 emoji']);
    expect(log.lines().filter((line) => (line['level'] as number) >= 50)).toEqual([]);
  });

  it('refuses at once what a socket sends beyond the rate limit while its messages wait, and closes one sending an outsize event', async () => {
    const member = await createUser(t);
    const shopper = await connect(member.token);
    const answeredInTurn: number[] = [];
    const sent = CHAT_LIMITS.burst + 5;
    const acks = await Promise.all(
      Array.from({ length: sent }, (_, i) => shopper.send(ChatEvent.onMessage, { body: `Message ${i}` }).then((ack) => (answeredInTurn.push(i), ack))),
    );
    expect(acks.filter((ack) => ack.ok)).toHaveLength(CHAT_LIMITS.burst);
    expect(acks.slice(CHAT_LIMITS.burst)).toEqual(Array.from({ length: 5 }, () => ({ ok: false, error: ChatText.tooFast })));
    // Refused as they came, not kept until the messages before them were stored.
    expect(answeredInTurn.indexOf(CHAT_LIMITS.burst)).toBeLessThan(answeredInTurn.indexOf(0));
    expect(await t.orm.em.fork().count(ChatMessage, { automatic: false })).toBe(CHAT_LIMITS.burst);

    const other = await connect((await createUser(t)).token);
    const gone = closed(other);
    other.socket.emit(ChatEvent.onMessage, { body: 'x'.repeat(40 * 1024) });
    await gone;
    expect(await t.orm.em.fork().count(ChatMessage, { automatic: false })).toBe(CHAT_LIMITS.burst);
  });

  it('refuses, without storing it, a message that waited past the time its sender waits for an answer', async () => {
    const member = await createUser(t);
    const shopper = await connect(member.token);
    expect(await shopper.send(ChatEvent.onMessage, { body: 'First' })).toEqual(expect.objectContaining({ ok: true }));
    // The database holds the member's conversation, so the next message waits to be stored and the one
    // after it waits behind it.
    const holder = await t.orm.em.getConnection().getKnex().transaction();
    let answers: Promise<unknown[]>;
    try {
      await holder.raw('SELECT 1 FROM chat_conversations WHERE member_id = ? FOR UPDATE', [member.user.id]);
      const send = (body: string) => shopper.socket.timeout(CHAT_LIMITS.ackTimeoutMs + 5_000).emitWithAck(ChatEvent.onMessage, { body });
      answers = Promise.all([send('Second'), send('Third')]);
      await new Promise((passed) => setTimeout(passed, CHAT_LIMITS.ackTimeoutMs - 1_500));
    } finally {
      await holder.commit();
    }
    expect(await answers).toEqual([expect.objectContaining({ ok: true }), { ok: false, error: ChatText.notSent }]);
    const stored = await t.orm.em.fork().find(ChatMessage, { automatic: false }, { orderBy: { created: 'asc' } });
    expect(stored.map((message) => message.body)).toEqual(['First', 'Second']);
  }, 20_000);

  it('closes a socket when its token expires, so an idle administrator stops receiving messages', async () => {
    const { member, admin } = await createOneOfEachRole(t);
    const shortLived = `Bearer ${await t.app.get(JwtService, { strict: false }).signAsync({ sub: admin.user.id, ver: admin.user.tokenVersion }, { expiresIn: 2 })}`;
    const support = await connect(shortLived);
    const shopper = await connect(member.token);
    await closed(support);
    expect(await shopper.send(ChatEvent.onMessage, { body: 'Anyone there?' })).toEqual(expect.objectContaining({ ok: true }));
    expect(support.received[ChatEvent.message]).toEqual([]);
  });

  it('keeps a member online until the last tab closes', async () => {
    const { member, admin } = await createOneOfEachRole(t);
    const support = await connect(admin.token);
    const first = await connect(member.token);
    const second = await connect(member.token);
    await support.next<ChatUserDto>(ChatEvent.updateUser, (user) => user._id === member.user.id && user.online);
    first.close();
    await support.send(ChatEvent.connected);
    const list = await support.next<ChatUserDto[]>(ChatEvent.listUsers);
    expect(list.map((u) => [u._id, u.online])).toEqual([[member.user.id, true]]);
    second.close();
    await support.next<ChatUserDto>(ChatEvent.updateUser, (user) => user._id === member.user.id && !user.online);
  });

  it('tells the administrator each member’s own unread count when many come online at once', async () => {
    const { admin } = await createOneOfEachRole(t);
    const members = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => createUser(t, { firstName: `Member${n}` })));
    const support = await connect(admin.token);
    // Member n leaves n unread questions (nobody has their conversation open), then goes.
    for (const [index, member] of members.entries()) {
      const shopper = await connect(member.token);
      for (let i = 0; i <= index; i++) expect(await shopper.send(ChatEvent.onMessage, { body: `Question ${i}` })).toEqual(expect.objectContaining({ ok: true }));
      shopper.close();
      await support.next<ChatUserDto>(ChatEvent.updateUser, (user) => user._id === member.user.id && !user.online);
    }
    support.received[ChatEvent.updateUser].length = 0;

    await Promise.all(members.map((member) => connect(member.token)));
    const online = await Promise.all(
      members.map((member) => support.next<ChatUserDto>(ChatEvent.updateUser, (user) => user._id === member.user.id && user.online)),
    );
    expect(online.map((user) => [user.name, user.unread])).toEqual(members.map((member, index) => [member.user.firstName, index + 1]));
    for (const user of online) expect(user.lastMessageAt).toEqual(expect.any(String));
  });

  it('reads the counts of members asked for at the same moment together, each member their own', async () => {
    const members = await Promise.all([1, 2, 3, 4, 5, 6, 7, 8].map((n) => createUser(t, { firstName: `Member${n}` })));
    const chat = t.app.get(ChatService);
    const asChatUser = (member: (typeof members)[number]) => ({ id: member.user.id, name: member.user.firstName, isAdmin: false });
    // Member n has n unread messages; the last member has never written.
    await chat.recordAll(
      members.slice(0, -1).flatMap((member, index) =>
        Array.from({ length: index + 1 }, (_, i) => ({ member: asChatUser(member), sender: asChatUser(member), body: `Question ${i}`, countsUnread: true })),
      ),
    );

    let users: ChatUserDto[] = [];
    const statements = await countStatements(t, async () => {
      users = await Promise.all(members.map((member) => chat.chatUser(asChatUser(member), true)));
    });
    expect(users.map((user) => [user._id, user.unread, user.lastMessageAt === null])).toEqual(
      members.map((member, index) => [member.user.id, index < members.length - 1 ? index + 1 : 0, index === members.length - 1]),
    );
    // Four run at once on their own; the four that waited meanwhile share one statement.
    expect(statements).toBe(5);
  });

  it('keeps the conversation across a reconnect and a restart of the server', async () => {
    const { member, admin } = await createOneOfEachRole(t);
    const support = await connect(admin.token);
    const shopper = await connect(member.token);
    await shopper.send(ChatEvent.onMessage, { body: 'Is delivery free to Pune?' });
    await support.next<ChatMessageDto>(ChatEvent.message);
    await support.send(ChatEvent.onMessage, { body: 'Yes, all over India.', _id: member.user.id });
    shopper.close();

    const again = await connect(member.token);
    await again.send(ChatEvent.connected);
    expect((await again.next<ChatHistory>(ChatEvent.selectUser)).messages.map((m) => m.body)).toEqual([
      'Is delivery free to Pune?',
      'Yes, all over India.',
    ]);

    const restarted = await startTestApp({ contexts: [SUPPORT_CONTEXT], keepData: true });
    try {
      const afterRestart = await connect(member.token, restarted);
      await afterRestart.send(ChatEvent.connected);
      expect((await afterRestart.next<ChatHistory>(ChatEvent.selectUser)).messages).toHaveLength(2);
    } finally {
      open.splice(0).forEach((client) => client.close());
      await restarted.close();
    }
  });
});

describe('support chat on two instances sharing Redis', () => {
  const first = useTestApp({ contexts: [SUPPORT_CONTEXT], env: { REDIS_URL } });
  const second = useTestApp({ contexts: [SUPPORT_CONTEXT], env: { REDIS_URL } });
  const open: ChatClient[] = [];
  afterEach(() => open.splice(0).forEach((client) => client.close()));

  it('lets a member on one and an administrator on the other talk', async () => {
    await first.reset();
    const { member, admin } = await createOneOfEachRole(first);
    const support = await connectChat(await second.url(), admin.token);
    const shopper = await connectChat(await first.url(), member.token);
    open.push(support, shopper);

    await support.next<ChatUserDto>(ChatEvent.updateUser, (user) => user._id === member.user.id && user.online);
    await support.send(ChatEvent.connected);
    const list = await support.next<ChatUserDto[]>(ChatEvent.listUsers);
    expect(list.map((u) => [u._id, u.online])).toEqual([[member.user.id, true]]);

    await shopper.send(ChatEvent.onMessage, { body: 'Across instances?' });
    await support.next<ChatMessageDto>(ChatEvent.message, (m) => m.body === 'Across instances?');
    await support.send(ChatEvent.onMessage, { body: 'Loud and clear.', _id: member.user.id });
    await shopper.next<ChatMessageDto>(ChatEvent.message, (m) => m.body === 'Loud and clear.');
    // The administrator online on the other instance counts: no automatic reply.
    expect((shopper.received[ChatEvent.message] as ChatMessageDto[]).some((m) => m.automatic)).toBe(false);
  });

  it('closes a member’s sockets on the other instance when they sign out on this one', async () => {
    await first.reset();
    const { member, admin } = await createOneOfEachRole(first);
    const shopper = await connectChat(await first.url(), member.token);
    const support = await connectChat(await first.url(), admin.token);
    open.push(shopper, support);
    const gone = new Promise<void>((resolve) => shopper.socket.once('disconnect', () => resolve()));
    await second.http().post('/api/auth/logout').set('authorization', member.token).expect(200);
    await gone;
    // The administrator, still connected, sees the member leave.
    await support.next<ChatUserDto>(ChatEvent.updateUser, (user) => user._id === member.user.id && !user.online);
    expect(support.socket.connected).toBe(true);
  });
});
