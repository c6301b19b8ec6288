// Harmony 🧘, the money-wellness therapist: the nudges she raises from real signals, the greeting
// she opens a conversation with, the ledger's figures behind them and what the LLM is told about
// them (her built-in replies, no LLM, are in core/harmony/replies.ts). Pure: the repositories store
// what these functions build, and every sentence quotes the user's own figures, from the nudge's
// context (what was true when she noticed) and the ledger (what is true now).
//
// Three nudges, each stored once per subject (harmony_nudges is unique on user, kind, subject):
//   spending_spike          Intelia found a category well above its own average in a month
//                           (subject "Food & Dining|2026-03"), see core/intelia/insights.ts
//   category_repeated_edit  the user moved REPEATED_EDIT_MIN or more transactions out of the same
//                           category by hand on one day (subject "Food & Dining|2026-03-14")
//   time_based              the user came back TIME_BASED_MIN_DAYS or more days after the
//                           previous visit (subject: the previous visit's date)
//   mood_based, guilt_pattern  a low mood after an import, and spending that repeats in a category
//                           the user marked as a regret: their rules, greetings and replies are in
//                           core/harmony/feelings.ts, dispatched from here and from replies.ts
import { addDays } from '../dates.ts';
import { isSpending } from '../tag/taxonomy.ts';
import type { LedgerTransaction } from '../crystal/types.ts';
import type { SpendingSpike } from '../intelia/insights.ts';
import { count, day, list, money, monthName } from '../chat/format.ts';
import {
  feelingFigures,
  feelingGreeting,
  feelingPromptLines,
  feelingSource,
  feelingTitle,
  nameOf,
  spendByMerchant,
  type FeelingContext,
  type FeelingFigures,
} from './feelings.ts';
import { checkinDueGreeting, checkinDuePromptLines, checkinDueSource, checkinDueTitle, type CheckinDueContext } from './checkin-nudges.ts';

export const NUDGE_KINDS = ['spending_spike', 'category_repeated_edit', 'time_based', 'mood_based', 'guilt_pattern', 'checkin_due'] as const;
export type NudgeKind = (typeof NUDGE_KINDS)[number];

/**
 * Moving transactions out of one category this many times in a day raises a nudge. Once is a fix
 * and twice can be chance; the third time it is a pattern: Tag keeps filing things there that the
 * user does not consider to belong, and the user is doing Tag's job by hand, which is exactly the
 * small, repeated friction that turns into "I hate doing my finances".
 */
export const REPEATED_EDIT_MIN = 3;
/**
 * Coming back after this many days raises a "welcome back" nudge. A week holds a whole cycle of
 * everyday spending (weekdays, a weekend, usually a grocery run and a paycheck or bill), so a
 * weekly look is the rhythm money habits are built on; gaps shorter than that are normal use,
 * longer ones are when transactions pile up and opening the app starts to feel like a chore.
 */
export const TIME_BASED_MIN_DAYS = 7;
/** Corrections away from Uncategorized fill in what Tag did not know; they are not re-sorting. */
const NOT_A_REAL_CATEGORY = 'Uncategorized';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The spike as Intelia noticed it (its spending in that month then), without the spread. */
export interface SpikeNudgeContext extends Omit<SpendingSpike, 'baselineSdCents'> {
  kind: 'spending_spike';
}

export interface RepeatedEditNudgeContext {
  kind: 'category_repeated_edit';
  category: string;
  /** 'YYYY-MM-DD': the day of the corrections */
  date: string;
  /** corrections away from the category that day */
  count: number;
  /** where they went, most first */
  movedTo: { category: string; count: number }[];
  /** the merchants of the moved transactions, most moved first (at most 5) */
  merchants: string[];
}

export interface TimeBasedNudgeContext {
  kind: 'time_based';
  /** whole days since the previous visit */
  daysAway: number;
  /** 'YYYY-MM-DD' of the previous visit */
  lastVisit: string;
  /** transactions added to the ledger since the previous visit */
  newTransactions: number;
  /** spending dated after the previous visit's day, positive cents */
  spendingSinceCents: number;
  /** income dated after it */
  incomeSinceCents: number;
}

/** mood_based and guilt_pattern: see core/harmony/feelings.ts; checkin_due: core/harmony/checkin-nudges.ts */
export type NudgeContext = SpikeNudgeContext | RepeatedEditNudgeContext | TimeBasedNudgeContext | FeelingContext | CheckinDueContext;

/** What a repository stores: kind, subject (one nudge per subject), context and the card's text. */
export interface NudgeDraft {
  kind: NudgeKind;
  subject: string;
  context: NudgeContext;
  message: string;
}

/** A transaction the figures point at. */
export interface FigureItem {
  date: string;
  name: string;
  cents: number;
}

/** Figures Harmony reads from the ledger when she replies (what is true now). */
export type HarmonyFigures =
  | {
      kind: 'spending_spike';
      /** the category's spending in the spike's month now (it may have grown), and how many */
      monthCents: number;
      monthCount: number;
      /** the largest charges in the category that month, largest first (at most 3) */
      largest: FigureItem[];
      /** the category's merchants that month by total, largest first (at most 3) */
      merchants: { name: string; cents: number; count: number }[];
    }
  | {
      kind: 'category_repeated_edit';
      /** transactions of the corrected merchants still filed under the category, and their total */
      leftBehind: { count: number; cents: number };
    }
  | {
      kind: 'time_based';
      /** spending and income dated after the previous visit up to today */
      spendingCents: number;
      incomeCents: number;
      /** spending since then by category, largest first (at most 3) */
      categories: { category: string; cents: number }[];
    }
  | FeelingFigures
  /** a due check-in has no figures of its own: Harmony answers from this month (generalReply) */
  | { kind: 'checkin_due' };

/** The nudge a Harmony conversation is about, with the ledger's figures for it. */
export interface HarmonyFocus {
  nudgeId: string;
  context: NudgeContext;
  figures: HarmonyFigures;
}

// ── building nudges ───────────────────────────────────────────────────────────────────────────

const spikeFigures = (c: SpikeNudgeContext) =>
  `${c.category} reached ${money(c.amountCents)} in ${monthName(c.month)}, ${c.percent}% above your ${c.baselineMonths}-month average of ${money(c.baselineCents)}`;

export const movedToWords = (c: RepeatedEditNudgeContext) => list(c.movedTo.map((m) => `${m.count} to ${m.category}`));

/** A spending spike Intelia found becomes a nudge. */
export function spikeNudge(spike: SpendingSpike): NudgeDraft {
  const context: SpikeNudgeContext = {
    kind: 'spending_spike',
    category: spike.category,
    month: spike.month,
    amountCents: spike.amountCents,
    baselineCents: spike.baselineCents,
    percent: spike.percent,
    baselineMonths: spike.baselineMonths,
  };
  return {
    kind: 'spending_spike',
    subject: `${spike.category}|${spike.month}`,
    context,
    message: `${spikeFigures(context)}. A big month can weigh on you; let's look at it together.`,
  };
}

/**
 * Today's corrections away from one category become a nudge once there are REPEATED_EDIT_MIN of
 * them; null below that, and for Uncategorized (filling in is not re-sorting).
 */
export function repeatedEditNudge(input: {
  category: string;
  date: string;
  corrections: readonly { toCategory: string; merchant: string | null }[];
}): NudgeDraft | null {
  const { category, date, corrections } = input;
  if (category === NOT_A_REAL_CATEGORY || corrections.length < REPEATED_EDIT_MIN) return null;
  const tally = (keys: (string | null)[]) => {
    const m = new Map<string, number>();
    for (const k of keys) if (k) m.set(k, (m.get(k) ?? 0) + 1);
    return [...m.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  };
  const context: RepeatedEditNudgeContext = {
    kind: 'category_repeated_edit',
    category,
    date,
    count: corrections.length,
    movedTo: tally(corrections.map((c) => c.toCategory)).map(([c, n]) => ({ category: c, count: n })),
    merchants: tally(corrections.map((c) => c.merchant))
      .slice(0, 5)
      .map(([m]) => m),
  };
  return {
    kind: 'category_repeated_edit',
    subject: `${category}|${date}`,
    context,
    message:
      `You've moved ${count(context.count, 'transaction')} out of ${category} today (${movedToWords(context)}). ` +
      "Fixing the same thing again and again is tiring; let's make it stick.",
  };
}

/** Whole days between two instants (the previous visit and now). */
export const daysAway = (lastVisitAt: Date, now: Date) => Math.floor((now.getTime() - lastVisitAt.getTime()) / DAY_MS);

/**
 * A return after TIME_BASED_MIN_DAYS or more becomes a nudge (subject: the previous visit's date);
 * null for a first visit or a shorter gap.
 */
export function timeBasedNudge(input: {
  lastVisitAt: Date | null;
  now: Date;
  newTransactions: number;
  spendingSinceCents: number;
  incomeSinceCents: number;
}): NudgeDraft | null {
  if (!input.lastVisitAt) return null;
  const days = daysAway(input.lastVisitAt, input.now);
  if (days < TIME_BASED_MIN_DAYS) return null;
  const lastVisit = input.lastVisitAt.toISOString().slice(0, 10);
  const context: TimeBasedNudgeContext = {
    kind: 'time_based',
    daysAway: days,
    lastVisit,
    newTransactions: input.newTransactions,
    spendingSinceCents: input.spendingSinceCents,
    incomeSinceCents: input.incomeSinceCents,
  };
  const today = input.now.toISOString().slice(0, 10);
  return {
    kind: 'time_based',
    subject: lastVisit,
    context,
    message: `Welcome back: it's been ${count(days, 'day')} since ${day(lastVisit, today)}. ${sinceWords(context)} Want a calm catch-up?`,
  };
}

export function sinceWords(c: TimeBasedNudgeContext): string {
  if (c.newTransactions === 0 && c.spendingSinceCents === 0) return 'Nothing new came in since then.';
  return (
    `Since then ${count(c.newTransactions, 'new transaction')} came in and you spent ${money(c.spendingSinceCents)}` +
    (c.incomeSinceCents > 0 ? ` (income: ${money(c.incomeSinceCents)}).` : '.')
  );
}

/** The data a nudge's figures come from, in words (a reply's dataUsed). */
export function nudgeSource(c: NudgeContext): string {
  if (c.kind === 'checkin_due') return checkinDueSource(c);
  if (c.kind === 'mood_based' || c.kind === 'guilt_pattern') return feelingSource(c);
  if (c.kind === 'spending_spike') return `the ${c.category} spike Intelia found in ${monthName(c.month)}`;
  if (c.kind === 'category_repeated_edit') return `your ${count(c.count, 'correction')} away from ${c.category} on ${c.date}`;
  return `your transactions since your last visit on ${c.lastVisit}`;
}

/** The title of the conversation a nudge opens. */
export function nudgeTitle(c: NudgeContext): string {
  if (c.kind === 'checkin_due') return checkinDueTitle(c);
  if (c.kind === 'mood_based' || c.kind === 'guilt_pattern') return feelingTitle(c);
  if (c.kind === 'spending_spike') return `${c.category} in ${monthName(c.month)}`;
  if (c.kind === 'category_repeated_edit') return `Re-sorting ${c.category}`;
  return `Welcome back after ${count(c.daysAway, 'day')}`;
}

// ── the first message ─────────────────────────────────────────────────────────────────────────

/** What Harmony opens a conversation with, by the nudge that opened it. */
export function greeting(c: NudgeContext, today: string): string {
  if (c.kind === 'checkin_due') return checkinDueGreeting(c);
  if (c.kind === 'mood_based' || c.kind === 'guilt_pattern') return feelingGreeting(c, today);
  if (c.kind === 'spending_spike') {
    return (
      `Hi, I'm Harmony. Intelia noticed something in your spending: ${spikeFigures(c)}. ` +
      'A month like that can make your chest tighten a little, and that is okay. ' +
      'We can look at what drove it, set a gentle limit for next month, or just talk about how it feels. What is on your mind?'
    );
  }
  if (c.kind === 'category_repeated_edit') {
    return (
      `Hi, I'm Harmony. You've moved ${count(c.count, 'transaction')} out of ${c.category} today: ${movedToWords(c)}. ` +
      'Doing the same fix over and over is draining. We can make it stick with a rule, or talk about what has been frustrating. Where would you like to start?'
    );
  }
  return (
    `Welcome back, I'm Harmony. It's been ${count(c.daysAway, 'day')} since your last visit on ${day(c.lastVisit, today)}. ${sinceWords(c)} ` +
    'Stepping away is fine, and coming back is the hard part: you did it. Shall we walk through what changed?'
  );
}

// ── the ledger's figures for a nudge ──────────────────────────────────────────────────────────

/** What the ledger says now about the nudge's subject. */
export function harmonyFigures(c: NudgeContext, ledger: readonly LedgerTransaction[], today: string): HarmonyFigures {
  if (c.kind === 'checkin_due') return { kind: 'checkin_due' };
  if (c.kind === 'mood_based' || c.kind === 'guilt_pattern') return feelingFigures(c, ledger, today);
  if (c.kind === 'spending_spike') {
    const rows = ledger.filter((t) => t.category === c.category && t.date.slice(0, 7) === c.month && isSpending(t.category, t.amountCents));
    const byMerchant = spendByMerchant(rows);
    return {
      kind: 'spending_spike',
      monthCents: rows.reduce((s, t) => s - t.amountCents, 0),
      monthCount: rows.length,
      largest: [...rows]
        .sort((a, b) => a.amountCents - b.amountCents || (a.date < b.date ? -1 : 1))
        .slice(0, 3)
        .map((t) => ({ date: t.date.slice(0, 10), name: nameOf(t), cents: -t.amountCents })),
      merchants: [...byMerchant.values()].sort((a, b) => b.cents - a.cents || a.name.localeCompare(b.name)).slice(0, 3),
    };
  }
  if (c.kind === 'category_repeated_edit') {
    const merchants = new Set(c.merchants.map((m) => m.toLowerCase()));
    const left = ledger.filter((t) => t.category === c.category && merchants.has(nameOf(t).toLowerCase()));
    return { kind: 'category_repeated_edit', leftBehind: { count: left.length, cents: left.reduce((s, t) => s + Math.abs(t.amountCents), 0) } };
  }
  const from = addDays(c.lastVisit, 1);
  const cats = new Map<string, number>();
  let spendingCents = 0;
  let incomeCents = 0;
  for (const t of ledger) {
    const d = t.date.slice(0, 10);
    if (d < from || d > today) continue;
    if (isSpending(t.category, t.amountCents)) {
      spendingCents -= t.amountCents;
      cats.set(t.category, (cats.get(t.category) ?? 0) - t.amountCents);
    } else if (t.category === 'Income' && t.amountCents > 0) incomeCents += t.amountCents;
  }
  return {
    kind: 'time_based',
    spendingCents,
    incomeCents,
    categories: [...cats.entries()]
      .map(([category, cents]) => ({ category, cents }))
      .sort((a, b) => b.cents - a.cents || a.category.localeCompare(b.category))
      .slice(0, 3),
  };
}

// ── what the LLM is told ──────────────────────────────────────────────────────────────────────

/** A charge in words (name, amount, day): the prompt's and the replies' largest charges. */
export const itemWords = (i: FigureItem, today: string) => `${i.name} ${money(i.cents)} on ${day(i.date, today)}`;

/** What the LLM is told about the nudge (Harmony's system prompt). */
export function harmonyPromptLines(focus: HarmonyFocus, today: string): string[] {
  const c = focus.context;
  const f = focus.figures;
  if (c.kind === 'checkin_due') return checkinDuePromptLines(c);
  if (c.kind === 'mood_based' || c.kind === 'guilt_pattern') return feelingPromptLines(c, f as FeelingFigures, today);
  if (c.kind === 'spending_spike' && f.kind === 'spending_spike') {
    return [
      `- Nudge: spending spike. ${spikeFigures(c)} (when Intelia noticed).`,
      `- ${c.category} in ${monthName(c.month)} now: ${money(f.monthCents)} over ${count(f.monthCount, 'charge')}.`,
      f.largest.length ? `- Largest charges: ${list(f.largest.map((i) => itemWords(i, today)))}.` : null,
      f.merchants.length ? `- By merchant: ${list(f.merchants.map((m) => `${m.name} ${money(m.cents)} (${count(m.count, 'charge')})`))}.` : null,
    ].filter((l): l is string => l !== null);
  }
  if (c.kind === 'category_repeated_edit' && f.kind === 'category_repeated_edit') {
    return [
      `- Nudge: the user moved ${count(c.count, 'transaction')} out of ${c.category} by hand on ${c.date} (${movedToWords(c)}).`,
      c.merchants.length ? `- Merchants moved: ${list(c.merchants)}.` : null,
      `- Transactions of those merchants still in ${c.category}: ${f.leftBehind.count} (${money(f.leftBehind.cents)}).`,
      '- Rules on the Smart Categories page win over everything Tag knows; "Apply to similar" moves a merchant\'s other transactions.',
    ].filter((l): l is string => l !== null);
  }
  if (c.kind === 'time_based' && f.kind === 'time_based') {
    return [
      `- Nudge: the user is back after ${count(c.daysAway, 'day')} (last visit ${c.lastVisit}); ${count(c.newTransactions, 'transaction')} were added since.`,
      `- Since then: spending ${money(f.spendingCents)}, income ${money(f.incomeCents)}` +
        (f.categories.length ? `; by category ${list(f.categories.map((x) => `${x.category} ${money(x.cents)}`))}.` : '.'),
    ];
  }
  return [];
}
