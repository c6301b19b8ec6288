// Which accounts are "point" accounts: their rows are single moments (a receipt paid in cash, a row
// typed by hand), not a stretch a statement covers, so they never make a month partial (coverage.ts).
// The one rule; services/figures/user-figures.ts feeds it what the ledger knows of each account.
import { NO_ACCOUNT } from './coverage.ts';

/** What the ledger knows of one account name's rows. */
export interface AccountEvidence {
  /** the rows' account text as stored (null: none) */
  account: string | null;
  /** the Ledger account's kind, when the rows are linked to one */
  kind: string | null;
  rows: number;
  /** rows that came from a receipt or were typed by hand */
  pointRows: number;
}

/** An account of kind cash, or one whose every row is a receipt or typed by hand. */
export function pointAccountsOf(evidence: readonly AccountEvidence[]): string[] {
  const by = new Map<string, { cash: boolean; rows: number; pointRows: number }>();
  for (const e of evidence) {
    const name = e.account?.trim() || NO_ACCOUNT;
    const s = by.get(name) ?? { cash: false, rows: 0, pointRows: 0 };
    s.cash ||= e.kind === 'cash';
    s.rows += e.rows;
    s.pointRows += e.pointRows;
    by.set(name, s);
  }
  return [...by.entries()]
    .filter(([, s]) => s.cash || (s.rows > 0 && s.pointRows === s.rows))
    .map(([name]) => name)
    .sort();
}
