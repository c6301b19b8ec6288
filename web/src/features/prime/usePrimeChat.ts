// Prime's side of the chat: "boss dashboard" / "show dashboard" open the executive panel; anything
// else goes to POST /api/prime/ask, and a route or pricing answer opens its page after delayMs
// (a route's handoff is stored first, for the receiving employee to claim).
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { PrimeAskResult } from '../../../../core/prime/api.ts';
import { errorText } from '../../api/client.ts';
import { isExecutiveCommand } from './commands.ts';
import { saveHandoff } from './handoffStorage.ts';
import { askPrime } from './primeApi.ts';

type NewEntry = { kind: 'user'; text: string } | { kind: 'prime'; text: string; failed: boolean } | { kind: 'executive' };
export type PrimeEntry = NewEntry & { id: number };

export interface PrimeChat {
  entries: PrimeEntry[];
  pending: boolean;
  ask: (text: string) => Promise<boolean>;
}

/** `onNavigate` runs as Prime opens another page (the panel closes). */
export function usePrimeChat(onNavigate: () => void): PrimeChat {
  const navigate = useNavigate();
  const [entries, setEntries] = useState<PrimeEntry[]>([]);
  const [pending, setPending] = useState(false);
  const nextId = useRef(1);
  const busy = useRef(false);
  const timer = useRef<number | null>(null);
  const onNavigateRef = useRef(onNavigate);
  useEffect(() => {
    onNavigateRef.current = onNavigate;
  });

  useEffect(
    () => () => {
      if (timer.current !== null) window.clearTimeout(timer.current);
    },
    [],
  );

  const add = useCallback((...items: NewEntry[]) => {
    setEntries((list) => [...list, ...items.map((item): PrimeEntry => ({ ...item, id: nextId.current++ }))]);
  }, []);

  const follow = useCallback(
    (result: PrimeAskResult) => {
      if (result.kind === 'help' || !result.route) return;
      const route = result.route;
      if (timer.current !== null) window.clearTimeout(timer.current);
      timer.current = window.setTimeout(
        () => {
          timer.current = null;
          if (result.kind === 'route' && result.handoffId && result.employee) {
            saveHandoff({ id: result.handoffId, employee: result.employee });
          }
          onNavigateRef.current();
          navigate(route);
        },
        Math.max(0, result.delayMs),
      );
    },
    [navigate],
  );

  const ask = useCallback(
    async (text: string): Promise<boolean> => {
      const question = text.trim();
      if (!question || busy.current) return false;
      if (isExecutiveCommand(question)) {
        add({ kind: 'user', text: question }, { kind: 'executive' });
        return true;
      }
      busy.current = true;
      setPending(true);
      add({ kind: 'user', text: question });
      try {
        const result = await askPrime(question);
        add({ kind: 'prime', text: result.message, failed: false });
        follow(result);
        return true;
      } catch (err) {
        add({ kind: 'prime', text: `Prime could not answer: ${errorText(err)}`, failed: true });
        return true;
      } finally {
        busy.current = false;
        setPending(false);
      }
    },
    [add, follow],
  );

  return { entries, pending, ask };
}
