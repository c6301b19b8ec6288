// Harmony's studio rules applied to what the repository reads (db/repos/studio.ts): the mood rule
// after an import or a check-in, and the guilt rule for the regret categories (core/harmony/feelings.ts).
import type { LedgerTransaction } from '../../core/crystal/types.ts';
import { factChange } from '../../core/harmony/checkin-greeting.ts';
import { checkinMood } from '../../core/harmony/checkin-nudges.ts';
import { guiltNudge, moodNudge, type ImportFigures, type MoodSignal } from '../../core/harmony/feelings.ts';
import { isSpending } from '../../core/tag/taxonomy.ts';
import type { NudgeRow } from '../../db/repos/harmony.ts';
import { MOOD_HISTORY, type StudioRepo } from '../../db/repos/studio.ts';

/** The latest mood signals, newest first: the one-tap moods and the check-ins' scores as moods. */
export async function moodSignals(studio: StudioRepo, userId: string): Promise<MoodSignal[]> {
  const [moods, checkins] = await Promise.all([studio.moods(userId, MOOD_HISTORY), studio.checkins(userId)]);
  const signals: { at: number; signal: MoodSignal }[] = moods.map((r) => ({
    at: r.createdAt.getTime(),
    signal: { source: 'import', id: r.documentId ?? r.id, score: r.mood, date: r.date },
  }));
  checkins.forEach((c, i) => {
    const before = checkins[i + 1];
    signals.push({
      at: c.updatedAt.getTime(),
      signal: { source: 'checkin', id: c.id, score: checkinMood(c.score, before?.score ?? null), date: c.updatedAt.toISOString().slice(0, 10) },
    });
  });
  return signals
    .sort((a, b) => b.at - a.at)
    .slice(0, MOOD_HISTORY)
    .map((s) => s.signal);
}

/**
 * After a check-in is saved: the month's checkin_due card is cleared, its score joins the moods,
 * and the mood rule may raise mood_based about it (once per check-in: the subject is its id).
 */
export async function raiseCheckinMoodNudge(studio: StudioRepo, userId: string, checkinId: string): Promise<NudgeRow | null> {
  const checkins = await studio.checkins(userId);
  const i = checkins.findIndex((c) => c.id === checkinId);
  // the month's "check-in due" card has done its job
  if (checkins[i]) await studio.clearCheckinDue(userId, checkins[i]!.month);
  const signals = await moodSignals(studio, userId);
  if (i < 0 || signals[0]?.source !== 'checkin' || signals[0].id !== checkinId) return null;
  const now = checkins[i]!;
  const before = checkins[i + 1] ?? null;
  const draft = moodNudge(signals, null, {
    month: now.month,
    score: now.score,
    previous: before ? { month: before.month, score: before.score } : null,
    factChange: before ? factChange(now.facts, before.facts) : null,
  });
  return draft ? studio.nudge(userId, draft) : null;
}

/** What a document brought into the ledger. */
export async function importFigures(studio: StudioRepo, userId: string, doc: { id: string; fileName: string; imported: number }): Promise<ImportFigures> {
  const rows = await studio.documentRows(userId, doc.id);
  const spent = rows.filter((t) => isSpending(t.category, t.amountCents));
  const cats = new Map<string, number>();
  for (const t of spent) cats.set(t.category, (cats.get(t.category) ?? 0) - t.amountCents);
  const dates = rows.map((r) => r.date).sort();
  const big = [...spent].sort((a, b) => a.amountCents - b.amountCents || a.date.localeCompare(b.date))[0];
  return {
    documentId: doc.id,
    fileName: doc.fileName,
    imported: rows.length || doc.imported,
    spendingCents: spent.reduce((s, t) => s - t.amountCents, 0),
    incomeCents: rows.filter((t) => t.category === 'Income' && t.amountCents > 0).reduce((s, t) => s + t.amountCents, 0),
    from: dates[0] ?? null,
    to: dates[dates.length - 1] ?? null,
    categories: [...cats.entries()]
      .map(([category, cents]) => ({ category, cents }))
      .sort((a, b) => b.cents - a.cents || a.category.localeCompare(b.category))
      .slice(0, 3),
    largest: big ? { date: big.date, name: big.merchant ?? big.description, cents: -big.amountCents } : null,
  };
}

/** Applies the mood rule to the latest signals; the nudge it raised, if any. */
export async function raiseMoodNudge(studio: StudioRepo, userId: string, doc: { id: string; fileName: string; imported: number }): Promise<NudgeRow | null> {
  const draft = moodNudge(await moodSignals(studio, userId), await importFigures(studio, userId, doc));
  return draft ? studio.nudge(userId, draft) : null;
}

/** The guilt rule for each regret category on `today`: the nudges it raised. */
export async function raiseGuiltNudges(studio: StudioRepo, userId: string, ledger: readonly LedgerTransaction[], today: string): Promise<NudgeRow[]> {
  const raised: NudgeRow[] = [];
  for (const r of await studio.regrets(userId)) {
    const draft = guiltNudge(r.category, ledger, today);
    const row = draft ? await studio.nudge(userId, draft) : null;
    if (row) raised.push(row);
  }
  return raised;
}
