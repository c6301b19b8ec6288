// One GET on mount (podcasters, preferences, feed): its answer, its failure, and a way to put a
// fresher copy in its place (a PUT's or POST's answer).
import { useCallback, useEffect, useState } from 'react';
import { errorText, isAbort } from '../../api/client.ts';

export interface Load<T> {
  data: T | null;
  error: string | null;
  replace: (data: T) => void;
}

/** `load` must keep its identity (a module-level function). */
export function useLoad<T>(load: (signal: AbortSignal) => Promise<T>, what: string): Load<T> {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal)
      .then((d) => {
        setData(d);
        setError(null);
      })
      .catch((err: unknown) => {
        if (!isAbort(err)) setError(`Could not load ${what}: ${errorText(err)}`);
      });
    return () => controller.abort();
  }, [load, what]);

  const replace = useCallback((d: T) => {
    setData(d);
    setError(null);
  }, []);
  return { data, error, replace };
}
