// The ledger itself for a range and accounts. On screen: the totals and the first rows; the exports
// page through every row from the database (server/reports/export.ts), so 100,000 rows never sit
// in memory at once. Transfers are listed (it is the ledger) but not counted as income or spending.
import type { LedgerTransaction } from '../crystal/types.ts';
import { countedRows, inAccounts, inRange } from './rows.ts';
import type { LedgerRow, ReportQuery, TransactionsReport } from './types.ts';

/** Rows shown on screen and in the JSON; the exports carry them all. */
export const SHOWN_ROWS = 200;

export const ledgerRow = (t: LedgerTransaction): LedgerRow => ({
  date: t.date,
  description: t.description,
  merchant: t.merchant,
  category: t.category,
  subcategory: t.subcategory ?? null,
  account: t.account ?? null,
  amountCents: t.amountCents,
});

export function transactionsReport(ledger: readonly LedgerTransaction[], q: ReportQuery): TransactionsReport {
  const { rows, basis } = countedRows(ledger, q);
  const listed = ledger.filter((t) => inRange(t, q.from, q.to) && inAccounts(t, q.accounts));
  let income = 0;
  let spending = 0;
  for (const t of rows)
    if (t.amountCents > 0) income += t.amountCents;
    else spending -= t.amountCents;
  const shown = listed.slice(0, SHOWN_ROWS).map(ledgerRow);
  return {
    key: 'transactions',
    basis,
    empty: listed.length === 0,
    rows: shown,
    totalRows: listed.length,
    shownRows: shown.length,
    incomeCents: income,
    spendingCents: spending,
  };
}

/**
 * Adds one page of ledger rows to a transactions report's totals (the rows themselves are not kept):
 * the exports total 100,000 rows this way, page by page, before streaming them.
 */
export function addPageToTotals(acc: TransactionsReport, page: readonly LedgerTransaction[], q: ReportQuery): TransactionsReport {
  const p = transactionsReport(page, q);
  const b = acc.basis;
  const first = [b.firstDay, p.basis.firstDay].filter((d): d is string => d !== null).sort()[0] ?? null;
  const last =
    [b.lastDay, p.basis.lastDay]
      .filter((d): d is string => d !== null)
      .sort()
      .at(-1) ?? null;
  const totalRows = acc.totalRows + p.totalRows;
  return {
    ...acc,
    basis: {
      ...b,
      transactions: b.transactions + p.basis.transactions,
      transfersLeftOut: b.transfersLeftOut + p.basis.transfersLeftOut,
      firstDay: first,
      lastDay: last,
    },
    empty: totalRows === 0,
    totalRows,
    rows: [],
    shownRows: 0,
    incomeCents: acc.incomeCents + p.incomeCents,
    spendingCents: acc.spendingCents + p.spendingCents,
  };
}
