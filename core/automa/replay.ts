// Automa's dry run for the state triggers, replayed over the past where the data allows: a category
// over its budget month by month from the ledger, a balance below X day by day from the balances the
// statements stated, a goal behind at each month's end from what it had saved by then. Where nothing
// of the past is kept, the result says so. Pure: services/automa/history.ts reads the rows.
import { balanceOn, type BalanceIndex } from '../accounts/balances.ts';
import type { LedgerTransaction } from '../crystal/types.ts';
import { addDays, daysInMonth, isoDate } from '../dates.ts';
import { inScope, type BudgetScope } from '../goalie/budgets.ts';
import { goalsOverview, type DebtClaim, type GoalFacts } from '../goalie/overview.ts';
import { formatCents } from '../money.ts';
import { ruleMatches, type Rule, type RuleTransaction } from './rules.ts';
import { thresholdOf } from './run.ts';

/** One past firing: its event key (as the live rule would have used), its day and what it fired on. */
export interface ReplayedEvent {
  eventKey: string;
  date: string;
  subject: string;
}

export interface Replay {
  events: ReplayedEvent[];
  /** what was replayed and from what; or, plainly, why it could not be */
  note: string;
}

/** The window replayed: the 12 months before `to`. */
export const replayFrom = (to: string) => addDays(to, -365);

/** 'YYYY-MM' of each month from `from`'s to `to`'s. */
function monthsOf(from: string, to: string): string[] {
  const out: string[] = [];
  for (let i = 0; ; i++) {
    const m = isoDate(Number(from.slice(0, 4)), Number(from.slice(5, 7)) + i, 1).slice(0, 7);
    if (m > to.slice(0, 7)) return out;
    out.push(m);
  }
}

const monthEnd = (m: string) => `${m}-${String(daysInMonth(Number(m.slice(0, 4)), Number(m.slice(5, 7)))).padStart(2, '0')}`;
const monthName = (m: string) => new Date(`${m}-15T00:00:00Z`).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
/** A rule's conditions on a state matched like a transaction whose description (or category) is its name. */
const subject = (id: string, date: string, description: string, category: string, cents: number): RuleTransaction => ({
  id,
  date,
  description,
  merchant: null,
  account: null,
  category,
  subcategory: null,
  amountCents: cents,
});
const only = (rule: Rule, field: 'description' | 'category'): Rule => ({ ...rule, conditions: rule.conditions.filter((c) => c.field === field) });

/**
 * The balance at the end of each day from `from` to `to`, summed over the accounts given (those whose
 * statements stated a balance), each from its first day with a figure. Days before any: left out.
 */
export function dailyBalances(accounts: readonly BalanceIndex[], from: string, to: string): { date: string; balanceCents: number }[] {
  const stated = accounts.filter((a) => a.anchors.length > 0 && a.firstDate !== null);
  const out: { date: string; balanceCents: number }[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) {
    const counted = stated.filter((a) => a.firstDate! <= d);
    if (counted.length) out.push({ date: d, balanceCents: counted.reduce((s, a) => s + balanceOn(a, d).balanceCents, 0) });
  }
  return out;
}

/** "Balance below X": each day whose balance ended under X (the event key is the day's, as live). */
export function replayBalanceBelow(rule: Rule, days: readonly { date: string; balanceCents: number }[]): Replay {
  const limit = thresholdOf(rule, 'at most');
  if (limit === null) return { events: [], note: 'Nothing to replay: the rule has no amount condition "at most" (the balance to watch for).' };
  if (!days.length) {
    return {
      events: [],
      note: "This rule cannot be replayed: none of your statements states a balance (a running-balance column or a closing balance), so there is no past balance to look at. Live, it watches Crystal's projection from the balance a statement states.",
    };
  }
  const events = days
    .filter((d) => d.balanceCents < limit)
    .map((d) => ({
      eventKey: `balance:${d.date}`,
      date: d.date,
      subject: `Your balance ended ${d.date} at ${formatCents(d.balanceCents)}, under ${formatCents(limit)}`,
    }));
  return {
    events,
    note:
      `Replayed day by day from ${days[0]!.date} to ${days[days.length - 1]!.date} with the balances your statements stated (and the transactions in between): ` +
      `each day listed ended under ${formatCents(limit)}. Live, the rule watches Crystal's 30-day projection, so it can also fire up to 30 days before such a day.`,
  };
}

export interface BudgetLimit extends BudgetScope {
  id: string;
  limitCents: number;
}

/**
 * "Category over budget": for each budget the rule names and each month of the window, the day the
 * month's spending reached the limit (once a month, as live), with the month's total.
 */
export function replayBudgets(rule: Rule, budgets: readonly BudgetLimit[], txs: readonly LedgerTransaction[], from: string, to: string): Replay {
  if (!budgets.length) return { events: [], note: 'This rule cannot be replayed: you have no budgets yet (set one on the Budgets page).' };
  const named = budgets.filter((b) => ruleMatches(only(rule, 'category'), subject(b.id, to, b.category, b.category, 0)));
  const events: ReplayedEvent[] = [];
  for (const b of named) {
    if (b.limitCents <= 0) continue;
    const scope = b.subcategory ? `${b.category} › ${b.subcategory}` : b.category;
    const spent = txs.filter((t) => t.date <= to && inScope(t, b)).sort((x, y) => x.date.localeCompare(y.date));
    for (const m of monthsOf(from, to)) {
      // the month's spending day by day (a day's run sees all of that day's rows): the first day it reaches the limit
      const perDay = new Map<string, number>();
      for (const t of spent) if (t.date.slice(0, 7) === m) perDay.set(t.date, (perDay.get(t.date) ?? 0) - t.amountCents);
      let sum = 0;
      let over: { date: string; cents: number } | null = null;
      for (const [date, cents] of perDay) {
        sum += cents;
        if (!over && sum >= b.limitCents) over = { date, cents: sum };
      }
      if (!over || over.date < from) continue;
      const soFar = m === to.slice(0, 7) ? ' so far' : '';
      events.push({
        eventKey: `budget:${b.id}:${m}`,
        date: over.date,
        subject: `${scope} went over its ${formatCents(b.limitCents)} budget on ${over.date}: ${formatCents(over.cents)} spent by then, ${formatCents(sum)} in ${monthName(m)}${soFar}`,
      });
    }
  }
  events.sort((a, b) => a.date.localeCompare(b.date) || a.eventKey.localeCompare(b.eventKey));
  const none = named.length ? '' : ' None of your budgets is in the category the rule names.';
  return {
    events,
    note: `Replayed month by month over the last 12 months from your ledger, with each budget's limit as it is today (earlier limits are not kept).${none}`,
  };
}

/** A goal as it is, the day it was created, and what was added to it when (contributions, matched transactions). */
export interface GoalHistory {
  goal: GoalFacts;
  createdDay: string;
  entries: readonly { date: string; cents: number }[];
}

/**
 * "Goal behind": at the end of each month of the window (today for this month), each goal that existed
 * by then, with what it had saved by then and the ledger up to that day, rated as Goalie rates it.
 */
export function replayGoals(
  rule: Rule,
  goals: readonly GoalHistory[],
  txs: readonly LedgerTransaction[],
  from: string,
  to: string,
  debt: DebtClaim | null,
): Replay {
  const active = goals.filter((g) => g.goal.status === 'active');
  if (!active.length) return { events: [], note: 'This rule cannot be replayed: you have no active goals (set one on the Goals page).' };
  const events: ReplayedEvent[] = [];
  for (const m of monthsOf(from, to)) {
    const day = monthEnd(m) < to ? monthEnd(m) : to;
    if (day < from) continue;
    const existing = active.filter((g) => g.createdDay <= day);
    if (!existing.length) continue;
    const facts = existing.map((g) => ({ ...g.goal, savedCents: g.goal.startingCents + g.entries.reduce((s, e) => s + (e.date <= day ? e.cents : 0), 0) }));
    const { goals: rated } = goalsOverview(
      facts,
      txs.filter((t) => t.date <= day),
      day,
      debt,
    );
    for (const g of rated) {
      if (g.progress !== 'behind' || !ruleMatches(only(rule, 'description'), subject(g.id, day, g.name, '', g.savedCents))) continue;
      events.push({
        eventKey: `goal:${g.id}:${m}`,
        date: day,
        subject: `${g.name} was behind on ${day}: ${formatCents(g.savedCents)} saved of ${formatCents(g.targetCents)}${g.targetDate ? ` by ${g.targetDate}` : ''}`,
      });
    }
  }
  const first = active.map((g) => g.createdDay).sort()[0]!;
  const since = first > from ? ` Your goals exist since ${first}, so the months before are not replayed.` : '';
  return {
    events,
    note: `Replayed at the end of each month over the last 12 months: each goal with what it had saved by then (its starting amount, contributions and matched transactions) and your ledger up to that day; debts as they are today.${since}`,
  };
}
