import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { useMediaQuery } from '../../lib/useMediaQuery.ts';
import { DEBUG_PARAM, FORCE_PARAM, MOBILE_QUERY, decideLayout, isMobileUserAgent, type LayoutDecision, type LayoutInput } from './layoutMode.ts';

const FORCE_KEY = 'force-layout';

/**
 * ?forceLayout=mobile|desktop holds for the rest of the tab's session (links drop the query);
 * ?forceLayout=auto (or any other value) goes back to deciding by the screen.
 */
function forcedLayout(search: string): string | null {
  const params = new URLSearchParams(search);
  const asked = params.get(FORCE_PARAM);
  try {
    if (asked === 'mobile' || asked === 'desktop') window.sessionStorage.setItem(FORCE_KEY, asked);
    else if (asked !== null) window.sessionStorage.removeItem(FORCE_KEY);
    return window.sessionStorage.getItem(FORCE_KEY);
  } catch {
    return asked; // storage refused (privacy mode): the address alone decides
  }
}

export interface LayoutState extends LayoutDecision {
  input: LayoutInput;
  debug: boolean;
}

export function useLayoutMode(): LayoutState {
  const { pathname, search } = useLocation();
  const narrow = useMediaQuery(MOBILE_QUERY);
  return useMemo(() => {
    const input: LayoutInput = { pathname, narrow, mobileAgent: isMobileUserAgent(navigator.userAgent), forced: forcedLayout(search) };
    return { ...decideLayout(input), input, debug: new URLSearchParams(search).get(DEBUG_PARAM) === '1' };
  }, [pathname, search, narrow]);
}
