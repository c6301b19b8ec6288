// Reconciliation: the bank says the account held X at the end of a day; the ledger says Y. The
// difference should be transactions the ledger has and the bank has not counted (not yet cleared, or
// imported twice). This suggests the smallest such set, likely duplicates first.
import { daysBetween } from '../dates.ts';
import { smallestSubset, type SubsetOptions } from './subset-search.ts';

export interface ReconcileCandidate {
  id: string;
  date: string;
  description: string;
  amountCents: number;
}

export interface SuggestedTransaction extends ReconcileCandidate {
  /** why it is suggested: a likely duplicate of another row, or not yet counted by the bank */
  reason: 'likely duplicate' | 'not yet cleared';
  duplicateOf: string | null;
}

export interface ReconcilePlan {
  date: string;
  bankBalanceCents: number;
  ledgerBalanceCents: number;
  /** ledger − bank */
  differenceCents: number;
  explained: boolean;
  /** the smallest set found whose amounts add up to the difference (empty when there is none) */
  suggestion: SuggestedTransaction[];
  /** the unreconciled transactions up to the date that the plan would mark reconciled */
  toReconcile: string[];
  message: string;
  steps: number;
}

const normal = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** Rows that repeat an earlier one (same amount and description within 3 days): id → the earlier row's id. */
export function likelyDuplicates(rows: readonly ReconcileCandidate[]): Map<string, string> {
  const sorted = [...rows].sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id));
  const out = new Map<string, string>();
  const last = new Map<string, ReconcileCandidate>();
  for (const r of sorted) {
    const key = `${r.amountCents}|${normal(r.description)}`;
    const prev = last.get(key);
    if (prev && daysBetween(prev.date, r.date) <= 3) out.set(r.id, prev.id);
    last.set(key, r);
  }
  return out;
}

const money = (c: number) => `${c < 0 ? '−' : ''}${(Math.abs(c) / 100).toFixed(2)}`;

export function reconcilePlan(input: {
  date: string;
  bankBalanceCents: number;
  ledgerBalanceCents: number;
  /** the account's unreconciled transactions up to the date */
  unreconciled: readonly ReconcileCandidate[];
  search?: SubsetOptions;
}): ReconcilePlan {
  const { date, bankBalanceCents, ledgerBalanceCents } = input;
  const differenceCents = ledgerBalanceCents - bankBalanceCents;
  const dup = likelyDuplicates(input.unreconciled);
  // most likely first: duplicates, then the newest (the bank has not counted them yet), then the id
  const order = [...input.unreconciled].sort(
    (a, b) => Number(dup.has(b.id)) - Number(dup.has(a.id)) || b.date.localeCompare(a.date) || a.id.localeCompare(b.id),
  );
  const r = smallestSubset(differenceCents, order, input.search);
  const base = { date, bankBalanceCents, ledgerBalanceCents, differenceCents, steps: r.steps };
  if (!r.found) {
    return {
      ...base,
      explained: false,
      suggestion: [],
      toReconcile: [],
      message: `The difference of ${money(differenceCents)} cannot be explained by any ${r.exhausted ? `set of up to ${r.triedUpTo}` : `set Ledger could try within the time limit (all sets of up to ${r.triedUpTo} were tried)`} of the ${input.unreconciled.length} unreconciled transactions up to ${date}. Nothing was changed; check for a transaction missing from your ledger.`,
    };
  }
  const picked = new Set(r.ids);
  const byId = new Map(input.unreconciled.map((t) => [t.id, t]));
  const suggestion = r.ids.map(
    (id): SuggestedTransaction => ({
      ...byId.get(id)!,
      reason: dup.has(id) ? 'likely duplicate' : 'not yet cleared',
      duplicateOf: dup.get(id) ?? null,
    }),
  );
  return {
    ...base,
    explained: true,
    suggestion,
    toReconcile: input.unreconciled.filter((t) => !picked.has(t.id)).map((t) => t.id),
    message:
      differenceCents === 0
        ? `Your ledger agrees with the bank on ${date}.`
        : `${suggestion.length} transaction${suggestion.length === 1 ? '' : 's'} totalling ${money(differenceCents)} explain${suggestion.length === 1 ? 's' : ''} the difference: the bank has not counted ${suggestion.length === 1 ? 'it' : 'them'} (or ${suggestion.length === 1 ? 'it is' : 'they are'} in your ledger twice).`,
  };
}

/** The difference left if exactly `reconciled` are cleared: the bank's balance must equal ledger − the rest. */
export function clearedDifference(input: {
  bankBalanceCents: number;
  ledgerBalanceCents: number;
  unreconciled: readonly ReconcileCandidate[];
  reconciled: ReadonlySet<string>;
}): number {
  const pending = input.unreconciled.filter((t) => !input.reconciled.has(t.id)).reduce((s, t) => s + t.amountCents, 0);
  return input.ledgerBalanceCents - pending - input.bankBalanceCents;
}
