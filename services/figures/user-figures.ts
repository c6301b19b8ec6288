// "The user's figures": the one read every route, chat answer and worker job makes before it shows a
// monthly income, spending, surplus or savings rate. The ledger's window in the home currency, which
// accounts are point accounts (Ledger.pointAccounts: core/figures/point-accounts.ts on what the ledger knows), and core/figures/monthly.ts over them.
// Statement periods: a statement's own from–to where its file stated one (documents.period_from/to:
// a PDF's printed period, an OFX statement's DTSTART/DTEND, the demo's statements); an account's rows
// outside every stated period are covered from the first to the last of them (core/figures/coverage.ts).
import type { LedgerTransaction } from '../../core/crystal/types.ts';
import type { AccountPeriod } from '../../core/figures/coverage.ts';
import { type LedgerFigures, ledgerFigures } from '../../core/figures/monthly.ts';
import { todayIso } from '../clock.ts';
import type { Ledger } from '../ledger/ledger.ts';

export interface UserFigures {
  today: string;
  figures: LedgerFigures;
  pointAccounts: string[];
  periods: AccountPeriod[];
  /** the ledger's window the figures were computed from (home currency), for callers that need the rows too */
  window: LedgerTransaction[];
}

/** `statementPeriods` may be left out by a ledger that knows of none (each account is then covered first row → last row) */
export type FiguresLedger = Pick<Ledger, 'window' | 'pointAccounts'> & Partial<Pick<Ledger, 'statementPeriods'>>;

/** The user's monthly figures as of `today` (default: the server's today); pass the window when already read. */
export async function userFigures(
  ledger: FiguresLedger,
  userId: string,
  today: string = todayIso(),
  known: { window?: readonly LedgerTransaction[] } = {},
): Promise<UserFigures> {
  const [window, pointAccounts, periods] = await Promise.all([
    known.window ?? ledger.window(userId, today),
    ledger.pointAccounts(userId),
    ledger.statementPeriods?.(userId) ?? Promise.resolve<AccountPeriod[]>([]),
  ]);
  const rows = window.filter((t) => t.date <= today);
  return { today, figures: ledgerFigures({ transactions: rows, today, periods, pointAccounts }), pointAccounts, periods, window: [...window] };
}
