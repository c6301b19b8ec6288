// Data from one GET (useLoad) that is also reloaded on reconnect and whenever an import finishes.
import { useEffect } from 'react';
import { getSocket } from '../socket.ts';
import { type Loaded, useLoad } from './useLoad.ts';

export type { Loaded };

/** `load` must keep its identity (a module-level function or a useCallback). */
export function useLiveResource<T>(load: (signal: AbortSignal) => Promise<T>): Loaded<T> {
  const loaded = useLoad(load);
  const { reload } = loaded;
  useEffect(() => {
    const socket = getSocket();
    socket.on('connect', reload);
    socket.on('document:done', reload);
    return () => {
      socket.off('connect', reload);
      socket.off('document:done', reload);
    };
  }, [reload]);
  return loaded;
}
