// Harmony's note on the dashboard: the latest nudge not cleared, asked for once as the dashboard
// loads (that also records the visit), again after each import completes ('document:done') and
// after each category correction (three in a day away from one category raise a nudge) and after a
// check-in (NUDGE_MAY_CHANGE);
// closing it or talking about it clears it on the server.
import { useCallback, useEffect, useRef, useState } from 'react';
import { CATEGORY_CORRECTED, NUDGE_MAY_CHANGE } from '../../lib/corrections.ts';
import type { HarmonyTalkDto, NudgeDto } from '../../../../core/harmony/api.ts';
import { errorText, isAbort } from '../../api/client.ts';
import type { AppSocket } from '../../socket.ts';
import { clearNudge, fetchNudge, talkAboutNudge } from './harmonyApi.ts';

export interface HarmonyNudgeState {
  nudge: NudgeDto | null;
  /** why the last clear or talk failed (the card stays) */
  error: string | null;
  /** a clear or talk is on its way */
  busy: boolean;
  /** the close icon: clears the nudge; resolves false when that failed */
  dismiss: () => Promise<boolean>;
  /** "Let's Talk About It": the conversation it opened, or null when that failed */
  talk: () => Promise<HarmonyTalkDto | null>;
}

export function useHarmonyNudge(socket: AppSocket): HarmonyNudgeState {
  const [nudge, setNudge] = useState<NudgeDto | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const nudgeRef = useRef<NudgeDto | null>(null);
  const busyRef = useRef(false);
  /** bumped by every load, clear and talk: an answer that is no longer the latest word is dropped */
  const generation = useRef(0);
  const controller = useRef<AbortController | null>(null);
  const mounted = useRef(false);

  const show = useCallback((next: NudgeDto | null) => {
    nudgeRef.current = next;
    setNudge(next);
  }, []);

  const load = useCallback(() => {
    if (busyRef.current) return; // a clear or talk decides what the card shows next
    controller.current?.abort();
    const c = new AbortController();
    controller.current = c;
    const mine = ++generation.current;
    fetchNudge(c.signal)
      .then((next) => {
        if (generation.current !== mine) return;
        if (next?.id !== nudgeRef.current?.id) setError(null);
        show(next);
      })
      .catch((err: unknown) => {
        // could not be fetched: no card (or the one on screen stays), the page goes on; the note is a hint, not the page's content
        if (!isAbort(err)) console.warn("Could not fetch Harmony's note:", err);
      });
  }, [show]);

  useEffect(() => {
    mounted.current = true;
    load();
    return () => {
      mounted.current = false;
      controller.current?.abort();
    };
  }, [load]);

  useEffect(() => {
    window.addEventListener(CATEGORY_CORRECTED, load);
    window.addEventListener(NUDGE_MAY_CHANGE, load);
    return () => {
      window.removeEventListener(CATEGORY_CORRECTED, load);
      window.removeEventListener(NUDGE_MAY_CHANGE, load);
    };
  }, [load]);

  useEffect(() => {
    socket.on('document:done', load);
    return () => {
      socket.off('document:done', load);
    };
  }, [socket, load]);

  const act = useCallback(
    async <T>(run: (id: string) => Promise<T>): Promise<T | null> => {
      const current = nudgeRef.current;
      if (!current || busyRef.current) return null;
      controller.current?.abort();
      generation.current++;
      busyRef.current = true;
      setBusy(true);
      setError(null);
      try {
        const result = await run(current.id);
        if (mounted.current && nudgeRef.current?.id === current.id) show(null);
        return result;
      } catch (err) {
        if (mounted.current) setError(errorText(err));
        return null;
      } finally {
        busyRef.current = false;
        if (mounted.current) setBusy(false);
      }
    },
    [show],
  );

  const dismiss = useCallback(async () => (await act((id) => clearNudge(id).then(() => true))) === true, [act]);
  const talk = useCallback(() => act(talkAboutNudge), [act]);

  return { nudge, error, busy, dismiss, talk };
}
