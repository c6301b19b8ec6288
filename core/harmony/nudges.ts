// Harmony 🧘, the money-wellness therapist: the nudges she raises from real signals, the greeting
// she opens a conversation with, and her built-in replies (no LLM). Pure: the repositories store
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
//                           core/harmony/feelings.ts, dispatched from here
//
// Replies follow keyword rules on the user's message, checked in this order (first match wins;
// words are compared stemmed and whole, see core/prime/words.ts):
//   stress  feelings first: stress, anxious, worried, overwhelmed, guilty, ashamed, frustrated, …
//           → acknowledge the feeling, then make the worry concrete with the exact figures
//   why     why, what happened, how come, explain, what drove/caused, break down, …
//           → what drove it: the transactions, merchants or categories behind the figures
//   plan    budget, plan, limit, cap, save, cut back, spend less, goal, afford, …
//           → a gentle limit worked out from the user's own usual spending
//   fix     rule, fix, stop, prevent, automate, wrong, mistake, keeps happening, …
//           → one concrete next step in the app (a rule, the review queue, a category filter)
//   thanks  thanks, thank you, appreciate, that helps, …
//           → a short close that leaves the one figure worth remembering
//   (none)  → an overview of the nudge with its figures and what she can do next
// Each kind of nudge has its own reply per rule (for repeated edits, "plan" is answered as "fix":
// the plan is a rule that makes the correction stick); with no nudge, the same rules answer from
// this month's spending against income and last month to the same day (ChatDataSummary).
import { addDays, daysInMonth } from '../dates.ts';
import { containsPhrase, indexWords } from '../prime/words.ts';
import { isSpending } from '../tag/taxonomy.ts';
import type { LedgerTransaction } from '../crystal/types.ts';
import type { BuiltInReply } from '../chat/responders.ts';
import type { ChatDataSummary } from '../chat/summary.ts';
import type { SpendingSpike } from '../intelia/insights.ts';
import { count, day, list, money, monthName, signedPercent } from '../chat/format.ts';
import {
  feelingFigures, feelingGreeting, feelingPromptLines, feelingReply, feelingSource, feelingTitle, nameOf, spendByMerchant,
  type FeelingContext, type FeelingFigures,
} from './feelings.ts';
import {
  checkinDueGreeting, checkinDuePromptLines, checkinDueSource, checkinDueTitle, type CheckinDueContext,
} from './checkin-nudges.ts';

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
const WEEK_DAYS = 7;
const MONTH_DAYS = 30.44;

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

const movedToWords = (c: RepeatedEditNudgeContext) => list(c.movedTo.map((m) => `${m.count} to ${m.category}`));

/** A spending spike Intelia found becomes a nudge. */
export function spikeNudge(spike: SpendingSpike): NudgeDraft {
  const context: SpikeNudgeContext = {
    kind: 'spending_spike', category: spike.category, month: spike.month, amountCents: spike.amountCents,
    baselineCents: spike.baselineCents, percent: spike.percent, baselineMonths: spike.baselineMonths,
  };
  return {
    kind: 'spending_spike', subject: `${spike.category}|${spike.month}`, context,
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
    kind: 'category_repeated_edit', category, date, count: corrections.length,
    movedTo: tally(corrections.map((c) => c.toCategory)).map(([c, n]) => ({ category: c, count: n })),
    merchants: tally(corrections.map((c) => c.merchant)).slice(0, 5).map(([m]) => m),
  };
  return {
    kind: 'category_repeated_edit', subject: `${category}|${date}`, context,
    message: `You've moved ${count(context.count, 'transaction')} out of ${category} today (${movedToWords(context)}). ` +
      'Fixing the same thing again and again is tiring; let\'s make it stick.',
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
    kind: 'time_based', daysAway: days, lastVisit, newTransactions: input.newTransactions,
    spendingSinceCents: input.spendingSinceCents, incomeSinceCents: input.incomeSinceCents,
  };
  const today = input.now.toISOString().slice(0, 10);
  return {
    kind: 'time_based', subject: lastVisit, context,
    message: `Welcome back: it's been ${count(days, 'day')} since ${day(lastVisit, today)}. ${sinceWords(context)} Want a calm catch-up?`,
  };
}

function sinceWords(c: TimeBasedNudgeContext): string {
  if (c.newTransactions === 0 && c.spendingSinceCents === 0) return 'Nothing new came in since then.';
  return `Since then ${count(c.newTransactions, 'new transaction')} came in and you spent ${money(c.spendingSinceCents)}` +
    (c.incomeSinceCents > 0 ? ` (income: ${money(c.incomeSinceCents)}).` : '.');
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
    return `Hi, I'm Harmony. Intelia noticed something in your spending: ${spikeFigures(c)}. ` +
      'A month like that can make your chest tighten a little, and that is okay. ' +
      'We can look at what drove it, set a gentle limit for next month, or just talk about how it feels. What is on your mind?';
  }
  if (c.kind === 'category_repeated_edit') {
    return `Hi, I'm Harmony. You've moved ${count(c.count, 'transaction')} out of ${c.category} today: ${movedToWords(c)}. ` +
      'Doing the same fix over and over is draining. We can make it stick with a rule, or talk about what has been frustrating. Where would you like to start?';
  }
  return `Welcome back, I'm Harmony. It's been ${count(c.daysAway, 'day')} since your last visit on ${day(c.lastVisit, today)}. ${sinceWords(c)} ` +
    'Stepping away is fine, and coming back is the hard part: you did it. Shall we walk through what changed?';
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
      largest: [...rows].sort((a, b) => a.amountCents - b.amountCents || (a.date < b.date ? -1 : 1)).slice(0, 3)
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
    kind: 'time_based', spendingCents, incomeCents,
    categories: [...cats.entries()].map(([category, cents]) => ({ category, cents }))
      .sort((a, b) => b.cents - a.cents || a.category.localeCompare(b.category)).slice(0, 3),
  };
}

// ── keyword rules ─────────────────────────────────────────────────────────────────────────────

export type HarmonyTopic = 'stress' | 'why' | 'plan' | 'fix' | 'thanks' | 'overview';

/** In order: the first topic with a matching word or phrase wins. */
export const HARMONY_RULES: readonly (readonly [HarmonyTopic, readonly string[]])[] = [
  ['stress', [
    'stress', 'stressful', 'anxious', 'anxiety', 'worry', 'worried', 'panic', 'overwhelmed', 'overwhelming', 'scared', 'afraid',
    'fear', 'guilt', 'guilty', 'shame', 'ashamed', 'embarrassed', 'upset', 'frustrated', 'frustrating', 'angry', 'annoyed',
    'sad', 'depressed', 'freaking out', 'feel bad', 'feel terrible', 'awful', 'terrible', 'hate', 'nervous', 'cry',
  ]],
  ['why', [
    'why', 'what happened', 'how come', 'explain', 'what caused', 'what drove', 'cause', 'reason', 'where did', 'break down',
    'breakdown', 'what changed', 'show me',
  ]],
  ['plan', [
    'budget', 'plan', 'limit', 'cap', 'save', 'saving', 'cut back', 'cut down', 'reduce', 'spend less', 'goal', 'target', 'afford',
  ]],
  ['fix', [
    'rule', 'fix', 'stop', 'prevent', 'automate', 'automatically', 'wrong', 'mistake', 'keeps happening', 'keep happening',
    'make it stick', 'next time',
  ]],
  ['thanks', ['thanks', 'thank', 'thx', 'appreciate', 'that helps', 'helpful']],
];

/** The topic of a message by HARMONY_RULES; 'overview' when nothing matches. */
export function harmonyTopic(message: string): HarmonyTopic {
  const index = indexWords(message);
  for (const [topic, phrases] of HARMONY_RULES) if (phrases.some((p) => containsPhrase(index, p))) return topic;
  return 'overview';
}

// ── replies ───────────────────────────────────────────────────────────────────────────────────

/** The parts of the chat summary Harmony quotes besides the nudge. */
export type HarmonyData = Pick<ChatDataSummary, 'today' | 'transactionCount' | 'thisMonth' | 'lastMonthToDate' | 'tag'>;

const reply = (lines: (string | null | false | undefined)[], dataUsed: string[]): BuiltInReply => ({
  content: `${lines.filter((l): l is string => typeof l === 'string' && l.length > 0).join('\n')}\n\n(Based on ${list(dataUsed)}.)`,
  dataUsed,
});

const perWeek = (cents: number, days: number) => Math.round((cents * WEEK_DAYS) / Math.max(days, 1));
const itemWords = (i: FigureItem, today: string) => `${i.name} ${money(i.cents)} on ${day(i.date, today)}`;

/** This month's income against spending, in one sentence (or null with no activity this month). */
function monthStanding(data: HarmonyData): string | null {
  const m = data.thisMonth;
  if (m.incomeCents === 0 && m.spendingCents === 0) return null;
  const net = m.incomeCents - m.spendingCents;
  return `This month so far you've earned ${money(m.incomeCents)} and spent ${money(m.spendingCents)} in all: ` +
    (net >= 0 ? `${money(net)} more came in than went out.` : `${money(-net)} more went out than came in.`);
}

function spikeReply(topic: HarmonyTopic, c: SpikeNudgeContext, f: Extract<HarmonyFigures, { kind: 'spending_spike' }>, data: HarmonyData): BuiltInReply {
  const t = data.today;
  const over = Math.max(0, f.monthCents - c.baselineCents);
  const used = [`the ${c.category} spike Intelia found in ${monthName(c.month)}`, `your ${c.category} transactions in ${monthName(c.month)}`];
  const grew = f.monthCents > c.amountCents ? ` (it has grown to ${money(f.monthCents)} since)` : '';
  const biggest = f.largest[0];
  const topMerchant = f.merchants[0];
  switch (topic) {
    case 'stress':
      return reply([
        `That feeling makes sense. ${c.category} is at ${money(f.monthCents)} in ${monthName(c.month)}, ` +
        `${money(over)} more than your usual ${money(c.baselineCents)} a month.`,
        biggest ? `Put plainly, it comes down to ${count(f.monthCount, 'charge')}; the biggest was ${itemWords(biggest, t)}.` : null,
        monthStanding(data),
        `One month above your ${c.baselineMonths}-month average is a data point, not a verdict on you. Take a slow breath; when you're ready, ask me what drove it or how to plan next month.`,
      ], [...used, 'your income and spending this month']);
    case 'why':
      return reply([
        `What drove it: ${c.category} came to ${money(f.monthCents)} over ${count(f.monthCount, 'charge')} in ${monthName(c.month)}, ` +
        `against your usual ${money(c.baselineCents)} (${signedPercent(f.monthCents / c.baselineCents - 1)}).`,
        f.largest.length ? `The largest charges: ${list(f.largest.map((i) => itemWords(i, t)))}.` : null,
        f.merchants.length ? `By merchant: ${list(f.merchants.map((m) => `${m.name} ${money(m.cents)} (${count(m.count, 'charge')})`))}.` : null,
        'Was any of it a one-off (a party, a stock-up, a gift)? Naming it often takes the sting out.',
      ], used);
    case 'plan':
      return reply([
        `A gentle limit starts from what you usually do, not from guilt: your ${c.baselineMonths}-month average for ${c.category} is ` +
        `${money(c.baselineCents)}, about ${money(perWeek(c.baselineCents, MONTH_DAYS))} a week.`,
        planRestOfMonth(c, f, t),
        'Crystal\'s Spending Predictions page shows next month\'s forecast, so you can see how that limit compares.',
      ], used);
    case 'fix':
      return reply([
        topMerchant
          ? `Most of ${c.category} in ${monthName(c.month)} went to ${topMerchant.name}: ${money(topMerchant.cents)} over ${count(topMerchant.count, 'charge')}.`
          : `${c.category} came to ${money(f.monthCents)} in ${monthName(c.month)}.`,
        `One small step that works: once a week, filter the Transactions page by ${c.category}. At your usual pace a week is about ` +
        `${money(perWeek(c.baselineCents, MONTH_DAYS))}, so you'll see early when a week runs past it, instead of at the end of the month.`,
      ], used);
    case 'thanks':
      return reply([
        `Any time. The figure to remember: your usual ${c.category} month is ${money(c.baselineCents)}, and ${monthName(c.month)} is at ${money(f.monthCents)}. ` +
        'Noticing it is already the hard part.',
      ], used);
    default:
      return reply([
        `We're talking about ${c.category}: ${money(c.amountCents)} in ${monthName(c.month)} when Intelia noticed${grew}, ` +
        `${c.percent}% above your ${c.baselineMonths}-month average of ${money(c.baselineCents)}.`,
        biggest ? `The biggest single charge was ${itemWords(biggest, t)}.` : null,
        'Tell me how it feels, ask what drove it, or ask for a gentle plan for next month.',
      ], used);
  }
}

function planRestOfMonth(c: SpikeNudgeContext, f: Extract<HarmonyFigures, { kind: 'spending_spike' }>, today: string): string | null {
  if (c.month !== today.slice(0, 7)) return null;
  const last = daysInMonth(Number(c.month.slice(0, 4)), Number(c.month.slice(5, 7)));
  const left = last - Number(today.slice(8, 10));
  if (left <= 0) return null;
  const room = c.baselineCents - f.monthCents;
  return room > 0
    ? `This month you have ${money(room)} left before your usual, over ${count(left, 'day')}: about ${money(perWeek(room, left))} a week.`
    : `This month is already ${money(-room)} past your usual with ${count(left, 'day')} to go, so for the rest of it: essentials only in ${c.category}, and a clean start next month.`;
}

function repeatedEditReply(
  topic: HarmonyTopic, c: RepeatedEditNudgeContext, f: Extract<HarmonyFigures, { kind: 'category_repeated_edit' }>, data: HarmonyData,
): BuiltInReply {
  const t = data.today;
  const when = c.date === t ? 'today' : `on ${day(c.date, t)}`;
  const merchants = c.merchants.length ? list(c.merchants) : null;
  const used = [`your ${count(c.count, 'correction')} away from ${c.category} ${when}`, 'your ledger'];
  const left = f.leftBehind.count
    ? `${count(f.leftBehind.count, 'transaction')} from ${merchants ?? 'those merchants'} still sit in ${c.category} (${money(f.leftBehind.cents)}).`
    : `Nothing from ${merchants ?? 'those merchants'} is left in ${c.category}.`;
  const mainTarget = c.movedTo[0]?.category ?? 'the right category';
  switch (topic) {
    case 'stress':
      return reply([
        `Of course it's frustrating: ${count(c.count, 'time')} ${when} you moved something out of ${c.category} (${movedToWords(c)}). That is Tag's job, not yours.`,
        merchants ? `Each correction taught Tag the merchant (${merchants}), so their next transactions go where you put them.` : null,
        left,
      ], used);
    case 'why':
      return reply([
        'Tag files a transaction by your rules first, then by patterns learned from your corrections, then by its knowledge base and a model of your history.',
        `${merchants ?? 'These merchants'} looked like ${c.category} to it until you said otherwise: ${count(c.count, 'correction')} ${when} (${movedToWords(c)}).`,
        left,
      ], used);
    case 'plan':
    case 'fix':
      return reply([
        merchants
          ? `To make it stick: on Smart Categories, a rule such as "merchant equals ${c.merchants[0]} → ${mainTarget}" wins over everything else Tag knows.`
          : `To make it stick: on Smart Categories, a rule that sends these transactions to ${mainTarget} wins over everything else Tag knows.`,
        left,
        f.leftBehind.count ? 'Correct one of them and press "Apply to similar" to move the rest in one go.' : null,
      ], used);
    case 'thanks':
      return reply([`Glad to help. ${count(c.count, 'correction')} ${when}, and Tag learned from every one of them.`, left], used);
    default:
      return reply([
        `You moved ${count(c.count, 'transaction')} out of ${c.category} ${when}: ${movedToWords(c)}` + (merchants ? ` (${merchants}).` : '.'),
        left,
        'Tell me how it feels, ask why it keeps happening, or ask how to make it stick.',
      ], used);
  }
}

function timeBasedReply(
  topic: HarmonyTopic, c: TimeBasedNudgeContext, f: Extract<HarmonyFigures, { kind: 'time_based' }>, data: HarmonyData,
): BuiltInReply {
  const t = data.today;
  const since = day(c.lastVisit, t);
  const used = [`your transactions since your last visit on ${since}`];
  const cats = f.categories.length ? `Most of it went to ${list(f.categories.map((x) => `${x.category} ${money(x.cents)}`))}.` : null;
  const days = Math.max(c.daysAway, 1);
  switch (topic) {
    case 'stress':
      return reply([
        `Coming back after ${count(c.daysAway, 'day')} can feel like opening a pile of mail. Here is the pile, sized: ` +
        `${count(c.newTransactions, 'new transaction')}, ${money(f.spendingCents)} spent since ${since}` +
        (f.incomeCents ? ` and ${money(f.incomeCents)} in.` : '.'),
        cats,
        'That is all of it; nothing else is hiding.',
      ], used);
    case 'why':
      return reply([
        `Since ${since}: ${money(f.spendingCents)} spent` + (f.incomeCents ? `, ${money(f.incomeCents)} in` : ', no income') +
        `, ${count(c.newTransactions, 'transaction')} added.`,
        cats,
      ], used);
    case 'plan':
      return reply([
        `Over those ${count(c.daysAway, 'day')} you spent ${money(f.spendingCents)}, about ${money(perWeek(f.spendingCents, days))} a week.`,
        'A ten-minute look once a week keeps it from piling up; that weekly figure is a fair first limit to hold.',
      ], used);
    case 'fix':
      return reply([
        data.tag.needsReview
          ? `The quickest catch-up: ${count(data.tag.needsReview, 'transaction')} ${data.tag.needsReview === 1 ? 'waits' : 'wait'} in Tag's review queue on Smart Categories.`
          : 'Tag\'s review queue is empty, so your categories are up to date.',
        `Then a weekly check: at your recent pace that is about ${money(perWeek(f.spendingCents, days))} of spending to look over each time.`,
      ], [...used, 'your review queue']);
    case 'thanks':
      return reply([`Glad you're back. Since ${since} you spent ${money(f.spendingCents)}, and now you know where it went.`], used);
    default:
      return reply([
        `It's been ${count(c.daysAway, 'day')} since ${since}. ${sinceWords(c)}`,
        cats,
        'Tell me how you feel about it, ask what changed, or ask for a weekly plan.',
      ], used);
  }
}

function generalReply(topic: HarmonyTopic, data: HarmonyData): BuiltInReply {
  if (data.transactionCount === 0) {
    return reply([
      'I have no transactions of yours yet, so no figures to look at together. Import a statement with Byte and I can help you see where you stand, calmly.',
    ], ['your transactions (none yet)']);
  }
  const m = data.thisMonth;
  const before = data.lastMonthToDate;
  const used = ['your income and spending this month', 'last month to the same day'];
  const top = m.categories[0];
  const growth = m.categories
    .map((c) => ({ category: c.category, cents: c.cents, diff: c.cents - (before.categories.find((b) => b.category === c.category)?.cents ?? 0) }))
    .sort((a, b) => b.diff - a.diff)[0];
  const diff = m.spendingCents - before.spendingCents;
  const pace = `By this day last month you had spent ${money(before.spendingCents)}: ` +
    (diff === 0 ? 'exactly the same.' : `you are ${diff > 0 ? 'up' : 'down'} ${money(Math.abs(diff))}.`);
  switch (topic) {
    case 'stress':
      return reply([
        'Money worries grow in the dark; let\'s put the real numbers on the table.',
        monthStanding(data) ?? 'Nothing came in or went out this month yet.',
        top ? `Your biggest category is ${top.category} at ${money(top.cents)}.` : null,
        'Whatever the numbers say, they describe a month, not you.',
      ], used);
    case 'why':
      return reply([
        monthStanding(data),
        pace,
        growth && growth.diff > 0 ? `The biggest change is ${growth.category}: ${money(growth.cents)}, ${money(growth.diff)} more than by this day last month.` : null,
      ], used);
    case 'plan':
      return reply([
        `A gentle plan starts from last month: by this day you had spent ${money(before.spendingCents)}, this month ${money(m.spendingCents)}.`,
        top ? `If you pick one category to hold steady, make it your biggest: ${top.category}, ${money(top.cents)} so far.` : null,
        m.incomeCents > m.spendingCents ? `Setting aside part of the ${money(m.incomeCents - m.spendingCents)} left this month is a kind first goal.` : null,
      ], used);
    case 'fix':
      return reply([
        growth && growth.diff > 0
          ? `What changed most is ${growth.category}: ${money(growth.diff)} more than by this day last month. That is the one to watch on the Transactions page.`
          : pace,
        data.tag.needsReview ? `${count(data.tag.needsReview, 'transaction')} also wait in Tag's review queue.` : null,
      ], [...used, 'your review queue']);
    case 'thanks':
      return reply([`You're welcome. ${monthStanding(data) ?? 'No money moved this month yet.'}`], used);
    default:
      return reply([
        'I\'m Harmony, here for the feelings around money.',
        monthStanding(data),
        pace,
        'Tell me what weighs on you, ask why, or ask for a gentle plan.',
      ], used);
  }
}

/** Harmony's built-in reply: by the keyword rules, about the nudge in focus, else this month. */
export function harmonyReply(focus: HarmonyFocus | null, data: HarmonyData, message: string): BuiltInReply {
  const topic = harmonyTopic(message);
  if (focus?.context.kind === 'spending_spike' && focus.figures.kind === 'spending_spike') return spikeReply(topic, focus.context, focus.figures, data);
  if (focus?.context.kind === 'category_repeated_edit' && focus.figures.kind === 'category_repeated_edit') {
    return repeatedEditReply(topic, focus.context, focus.figures, data);
  }
  if (focus?.context.kind === 'time_based' && focus.figures.kind === 'time_based') return timeBasedReply(topic, focus.context, focus.figures, data);
  if ((focus?.context.kind === 'mood_based' || focus?.context.kind === 'guilt_pattern') && focus.figures.kind === focus.context.kind) {
    return feelingReply(topic, focus.context, focus.figures as FeelingFigures, data.today);
  }
  return generalReply(topic, data);
}

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
