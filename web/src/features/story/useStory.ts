// The story the address asks for (?month=YYYY-MM or ?year=YYYY; neither: the server's default) and
// the screen on show (?screen=ID), kept in the address so Back from a figure's transactions comes
// back to the same screen of the same story.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { StoryDto, StoryPeriod } from '../../../../core/story/api.ts';
import { ApiRequestError, api } from '../../api/client.ts';
import { useLoad } from '../../lib/useLoad.ts';

export function useStory() {
  const [params, setParams] = useSearchParams();
  const month = params.get('month');
  const year = params.get('year');
  const screen = params.get('screen');
  const loaded = useLoad(
    (signal) => {
      const query = year ? { period: 'year', year } : month ? { period: 'month', month } : undefined;
      return api<StoryDto>('/api/story', { query, signal });
    },
    { deps: [month, year], message: (err) => (err instanceof ApiRequestError ? err.message : 'Could not load the story.') },
  );
  const { data: story, loading } = loaded;
  // a new period's load starts without the last one's failure
  const error = loading ? null : loaded.error;

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
