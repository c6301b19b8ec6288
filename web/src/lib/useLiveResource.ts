// Data from one GET: loaded on mount, reloaded on reconnect and whenever an import finishes.
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorText, isAbort } from '../api/client.ts';
import { getSocket } from '../socket.ts';

export interface Loaded<T> {
  data: T | null;
  error: string | null;
  /** replaces the data with a fresher copy the caller already has (e.g. a PUT's answer) */
  replace: (data: T) => void;
  /** fetches it again now */
  refresh: () => void;
  /** changes the data in place (a socket event's news), once it is loaded */
  update: (change: (data: T) => T) => void;
}

export function useLiveResource<T>(load: (signal: AbortSignal) => Promise<T>): Loaded<T> {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);

  const refresh = useCallback(() => {
    controller.current?.abort();
    const ctrl = new AbortController();
    controller.current = ctrl;
    load(ctrl.signal)
      .then((result) => {
        setData(result);
        setError(null);
      })
      .catch((err: unknown) => {
        if (!isAbort(err)) setError(errorText(err));
      });
  }, [load]);

  useEffect(() => {
    refresh();
    const socket = getSocket();
    socket.on('connect', refresh);
    socket.on('document:done', refresh);
    return () => {
      controller.current?.abort();
      socket.off('connect', refresh);
      socket.off('document:done', refresh);
    };
  }, [refresh]);

  const replace = useCallback((next: T) => {
    controller.current?.abort();
    setData(next);
    setError(null);
  }, []);

  const update = useCallback((change: (data: T) => T) => {
    setData((prev) => (prev === null ? prev : change(prev)));
  }, []);

  return { data, error, replace, refresh, update };
}
