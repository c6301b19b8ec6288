// Automa's rules: one trigger, conditions, actions. Pure: whether a rule matches a transaction, what
// a dry run over past transactions would have changed, and rules that would set themselves off
// (refused: a rule never loops). Rules that contradict each other: conflicts.ts.
import { merchantKey } from '../crystal/merchant.ts';
import type { LedgerTransaction } from '../crystal/types.ts';

export type TriggerKind =
  | 'transaction imported'
  | 'bill due'
  | 'bill late or missed'
  | 'new merchant'
  | 'subscription price rise'
  | 'category over budget'
  | 'goal behind'
  | 'balance below'
  | 'large transaction';

export type Condition =
  | { field: 'description' | 'merchant' | 'account'; op: 'contains' | 'equals'; value: string }
  | { field: 'category'; op: 'equals'; value: string }
  /** the amount's size in cents, whatever its sign */
  | { field: 'amount'; op: 'at least' | 'at most'; value: number }
  | { field: 'direction'; op: 'is'; value: 'in' | 'out' }
  /** "bill due" only: the due date is at most this many days away */
  | { field: 'days'; op: 'at most'; value: number };

export type Action =
  | { kind: 'set category'; category: string; subcategory: string | null }
  | { kind: 'add note'; text: string }
  | { kind: 'mark for review' }
  | { kind: 'notify'; channels: ('in-app' | 'email' | 'push')[] }
  | { kind: 'contribute to goal'; goalId: string }
  | { kind: 'ask employee'; employee: string };

export interface Rule {
  id: string;
  name: string;
  trigger: TriggerKind;
  conditions: Condition[];
  actions: Action[];
}

export interface RuleTransaction {
  id: string;
  date: string;
  description: string;
  merchant: string | null;
  account: string | null;
  category: string;
  subcategory: string | null;
  amountCents: number;
}

/** A ledger row as rules see it (the dry run and the conflict scan read the same fields). */
export function ruleTransactionOf(t: LedgerTransaction & { id: string }): RuleTransaction {
  return {
    id: t.id,
    date: t.date,
    description: t.description,
    merchant: t.merchant,
    account: t.account ?? null,
    category: t.category,
    subcategory: t.subcategory ?? null,
    amountCents: t.amountCents,
  };
}

const norm = (s: string | null) => (s ?? '').toLowerCase().replace(/\s+/g, ' ').trim();

/** A transaction with its text fields normalized once: a rule set matched against many rows pays it once per row. */
export interface PreparedTransaction {
  tx: RuleTransaction;
  description: string;
  merchant: string;
  account: string;
}

export const prepared = (t: RuleTransaction): PreparedTransaction => ({
  tx: t,
  description: norm(t.description),
  merchant: norm(t.merchant),
  account: norm(t.account),
});

function conditionTest(c: Condition): (p: PreparedTransaction) => boolean {
  switch (c.field) {
    case 'description':
    case 'merchant':
    case 'account': {
      const [field, want] = [c.field, norm(c.value)];
      return c.op === 'equals' ? (p) => p[field] === want : (p) => p[field].includes(want);
    }
    case 'category':
      return (p) => p.tx.category === c.value;
    case 'amount':
      return c.op === 'at least' ? (p) => Math.abs(p.tx.amountCents) >= c.value : (p) => Math.abs(p.tx.amountCents) <= c.value;
    case 'direction':
      return c.value === 'in' ? (p) => p.tx.amountCents > 0 : (p) => p.tx.amountCents < 0;
    // a bill's days ahead are checked where the bill event is built (core/automa/run.ts)
    case 'days':
      return () => true;
  }
}

/** The rule compiled once (its values normalized) to test many prepared rows. */
export function ruleMatcher(rule: Rule): (p: PreparedTransaction) => boolean {
  const tests = rule.conditions.map(conditionTest);
  return (p) => tests.every((t) => t(p));
}

/** Every condition holds (a rule with none matches every transaction: the dry run says so). */
export function ruleMatches(rule: Rule, t: RuleTransaction): boolean {
  return ruleMatcher(rule)(prepared(t));
}

/** Which triggers an action can itself cause: a rule acting on one of its own triggers would loop. */
const CAUSES: Record<Action['kind'], readonly TriggerKind[]> = {
  'set category': ['category over budget'],
  'add note': [],
  'mark for review': [],
  notify: [],
  'contribute to goal': ['goal behind'],
  'ask employee': [],
};

/** Why this rule cannot be turned on, or null. */
export function ruleProblem(rule: Rule): string | null {
  if (!rule.name.trim()) return 'Give the rule a name.';
  if (!rule.actions.length) return 'A rule needs at least one action.';
  const loop = rule.actions.find((a) => CAUSES[a.kind].includes(rule.trigger));
  if (loop) return `"${loop.kind}" can set off "${rule.trigger}" again: the rule would fire on its own action.`;
  for (const c of rule.conditions) {
    if (c.field === 'amount' && !(Number.isSafeInteger(c.value) && c.value >= 0)) return 'An amount condition needs a size of zero or more.';
    if (c.field === 'days' && rule.trigger !== 'bill due') return 'The "days" condition is for "bill due" rules: how many days before the due date.';
    if (c.field === 'days' && !(Number.isInteger(c.value) && c.value >= 0 && c.value <= 60))
      return 'A "days" condition needs a whole number of days from 0 to 60.';
    if ((c.field === 'description' || c.field === 'merchant' || c.field === 'account') && !c.value.trim()) return `The ${c.field} condition needs some text.`;
  }
  return null;
}

export interface DryRun {
  /** transactions the rule would have fired on */
  matched: number;
  total: number;
  /** true when it fires on every transaction looked at: the user must confirm it */
  matchesEverything: boolean;
  /** what each action would have changed, per transaction (category changes only where it differs) */
  changes: { id: string; date: string; description: string; from: string; to: string | null; actions: string[] }[];
}

/** What the rule would have done over these transactions (the last 12 months, when the server asks). */
export function dryRun(rule: Rule, txs: readonly RuleTransaction[]): DryRun {
  const setCat = rule.actions.find((a): a is Extract<Action, { kind: 'set category' }> => a.kind === 'set category');
  const changes: DryRun['changes'] = [];
  // "new merchant": the first row of each merchant in the window (its earlier history is not looked at)
  const seen = new Set<string>();
  const ordered = rule.trigger === 'new merchant' ? [...txs].sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id)) : txs;
  for (const t of ordered) {
    if (rule.trigger !== 'transaction imported' && rule.trigger !== 'large transaction' && rule.trigger !== 'new merchant') break;
    if (rule.trigger === 'new merchant') {
      const key = merchantKey(t);
      if (seen.has(key)) continue;
      seen.add(key);
    }
    if (!ruleMatches(rule, t)) continue;
    const to = setCat ? (setCat.subcategory ? `${setCat.category} › ${setCat.subcategory}` : setCat.category) : null;
    const from = t.subcategory ? `${t.category} › ${t.subcategory}` : t.category;
    changes.push({ id: t.id, date: t.date, description: t.description, from, to: to === from ? null : to, actions: rule.actions.map((a) => a.kind) });
  }
  return { matched: changes.length, total: txs.length, matchesEverything: txs.length > 0 && changes.length === txs.length, changes };
}
