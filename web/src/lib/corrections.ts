// A window event after the user re-categorizes anything: Harmony's card checks for a new nudge
// (three corrections away from one category in a day raise one).
export const CATEGORY_CORRECTED = 'pf:category-corrected';

export function announceCorrection(): void {
  window.dispatchEvent(new Event(CATEGORY_CORRECTED));
}
