// Prime's smart handoff: when session storage holds {id, employee} for this employee, take it out,
// claim it on the server (once: a used or expired handoff is refused) and send its question.
import { useCallback, useEffect, useState } from 'react';
import type { HandoffDto } from '../../../../core/prime/api.ts';
import { errorText } from '../../api/client.ts';
import { claimHandoff } from '../prime/primeApi.ts';
import { HANDOFF_EVENT, takeHandoff } from '../prime/handoffStorage.ts';

export const HANDOFF_NOTE = 'Prime handed over your question';

/**
 * Claims in flight, per employee. The claim outlives an effect that is torn down and run again
 * (React's StrictMode does that on mount), so the question is still delivered exactly once.
 */
const inFlight = new Map<string, Promise<HandoffDto>>();

export interface HandoffState {
  /** set once the handed-over question was sent */
  note: string | null;
  /** the server's reason when the claim was refused (used, expired, another employee's) */
  problem: string | null;
  /** hides the note and the problem (a new conversation starts) */
  dismiss: () => void;
}

export function useHandoff(employee: string, send: (question: string) => Promise<boolean>): HandoffState {
  const [state, setState] = useState<{ note: string | null; problem: string | null }>({ note: null, problem: null });
  const dismiss = useCallback(() => setState({ note: null, problem: null }), []);

  useEffect(() => {
    let alive = true;
    const deliver = () => {
      const claim = inFlight.get(employee);
      if (!claim) return;
      claim.then(
        (handoff) => {
          if (!alive || inFlight.get(employee) !== claim) return;
          inFlight.delete(employee);
          setState({ note: HANDOFF_NOTE, problem: null });
          void send(handoff.question);
        },
        (err: unknown) => {
          if (!alive || inFlight.get(employee) !== claim) return;
          inFlight.delete(employee);
          setState({ note: null, problem: errorText(err) });
        },
      );
    };
    const take = () => {
      const stored = takeHandoff(employee);
      if (stored) inFlight.set(employee, claimHandoff(stored.id, employee));
      deliver();
    };
    take();
    window.addEventListener(HANDOFF_EVENT, take);
    return () => {
      alive = false;
      window.removeEventListener(HANDOFF_EVENT, take);
    };
  }, [employee, send]);

  return { ...state, dismiss };
}
