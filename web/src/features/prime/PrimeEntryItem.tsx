// One line of Prime's chat, the same in the crown's panel, the team modal and the mobile chat.
import { ChatText } from '../chat/ChatText.tsx';
import { ExecutivePanel } from './ExecutivePanel.tsx';
import type { PrimeEntry } from './usePrimeChat.ts';
import './prime.css';

export const PRIME_GREETING =
  'Hi, I\'m Prime. Ask me anything about your money and I\'ll bring in the right member of the team. Type "show dashboard" to see what the team is doing.';

export function PrimeEntryItem({ entry }: { entry: PrimeEntry }) {
  switch (entry.kind) {
    case 'user':
      return (
        <li className="chat-bubble chat-bubble-user" data-testid="prime-question">
          <p className="chat-text">{entry.text}</p>
        </li>
      );
    case 'prime':
      return (
        <li className={`chat-bubble chat-bubble-assistant${entry.failed ? ' chat-bubble-error' : ''}`} data-testid="prime-reply">
          <span className="chat-who">Prime</span>
          <p className="chat-text">
            <ChatText text={entry.text} />
          </p>
        </li>
      );
    case 'executive':
      return (
        <li className="prime-executive">
          <ExecutivePanel />
        </li>
      );
  }
}

export function PrimeGreeting() {
  return (
    <li className="chat-bubble chat-bubble-assistant">
      <span className="chat-who">Prime</span>
      <p className="chat-text">{PRIME_GREETING}</p>
    </li>
  );
}

export function PrimeThinking() {
  return (
    <li className="chat-bubble chat-bubble-assistant chat-bubble-pending" data-testid="prime-thinking" aria-busy="true">
      <span className="chat-thinking">
        <span className="spinner" aria-hidden="true" /> Prime is thinking...
      </span>
    </li>
  );
}
