// The story the address asks for (?month=YYYY-MM or ?year=YYYY; neither: the server's default) and
// the screen on show (?screen=ID), kept in the address so Back from a figure's transactions comes
// back to the same screen of the same story.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { StoryDto, StoryPeriod } from '../../../../core/story/api.ts';
import { ApiRequestError, api, isAbort } from '../../api/client.ts';

export function useStory() {
  const [params, setParams] = useSearchParams();
  const month = params.get('month');
  const year = params.get('year');
  const screen = params.get('screen');
  const [story, setStory] = useState<StoryDto | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    setError(null);
    const query = year ? { period: 'year', year } : month ? { period: 'month', month } : undefined;
    api<StoryDto>('/api/story', { query, signal: controller.signal })
      .then((s) => {
        setStory(s);
        setLoading(false);
      })
      .catch((err: unknown) => {
        if (isAbort(err)) return;
        setError(err instanceof ApiRequestError ? err.message : 'Could not load the story.');
        setLoading(false);
      });
    return () => controller.abort();
  }, [month, year]);

  /** A new period starts at its first screen. */
  const choose = useCallback(
    (p: StoryPeriod) =>
      setParams((prev) => {
        const next = new URLSearchParams(prev);
        for (const k of ['month', 'year', 'screen', 'period']) next.delete(k);
        if (p.kind === 'year') next.set('year', String(p.year));
        else next.set('month', p.month);
        return next;
      }),
    [setParams],
  );

  const show = useCallback(
    (id: string) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.set('screen', id);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const index = useMemo(() => {
    const i = story?.screens.findIndex((s) => s.id === screen) ?? -1;
    return i < 0 ? 0 : i;
  }, [story, screen]);

  return { story, error, loading, choose, index, show };
}
