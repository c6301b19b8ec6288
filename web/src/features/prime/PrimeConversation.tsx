// Prime's conversation as the crown's panel and the AI Team modal's tab show it: the routed
// questions so far (kept scrolled to the newest), then the question box.
import { useEffect, useRef, type RefObject } from 'react';
import { MAX_QUESTION_CHARS } from '../../../../core/prime/words.ts';
import { ChatInput } from '../chat/ChatInput.tsx';
import { PrimeEntryItem, PrimeGreeting, PrimeThinking } from './PrimeEntryItem.tsx';
import type { usePrimeChat } from './usePrimeChat.ts';

interface PrimeConversationProps {
  prime: ReturnType<typeof usePrimeChat>;
  logClassName: string;
  inputRef?: RefObject<HTMLTextAreaElement | null>;
}

export function PrimeConversation({ prime, logClassName, inputRef }: PrimeConversationProps) {
  const logRef = useRef<HTMLOListElement>(null);

  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [prime.entries, prime.pending]);

  return (
    <>
      <ol ref={logRef} className={logClassName} aria-live="polite" data-testid="prime-messages">
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
        inputRef={inputRef}
        sendLabel="Ask"
        maxLength={MAX_QUESTION_CHARS}
      />
    </>
  );
}
