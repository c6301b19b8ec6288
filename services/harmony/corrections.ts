// The user's category corrections as Harmony notices them: logged, and a category_repeated_edit
// nudge raised for each category moved away from REPEATED_EDIT_MIN times today (core/harmony/nudges.ts).
import { REPEATED_EDIT_MIN, repeatedEditNudge } from '../../core/harmony/nudges.ts';
import { correctionsAwayFrom, correctionsToday, createNudge, logCorrections, type CategoryChange } from '../../db/repos/harmony.ts';
import type { CorrectionExecutor } from '../../db/repos/corrections.ts';

/**
 * Logs the user's category changes (unchanged ones are skipped) and raises the repeated-edit nudges.
 * Called inside the correcting database transaction (CorrectionsRepo), so the count is the one the
 * lock in logCorrections serialises.
 */
export async function noteCorrections(exec: CorrectionExecutor, userId: string, changes: readonly CategoryChange[], today: string): Promise<void> {
  const real = changes.filter((c) => c.fromCategory !== c.toCategory);
  if (!real.length) return;
  await logCorrections(exec, userId, real, today);
  const counts = await correctionsToday(exec, userId, today);
  for (const category of new Set(real.map((c) => c.fromCategory))) {
    if ((counts.get(category) ?? 0) < REPEATED_EDIT_MIN) continue;
    const moved = await correctionsAwayFrom(exec, userId, category, today);
    const draft = repeatedEditNudge({ category, date: today, corrections: moved });
    if (draft) await createNudge(exec, userId, draft);
  }
}
