// A window event after the user re-categorizes anything: Harmony's card checks for a new nudge
// (three corrections away from one category in a day raise one).
export const CATEGORY_CORRECTED = 'pf:category-corrected';

export function announceCorrection(): void {
  window.dispatchEvent(new Event(CATEGORY_CORRECTED));
}

/** A check-in was saved: it may raise a nudge, and it clears the month's "check-in due" card; the card asks again. */
export const NUDGE_MAY_CHANGE = 'pf:nudge-may-change';

export function announceNudgeChange(): void {
  window.dispatchEvent(new Event(NUDGE_MAY_CHANGE));
}
