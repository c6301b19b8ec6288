// Which chat the crown opens full-screen, and on what screens and devices.
import { EMPLOYEES, type TeamMemberKey } from '../../../../core/employees.ts';

/** Below 768 px wide the crown opens the full-screen chat instead of the small panel. */
export const MOBILE_CHAT_QUERY = '(max-width: 767.98px)';

export function isSmallScreen(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(MOBILE_CHAT_QUERY).matches;
}

/** Phones and tablets (their user agent, or a coarse touch pointer): they get the camera button. */
export function isMobileDevice(): boolean {
  if (/Android|iPhone|iPad|iPod|Mobile/i.test(navigator.userAgent)) return true;
  return navigator.maxTouchPoints > 0 && typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches;
}

/** The employee whose page this is (by their dashboardRoute); anywhere else it is Prime, who routes. */
export function employeeForPath(pathname: string): TeamMemberKey {
  const path = pathname.replace(/\/+$/, '') || '/';
  return EMPLOYEES.find((e) => e.key !== 'prime' && e.dashboardRoute === path)?.key ?? 'prime';
}

/** Shown until the first message is sent. */
export const QUICK_ACTIONS = ['How much did I spend this month?', 'What bills are coming up?', 'Import a statement'] as const;
