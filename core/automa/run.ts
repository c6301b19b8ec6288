// What Automa's rules do on an event, decided without I/O: which rules fire on which imported
// transaction or scheduled fact, under which event key (unique per rule: a rule acts once per event),
// and the effects to apply. services/automa/runs.ts applies them in one database transaction.
import { merchantKey } from '../crystal/merchant.ts';
import { daysBetween } from '../dates.ts';
import { formatCents } from '../money.ts';
import { ruleMatches, ruleProblem, type Action, type Rule, type RuleTransaction, type TriggerKind } from './rules.ts';

/** Triggers the worker evaluates: on each import (the first three), on the daily run (the rest). */
export const TRANSACTION_TRIGGERS: readonly TriggerKind[] = ['transaction imported', 'large transaction', 'new merchant'];
export const SCHEDULED_TRIGGERS: readonly TriggerKind[] = [
  'balance below',
  'goal behind',
  'category over budget',
  'bill due',
  'bill late or missed',
  'subscription price rise',
];
export const RUNNABLE_TRIGGERS: readonly TriggerKind[] = [...TRANSACTION_TRIGGERS, ...SCHEDULED_TRIGGERS];
/** "bill due" without a days condition reminds this many days ahead. */
export const BILL_DUE_DEFAULT_DAYS = 3;

/** The threshold of a "large transaction" or "balance below" rule: its amount condition's value. */
export function thresholdOf(rule: Pick<Rule, 'conditions'>, op: 'at least' | 'at most'): number | null {
  const c = rule.conditions.find((x) => x.field === 'amount' && x.op === op);
  return c && c.field === 'amount' ? c.value : null;
}

/** Why the rule cannot be turned on (the loop check, then what this engine can run), or null. */
export function enableProblem(rule: Rule): string | null {
  const base = ruleProblem(rule);
  if (base) return base;
  if (!RUNNABLE_TRIGGERS.includes(rule.trigger)) return `Rules on "${rule.trigger}" cannot run yet: Automa does not watch that event so far.`;
  if (rule.trigger === 'large transaction' && thresholdOf(rule, 'at least') === null) {
    return 'A "large transaction" rule needs an amount condition "at least": the size that counts as large.';
  }
  if (rule.trigger === 'balance below' && thresholdOf(rule, 'at most') === null) {
    return 'A "balance below" rule needs an amount condition "at most": the balance to watch for.';
  }
  if (!TRANSACTION_TRIGGERS.includes(rule.trigger)) {
    // scheduled events have no transaction to change
    const needsTx = rule.actions.find(
      (a) => a.kind === 'set category' || a.kind === 'add note' || a.kind === 'mark for review' || a.kind === 'contribute to goal',
    );
    if (needsTx) return `"${needsTx.kind}" acts on a transaction; "${rule.trigger}" has none. Use notify or ask an employee.`;
  }
  return null;
}

export type Effect =
  | { kind: 'set category'; transactionId: string; category: string; subcategory: string | null }
  | { kind: 'add note'; transactionId: string; text: string }
  | { kind: 'mark for review'; transactionId: string }
  /** in-app goes in the feed with the run; email and push go through Chime's delivery (one row each) */
  | { kind: 'notify'; channels: ('in-app' | 'email' | 'push')[]; title: string; message: string; date: string }
  | { kind: 'contribute to goal'; goalId: string; date: string; amountCents: number; note: string }
  | { kind: 'ask employee'; employee: string; question: string; context: Record<string, unknown> };

export interface PlannedRun {
  ruleId: string;
  ruleName: string;
  /** unique per rule: "tx:<id>", "balance:<date>", "goal:<id>:<month>", "budget:<id>:<month>" */
  eventKey: string;
  transactionId: string | null;
  /** what the rule fired on, in words */
  subject: string;
  effects: Effect[];
}

function effectsOf(rule: Rule, subject: string, t: RuleTransaction | null, context: Record<string, unknown>, day?: string): Effect[] {
  return rule.actions.map((a: Action): Effect => {
    switch (a.kind) {
      case 'set category':
        return { kind: a.kind, transactionId: t!.id, category: a.category, subcategory: a.subcategory };
      case 'add note':
        return { kind: a.kind, transactionId: t!.id, text: a.text };
      case 'mark for review':
        return { kind: a.kind, transactionId: t!.id };
      case 'notify':
        return { kind: a.kind, channels: a.channels, title: `Automa: ${rule.name}`, message: `Rule "${rule.name}": ${subject}`, date: t?.date ?? day ?? '' };
      case 'contribute to goal':
        return { kind: a.kind, goalId: a.goalId, date: t!.date, amountCents: Math.abs(t!.amountCents), note: `Automa rule "${rule.name}": ${t!.description}` };
      case 'ask employee':
        return {
          kind: a.kind,
          employee: a.employee,
          question: `Automa's rule "${rule.name}" fired: ${subject}. What should I do about it?`,
          context: { rule: rule.name, ...context },
        };
    }
  });
}

const describeTx = (t: RuleTransaction) => `${t.description} (${formatCents(t.amountCents)}, ${t.date})`;

/**
 * The runs an import sets off: each active transaction rule against each transaction the document
 * added, in rule order. Conditions see the row as imported, so rule order does not change who fires.
 */
export function transactionRuns(rules: readonly Rule[], txs: readonly RuleTransaction[], knownMerchants: ReadonlySet<string> = new Set()): PlannedRun[] {
  const out: PlannedRun[] = [];
  for (const rule of rules) {
    if (!TRANSACTION_TRIGGERS.includes(rule.trigger)) continue;
    // "new merchant": the first row of a merchant never seen before this import, once per merchant
    const seen = new Set(knownMerchants);
    for (const t of txs) {
      let eventKey = `tx:${t.id}`;
      if (rule.trigger === 'new merchant') {
        const key = merchantKey(t);
        if (seen.has(key)) continue;
        seen.add(key);
        eventKey = `merchant:${key}`;
      }
      if (!ruleMatches(rule, t)) continue;
      const subject = rule.trigger === 'new merchant' ? `a new merchant, ${t.merchant ?? t.description}: ${describeTx(t)}` : describeTx(t);
      out.push({
        ruleId: rule.id,
        ruleName: rule.name,
        eventKey,
        transactionId: t.id,
        subject,
        effects: effectsOf(rule, subject, t, { transactionId: t.id, description: t.description, amountCents: t.amountCents, date: t.date }),
      });
    }
  }
  return out;
}

/** What the daily tick knows: Crystal's lowest projected balance ahead, goals behind, budgets over. */
export interface ScheduledFacts {
  today: string;
  /** the lowest projected balance in the days ahead (null: no statement stated a balance) */
  balance: { lowCents: number; date: string } | null;
  goalsBehind: readonly { id: string; name: string; savedCents: number; targetCents: number }[];
  budgetsOver: readonly { id: string; category: string; subcategory: string | null; spentCents: number; limitCents: number }[];
  /** the user's active bills with their occurrences against the ledger (Chime's matching) */
  bills?: readonly ScheduledBill[];
  /** the dry run: every bill occurrence of the last 12 months counts as the event it was */
  history?: boolean;
}

export interface ScheduledBill {
  id: string;
  name: string;
  merchantKey: string;
  cents: number;
  occurrences: readonly {
    due: string;
    status: string;
    paidBy: { date: string; cents: number } | null;
    priceRise: { fromCents: number; toCents: number } | null;
  }[];
}

/** The bill events of the day: due within N days, late or missed (or paid after the due date), dearer than before. */
function billRuns(rule: Rule, f: ScheduledFacts): PlannedRun[] {
  const out: PlannedRun[] = [];
  const days = rule.conditions.find((c) => c.field === 'days')?.value ?? BILL_DUE_DEFAULT_DAYS;
  for (const b of f.bills ?? []) {
    const t: RuleTransaction = {
      id: b.id,
      date: f.today,
      description: b.name,
      merchant: b.merchantKey,
      account: null,
      category: '',
      subcategory: null,
      amountCents: -b.cents,
    };
    if (!ruleMatches({ ...rule, conditions: rule.conditions.filter((c) => c.field !== 'category') }, t)) continue;
    for (const o of b.occurrences) {
      const ahead = daysBetween(f.today, o.due);
      const ctx = { billId: b.id, bill: b.name, due: o.due };
      let hit: { key: string; subject: string } | null = null;
      if (rule.trigger === 'bill due' && f.history) {
        hit = {
          key: `billdue:${b.id}:${o.due}`,
          subject: `${b.name} (${formatCents(b.cents)}) due on ${o.due}: would have fired ${days} day${days === 1 ? '' : 's'} before`,
        };
      } else if (rule.trigger === 'bill due' && (o.status === 'upcoming' || o.status === 'due today') && ahead >= 0 && ahead <= days) {
        hit = {
          key: `billdue:${b.id}:${o.due}`,
          subject: `${b.name} (${formatCents(b.cents)}) is due ${ahead === 0 ? 'today' : `in ${ahead} day${ahead === 1 ? '' : 's'}`}, on ${o.due}`,
        };
      } else if (rule.trigger === 'bill late or missed' && (o.status === 'overdue' || o.status === 'missed')) {
        hit = { key: `billlate:${b.id}:${o.due}`, subject: `${b.name} (${formatCents(b.cents)}) was due on ${o.due} and is not paid: ${o.status}` };
      } else if (rule.trigger === 'bill late or missed' && o.paidBy && o.paidBy.date > o.due) {
        hit = { key: `billlate:${b.id}:${o.due}`, subject: `${b.name} was paid late: due ${o.due}, paid ${o.paidBy.date}` };
      } else if (rule.trigger === 'subscription price rise' && o.priceRise) {
        hit = {
          key: `price:${b.id}:${o.due}`,
          subject: `${b.name} went up from ${formatCents(o.priceRise.fromCents)} to ${formatCents(o.priceRise.toCents)} (${o.due})`,
        };
      }
      if (hit)
        out.push({
          ruleId: rule.id,
          ruleName: rule.name,
          eventKey: hit.key,
          transactionId: null,
          subject: hit.subject,
          effects: effectsOf(rule, hit.subject, null, ctx, f.today),
        });
    }
  }
  return out;
}

/**
 * The runs of the scheduled triggers. Event keys make each fire once a day for the balance and once
 * a month per goal or budget, however often the tick runs. Goal and budget subjects are matched
 * like a transaction whose description is the goal's name or the budget's category.
 */
export function scheduledRuns(rules: readonly Rule[], f: ScheduledFacts): PlannedRun[] {
  const month = f.today.slice(0, 7);
  const pseudo = (id: string, description: string, category: string, cents: number): RuleTransaction => ({
    id,
    date: f.today,
    description,
    merchant: null,
    account: null,
    category,
    subcategory: null,
    amountCents: cents,
  });
  const out: PlannedRun[] = [];
  for (const rule of rules) {
    if (rule.trigger === 'bill due' || rule.trigger === 'bill late or missed' || rule.trigger === 'subscription price rise') out.push(...billRuns(rule, f));
    if (rule.trigger === 'balance below' && f.balance) {
      const limit = thresholdOf(rule, 'at most');
      if (limit === null || f.balance.lowCents >= limit) continue;
      const subject = `Crystal projects your balance at ${formatCents(f.balance.lowCents)} on ${f.balance.date}, under ${formatCents(limit)}`;
      out.push({
        ruleId: rule.id,
        ruleName: rule.name,
        eventKey: `balance:${f.today}`,
        transactionId: null,
        subject,
        effects: effectsOf(rule, subject, null, { lowCents: f.balance.lowCents, date: f.balance.date, thresholdCents: limit }, f.today),
      });
    }
    if (rule.trigger === 'goal behind') {
      for (const g of f.goalsBehind) {
        if (!ruleMatches({ ...rule, conditions: rule.conditions.filter((c) => c.field === 'description') }, pseudo(g.id, g.name, '', g.savedCents))) continue;
        const subject = `${g.name} is behind: ${formatCents(g.savedCents)} saved of ${formatCents(g.targetCents)}`;
        out.push({
          ruleId: rule.id,
          ruleName: rule.name,
          eventKey: `goal:${g.id}:${month}`,
          transactionId: null,
          subject,
          effects: effectsOf(rule, subject, null, { goalId: g.id, goal: g.name, savedCents: g.savedCents, targetCents: g.targetCents }, f.today),
        });
      }
    }
    if (rule.trigger === 'category over budget') {
      for (const b of f.budgetsOver) {
        if (!ruleMatches({ ...rule, conditions: rule.conditions.filter((c) => c.field === 'category') }, pseudo(b.id, b.category, b.category, b.spentCents)))
          continue;
        const scope = b.subcategory ? `${b.category} › ${b.subcategory}` : b.category;
        const subject = `${scope} is over its ${formatCents(b.limitCents)} budget: ${formatCents(b.spentCents)} spent this month`;
        out.push({
          ruleId: rule.id,
          ruleName: rule.name,
          eventKey: `budget:${b.id}:${month}`,
          transactionId: null,
          subject,
          effects: effectsOf(rule, subject, null, { budgetId: b.id, category: scope, spentCents: b.spentCents, limitCents: b.limitCents }, f.today),
        });
      }
    }
  }
  return out;
}

/** The run log's outcome: channels this build cannot deliver yet are reported, not dropped silently. */
export function runOutcome(done: readonly string[], skipped: readonly string[]): 'done' | 'partly done' | 'skipped' {
  return skipped.length === 0 ? 'done' : done.length ? 'partly done' : 'skipped';
}
