// Prime's tab: the crown's chat. A routed question opens the employee's page after Prime's delay,
// with the handoff stored for them, and the modal closes (`onNavigate`).
import { PrimeConversation } from '../prime/PrimeConversation.tsx';
import { usePrimeChat } from '../prime/usePrimeChat.ts';

export function PrimeTab({ onNavigate }: { onNavigate: () => void }) {
  const prime = usePrimeChat(onNavigate);
  return (
    <div className="team-chat" data-testid="team-prime">
      <p className="muted small">Prime finds the right expert for your question and opens their page.</p>
      <PrimeConversation prime={prime} logClassName="prime-log team-log" />
    </div>
  );
}
