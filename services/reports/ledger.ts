// What the reports read of the ledger, in the home currency as Crystal reads it: the repository
// reads the rows in their own currencies, core/currency.ts converts them (a currency with no stated
// rate is left out).
import type { LedgerTransaction } from '../../core/crystal/types.ts';
import { inHomeCurrency } from '../../core/currency.ts';
import type { ReportQuery } from '../../core/reports/types.ts';
import type { ReportsRepo } from '../../db/repos/reports.ts';

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
