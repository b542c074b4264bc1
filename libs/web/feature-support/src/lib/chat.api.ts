import { nanoid } from '@reduxjs/toolkit';
import type { Socket } from 'socket.io-client';
import {
  CHAT_LIMITS,
  ChatEvent,
  ChatText,
  sortChatUsers,
  type ChatAck,
  type ChatHistory,
  type ChatMessageDto,
  type ChatSend,
  type ChatUserDto,
} from '@nidra/shared/contracts';
import { api, notified, type AppDispatch, type RootState } from '@nidra/web/data-access';
import { loaded } from '@nidra/web/util';

/** A message as the screen shows it: sent ones from the server, and the caller's own still on their way. */
export interface ChatLine extends ChatMessageDto {
  pending: boolean;
}

export interface ChatState {
  connected: boolean;
  /** The administrator's list of members (unread, online, offline). */
  users: ChatUserDto[];
  /** Whose conversation is open: the member's own, or the one the administrator chose. */
  selected: string | null;
  messages: ChatLine[];
}

/** Who this tab chats as (from the profile; the server checks it all again). */
export interface ChatArgs {
  userId: string;
  name: string;
  isAdmin: boolean;
}

const EMPTY: ChatState = { connected: false, users: [], selected: null, messages: [] };

/** The tab's one socket, open while the support screen's data is in use. */
let socket: Socket | null = null;

const line = (message: ChatMessageDto): ChatLine => ({ ...message, pending: false });

/** A stored message takes the place of the line shown while it was on its way, or joins the open conversation. */
function settle(draft: ChatState, message: ChatMessageDto): void {
  if (draft.selected !== null && message._id !== draft.selected) return;
  const mine = message.clientId ? draft.messages.findIndex((m) => m.clientId === message.clientId) : -1;
  if (mine >= 0) draft.messages[mine] = line(message);
  else if (!draft.messages.some((m) => m.messageId === message.messageId)) draft.messages.push(line(message));
}

/**
 * The live chat as an RTK Query cache entry fed by the socket's events (streaming updates).
 * socket.io reconnects after a drop; each (re)connection says hello again and reloads what is shown.
 */
export const chatApi = api.injectEndpoints({
  endpoints: (build) => ({
    getChat: build.query<ChatState, ChatArgs>({
      queryFn: () => ({ data: EMPTY }),
      async onCacheEntryAdded(me, { updateCachedData, cacheDataLoaded, cacheEntryRemoved, getState }) {
        await cacheDataLoaded;
        // Loaded on demand, so the storefront's bundle carries no socket client.
        const { io } = await loaded(import('socket.io-client'));
        const token = (getState() as RootState).auth.token;
        const current = io({ path: '/socket.io', auth: { token }, transports: ['websocket', 'polling'] });
        socket = current;

        current.on('connect', () => {
          updateCachedData((draft) => {
            draft.connected = true;
          });
          current.emit(ChatEvent.connected, { _id: me.userId, name: me.name, isAdmin: me.isAdmin });
          // A reconnected administrator opens again the conversation it had open.
          const selected = me.isAdmin ? selectedOf(getState() as RootState, me) : null;
          if (selected) current.emit(ChatEvent.onUserSelected, { user: { _id: selected } });
        });
        current.on('disconnect', (reason) => {
          updateCachedData((draft) => {
            draft.connected = false;
          });
          // The server closes a socket whose sign-in ended or changed: try once more with the token held
          // now; a token that is no longer valid is refused at the handshake and the chat stays closed.
          if (reason === 'io server disconnect') current.connect();
        });
        current.on(ChatEvent.listUsers, (users: ChatUserDto[]) =>
          updateCachedData((draft) => {
            draft.users = sortChatUsers(users);
          }),
        );
        current.on(ChatEvent.updateUser, (user: ChatUserDto) =>
          updateCachedData((draft) => {
            draft.users = sortChatUsers([...draft.users.filter((u) => u._id !== user._id), user]);
          }),
        );
        current.on(ChatEvent.selectUser, ({ _id, messages }: ChatHistory) =>
          updateCachedData((draft) => {
            draft.selected = _id;
            draft.messages = messages.map(line);
          }),
        );
        // Messages from others, and this person's own from their other tabs.
        current.on(ChatEvent.message, (message: ChatMessageDto) =>
          updateCachedData((draft) => settle(draft, message)),
        );

        await cacheEntryRemoved;
        current.close();
        if (socket === current) socket = null;
      },
    }),
  }),
});

export const { useGetChatQuery } = chatApi;

function selectedOf(state: RootState, me: ChatArgs): string | null {
  return chatApi.endpoints.getChat.select(me)(state).data?.selected ?? null;
}

/** An administrator opens a member's conversation; the server answers with its history. */
export function selectChatUser(userId: string) {
  return () => {
    socket?.emit(ChatEvent.onUserSelected, { user: { _id: userId } });
  };
}

/**
 * Shows the message at once and sends it about a second later. A refusal from the server
 * takes the message back off the screen and says why.
 */
export function sendChatMessage(me: ChatArgs, body: string) {
  return (dispatch: AppDispatch, getState: () => RootState) => {
    const to = selectedOf(getState(), me);
    const clientId = nanoid();
    const pending: ChatLine = {
      _id: to ?? me.userId,
      messageId: clientId,
      clientId,
      body,
      name: me.name,
      isAdmin: me.isAdmin,
      automatic: false,
      created: new Date().toISOString(),
      pending: true,
    };
    dispatch(
      chatApi.util.updateQueryData('getChat', me, (draft) => {
        draft.messages.push(pending);
      }),
    );
    const payload: ChatSend = { body, name: me.name, isAdmin: me.isAdmin, _id: to ?? me.userId, clientId };
    setTimeout(() => {
      const refuse = (error: string) => {
        dispatch(
          chatApi.util.updateQueryData('getChat', me, (draft) => {
            draft.messages = draft.messages.filter((m) => m.clientId !== clientId || !m.pending);
          }),
        );
        dispatch(notified({ kind: 'error', message: error }));
      };
      if (!socket) return refuse(ChatText.notConnected);
      socket
        .timeout(CHAT_LIMITS.ackTimeoutMs)
        .emitWithAck(ChatEvent.onMessage, payload)
        .then((ack: ChatAck) => {
          if (!ack.ok) return refuse(ack.error ?? ChatText.notSent);
          const { message } = ack;
          if (message) dispatch(chatApi.util.updateQueryData('getChat', me, (draft) => settle(draft, message)));
        })
        .catch(() => refuse(ChatText.notSent));
    }, CHAT_LIMITS.sendDelayMs);
  };
}
