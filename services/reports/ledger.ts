// What the reports read of the ledger, in the home currency as Crystal reads it: the repository
// reads the rows in their own currencies, core/currency.ts converts them (a currency with no stated
// rate is left out).
import type { LedgerTransaction } from '../../core/crystal/types.ts';
import { inHomeCurrency } from '../../core/currency.ts';
import type { ReportQuery } from '../../core/reports/types.ts';
import type { ReportsRepo } from '../../db/repos/reports.ts';
import { addDays } from '../../core/dates.ts';
import type { MonthFigures } from '../../core/figures/monthly.ts';
import { userFigures } from '../figures/user-figures.ts';
import { LEDGER_WINDOW_DAYS, type Ledger } from '../ledger/ledger.ts';

/** The user's rows of the range and accounts, oldest first, in the home currency. */
export async function reportLedger(reports: ReportsRepo, userId: string, q: ReportQuery): Promise<LedgerTransaction[]> {
  const [rows, money] = await Promise.all([reports.rows(userId, q), reports.money(userId)]);
  return inHomeCurrency(rows, money.home, money.rates);
}

/** What an export does with each page of the ledger. */
export type LedgerPageVisitor = (rows: LedgerTransaction[]) => Promise<void>;

/** The same rows page by page from one snapshot (ReportsRepo.forEachRowPage), for the exports. */
export async function forEachLedgerPage(reports: ReportsRepo, userId: string, q: ReportQuery, visit: LedgerPageVisitor): Promise<void> {
  const money = await reports.money(userId);
  await reports.forEachRowPage(userId, q, (rows) => visit(inHomeCurrency(rows, money.home, money.rates)));
}

/**
 * The covered months a report's rates are over: the user's figures (services/figures/user-figures.ts,
 * the Freedom page's) read as far back as the range needs, over the asked accounts only when some
 * are asked for. Two months before the range are read so its first month's coverage is known.
 */
export async function reportCoverage(
  ledger: Pick<Ledger, 'since' | 'window' | 'pointAccounts'>,
  userId: string,
  q: ReportQuery,
  today: string,
): Promise<MonthFigures[]> {
  const from = [addDays(today, -LEDGER_WINDOW_DAYS), addDays(q.from, -62)].sort()[0]!;
  const rows = await ledger.since(userId, from);
  const mine = q.accounts.length ? rows.filter((t) => t.account != null && q.accounts.includes(t.account)) : rows;
  return (await userFigures(ledger, userId, today, { window: mine })).figures.months;
}
