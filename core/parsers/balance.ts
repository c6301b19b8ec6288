// Checking an import against the balances the statement itself states: opening + transactions must
// equal closing, and each running balance must be the previous one plus the row's amount.
import { formatCents } from '../money.ts';
import type { ExtractedTransaction, StatementResult } from './types.ts';

const IMPORTED_ANYWAY = 'Imported anyway; check for missing rows.';

/**
 * Whether the stated balance moves between two consecutive rows by `net` of the row it belongs to,
 * in either row order (oldest first: t's balance = a's + net(t); newest first: a's = t's + net(a)).
 * The tallies that read a sign or a fee from the balance all ask this; both rows state a balance.
 */
export function balanceMovesBy(a: ExtractedTransaction, t: ExtractedTransaction, net: (x: ExtractedTransaction) => number): boolean {
  return t.balanceCents === a.balanceCents! + net(t) || a.balanceCents === t.balanceCents! + net(a);
}

/**
 * A warning naming the gap when the statement's balances do not add up, or null when they do or
 * cannot be checked. Balances may be stated from the account's side (opening + amounts = closing)
 * or, on card statements, as the amount owed (opening − amounts = closing); either is consistent.
 */
export function balanceWarning(r: StatementResult): string | null {
  const check = new BalanceCheck(r.openingBalanceCents, r.closingBalanceCents);
  for (const t of r.items) check.add(t);
  return check.warning();
}

interface Break {
  /** index in the checked order */
  at: number;
  expected: number;
  stated: number;
  previous: number;
  /** the amounts since the previous stated balance: this row's and those of rows without one */
  amount: number;
  rows: number;
  /** the row whose stated balance breaks */
  row: ExtractedTransaction;
}

/** One way of walking the rows (a sign, an order): how many stated balances added up before its first break. */
interface Walk {
  checked: number;
  brk: Break | null;
}

/**
 * balanceWarning's check fed one row at a time, in file order, so a large statement's rows need not
 * be held. The rows are walked oldest first or newest first, the amounts added or taken away; in
 * each walk the first row whose stated balance is not the previous one ± the amounts since is the
 * break. Walking newest first checks the same pairs of neighbouring stated balances as walking
 * forward, so its first break is the last failing pair in file order.
 */
export class BalanceCheck {
  private n = 0;
  private sum = 0;
  private withBalance = 0;
  private firstDate = '';
  private lastDate = '';
  /** forward: the previous stated balance (the opening one at first) and the amounts and rows since */
  private previous: number | null;
  private pending = 0;
  private count = 0;
  private readonly forward: Walk[] = [
    { checked: 0, brk: null },
    { checked: 0, brk: null },
  ];
  /** backward: the last row with a stated balance, its index and the amounts of the rows after it */
  private last: { row: ExtractedTransaction; index: number } | null = null;
  private between = 0;
  /** per sign: the last failing pair seen (its row index in file order) and the pairs that added up after it */
  private readonly backward: { brk: (Omit<Break, 'at'> & { index: number }) | null; checked: number }[] = [
    { brk: null, checked: 0 },
    { brk: null, checked: 0 },
  ];

  constructor(
    private readonly opening: number | null,
    private readonly closing: number | null,
  ) {
    this.previous = opening;
  }

  add(t: ExtractedTransaction): void {
    const i = this.n++;
    if (i === 0) this.firstDate = t.date;
    this.lastDate = t.date;
    const amount = t.amountCents;
    this.sum += amount;
    this.pending += amount;
    this.count++;
    const stated = t.balanceCents;
    if (stated === null) {
      this.between += amount;
      return;
    }
    this.withBalance++;
    if (this.previous !== null) {
      for (let s = 0; s < 2; s++) {
        const walk = this.forward[s]!;
        if (walk.brk) continue;
        const expected = this.previous + (s === 0 ? 1 : -1) * this.pending;
        if (expected === stated) walk.checked++;
        else walk.brk = { at: i, expected, stated, previous: this.previous, amount: this.pending, rows: this.count, row: t };
      }
    }
    this.previous = stated;
    this.pending = 0;
    this.count = 0;
    const last = this.last;
    if (last !== null) {
      // newest first: this row's balance comes first, then the last one's ± the amounts from it up to this row
      const back = last.row.amountCents + this.between;
      for (let s = 0; s < 2; s++) {
        const walk = this.backward[s]!;
        const expected = stated + (s === 0 ? 1 : -1) * back;
        if (expected === last.row.balanceCents) walk.checked++;
        else {
          walk.brk = { index: last.index, expected, stated: last.row.balanceCents!, previous: stated, amount: back, rows: i - last.index, row: last.row };
          walk.checked = 0;
        }
      }
    }
    this.last = { row: t, index: i };
    this.between = 0;
  }

  warning(): string | null {
    if (this.n === 0) return null;
    const { opening, closing, sum } = this;
    if (opening !== null && closing !== null && opening + sum !== closing && opening - sum !== closing) {
      const computed = opening + sum;
      return `Balances don't add up: opening ${formatCents(opening)} + transactions ${formatCents(sum)} = ${formatCents(computed)}, but the statement says closing ${formatCents(closing)} (gap ${formatCents(Math.abs(closing - computed))}). ${IMPORTED_ANYWAY}`;
    }
    return this.runningBalanceWarning();
  }

  private runningBalanceWarning(): string | null {
    const withBalance = this.withBalance;
    if (withBalance < 2 && !(withBalance === 1 && this.opening !== null)) return null;
    // Oldest first is the usual order; many banks list newest first. The dates say which, and
    // when they cannot (one day) the order that adds up wins.
    const first = this.firstDate;
    const last = this.lastDate;
    const backward: Walk[] = this.backward.map((w) => ({ checked: w.checked, brk: w.brk && { ...w.brk, at: this.n - 1 - w.brk.index } }));
    const orders: Walk[][] = first > last ? [backward] : first < last ? [this.forward] : [this.forward, backward];

    let best: { brk: Break; checked: number } | null = null;
    for (const walks of orders) {
      for (const { checked, brk } of walks) {
        if (brk === null) return null;
        if (!best || brk.at > best.brk.at || (brk.at === best.brk.at && checked > best.checked)) best = { brk, checked };
      }
    }
    if (!best) return null;
    const { brk } = best;
    const t = brk.row;
    const desc = t.description.length > 40 ? `${t.description.slice(0, 37)}…` : t.description;
    const computed = brk.previous + brk.amount;
    const moved = brk.rows > 1 ? `the ${brk.rows} rows up to it (${formatCents(brk.amount)})` : formatCents(brk.amount);
    return `Running balance doesn't add up at the ${t.date} row "${desc}" (${formatCents(t.amountCents)}): the balance before it, ${formatCents(brk.previous)}, plus ${moved} is ${formatCents(computed)}, but the statement shows ${formatCents(brk.stated)} (gap ${formatCents(Math.abs(brk.stated - computed))}). ${IMPORTED_ANYWAY}`;
  }
}
