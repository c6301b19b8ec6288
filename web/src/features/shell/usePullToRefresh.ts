import { useEffect, useRef, useState, type RefObject } from 'react';
import { canStartPull, pullDistance, pullRefreshes } from './pullToRefresh.ts';

export interface PullState {
  /** px the indicator is pulled down */
  distance: number;
  refreshing: boolean;
}

/** Touch pull-to-refresh on `ref` (see pullToRefresh.ts); `onRefresh` resolves when the data is back. */
export function usePullToRefresh(ref: RefObject<HTMLElement | null>, onRefresh: () => Promise<void>, enabled: boolean): PullState {
  const [state, setState] = useState<PullState>({ distance: 0, refreshing: false });
  const onRefreshRef = useRef(onRefresh);
  useEffect(() => {
    onRefreshRef.current = onRefresh;
  });

  useEffect(() => {
    const el = ref.current;
    if (!el || !enabled) return;
    let startY: number | null = null;
    let distance = 0;
    let busy = false;

    const onStart = (e: TouchEvent) => {
      if (busy || e.touches.length !== 1 || !canStartPull(window.scrollY)) return;
      startY = e.touches[0]!.clientY;
      distance = 0;
    };
    const onMove = (e: TouchEvent) => {
      if (startY === null) return;
      distance = pullDistance(e.touches[0]!.clientY - startY);
      setState((s) => (s.distance === distance ? s : { ...s, distance }));
    };
    const onEnd = () => {
      if (startY === null) return;
      startY = null;
      if (!pullRefreshes(distance)) {
        setState({ distance: 0, refreshing: false });
        return;
      }
      busy = true;
      setState({ distance: 0, refreshing: true });
      onRefreshRef.current().finally(() => {
        busy = false;
        setState({ distance: 0, refreshing: false });
      });
    };

    el.addEventListener('touchstart', onStart, { passive: true });
    el.addEventListener('touchmove', onMove, { passive: true });
    el.addEventListener('touchend', onEnd);
    el.addEventListener('touchcancel', onEnd);
    return () => {
      el.removeEventListener('touchstart', onStart);
      el.removeEventListener('touchmove', onMove);
      el.removeEventListener('touchend', onEnd);
      el.removeEventListener('touchcancel', onEnd);
    };
  }, [ref, enabled]);

  return state;
}
