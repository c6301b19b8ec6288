// An account's balance on any date, from what the bank stated where it stated something (a statement's
// closing balance, the running balance column) and from the opening balance plus the transactions
// otherwise. Pure: the database hands in the rows (db/repos/accounts.ts).
import { closingRow } from '../crystal/closing-balance.ts';

export interface AccountTransaction {
  date: string;
  amountCents: number;
  /** the running balance the statement printed after this row, when it printed one */
  balanceCents: number | null;
}

/** A balance the bank stated at the end of a day. */
export interface StatedBalance {
  date: string;
  balanceCents: number;
  source: 'statement' | 'running balance';
}

export type BalanceSource = StatedBalance['source'] | 'opening balance';

export interface BalanceFacts {
  openingBalanceCents: number;
  transactions: readonly AccountTransaction[];
  /** rows with a printed running balance, when they are not among `transactions` (which are then per-day sums) */
  running?: readonly AccountTransaction[];
  /** statements' closing balances (account_balances rows of source 'statement') */
  statements: readonly StatedBalance[];
}

export interface BalanceOn {
  date: string;
  balanceCents: number;
  /** where the figure came from: the stated balance it was carried from, or the opening balance */
  source: BalanceSource;
  /** the date of that stated balance (null: computed from the opening balance) */
  anchorDate: string | null;
}

/** What balanceOn needs, computed once per account (sorted sums and anchors). */
export interface BalanceIndex {
  opening: number;
  /** distinct transaction dates, ascending, and the running sum of amounts to the end of each */
  dates: string[];
  sums: number[];
  anchors: StatedBalance[];
  firstDate: string | null;
}

/** One anchor per day: a statement's closing balance wins over the running-balance column of the same day. */
export function statedAnchors(facts: Pick<BalanceFacts, 'transactions' | 'running' | 'statements'>): StatedBalance[] {
  const byDay = new Map<string, { date: string; amountCents: number; balanceCents: number }[]>();
  for (const t of facts.running ?? facts.transactions) {
    if (t.balanceCents === null) continue;
    const rows = byDay.get(t.date) ?? [];
    rows.push({ date: t.date, amountCents: t.amountCents, balanceCents: t.balanceCents });
    byDay.set(t.date, rows);
  }
  const anchors = new Map<string, StatedBalance>();
  for (const [date, rows] of byDay) anchors.set(date, { date, balanceCents: closingRow(rows)!.balanceCents, source: 'running balance' });
  for (const s of facts.statements) anchors.set(s.date, { ...s, source: 'statement' });
  return [...anchors.values()].sort((a, b) => a.date.localeCompare(b.date));
}

export function balanceIndex(facts: BalanceFacts): BalanceIndex {
  const perDay = new Map<string, number>();
  for (const t of facts.transactions) perDay.set(t.date, (perDay.get(t.date) ?? 0) + t.amountCents);
  const dates = [...perDay.keys()].sort();
  const sums: number[] = [];
  let s = 0;
  for (const d of dates) sums.push((s += perDay.get(d)!));
  const anchors = statedAnchors(facts);
  const first = [dates[0], anchors[0]?.date].filter((d): d is string => Boolean(d)).sort()[0] ?? null;
  return { opening: facts.openingBalanceCents, dates, sums, anchors, firstDate: first };
}

/** Index of the last element ≤ date in an ascending list, or −1. */
function lastAtOrBefore(list: readonly string[], date: string): number {
  let lo = 0;
  let hi = list.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid]! <= date) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

/** The sum of the amounts up to the end of `date`. */
function sumTo(ix: BalanceIndex, date: string): number {
  const i = lastAtOrBefore(ix.dates, date);
  return i < 0 ? 0 : ix.sums[i]!;
}

/**
 * The balance at the end of `date`: carried from the latest stated balance on or before it (plus the
 * transactions since), else back from the earliest one after it, else the opening balance plus every
 * transaction up to the date.
 */
export function balanceOn(ix: BalanceIndex, date: string): BalanceOn {
  const anchorDates = ix.anchors.map((a) => a.date);
  const i = lastAtOrBefore(anchorDates, date);
  const anchor = i >= 0 ? ix.anchors[i] : ix.anchors[0];
  if (anchor) {
    return { date, balanceCents: anchor.balanceCents + sumTo(ix, date) - sumTo(ix, anchor.date), source: anchor.source, anchorDate: anchor.date };
  }
  return { date, balanceCents: ix.opening + sumTo(ix, date), source: 'opening balance', anchorDate: null };
}

/** The balance at the end of each day that had a transaction or a stated balance, oldest first. */
export function balanceHistory(ix: BalanceIndex, to?: string): { date: string; balanceCents: number }[] {
  const days = [...new Set([...ix.dates, ...ix.anchors.map((a) => a.date)])].sort().filter((d) => !to || d <= to);
  return days.map((d) => ({ date: d, balanceCents: balanceOn(ix, d).balanceCents }));
}
