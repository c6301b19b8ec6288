// Which chat the crown opens full-screen, and on what screens and devices.
import type { TeamMemberKey } from '../../../../core/employees.ts';
import { routeForPath } from '../../../../core/site/dashboard-nav.ts';
import { MOBILE_QUERY, isMobileUserAgent } from '../shell/layoutMode.ts';

/** Below 768 px wide the crown opens the full-screen chat instead of the small panel. */
export const MOBILE_CHAT_QUERY = MOBILE_QUERY;

export function isSmallScreen(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(MOBILE_CHAT_QUERY).matches;
}

/** Phones and tablets (their user agent, or a coarse touch pointer): they get the camera button. */
export function isMobileDevice(): boolean {
  if (isMobileUserAgent(navigator.userAgent)) return true;
  return navigator.maxTouchPoints > 0 && typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches;
}

/** The page's default employee (the route table's; Prime, who routes, where no one else works). */
export function employeeForPath(pathname: string): TeamMemberKey {
  return routeForPath(pathname).employee;
}

/** Shown after the page employee's own quick questions (core/chat/quick-actions.ts) until the first message is sent. */
export const IMPORT_ACTION = 'Import a statement';
