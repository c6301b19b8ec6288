// What every report counts, in one place: rows in the range and the accounts asked for; transfers
// between the user's own accounts are neither income nor spending (as in Goalie and Crystal);
// money in is income (refunds included), money out is spending.
import type { LedgerTransaction } from '../crystal/types.ts';
import { addDays } from '../dates.ts';
import { type MonthFigures as FigureMonth, monthFigures } from '../figures/monthly.ts';
import { TRANSFER } from '../tag/taxonomy.ts';
import type { ReportBasis, ReportQuery } from './types.ts';

export const inRange = (t: { date: string }, from: string, to: string) => t.date >= from && t.date <= to;

export function inAccounts(t: { account?: string | null }, accounts: readonly string[]): boolean {
  return accounts.length === 0 || (t.account != null && accounts.includes(t.account));
}

export const isTransfer = (t: { category: string }) => t.category === TRANSFER;

/** The rows a report counts, and the basis it states. */
export function countedRows(rows: readonly LedgerTransaction[], q: ReportQuery): { rows: LedgerTransaction[]; basis: ReportBasis } {
  const accounts = new Set(q.accounts);
  const counted: LedgerTransaction[] = [];
  let transfers = 0;
  let firstDay: string | null = null;
  let lastDay: string | null = null;
  for (const t of rows) {
    if (!inRange(t, q.from, q.to) || (accounts.size && !(t.account != null && accounts.has(t.account)))) continue;
    if (isTransfer(t)) {
      transfers++;
      continue;
    }
    counted.push(t);
    if (firstDay === null || t.date < firstDay) firstDay = t.date;
    if (lastDay === null || t.date > lastDay) lastDay = t.date;
  }
  return {
    rows: counted,
    basis: { from: q.from, to: q.to, accounts: [...q.accounts], transactions: counted.length, transfersLeftOut: transfers, firstDay, lastDay },
  };
}

/** 'YYYY-MM' of every calendar month from `from` to `to` (dates), in order. */
export function monthsBetween(from: string, to: string): string[] {
  if (from > to) return [];
  const out: string[] = [];
  let y = Number(from.slice(0, 4));
  let m = Number(from.slice(5, 7));
  const end = to.slice(0, 7);
  for (;;) {
    const month = `${y}-${String(m).padStart(2, '0')}`;
    if (month > end) break;
    out.push(month);
    m++;
    if (m > 12) {
      m = 1;
      y++;
    }
  }
  return out;
}

/**
 * The ledger's covered months for a report (core/figures): the caller's (the server reads the user's
 * figures, so the rate is Freedom's for the same months), or else over the rows of the asked accounts,
 * as of the day after the range (a range that ends today leaves this month running).
 */
export function reportMonths(ledger: readonly LedgerTransaction[], q: ReportQuery, months?: readonly FigureMonth[]): readonly FigureMonth[] {
  if (months) return months;
  const rows = ledger.filter((t) => inAccounts(t, q.accounts) && t.date <= q.to);
  return monthFigures({ transactions: rows, today: addDays(q.to, 1) });
}

/** Adds `cents` (and one transaction) to a running total by name. */
export function addTo(map: Map<string, { cents: number; transactions: number }>, name: string, cents: number): void {
  const e = map.get(name);
  if (e) {
    e.cents += cents;
    e.transactions++;
  } else map.set(name, { cents, transactions: 1 });
}

/** The biggest entries first (ties by name), with each one's share of the total. */
export function ranked(map: Map<string, { cents: number; transactions: number }>, limit: number) {
  const total = [...map.values()].reduce((s, e) => s + e.cents, 0);
  return [...map.entries()]
    .map(([name, e]) => ({ name, cents: e.cents, transactions: e.transactions, share: total > 0 ? Math.round((e.cents / total) * 10_000) / 10_000 : 0 }))
    .sort((a, b) => b.cents - a.cents || a.name.localeCompare(b.name))
    .slice(0, limit);
}
