import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ChatText, Role, type ChatUserDto } from '@nidra/shared/contracts';
import { useAppDispatch, useGetProfileQuery } from '@nidra/web/data-access';
import { Button, Spinner } from '@nidra/web/ui';
import { selectChatUser, sendChatMessage, useGetChatQuery, type ChatArgs, type ChatLine } from './chat.api';

/** /dashboard/support: members and merchants talk to the shop; administrators answer them. */
export function SupportPage() {
  const { data: profile } = useGetProfileQuery();
  if (!profile) return <Spinner label="Loading your account" />;
  const me: ChatArgs = { userId: profile.user._id, name: profile.user.firstName, isAdmin: profile.user.role === Role.Admin };
  return <Chat me={me} />;
}

function Chat({ me }: { me: ChatArgs }) {
  const { data } = useGetChatQuery(me);
  const dispatch = useAppDispatch();
  if (!data) return <Spinner label="Connecting to support" />;

  const conversation = (
    <Conversation me={me} messages={data.messages} connected={data.connected} onSend={(body) => dispatch(sendChatMessage(me, body))} />
  );
  return (
    <section className="panel chat">
      <header className="panel__header">
        <h2 className="panel__title">{me.isAdmin ? ChatText.adminTitle : ChatText.memberTitle}</h2>
        <span className={`chat__status${data.connected ? ' chat__status--on' : ''}`}>{data.connected ? 'Connected' : 'Connecting…'}</span>
      </header>
      {me.isAdmin ? (
        <div className="chat__admin">
          <UserList users={data.users} selected={data.selected} onSelect={(id) => dispatch(selectChatUser(id))} />
          {data.selected ? conversation : <p className="chat__placeholder">{ChatText.selectUser}</p>}
        </div>
      ) : (
        conversation
      )}
    </section>
  );
}

function UserList({ users, selected, onSelect }: { users: ChatUserDto[]; selected: string | null; onSelect: (id: string) => void }) {
  if (users.length === 0) return <p className="chat__users chat__users--empty">{ChatText.noUsers}</p>;
  return (
    <ul className="chat__users" aria-label="Users">
      {users.map((user) => (
        <li key={user._id}>
          <button
            type="button"
            className={`chat__user${user._id === selected ? ' chat__user--selected' : ''}`}
            aria-pressed={user._id === selected}
            onClick={() => onSelect(user._id)}
          >
            <span className={`chat__dot${user.online ? ' chat__dot--online' : ''}`} aria-hidden="true" />
            <span className="chat__user-name">{user.name}</span>
            <span className="chat__user-state">{user.unread > 0 ? `${user.unread} unread` : user.online ? 'online' : 'offline'}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

interface ConversationProps {
  me: ChatArgs;
  messages: ChatLine[];
  connected: boolean;
  onSend: (body: string) => void;
}

function Conversation({ me, messages, connected, onSend }: ConversationProps) {
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const end = useRef<HTMLLIElement>(null);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // Braces matter: newer browsers return a promise from scrollIntoView, which is no effect cleanup.
    end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [messages.length]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = draft.trim();
    if (!body) {
      setError(ChatText.emptyMessage);
      input.current?.focus();
      return;
    }
    setError(null);
    setDraft('');
    onSend(body);
  };

  return (
    <div className="chat__conversation">
      {messages.length === 0 ? (
        <p className="chat__empty">{ChatText.noMessages}</p>
      ) : (
        <ol className="chat__messages" aria-label="Messages">
          {messages.map((message) => {
            const own = message.isAdmin === me.isAdmin && !message.automatic;
            return (
              <li key={message.clientId ?? message.messageId} className={`chat__message${own ? ' chat__message--own' : ''}`}>
                <span className="chat__author">{own ? 'You' : message.name}</span>
                <p className="chat__body">{message.body}</p>
                {message.pending && <span className="chat__pending">Sending…</span>}
              </li>
            );
          })}
          <li ref={end} className="chat__end" aria-hidden="true" />
        </ol>
      )}
      <form className="chat__composer" noValidate onSubmit={submit}>
        <label className="visually-hidden" htmlFor="chat-message">
          Message
        </label>
        <input
          id="chat-message"
          ref={input}
          className="field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'chat-error' : undefined}
          placeholder="Type a message"
          autoComplete="off"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
        <Button type="submit" disabled={!connected}>
          Send
        </Button>
      </form>
      {error && (
        <p id="chat-error" className="chat__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
