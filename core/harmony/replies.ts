// Harmony's built-in chat replies (no LLM): the keyword rules that pick a topic, and her answer to each, by nudge.
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
import { daysInMonth } from '../dates.ts';
import { containsPhrase, indexWords } from '../prime/words.ts';
import type { BuiltInReply } from '../chat/responder-types.ts';
import type { ChatDataSummary } from '../chat/summary.ts';
import { count, day, list, money, monthName, signedPercent } from '../chat/format.ts';
import { feelingReply, type FeelingFigures } from './feelings.ts';
import {
  itemWords,
  movedToWords,
  sinceWords,
  type HarmonyFigures,
  type HarmonyFocus,
  type RepeatedEditNudgeContext,
  type SpikeNudgeContext,
  type TimeBasedNudgeContext,
} from './nudges.ts';

const WEEK_DAYS = 7;
const MONTH_DAYS = 30.44;

// ── keyword rules ─────────────────────────────────────────────────────────────────────────────

export type HarmonyTopic = 'stress' | 'why' | 'plan' | 'fix' | 'thanks' | 'overview';

/** In order: the first topic with a matching word or phrase wins. */
export const HARMONY_RULES: readonly (readonly [HarmonyTopic, readonly string[]])[] = [
  [
    'stress',
    [
      'stress',
      'stressful',
      'anxious',
      'anxiety',
      'worry',
      'worried',
      'panic',
      'overwhelmed',
      'overwhelming',
      'scared',
      'afraid',
      'fear',
      'guilt',
      'guilty',
      'shame',
      'ashamed',
      'embarrassed',
      'upset',
      'frustrated',
      'frustrating',
      'angry',
      'annoyed',
      'sad',
      'depressed',
      'freaking out',
      'feel bad',
      'feel terrible',
      'awful',
      'terrible',
      'hate',
      'nervous',
      'cry',
    ],
  ],
  [
    'why',
    [
      'why',
      'what happened',
      'how come',
      'explain',
      'what caused',
      'what drove',
      'cause',
      'reason',
      'where did',
      'break down',
      'breakdown',
      'what changed',
      'show me',
    ],
  ],
  ['plan', ['budget', 'plan', 'limit', 'cap', 'save', 'saving', 'cut back', 'cut down', 'reduce', 'spend less', 'goal', 'target', 'afford']],
  [
    'fix',
    ['rule', 'fix', 'stop', 'prevent', 'automate', 'automatically', 'wrong', 'mistake', 'keeps happening', 'keep happening', 'make it stick', 'next time'],
  ],
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

/** This month's income against spending, in one sentence (or null with no activity this month). */
function monthStanding(data: HarmonyData): string | null {
  const m = data.thisMonth;
  if (m.incomeCents === 0 && m.spendingCents === 0) return null;
  const net = m.incomeCents - m.spendingCents;
  return (
    `This month so far you've earned ${money(m.incomeCents)} and spent ${money(m.spendingCents)} in all: ` +
    (net >= 0 ? `${money(net)} more came in than went out.` : `${money(-net)} more went out than came in.`)
  );
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
      return reply(
        [
          `That feeling makes sense. ${c.category} is at ${money(f.monthCents)} in ${monthName(c.month)}, ` +
            `${money(over)} more than your usual ${money(c.baselineCents)} a month.`,
          biggest ? `Put plainly, it comes down to ${count(f.monthCount, 'charge')}; the biggest was ${itemWords(biggest, t)}.` : null,
          monthStanding(data),
          `One month above your ${c.baselineMonths}-month average is a data point, not a verdict on you. Take a slow breath; when you're ready, ask me what drove it or how to plan next month.`,
        ],
        [...used, 'your income and spending this month'],
      );
    case 'why':
      return reply(
        [
          `What drove it: ${c.category} came to ${money(f.monthCents)} over ${count(f.monthCount, 'charge')} in ${monthName(c.month)}, ` +
            `against your usual ${money(c.baselineCents)} (${signedPercent(f.monthCents / c.baselineCents - 1)}).`,
          f.largest.length ? `The largest charges: ${list(f.largest.map((i) => itemWords(i, t)))}.` : null,
          f.merchants.length ? `By merchant: ${list(f.merchants.map((m) => `${m.name} ${money(m.cents)} (${count(m.count, 'charge')})`))}.` : null,
          'Was any of it a one-off (a party, a stock-up, a gift)? Naming it often takes the sting out.',
        ],
        used,
      );
    case 'plan':
      return reply(
        [
          `A gentle limit starts from what you usually do, not from guilt: your ${c.baselineMonths}-month average for ${c.category} is ` +
            `${money(c.baselineCents)}, about ${money(perWeek(c.baselineCents, MONTH_DAYS))} a week.`,
          planRestOfMonth(c, f, t),
          "Crystal's Spending Predictions page shows next month's forecast, so you can see how that limit compares.",
        ],
        used,
      );
    case 'fix':
      return reply(
        [
          topMerchant
            ? `Most of ${c.category} in ${monthName(c.month)} went to ${topMerchant.name}: ${money(topMerchant.cents)} over ${count(topMerchant.count, 'charge')}.`
            : `${c.category} came to ${money(f.monthCents)} in ${monthName(c.month)}.`,
          `One small step that works: once a week, filter the Transactions page by ${c.category}. At your usual pace a week is about ` +
            `${money(perWeek(c.baselineCents, MONTH_DAYS))}, so you'll see early when a week runs past it, instead of at the end of the month.`,
        ],
        used,
      );
    case 'thanks':
      return reply(
        [
          `Any time. The figure to remember: your usual ${c.category} month is ${money(c.baselineCents)}, and ${monthName(c.month)} is at ${money(f.monthCents)}. ` +
            'Noticing it is already the hard part.',
        ],
        used,
      );
    default:
      return reply(
        [
          `We're talking about ${c.category}: ${money(c.amountCents)} in ${monthName(c.month)} when Intelia noticed${grew}, ` +
            `${c.percent}% above your ${c.baselineMonths}-month average of ${money(c.baselineCents)}.`,
          biggest ? `The biggest single charge was ${itemWords(biggest, t)}.` : null,
          'Tell me how it feels, ask what drove it, or ask for a gentle plan for next month.',
        ],
        used,
      );
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
  topic: HarmonyTopic,
  c: RepeatedEditNudgeContext,
  f: Extract<HarmonyFigures, { kind: 'category_repeated_edit' }>,
  data: HarmonyData,
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
      return reply(
        [
          `Of course it's frustrating: ${count(c.count, 'time')} ${when} you moved something out of ${c.category} (${movedToWords(c)}). That is Tag's job, not yours.`,
          merchants ? `Each correction taught Tag the merchant (${merchants}), so their next transactions go where you put them.` : null,
          left,
        ],
        used,
      );
    case 'why':
      return reply(
        [
          'Tag files a transaction by your rules first, then by patterns learned from your corrections, then by its knowledge base and a model of your history.',
          `${merchants ?? 'These merchants'} looked like ${c.category} to it until you said otherwise: ${count(c.count, 'correction')} ${when} (${movedToWords(c)}).`,
          left,
        ],
        used,
      );
    case 'plan':
    case 'fix':
      return reply(
        [
          merchants
            ? `To make it stick: on Smart Categories, a rule such as "merchant equals ${c.merchants[0]} → ${mainTarget}" wins over everything else Tag knows.`
            : `To make it stick: on Smart Categories, a rule that sends these transactions to ${mainTarget} wins over everything else Tag knows.`,
          left,
          f.leftBehind.count ? 'Correct one of them and press "Apply to similar" to move the rest in one go.' : null,
        ],
        used,
      );
    case 'thanks':
      return reply([`Glad to help. ${count(c.count, 'correction')} ${when}, and Tag learned from every one of them.`, left], used);
    default:
      return reply(
        [
          `You moved ${count(c.count, 'transaction')} out of ${c.category} ${when}: ${movedToWords(c)}` + (merchants ? ` (${merchants}).` : '.'),
          left,
          'Tell me how it feels, ask why it keeps happening, or ask how to make it stick.',
        ],
        used,
      );
  }
}

function timeBasedReply(topic: HarmonyTopic, c: TimeBasedNudgeContext, f: Extract<HarmonyFigures, { kind: 'time_based' }>, data: HarmonyData): BuiltInReply {
  const t = data.today;
  const since = day(c.lastVisit, t);
  const used = [`your transactions since your last visit on ${since}`];
  const cats = f.categories.length ? `Most of it went to ${list(f.categories.map((x) => `${x.category} ${money(x.cents)}`))}.` : null;
  const days = Math.max(c.daysAway, 1);
  switch (topic) {
    case 'stress':
      return reply(
        [
          `Coming back after ${count(c.daysAway, 'day')} can feel like opening a pile of mail. Here is the pile, sized: ` +
            `${count(c.newTransactions, 'new transaction')}, ${money(f.spendingCents)} spent since ${since}` +
            (f.incomeCents ? ` and ${money(f.incomeCents)} in.` : '.'),
          cats,
          'That is all of it; nothing else is hiding.',
        ],
        used,
      );
    case 'why':
      return reply(
        [
          `Since ${since}: ${money(f.spendingCents)} spent` +
            (f.incomeCents ? `, ${money(f.incomeCents)} in` : ', no income') +
            `, ${count(c.newTransactions, 'transaction')} added.`,
          cats,
        ],
        used,
      );
    case 'plan':
      return reply(
        [
          `Over those ${count(c.daysAway, 'day')} you spent ${money(f.spendingCents)}, about ${money(perWeek(f.spendingCents, days))} a week.`,
          'A ten-minute look once a week keeps it from piling up; that weekly figure is a fair first limit to hold.',
        ],
        used,
      );
    case 'fix':
      return reply(
        [
          data.tag.needsReview
            ? `The quickest catch-up: ${count(data.tag.needsReview, 'transaction')} ${data.tag.needsReview === 1 ? 'waits' : 'wait'} in Tag's review queue on Smart Categories.`
            : "Tag's review queue is empty, so your categories are up to date.",
          `Then a weekly check: at your recent pace that is about ${money(perWeek(f.spendingCents, days))} of spending to look over each time.`,
        ],
        [...used, 'your review queue'],
      );
    case 'thanks':
      return reply([`Glad you're back. Since ${since} you spent ${money(f.spendingCents)}, and now you know where it went.`], used);
    default:
      return reply(
        [
          `It's been ${count(c.daysAway, 'day')} since ${since}. ${sinceWords(c)}`,
          cats,
          'Tell me how you feel about it, ask what changed, or ask for a weekly plan.',
        ],
        used,
      );
  }
}

function generalReply(topic: HarmonyTopic, data: HarmonyData): BuiltInReply {
  if (data.transactionCount === 0) {
    return reply(
      ['I have no transactions of yours yet, so no figures to look at together. Import a statement with Byte and I can help you see where you stand, calmly.'],
      ['your transactions (none yet)'],
    );
  }
  const m = data.thisMonth;
  const before = data.lastMonthToDate;
  const used = ['your income and spending this month', 'last month to the same day'];
  const top = m.categories[0];
  const growth = m.categories
    .map((c) => ({ category: c.category, cents: c.cents, diff: c.cents - (before.categories.find((b) => b.category === c.category)?.cents ?? 0) }))
    .sort((a, b) => b.diff - a.diff)[0];
  const diff = m.spendingCents - before.spendingCents;
  const pace =
    `By this day last month you had spent ${money(before.spendingCents)}: ` +
    (diff === 0 ? 'exactly the same.' : `you are ${diff > 0 ? 'up' : 'down'} ${money(Math.abs(diff))}.`);
  switch (topic) {
    case 'stress':
      return reply(
        [
          "Money worries grow in the dark; let's put the real numbers on the table.",
          monthStanding(data) ?? 'Nothing came in or went out this month yet.',
          top ? `Your biggest category is ${top.category} at ${money(top.cents)}.` : null,
          'Whatever the numbers say, they describe a month, not you.',
        ],
        used,
      );
    case 'why':
      return reply(
        [
          monthStanding(data),
          pace,
          growth && growth.diff > 0
            ? `The biggest change is ${growth.category}: ${money(growth.cents)}, ${money(growth.diff)} more than by this day last month.`
            : null,
        ],
        used,
      );
    case 'plan':
      return reply(
        [
          `A gentle plan starts from last month: by this day you had spent ${money(before.spendingCents)}, this month ${money(m.spendingCents)}.`,
          top ? `If you pick one category to hold steady, make it your biggest: ${top.category}, ${money(top.cents)} so far.` : null,
          m.incomeCents > m.spendingCents ? `Setting aside part of the ${money(m.incomeCents - m.spendingCents)} left this month is a kind first goal.` : null,
        ],
        used,
      );
    case 'fix':
      return reply(
        [
          growth && growth.diff > 0
            ? `What changed most is ${growth.category}: ${money(growth.diff)} more than by this day last month. That is the one to watch on the Transactions page.`
            : pace,
          data.tag.needsReview ? `${count(data.tag.needsReview, 'transaction')} also wait in Tag's review queue.` : null,
        ],
        [...used, 'your review queue'],
      );
    case 'thanks':
      return reply([`You're welcome. ${monthStanding(data) ?? 'No money moved this month yet.'}`], used);
    default:
      return reply(
        ["I'm Harmony, here for the feelings around money.", monthStanding(data), pace, 'Tell me what weighs on you, ask why, or ask for a gentle plan.'],
        used,
      );
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
