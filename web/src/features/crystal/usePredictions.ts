// Crystal's predictions: loaded on mount, reloaded on reconnect and whenever an import finishes.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PredictionsDto } from '../../../../core/api.ts';
import { errorText, isAbort } from '../../api/client.ts';
import { getSocket } from '../../socket.ts';
import { fetchPredictions } from './crystalApi.ts';

export function usePredictions(): { predictions: PredictionsDto | null; error: string | null } {
  const [predictions, setPredictions] = useState<PredictionsDto | null>(null);
  const [error, setError] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);

  const refresh = useCallback(() => {
    controller.current?.abort();
    const ctrl = new AbortController();
    controller.current = ctrl;
    fetchPredictions(ctrl.signal)
      .then((result) => {
        setPredictions(result);
        setError(null);
      })
      .catch((err: unknown) => {
        if (!isAbort(err)) setError(errorText(err));
      });
  }, []);

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

  return { predictions, error };
}
