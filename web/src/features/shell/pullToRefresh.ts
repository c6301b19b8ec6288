// Pull-to-refresh on the phone's shell: pulled from within 5 px of the top, the page follows the
// finger at half speed (resistance 0.5) up to 1.5 × the threshold; let go past the threshold (80 px)
// and the page's data is fetched again.
export const PULL_THRESHOLD = 80;
export const PULL_RESISTANCE = 0.5;
export const PULL_MAX = PULL_THRESHOLD * 1.5;
/** a pull only starts when the page is scrolled at most this far down */
export const PULL_TOP_SLACK = 5;

/** How far the indicator moves for a finger that travelled `dy` px down (negative: up). */
export function pullDistance(dy: number): number {
  return Math.min(PULL_MAX, Math.max(0, dy * PULL_RESISTANCE));
}

export function pullRefreshes(distance: number): boolean {
  return distance >= PULL_THRESHOLD;
}

export function canStartPull(scrollY: number): boolean {
  return scrollY <= PULL_TOP_SLACK;
}
