// The user's category corrections as Harmony notices them: logged, and a category_repeated_edit
// nudge raised for each category moved away from REPEATED_EDIT_MIN times today (core/harmony/nudges.ts).
import { REPEATED_EDIT_MIN, repeatedEditNudge } from '../../core/harmony/nudges.ts';
import { correctionsAwayFrom, correctionsToday, createNudge, logCorrections, type CategoryChange } from '../../db/repos/harmony.ts';
import type { CorrectionExecutor } from '../../db/repos/corrections.ts';

/**
 * Logs the user's category changes (unchanged ones are skipped; a change of subcategory alone is logged,
 * as a correction of Tag, but moves nothing out of a category) and raises the repeated-edit nudges.
 * Called inside the correcting database transaction (CorrectionsRepo), so the count is the one the
 * lock in logCorrections serialises.
 */
export async function noteCorrections(exec: CorrectionExecutor, userId: string, changes: readonly CategoryChange[], today: string): Promise<void> {
  const changed = changes.filter((c) => c.fromCategory !== c.toCategory || (c.fromSubcategory ?? null) !== (c.toSubcategory ?? null));
  if (!changed.length) return;
  await logCorrections(exec, userId, changed, today);
  const real = changed.filter((c) => c.fromCategory !== c.toCategory);
  if (!real.length) return;
  const counts = await correctionsToday(exec, userId, today);
  for (const category of new Set(real.map((c) => c.fromCategory))) {
    if ((counts.get(category) ?? 0) < REPEATED_EDIT_MIN) continue;
    const moved = await correctionsAwayFrom(exec, userId, category, today);
    const draft = repeatedEditNudge({ category, date: today, corrections: moved });
    if (draft) await createNudge(exec, userId, draft);
  }
}
