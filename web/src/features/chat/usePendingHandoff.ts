import { useEffect, useState } from 'react';
import { HANDOFF_EVENT, peekHandoff } from '../prime/handoffStorage.ts';

/**
 * Counts the handoffs from Prime that arrived for this employee while this is mounted (1 at mount
 * when one already waits in session storage): a collapsed chat opens itself when it goes up.
 */
export function usePendingHandoff(employee: string): number {
  const [arrived, setArrived] = useState(() => (peekHandoff(employee) ? 1 : 0));
  useEffect(() => {
    const check = () => {
      if (peekHandoff(employee)) setArrived((n) => n + 1);
    };
    window.addEventListener(HANDOFF_EVENT, check);
    return () => window.removeEventListener(HANDOFF_EVENT, check);
  }, [employee]);
  return arrived;
}
