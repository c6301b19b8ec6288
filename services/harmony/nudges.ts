// Harmony's nudges raised on a visit (core/harmony/nudges.ts, checkin-nudges.ts) from what the
// repository reads (db/repos/harmony.ts). One nudge per (user, kind, subject), ever.
import { checkinDueNudge } from '../../core/harmony/checkin-nudges.ts';
import { timeBasedNudge } from '../../core/harmony/nudges.ts';
import type { HarmonyRepo, NudgeRow } from '../../db/repos/harmony.ts';

/**
 * Records the visit and, when the previous one was TIME_BASED_MIN_DAYS or more ago, raises a
 * time_based nudge with what happened since: transactions added after the previous visit, and
 * spending and income dated after its day up to `today`.
 */
export async function visitAndWelcome(harmony: HarmonyRepo, userId: string, today: string, now = new Date()): Promise<NudgeRow | null> {
  const prev = await harmony.visit(userId, now);
  if (!prev) return null;
  const since = await harmony.since(userId, prev, today);
  const draft = timeBasedNudge({
    lastVisitAt: prev,
    now,
    newTransactions: since.added,
    spendingSinceCents: since.spentCents,
    incomeSinceCents: since.incomeCents,
  });
  return draft ? harmony.create(userId, draft) : null;
}

/**
 * Suggests this month's well-being check-in when none is saved (core/harmony/checkin-nudges.ts:
 * never over another nudge or on a day one was cleared; once per month).
 */
export async function suggestCheckin(harmony: HarmonyRepo, userId: string, today: string): Promise<NudgeRow | null> {
  const state = await harmony.checkinState(userId, today);
  if (!state.created) return null;
  const draft = checkinDueNudge({
    today,
    accountCreated: state.created,
    transactionCount: state.hasTx ? 1 : 0,
    checkins: state.checkins,
    activeNudge: state.active,
    clearedToday: state.clearedToday,
  });
  return draft ? harmony.create(userId, draft) : null;
}
