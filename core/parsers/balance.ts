// Checking an import against the balances the statement itself states: opening + transactions must
// equal closing, and each running balance must be the previous one plus the row's amount.
import { formatCents } from '../money.ts';
import type { ExtractedTransaction, StatementResult } from './types.ts';

const IMPORTED_ANYWAY = 'Imported anyway; check for missing rows.';

/**
 * A warning naming the gap when the statement's balances do not add up, or null when they do or
 * cannot be checked. Balances may be stated from the account's side (opening + amounts = closing)
 * or, on card statements, as the amount owed (opening − amounts = closing); either is consistent.
 */
export function balanceWarning(r: StatementResult): string | null {
  const items = r.items;
  if (items.length === 0) return null;
  if (r.openingBalanceCents !== null && r.closingBalanceCents !== null) {
    let sum = 0;
    for (const t of items) sum += t.amountCents;
    const opening = r.openingBalanceCents;
    const closing = r.closingBalanceCents;
    if (opening + sum !== closing && opening - sum !== closing) {
      const computed = opening + sum;
      return `Balances don't add up: opening ${formatCents(opening)} + transactions ${formatCents(sum)} = ${formatCents(computed)}, but the statement says closing ${formatCents(closing)} (gap ${formatCents(Math.abs(closing - computed))}). ${IMPORTED_ANYWAY}`;
    }
  }
  return runningBalanceWarning(items, r.openingBalanceCents);
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
}

/** Walks rows in order; the first row whose stated balance is not previous ± amount. */
function firstBreak(rows: readonly ExtractedTransaction[], sign: 1 | -1, opening: number | null): { checked: number; brk: Break | null } {
  let previous: number | null = opening;
  let pending = 0; // amounts of rows without a stated balance since the last one
  let count = 0;
  let checked = 0;
  for (let i = 0; i < rows.length; i++) {
    const t = rows[i]!;
    pending += t.amountCents;
    count++;
    if (t.balanceCents === null) continue;
    if (previous !== null) {
      const expected = previous + sign * pending;
      if (expected !== t.balanceCents) return { checked, brk: { at: i, expected, stated: t.balanceCents, previous, amount: pending, rows: count } };
      checked++;
    }
    previous = t.balanceCents;
    pending = 0;
    count = 0;
  }
  return { checked, brk: null };
}

function runningBalanceWarning(items: readonly ExtractedTransaction[], opening: number | null): string | null {
  let withBalance = 0;
  for (const t of items) if (t.balanceCents !== null) withBalance++;
  if (withBalance < 2 && !(withBalance === 1 && opening !== null)) return null;

  // Oldest first is the usual order; many banks list newest first. The dates say which, and
  // when they cannot (one day) the order that adds up wins.
  const first = items[0]!.date;
  const last = items[items.length - 1]!.date;
  const forward = items;
  const backward = [...items].reverse();
  const orders: { rows: readonly ExtractedTransaction[]; opening: number | null }[] =
    first > last ? [{ rows: backward, opening: null }] : first < last ? [{ rows: forward, opening }] : [{ rows: forward, opening }, { rows: backward, opening: null }];

  let best: { brk: Break; rows: readonly ExtractedTransaction[]; checked: number } | null = null;
  for (const o of orders) {
    for (const sign of [1, -1] as const) {
      const { checked, brk } = firstBreak(o.rows, sign, o.opening);
      if (brk === null) return null;
      if (!best || brk.at > best.brk.at || (brk.at === best.brk.at && checked > best.checked)) best = { brk, rows: o.rows, checked };
    }
  }
  if (!best) return null;
  const { brk, rows } = best;
  const t = rows[brk.at]!;
  const desc = t.description.length > 40 ? `${t.description.slice(0, 37)}…` : t.description;
  const computed = brk.previous + brk.amount;
  const moved = brk.rows > 1 ? `the ${brk.rows} rows up to it (${formatCents(brk.amount)})` : formatCents(brk.amount);
  return `Running balance doesn't add up at the ${t.date} row "${desc}" (${formatCents(t.amountCents)}): the balance before it, ${formatCents(brk.previous)}, plus ${moved} is ${formatCents(computed)}, but the statement shows ${formatCents(brk.stated)} (gap ${formatCents(Math.abs(brk.stated - computed))}). ${IMPORTED_ANYWAY}`;
}
