import { useEffect, useRef } from 'react';
import type { ChatMessageDto } from '../../../../core/chat/api.ts';
import { formatDateTime } from '../../lib/format.ts';
import { ChatText } from './ChatText.tsx';
import './chat.css';

interface ChatMessagesProps {
  messages: ChatMessageDto[];
  /** the assistant's name on its bubbles */
  name: string;
  pending: boolean;
  /** the reply streamed so far while pending */
  streamed: string;
  empty: string;
}

function Bubble({ message, name }: { message: ChatMessageDto; name: string }) {
  const user = message.role === 'user';
  const failed = message.source === 'error';
  const classes = ['chat-bubble', user ? 'chat-bubble-user' : 'chat-bubble-assistant', failed ? 'chat-bubble-error' : ''].filter(Boolean).join(' ');
  return (
    <li className={classes} data-testid="chat-message" data-role={message.role} data-source={message.source ?? ''}>
      <span className="chat-who">
        {user ? 'You' : name}
        <time className="chat-time" dateTime={message.at}>
          {formatDateTime(message.at)}
        </time>
      </span>
      <p className="chat-text" data-testid="chat-text" role={failed ? 'alert' : undefined}>
        <ChatText text={message.content} />
      </p>
      {/* built-in replies already end with "(Based on …)" in their text */}
      {!user && message.source !== 'builtin' && message.dataUsed && message.dataUsed.length > 0 && (
        <p className="chat-based-on" data-testid="chat-based-on">
          Based on: {message.dataUsed.join('; ')}
        </p>
      )}
    </li>
  );
}

/** The conversation as bubbles, newest at the bottom, with the reply being written at the end. */
export function ChatMessages({ messages, name, pending, streamed, empty }: ChatMessagesProps) {
  const listRef = useRef<HTMLOListElement>(null);

  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages, pending, streamed]);

  if (messages.length === 0 && !pending) return <p className="chat-empty muted">{empty}</p>;

  return (
    <ol ref={listRef} className="chat-messages" aria-label={`Conversation with ${name}`} aria-live="polite" data-testid="chat-messages">
      {messages.map((m) => (
        <Bubble key={m.id} message={m} name={name} />
      ))}
      {pending && (
        <li className="chat-bubble chat-bubble-assistant chat-bubble-pending" data-testid="chat-pending" aria-busy="true">
          <span className="chat-who">{name}</span>
          <p className="chat-text">
            {streamed || (
              <span className="chat-thinking">
                <span className="spinner" aria-hidden="true" /> {name} is thinking...
              </span>
            )}
          </p>
        </li>
      )}
    </ol>
  );
}
