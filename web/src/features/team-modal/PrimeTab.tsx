// Prime's tab: the crown's chat. A routed question opens the employee's page after Prime's delay,
// with the handoff stored for them, and the modal closes (`onNavigate`).
import { useEffect, useRef } from 'react';
import { MAX_QUESTION_CHARS } from '../../../../core/prime/words.ts';
import { ChatInput } from '../chat/ChatInput.tsx';
import { usePrimeChat } from '../prime/usePrimeChat.ts';
import { PrimeEntryItem, PrimeGreeting, PrimeThinking } from '../prime/PrimeEntryItem.tsx';

export function PrimeTab({ onNavigate }: { onNavigate: () => void }) {
  const prime = usePrimeChat(onNavigate);
  const logRef = useRef<HTMLOListElement>(null);

  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [prime.entries, prime.pending]);

  return (
    <div className="team-chat" data-testid="team-prime">
      <p className="muted small">Prime finds the right expert for your question and opens their page.</p>
      <ol ref={logRef} className="prime-log team-log" aria-live="polite" data-testid="prime-messages">
        {prime.entries.length === 0 && <PrimeGreeting />}
        {prime.entries.map((entry) => (
          <PrimeEntryItem key={entry.id} entry={entry} />
        ))}
        {prime.pending && <PrimeThinking />}
      </ol>
      <ChatInput
        label="Your question for Prime"
        placeholder="Ask Prime..."
        pending={prime.pending}
        onSend={prime.ask}
        sendLabel="Ask"
        maxLength={MAX_QUESTION_CHARS}
      />
    </div>
  );
}
