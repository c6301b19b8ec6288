// "The user's figures": the one read every route, chat answer and worker job makes before it shows a
// monthly income, spending, surplus or savings rate. The ledger's window in the home currency, which
// accounts are point accounts (Ledger.pointAccounts: core/figures/point-accounts.ts on what the ledger knows), and core/figures/monthly.ts over them.
// Statement periods: the ledger stores no statement's own from–to (documents keep neither; a
// statement's header gives only its closing balance), so `periods` is empty and every account is
// covered from its first to its last row.
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

export type FiguresLedger = Pick<Ledger, 'window' | 'pointAccounts'>;

/** The user's monthly figures as of `today` (default: the server's today); pass the window when already read. */
export async function userFigures(
  ledger: FiguresLedger,
  userId: string,
  today: string = todayIso(),
  known: { window?: readonly LedgerTransaction[] } = {},
): Promise<UserFigures> {
  const [window, pointAccounts] = await Promise.all([known.window ?? ledger.window(userId, today), ledger.pointAccounts(userId)]);
  const periods: AccountPeriod[] = [];
  const rows = window.filter((t) => t.date <= today);
  return { today, figures: ledgerFigures({ transactions: rows, today, periods, pointAccounts }), pointAccounts, periods, window: [...window] };
}
