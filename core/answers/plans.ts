// Answers about plans, each from the engine of the page that shows it: whether an amount is
// affordable by a month (the monthly surplus every page quotes, less what the user's goals already
// take of it), which debt to pay first and what paying a given amount a month does (Liberty's payoff
// engine, with the user's number), and when financial freedom comes (the Financial Freedom page's
// figure, from core/liberty/freedom-of.ts).
import { count, list, money, monthName } from '../chat/format.ts';
import type { BuiltInReply } from '../chat/responder-types.ts';
import type { ChatDataSummary } from '../chat/summary.ts';
import { isoDate } from '../dates.ts';
import { minimumsDue, simulate, strategyOrder } from '../liberty/debt-plan.ts';
import { DEFAULT_ASSUMPTIONS } from '../liberty/freedom.ts';
import { type ReadQuestion, SAVE_AHEAD } from '../reader/question.ts';

const reply = (lines: (string | null)[], dataUsed: string[]): BuiltInReply => ({
  content: `${lines.filter((l): l is string => l !== null).join('\n')}\n\n(Based on ${list(dataUsed)}.)`,
  dataUsed,
});

/** The month `n` months after `month` ("2026-11" + 4 → "2027-03"). */
function monthAfter(month: string, n: number): string {
  return isoDate(Number(month.slice(0, 4)), Number(month.slice(5, 7)) + n, 1).slice(0, 7);
}

/** Months to save in: from next month through the month named ("in March" asked in November: Dec – Mar, 4). */
function savingMonths(q: ReadQuestion, today: string): { months: number; last: string } | null {
  const now = today.slice(0, 7);
  if (q.period) {
    const target = q.period.from.slice(0, 7);
    const n = (Number(target.slice(0, 4)) - Number(now.slice(0, 4))) * 12 + Number(target.slice(5, 7)) - Number(now.slice(5, 7));
    return n >= 1 ? { months: n, last: target } : null;
  }
  if (q.aheadMonths) return { months: q.aheadMonths, last: monthAfter(now, q.aheadMonths) };
  return null;
}

/** "Can I afford a 1,200 holiday in March?": the amount a month it needs, against the surplus left after the goals. */
export function affordAnswer(q: ReadQuestion, data: ChatDataSummary): BuiltInReply | null {
  const amount = q.amounts[0];
  if (!amount) return null;
  const surplus = data.figures.surplus;
  const used = [`your income and spending in ${count(surplus.months.length, 'full month')}`];
  if (surplus.cents === null) return reply([`${surplus.statistic} I cannot tell yet whether ${money(amount.cents)} fits.`], used);
  const window = savingMonths(q, data.today);
  const months = window?.months ?? 12;
  const need = amount.perMonth ? amount.cents : Math.ceil(amount.cents / months);
  const goals = data.goals.filter((g) => g.status === 'active' && g.monthlyShareCents > 0);
  const taken = goals.reduce((s, g) => s + g.monthlyShareCents, 0);
  const free = surplus.cents - taken;
  const first = monthAfter(data.today.slice(0, 7), 1);
  const lines = [
    amount.perMonth
      ? `${money(amount.cents)} a month against your surplus:`
      : window && SAVE_AHEAD.test(q.text) && !q.period
        ? `To save ${money(amount.cents)} in ${count(months, 'month')} you need ${money(need)} a month.`
        : window
          ? `To have ${money(amount.cents)} by ${monthName(window.last)} you need to put aside ${money(need)} a month for ${count(months, 'month')} (${monthName(first)} – ${monthName(window.last)}).`
          : `To have ${money(amount.cents)} in 12 months (you gave no time, so I took 12) you need ${money(need)} a month.`,
    `Your monthly surplus (income − spending) is ${money(surplus.cents)}, the ${surplus.statistic}.`,
    goals.length
      ? `Your goals already take ${money(taken)} of it a month (${list(goals.map((g) => `${g.name} ${money(g.monthlyShareCents)}`))}), which leaves ${money(free)}.`
      : null,
    free >= need
      ? `Yes: that covers it, with ${money(free - need)} a month to spare.`
      : surplus.cents >= need
        ? `Only by slowing your goals: it needs ${money(need - Math.max(0, free))} a month of what they get now.`
        : surplus.cents > 0
          ? `Not at your current pace: you are ${money(need - surplus.cents)} a month short even before your goals.`
          : `No: you spend more than comes in, so there is no surplus to save from.`,
  ];
  if (goals.length) used.push('your goals and what each gets of your surplus');
  return reply(lines, used);
}

const pct = (r: number) => `${Math.round(r * 1000) / 10}%`;
const months = (m: number | null) => (m === null ? 'not within 50 years' : count(m, 'month'));

/** "Which debt first?": the avalanche's first target and why, with the plan at the minimums. */
export function debtFirstAnswer(data: ChatDataSummary): BuiltInReply | null {
  const debts = data.debtInputs;
  if (!debts.length) return null;
  // the planner's own orders (core/liberty/debt-plan.ts), so the answer and the page agree
  const byRate = strategyOrder(debts, 'avalanche').map((i) => debts[i]!);
  const bySize = strategyOrder(debts, 'snowball').map((i) => debts[i]!);
  const top = byRate[0]!;
  const min = minimumsDue(debts);
  const plan = simulate(debts, min, 'avalanche');
  return reply(
    [
      `Pay ${top.name} first: at ${top.aprPct}% it has the highest rate, so each extra dollar there saves the most interest (the avalanche).`,
      debts.length > 1 ? `Then: ${list(byRate.slice(1).map((d) => `${d.name} (${d.aprPct}%)`))}. Pay the minimums on the others meanwhile.` : null,
      bySize[0]!.name !== top.name
        ? `The snowball (smallest balance first) would start with ${bySize[0]!.name} instead: quicker first win, more interest.`
        : null,
      `At the minimums (${money(min)} a month) you are debt-free in ${months(plan.months)}, with ${money(plan.totalInterestCents)} of interest. Ask "what if I pay $600 a month?" to see another amount.`,
    ],
    ['the debts you set up (balance, APR, minimum)', 'the payoff engine of the Debt Payoff Planner'],
  );
}

/** "What if I pay $600 a month?": the payoff engine run with the user's number, against the minimums. */
export function debtWhatIfAnswer(q: ReadQuestion, data: ChatDataSummary): BuiltInReply | null {
  const debts = data.debtInputs;
  const amount = q.amounts[0];
  if (!debts.length || !amount) return null;
  const used = ['the debts you set up (balance, APR, minimum)', 'the payoff engine of the Debt Payoff Planner'];
  const min = minimumsDue(debts);
  if (amount.cents < min) {
    return reply([`${money(amount.cents)} a month is less than your minimums, ${money(min)}: a plan has to pay at least those.`], used);
  }
  const mine = simulate(debts, amount.cents, 'avalanche');
  const base = simulate(debts, min, 'avalanche');
  const order = [...mine.debts].filter((d) => d.payoffMonth !== null).sort((a, b) => a.payoffMonth! - b.payoffMonth!);
  const sooner = mine.months !== null && base.months !== null ? base.months - mine.months : null;
  return reply(
    [
      `Paying ${money(amount.cents)} a month with the avalanche (highest rate first), you are debt-free in ${months(mine.months)}, with ${money(mine.totalInterestCents)} of interest.`,
      order.length ? `Paid off in order: ${list(order.map((d) => `${d.name} in month ${d.payoffMonth}`))}.` : null,
      `At the minimums (${money(min)} a month): ${months(base.months)} and ${money(base.totalInterestCents)} of interest` +
        (sooner !== null && sooner > 0
          ? `, so ${money(amount.cents)} is ${count(sooner, 'month')} sooner and ${money(base.totalInterestCents - mine.totalInterestCents)} less interest.`
          : '.'),
    ],
    used,
  );
}

/** "When can I retire?": the Financial Freedom page's years to the FI number, at its default assumptions. */
export function retireAnswer(data: ChatDataSummary): BuiltInReply | null {
  const f = data.freedom;
  if (!f) return null;
  const used = ['your net worth as the Bank Accounts page gives it', `your income and spending (${f.yearly.statistic})`];
  if (f.missing) return reply([f.missing], used);
  const fi = f.figures;
  const a = DEFAULT_ASSUMPTIONS;
  const year = Number(data.today.slice(0, 4));
  return reply(
    [
      fi.yearsToFi === null
        ? `At this pace you do not reach financial freedom within 100 years: your FI number is ${money(fi.fiNumberCents ?? 0)}.`
        : fi.yearsToFi === 0
          ? `You are there: your net worth already covers your FI number of ${money(fi.fiNumberCents ?? 0)}.`
          : `About ${count(fi.yearsToFi, 'year')} (around ${year + fi.yearsToFi}) to financial freedom, as the Financial Freedom page says: your FI number is ${money(fi.fiNumberCents ?? 0)}.`,
      `That is a year's spending (${money(f.yearly.spendingCents)}, twelve of your usual months: the ${f.yearly.statistic}) ÷ a ${pct(a.withdrawalRate)} withdrawal rate, ` +
        `with a ${pct(a.realReturn)} real return a year; change them on the Financial Freedom page.`,
    ],
    used,
  );
}

/** "When will I reach my House goal?": Goalie's projection of the goal named (the only one, when none is). */
export function goalWhenAnswer(q: ReadQuestion, data: ChatDataSummary): BuiltInReply | null {
  const active = data.goals.filter((g) => g.status === 'active');
  const text = q.text.toLowerCase();
  const named = active.filter((g) => text.includes(g.name.toLowerCase()));
  const goal = named[0] ?? (active.length === 1 ? active[0] : undefined);
  if (!goal) return null;
  const p = goal.projection;
  const used = ['your goals and what each has saved', `your income and spending in ${count(data.figures.surplus.months.length, 'full month')}`];
  const head = `${goal.name}: ${money(goal.savedCents)} of ${money(goal.targetCents)} saved, ${money(goal.monthlyShareCents)} a month of your usual surplus going to it.`;
  if (p.missing) return reply([head, p.missing], used);
  return reply(
    [
      head,
      p.medianMonth
        ? `Likely reached in ${monthName(p.medianMonth)}${p.p90Month && p.p90Month !== p.medianMonth ? `; by ${monthName(p.p90Month)} in 9 of 10 cases` : ''}, as the Goal Concierge page projects it from your own months.`
        : 'At this pace it is not reached: it gets too little of your surplus.',
    ],
    used,
  );
}

/** "When will I be debt-free?": the payoff engine at the minimums (the planner's default budget). */
export function debtFreeAnswer(data: ChatDataSummary): BuiltInReply | null {
  const debts = data.debtInputs;
  if (!debts.length) return null;
  const min = minimumsDue(debts);
  const plan = simulate(debts, min, 'avalanche');
  const when = plan.months === null ? null : monthAfter(data.today.slice(0, 7), plan.months);
  return reply(
    [
      plan.months === null
        ? `At the minimums (${money(min)} a month) your debts are not paid off within 50 years: the interest outruns the payments.`
        : `At the minimums (${money(min)} a month, avalanche order) you are debt-free in ${months(plan.months)}, around ${monthName(when!)}, with ${money(plan.totalInterestCents)} of interest.`,
      moreLine(debts, min),
      'Ask "what if I pay $600 a month?" to see another amount.',
    ],
    ['the debts you set up (balance, APR, minimum)', 'the payoff engine of the Debt Payoff Planner'],
  );
}

/** "$125.00 a month: 9 months and $46.92 of interest": the same plan with $100 a month more. */
function moreLine(debts: ChatDataSummary['debtInputs'], min: number): string {
  const more = simulate(debts, min + 10_000, 'avalanche');
  return `${money(min + 10_000)} a month: ${months(more.months)} and ${money(more.totalInterestCents)} of interest.`;
}
