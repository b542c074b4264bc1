import { sortChatUsers, type ChatUserDto } from './chat';

const user = (name: string, fields: Partial<ChatUserDto>): ChatUserDto => ({
  _id: name,
  name,
  isAdmin: false,
  online: false,
  unread: 0,
  lastMessageAt: null,
  ...fields,
});

describe('the administrator’s chat list', () => {
  it('puts online users first, then offline ones, unread first within each, then newest first', () => {
    const users = [
      user('offline-old', { lastMessageAt: '2026-11-01T00:00:00Z' }),
      user('online', { online: true, lastMessageAt: '2026-11-02T00:00:00Z' }),
      user('unread-offline', { unread: 2, lastMessageAt: '2026-11-03T00:00:00Z' }),
      user('offline-new', { lastMessageAt: '2026-11-05T00:00:00Z' }),
      user('unread-online', { unread: 1, online: true, lastMessageAt: '2026-11-04T00:00:00Z' }),
      user('online-quiet', { online: true }),
    ];
    expect(sortChatUsers(users).map((u) => u.name)).toEqual([
      'unread-online',
      'online',
      'online-quiet',
      'unread-offline',
      'offline-new',
      'offline-old',
    ]);
  });
});
