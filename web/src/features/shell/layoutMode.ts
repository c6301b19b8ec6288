// Which shell a page gets: the phone's (top bar, drawer, bottom bar) or the desktop's (sidebar,
// header, live panel). Pure, so the decision can be shown as it was made (?debugMobile=1).
import { routeForPath } from '../../../../core/site/dashboard-nav.ts';

export type LayoutMode = 'mobile' | 'desktop';

/** Narrower than this is a phone. */
export const MOBILE_MAX_WIDTH = 767.98;
export const MOBILE_QUERY = `(max-width: ${MOBILE_MAX_WIDTH}px)`;
/** At least this wide, the desktop shows the live panel on the right. */
export const WIDE_QUERY = '(min-width: 1440px)';

export const FORCE_PARAM = 'forceLayout';
export const DEBUG_PARAM = 'debugMobile';

export function isMobileUserAgent(userAgent: string): boolean {
  return /Android|iPhone|iPad|iPod|Mobile|IEMobile|Opera Mini/i.test(userAgent);
}

export interface LayoutInput {
  pathname: string;
  /** window.matchMedia(MOBILE_QUERY).matches */
  narrow: boolean;
  mobileAgent: boolean;
  /** ?forceLayout=mobile|desktop (anything else: not forced) */
  forced: string | null;
}

export interface LayoutDecision {
  mode: LayoutMode;
  reason: string;
}

export function decideLayout({ pathname, narrow, mobileAgent, forced }: LayoutInput): LayoutDecision {
  if (forced === 'mobile' || forced === 'desktop') return { mode: forced, reason: `?${FORCE_PARAM}=${forced}` };
  if (!narrow && !mobileAgent) return { mode: 'desktop', reason: 'wide screen, desktop browser' };
  const why = narrow ? 'narrower than 768 px' : 'mobile user agent';
  const route = routeForPath(pathname);
  if (route.desktopOnly) return { mode: 'desktop', reason: `${why}, but ${route.title} keeps the desktop layout` };
  return { mode: 'mobile', reason: why };
}
