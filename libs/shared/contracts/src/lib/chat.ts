/** The support chat's socket events: what the browser sends, and what the server sends back. */
export const ChatEvent = {
  connected: 'connected',
  onMessage: 'onMessage',
  onUserSelected: 'onUserSelected',
  message: 'message',
  updateUser: 'updateUser',
  listUsers: 'listUsers',
  selectUser: 'selectUser',
} as const;

export const CHAT_LIMITS = {
  bodyMax: 2000,
  /** A member may send this many messages per window; more are refused until it passes. */
  burst: 20,
  burstWindowMs: 10_000,
  /** How many of the latest messages a conversation opens with. */
  history: 100,
  /** A message shows at once and is sent about a second later. */
  sendDelayMs: 1000,
  /** How long the browser waits for a sent message's answer before telling the member it was not sent. */
  ackTimeoutMs: 10_000,
} as const;

/** `onMessage`: `_id` names the member's conversation; the server ignores it from members. */
export interface ChatSend {
  body: string;
  name?: string;
  isAdmin?: boolean;
  _id?: string;
  /** The sender's own id for the message, echoed back so the browser can match what it already shows. */
  clientId?: string;
}

/** `message`, and each entry of `selectUser.messages`. */
export interface ChatMessageDto {
  /** The member whose conversation it belongs to. */
  _id: string;
  messageId: string;
  body: string;
  /** The sender's first name, or the shop's for an automatic reply. */
  name: string;
  isAdmin: boolean;
  automatic: boolean;
  created: string;
  clientId?: string;
}

/**
 * A member or merchant as the administrator's list shows them: `updateUser` is this object itself and
 * `listUsers` an array of them, as the spec's own client reads them.
 */
export interface ChatUserDto {
  _id: string;
  name: string;
  /** Always false: the list holds the people administrators talk to. */
  isAdmin: boolean;
  online: boolean;
  unread: number;
  lastMessageAt: string | null;
}

/** `selectUser`: the conversation's member with its latest messages, oldest first. */
export interface ChatHistory extends ChatUserDto {
  messages: ChatMessageDto[];
}

/**
 * What every event answers (its acknowledgement): a refusal says why; an accepted `onMessage` carries the
 * stored message, since the sending socket is not sent its own `message` back.
 */
export interface ChatAck {
  ok: boolean;
  error?: string;
  message?: ChatMessageDto;
}

export const ChatText = {
  memberTitle: 'Support',
  adminTitle: 'Admin Support',
  noUsers: 'No Online User Found',
  selectUser: 'Select a user to start chat',
  noMessages: 'No message',
  emptyMessage: 'Error. Please type message.',
  tooLong: `Message may not be greater than ${CHAT_LIMITS.bodyMax} characters.`,
  unstorableText: 'Your message contains characters that cannot be sent.',
  tooFast: 'You are sending messages too quickly. Please wait a few seconds.',
  signInRequired: 'Please sign in to chat with us.',
  adminsOnly: 'Only an administrator can do that.',
  userNotFound: 'That user does not exist.',
  shopName: 'Nidra Support',
  notConnected: 'The chat is not connected. Please try again.',
  notSent: 'Your message could not be sent. Please try again.',
  noAdminOnline:
    'No one from our team is online right now. We have your message and will reply here as soon as we are back.',
} as const;

/**
 * The administrator's list: online users first, then the rest; within each, unread conversations first,
 * then the newest activity.
 */
export function sortChatUsers(users: readonly ChatUserDto[]): ChatUserDto[] {
  const rank = (user: ChatUserDto) => (user.online ? 0 : 2) + (user.unread > 0 ? 0 : 1);
  return [...users].sort(
    (a, b) => rank(a) - rank(b) || (b.lastMessageAt ?? '').localeCompare(a.lastMessageAt ?? '') || a.name.localeCompare(b.name),
  );
}
