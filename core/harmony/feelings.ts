// Harmony's two feeling-led nudges (issue 17), beside the three of core/harmony/nudges.ts:
//
//   mood_based     the user tapped a low mood about an import ("How do you feel about this?"):
//                  a mood of 1 (awful) raises it at once; a 2 (low) when the mood before it was
//                  low too (two lows in a row). Subject: the mood's source and id (the document
//                  or the check-in). The rule reads a list of mood signals, newest first, each
//                  scored 1–5: the one-tap moods after imports and the monthly check-ins' scores
//                  (core/harmony/checkin-nudges.ts checkinMood).
//   guilt_pattern  spending in a category the user marked as a regret repeats: GUILT_REPEAT_MIN or
//                  more spending transactions in the last GUILT_WINDOW_DAYS days, or this month so
//                  far above the whole previous month (which had some). Subject "<category>|<month>":
//                  at most once a month per regret category.
//
// Both greet with the figures they were raised from, and answer the keyword topics of replies.ts
// (stress, why, plan, fix, thanks, overview) from the ledger now. Pure.
import { addDays } from '../dates.ts';
import { isSpending } from '../tag/taxonomy.ts';
import type { LedgerTransaction } from '../crystal/types.ts';
import type { BuiltInReply } from '../chat/responder-types.ts';
import { count, day, list, money, monthName } from '../chat/format.ts';
import { checkinMoodWords, checkinPeriod, type CheckinMoodFacts } from './checkin-nudges.ts';
import { MOODS } from './moods.ts';

export const moodLabel = (score: number) => MOODS.find((m) => m.score === score)?.label ?? String(score);

/** A mood at or under this is low. */
export const LOW_MOOD = 2;
/** A mood at or under this raises a nudge on its own; a low one above it needs a low one before it. */
export const VERY_LOW_MOOD = 1;
/** Spending transactions in a regret category within GUILT_WINDOW_DAYS that make a pattern. */
export const GUILT_REPEAT_MIN = 3;
export const GUILT_WINDOW_DAYS = 14;

/** One mood reading, newest first in the lists the rules take. */
export interface MoodSignal {
  /** 'import': the one-tap mood after a document; 'checkin': a monthly check-in's score, mapped to 1–5 */
  source: 'import' | 'checkin';
  /** the mood row's or check-in's id */
  id: string;
  score: number;
  /** 'YYYY-MM-DD' */
  date: string;
}

/** What an import brought in, from the ledger rows of that document. */
export interface ImportFigures {
  documentId: string;
  fileName: string;
  imported: number;
  spendingCents: number;
  incomeCents: number;
  /** the first and last transaction dates (null with no rows) */
  from: string | null;
  to: string | null;
  /** spending by category, largest first (at most 3) */
  categories: { category: string; cents: number }[];
  /** the largest purchase */
  largest: { date: string; name: string; cents: number } | null;
}

export interface MoodNudgeContext extends Omit<ImportFigures, 'documentId'> {
  kind: 'mood_based';
  mood: number;
  /** 'YYYY-MM-DD' the mood was given */
  date: string;
  /** consecutive low moods ending with this one (1 or more) */
  lowStreak: number;
  documentId: string | null;
  /** set when the newest signal is a check-in: its score against the one before */
  checkin?: CheckinMoodFacts;
}

export interface GuiltNudgeContext {
  kind: 'guilt_pattern';
  category: string;
  /** 'YYYY-MM-DD' the pattern was noticed */
  date: string;
  /** 'YYYY-MM' of `date` */
  month: string;
  /** spending transactions in the category in the GUILT_WINDOW_DAYS ending on `date` */
  recentCount: number;
  recentCents: number;
  /** the latest of them, newest first (at most 5) */
  recent: { date: string; name: string; cents: number }[];
  monthCents: number;
  previousMonthCents: number;
  reason: 'repeated' | 'over_last_month' | 'both';
}

export type FeelingContext = MoodNudgeContext | GuiltNudgeContext;
export interface FeelingDraft {
  kind: FeelingContext['kind'];
  subject: string;
  context: FeelingContext;
  message: string;
}

export type FeelingFigures =
  | {
      kind: 'mood_based';
      /** the import's period in the ledger now */
      spendingCents: number;
      incomeCents: number;
      categories: { category: string; cents: number }[];
      largest: { date: string; name: string; cents: number }[];
    }
  | {
      kind: 'guilt_pattern';
      recentCount: number;
      recentCents: number;
      recent: { date: string; name: string; cents: number }[];
      monthCents: number;
      previousMonthCents: number;
      /** the category's merchants in the window by total, largest first (at most 3) */
      merchants: { name: string; cents: number; count: number }[];
    };

export const nameOf = (t: LedgerTransaction) => t.merchant ?? t.description;

/** What the rows spent per merchant (spending rows: amounts are negative). */
export function spendByMerchant(rows: readonly LedgerTransaction[]): Map<string, { name: string; cents: number; count: number }> {
  const byMerchant = new Map<string, { name: string; cents: number; count: number }>();
  for (const t of rows) {
    const m = byMerchant.get(nameOf(t)) ?? { name: nameOf(t), cents: 0, count: 0 };
    m.cents -= t.amountCents;
    m.count++;
    byMerchant.set(m.name, m);
  }
  return byMerchant;
}
const monthOf = (iso: string) => iso.slice(0, 7);
const previousMonth = (month: string) => addDays(`${month}-01`, -1).slice(0, 7);

// ── the rules ─────────────────────────────────────────────────────────────────────────────────

/** Consecutive low moods at the head of a newest-first list. */
export function lowStreak(signals: readonly MoodSignal[]): number {
  let n = 0;
  for (const s of signals) {
    if (s.score > LOW_MOOD) break;
    n++;
  }
  return n;
}

/**
 * The mood rule on the latest signals (newest first): the newest is VERY_LOW_MOOD, or it is low
 * and so was the one before. `figures` is the import the newest mood is about (null for a
 * check-in); null when nothing is raised.
 */
export function moodNudge(signals: readonly MoodSignal[], figures: ImportFigures | null, checkin?: CheckinMoodFacts): FeelingDraft | null {
  const latest = signals[0];
  if (!latest || latest.score > LOW_MOOD) return null;
  const streak = lowStreak(signals);
  if (latest.score > VERY_LOW_MOOD && streak < 2) return null;
  // a check-in's replies look at the 30 days up to it
  const period = checkin && latest.source === 'checkin' ? checkinPeriod(latest.date) : null;
  const context: MoodNudgeContext = {
    kind: 'mood_based',
    mood: latest.score,
    date: latest.date,
    lowStreak: streak,
    documentId: figures?.documentId ?? null,
    fileName: figures?.fileName ?? '',
    imported: figures?.imported ?? 0,
    spendingCents: figures?.spendingCents ?? 0,
    incomeCents: figures?.incomeCents ?? 0,
    from: period?.from ?? figures?.from ?? null,
    to: period?.to ?? figures?.to ?? null,
    categories: figures?.categories ?? [],
    largest: figures?.largest ?? null,
    ...(period && checkin ? { checkin } : {}),
  };
  return { kind: 'mood_based', subject: `${latest.source}|${latest.id}`, context, message: `${moodOpening(context)} ${importWords(context)}` };
}

/** Spending rows of one category, from..to inclusive. */
const spendIn = (ledger: readonly LedgerTransaction[], category: string, from: string, to: string) =>
  ledger.filter((t) => t.category === category && t.date >= from && t.date <= to && isSpending(t.category, t.amountCents));
const total = (rows: readonly LedgerTransaction[]) => rows.reduce((s, t) => s - t.amountCents, 0);
const items = (rows: readonly LedgerTransaction[]) =>
  [...rows]
    .sort((a, b) => b.date.localeCompare(a.date) || a.amountCents - b.amountCents)
    .map((t) => ({ date: t.date.slice(0, 10), name: nameOf(t), cents: -t.amountCents }));

/** The first day the guilt rule looks at: the previous month's first, or GUILT_WINDOW_DAYS back. */
export function guiltFrom(today: string): string {
  return [`${previousMonth(monthOf(today))}-01`, addDays(today, -(GUILT_WINDOW_DAYS - 1))].sort()[0]!;
}

/**
 * The guilt rule for one regret category on `today`: GUILT_REPEAT_MIN or more spending
 * transactions in the GUILT_WINDOW_DAYS ending today, or this month so far above the whole
 * previous month (when that month had spending there). Null otherwise.
 */
export function guiltNudge(category: string, ledger: readonly LedgerTransaction[], today: string): FeelingDraft | null {
  const recentRows = spendIn(ledger, category, addDays(today, -(GUILT_WINDOW_DAYS - 1)), today);
  const month = monthOf(today);
  const prev = previousMonth(month);
  const monthCents = total(spendIn(ledger, category, `${month}-01`, today));
  const previousMonthCents = total(spendIn(ledger, category, `${prev}-01`, addDays(`${month}-01`, -1)));
  const repeated = recentRows.length >= GUILT_REPEAT_MIN;
  const over = previousMonthCents > 0 && monthCents > previousMonthCents;
  if (!repeated && !over) return null;
  const context: GuiltNudgeContext = {
    kind: 'guilt_pattern',
    category,
    date: today,
    month,
    recentCount: recentRows.length,
    recentCents: total(recentRows),
    recent: items(recentRows).slice(0, 5),
    monthCents,
    previousMonthCents,
    reason: repeated && over ? 'both' : repeated ? 'repeated' : 'over_last_month',
  };
  return {
    kind: 'guilt_pattern',
    subject: `${category}|${month}`,
    context,
    message: `${guiltFacts(context)} You marked ${category} as a regret; let's look at it kindly.`,
  };
}

// ── words ─────────────────────────────────────────────────────────────────────────────────────

function moodOpening(c: MoodNudgeContext): string {
  if (c.checkin) return checkinMoodWords(c.checkin);
  const how = `You said you feel ${moodLabel(c.mood)}`;
  const streak = c.lowStreak >= 2 ? ` (${c.lowStreak} low moods in a row)` : '';
  return c.fileName ? `${how} about ${c.fileName}${streak}.` : `${how}${streak}.`;
}

function importWords(c: MoodNudgeContext): string {
  if (!c.fileName) return "Let's look at what weighs on you.";
  if (c.imported === 0) return 'That import added no new transactions.';
  return (
    `It brought in ${count(c.imported, 'transaction')}: ${money(c.spendingCents)} of spending` +
    (c.incomeCents > 0 ? ` and ${money(c.incomeCents)} of income` : '') +
    (c.categories[0] ? `, most of it ${c.categories[0].category} (${money(c.categories[0].cents)}).` : '.')
  );
}

function guiltFacts(c: GuiltNudgeContext): string {
  const parts: string[] = [];
  if (c.reason !== 'over_last_month')
    parts.push(`${count(c.recentCount, 'purchase')} in ${c.category} in the last ${GUILT_WINDOW_DAYS} days (${money(c.recentCents)})`);
  if (c.reason !== 'repeated')
    parts.push(`${money(c.monthCents)} this month, above the ${money(c.previousMonthCents)} of ${monthName(previousMonth(c.month))}`);
  return `${parts.join('; ')}.`.replace(/^./, (s) => s.toUpperCase());
}

export function feelingSource(c: FeelingContext): string {
  if (c.kind === 'mood_based') {
    if (c.checkin) return `your ${c.checkin.month} well-being check-in and the 30 days before it`;
    return c.fileName ? `the mood you gave ${c.fileName} and its transactions` : 'the mood you gave';
  }
  return `your ${c.category} spending (marked as a regret)`;
}

export function feelingTitle(c: FeelingContext): string {
  if (c.kind === 'mood_based') {
    if (c.checkin) return `Your ${c.checkin.month} check-in`;
    return c.fileName ? `Feeling ${moodLabel(c.mood)} about ${c.fileName}` : `Feeling ${moodLabel(c.mood)}`;
  }
  return `${c.category}, again`;
}

export function feelingGreeting(c: FeelingContext, today: string): string {
  if (c.kind === 'mood_based') {
    const range = c.checkin ? '' : c.from && c.to ? ` It covers ${day(c.from, today)} to ${day(c.to, today)}.` : '';
    const biggest = c.largest ? ` The largest purchase was ${c.largest.name}, ${money(c.largest.cents)} on ${day(c.largest.date, today)}.` : '';
    return (
      `Hi, I'm Harmony. ${moodOpening(c)} ${importWords(c)}${range}${biggest} ` +
      'Feeling low after looking at your money is common, and it is not a verdict on you. Ask me why, for a gentle budget, or just tell me how it feels.'
    );
  }
  const latest = c.recent[0];
  return (
    `Hi, I'm Harmony. ${guiltFacts(c)}` +
    (latest ? ` The latest was ${latest.name}, ${money(latest.cents)} on ${day(latest.date, today)}.` : '') +
    ` You marked ${c.category} as a regret, so this may sting a little. No judgement here: ask me why it keeps happening, how to stop it, or for a budget that fits.`
  );
}

// ── figures now ───────────────────────────────────────────────────────────────────────────────

export function feelingFigures(c: FeelingContext, ledger: readonly LedgerTransaction[], today: string): FeelingFigures {
  if (c.kind === 'mood_based') {
    const rows = c.from && c.to ? ledger.filter((t) => t.date >= c.from! && t.date <= c.to!) : [];
    const spent = rows.filter((t) => isSpending(t.category, t.amountCents));
    const cats = new Map<string, number>();
    for (const t of spent) cats.set(t.category, (cats.get(t.category) ?? 0) - t.amountCents);
    return {
      kind: 'mood_based',
      spendingCents: total(spent),
      incomeCents: rows.filter((t) => t.category === 'Income' && t.amountCents > 0).reduce((s, t) => s + t.amountCents, 0),
      categories: [...cats.entries()]
        .map(([category, cents]) => ({ category, cents }))
        .sort((a, b) => b.cents - a.cents || a.category.localeCompare(b.category))
        .slice(0, 3),
      largest: [...spent]
        .sort((a, b) => a.amountCents - b.amountCents || a.date.localeCompare(b.date))
        .slice(0, 3)
        .map((t) => ({ date: t.date.slice(0, 10), name: nameOf(t), cents: -t.amountCents })),
    };
  }
  const end = today;
  const rows = spendIn(ledger, c.category, addDays(end, -(GUILT_WINDOW_DAYS - 1)), end);
  const month = monthOf(end);
  const byMerchant = spendByMerchant(rows);
  return {
    kind: 'guilt_pattern',
    recentCount: rows.length,
    recentCents: total(rows),
    recent: items(rows).slice(0, 5),
    monthCents: total(spendIn(ledger, c.category, `${month}-01`, end)),
    previousMonthCents: total(spendIn(ledger, c.category, `${previousMonth(month)}-01`, addDays(`${month}-01`, -1))),
    merchants: [...byMerchant.values()].sort((a, b) => b.cents - a.cents || a.name.localeCompare(b.name)).slice(0, 3),
  };
}

// ── replies ───────────────────────────────────────────────────────────────────────────────────

type Topic = 'stress' | 'why' | 'plan' | 'fix' | 'thanks' | 'overview';

const reply = (lines: (string | null | false | undefined)[], dataUsed: string[]): BuiltInReply => ({
  content: `${lines.filter((l): l is string => typeof l === 'string' && l.length > 0).join('\n')}\n\n(Based on ${list(dataUsed)}.)`,
  dataUsed,
});

export function feelingReply(topic: Topic, c: FeelingContext, f: FeelingFigures, today: string): BuiltInReply {
  if (c.kind === 'mood_based' && f.kind === 'mood_based') return moodReply(topic, c, f, today);
  if (c.kind === 'guilt_pattern' && f.kind === 'guilt_pattern') return guiltReply(topic, c, f, today);
  return reply(['I lost track of what we were talking about; tell me what is on your mind.'], ['nothing']);
}

function moodReply(topic: Topic, c: MoodNudgeContext, f: Extract<FeelingFigures, { kind: 'mood_based' }>, today: string): BuiltInReply {
  const used = [feelingSource(c)];
  const cats = f.categories.length ? `By category: ${list(f.categories.map((x) => `${x.category} ${money(x.cents)}`))}.` : null;
  const big = f.largest.length ? `The largest purchases: ${list(f.largest.map((i) => `${i.name} ${money(i.cents)} on ${day(i.date, today)}`))}.` : null;
  const period = c.from && c.to ? `From ${day(c.from, today)} to ${day(c.to, today)}` : 'In that import';
  const net = f.incomeCents - f.spendingCents;
  switch (topic) {
    case 'stress':
      return reply(
        [
          `${moodOpening(c)} That is a real feeling and it deserves room.`,
          `Here is the whole of it, sized: ${period.toLowerCase()} you spent ${money(f.spendingCents)}` +
            (f.incomeCents ? ` and ${money(f.incomeCents)} came in.` : '.'),
          'Nothing else is hiding. If the worry feels bigger than the numbers, the help lines on this page are there too.',
        ],
        used,
      );
    case 'why':
      return reply([`${period}: ${money(f.spendingCents)} spent` + (f.incomeCents ? `, ${money(f.incomeCents)} in.` : ', no income.'), cats, big], used);
    case 'plan': {
      const days = c.from && c.to ? Math.max(1, Math.round((Date.parse(c.to) - Date.parse(c.from)) / 86_400_000) + 1) : 30;
      const weekly = Math.round((f.spendingCents * 7) / days);
      return reply(
        [
          `${period} you spent about ${money(weekly)} a week.`,
          f.categories[0]
            ? `A gentle budget: hold ${f.categories[0].category} (${money(f.categories[0].cents)} here) about 10% lower next time, ${money(Math.round(f.categories[0].cents * 0.9))}.`
            : null,
          net < 0 ? `More went out than came in (${money(-net)}), so one small cut matters more than a big plan.` : null,
        ],
        used,
      );
    }
    case 'fix':
      return reply(
        [
          big,
          f.categories[0]
            ? `To stop it creeping up: try a no-spend challenge on ${f.categories[0].category} in the Wellness Studio, and I will tell you the day it breaks.`
            : 'A no-spend challenge in the Wellness Studio is a gentle first step.',
        ],
        used,
      );
    case 'thanks':
      return reply([`Any time. ${period} you spent ${money(f.spendingCents)}; now it is a number, not a fog.`], used);
    default:
      return reply(
        [
          moodOpening(c),
          `${period} you spent ${money(f.spendingCents)}` + (f.incomeCents ? ` and earned ${money(f.incomeCents)}.` : '.'),
          cats,
          'Ask me why, for a gentle budget, how to stop it, or just say how it feels. Harmony is software, not a therapist.',
        ],
        used,
      );
  }
}

function guiltReply(topic: Topic, c: GuiltNudgeContext, f: Extract<FeelingFigures, { kind: 'guilt_pattern' }>, today: string): BuiltInReply {
  const used = [feelingSource(c)];
  const recent = f.recent.length ? `The latest: ${list(f.recent.slice(0, 3).map((i) => `${i.name} ${money(i.cents)} on ${day(i.date, today)}`))}.` : null;
  const window = `${count(f.recentCount, 'purchase')} in ${c.category} in the last ${GUILT_WINDOW_DAYS} days (${money(f.recentCents)})`;
  const prevName = monthName(previousMonth(monthOf(today)));
  switch (topic) {
    case 'stress':
      return reply(
        [
          `Regret is heavy, and you named it yourself, which takes courage. The facts, no more: ${window}.`,
          `This month ${c.category} is at ${money(f.monthCents)}; all of ${prevName} was ${money(f.previousMonthCents)}.`,
          'A pattern is a habit, not a character flaw.',
        ],
        used,
      );
    case 'why':
      return reply(
        [
          `${window}.`,
          f.merchants.length ? `By merchant: ${list(f.merchants.map((m) => `${m.name} ${money(m.cents)} (${count(m.count, 'purchase')})`))}.` : null,
          recent,
          'Do they share a time or a mood (tired evenings, paydays, a hard week)? The trigger is usually the thing to change.',
        ],
        used,
      );
    case 'plan': {
      const base = f.previousMonthCents > 0 ? f.previousMonthCents : f.monthCents;
      return reply(
        [
          `A budget you can keep: ${prevName} was ${money(f.previousMonthCents)} in ${c.category}; this month so far ${money(f.monthCents)}.`,
          base > 0
            ? `Try a cap of ${money(Math.round(base * 0.8))} next month (20% under ${f.previousMonthCents > 0 ? prevName : 'this month so far'}), about ${money(Math.round((base * 0.8) / 4.35))} a week.`
            : null,
        ],
        used,
      );
    }
    case 'fix':
      return reply(
        [
          `To stop the pattern: start a no-spend challenge on ${c.category} in the Wellness Studio (7 days is a good first try). The first purchase there breaks it, and you will see which one and when.`,
          f.merchants[0]
            ? `Most of it went to ${f.merchants[0].name} (${money(f.merchants[0].cents)}): removing a saved card or an app there adds helpful friction.`
            : null,
        ],
        used,
      );
    case 'thanks':
      return reply([`Glad to help. The figure to remember: ${window}.`], used);
    default:
      return reply(
        [
          `You marked ${c.category} as a regret, and ${window}.`,
          recent,
          'Ask me why it keeps happening, how to stop it, or for a budget. Harmony is software, not a therapist.',
        ],
        used,
      );
  }
}

export function feelingPromptLines(c: FeelingContext, f: FeelingFigures, today: string): string[] {
  if (c.kind === 'mood_based' && f.kind === 'mood_based') {
    return [
      `- Nudge: mood. ${moodOpening(c)} ${importWords(c)}`,
      `- That import's period now: spending ${money(f.spendingCents)}, income ${money(f.incomeCents)}` +
        (f.categories.length ? `; by category ${list(f.categories.map((x) => `${x.category} ${money(x.cents)}`))}.` : '.'),
      f.largest.length ? `- Largest purchases: ${list(f.largest.map((i) => `${i.name} ${money(i.cents)} on ${day(i.date, today)}`))}.` : null,
    ].filter((l): l is string => l !== null);
  }
  if (c.kind === 'guilt_pattern' && f.kind === 'guilt_pattern') {
    return [
      `- Nudge: guilt pattern. The user marked ${c.category} as a regret. ${guiltFacts(c)}`,
      `- Now: ${count(f.recentCount, 'purchase')} in the last ${GUILT_WINDOW_DAYS} days (${money(f.recentCents)}); this month ${money(f.monthCents)}, last month ${money(f.previousMonthCents)}.`,
      f.merchants.length ? `- By merchant: ${list(f.merchants.map((m) => `${m.name} ${money(m.cents)}`))}.` : null,
    ].filter((l): l is string => l !== null);
  }
  return [];
}
