// Prism's reports (/dashboard/reports) and Dash's analytics (/dashboard/analytics). All need a session
// and read only the signed-in user's rows.
//   GET /api/reports                       {reports: [{key, title, description, available, note}], accounts, defaultRange}
//   GET /api/reports/:key?from=&to=&accounts=     the report as JSON (core/reports/types.ts); an empty range is an empty report
//   GET /api/reports/:key/export?format=csv|xlsx|pdf&from=&to=&accounts=   the same as a download, streamed
// from/to are YYYY-MM-DD (default: the last twelve months to today); accounts may be repeated, one
// account name each (none: every account). 'net-worth' is Ledger's series (server/accounts/service.ts).
import { Router } from 'express';
import { z } from 'zod';
import { addDays } from '../../core/dates.ts';
import { buildReport, readFrom } from '../../core/reports/build.ts';
import { REPORTS, reportInfo } from '../../core/reports/registry.ts';
import { exportDocument } from '../../core/reports/tables.ts';
import { addPageToTotals, transactionsReport } from '../../core/reports/transactions.ts';
import type { NetWorthReport, Report, ReportCatalogDto, ReportKey, ReportQuery } from '../../core/reports/types.ts';
import type { MonthFigures } from '../../core/figures/monthly.ts';
import type { ReportsRepo } from '../../db/repos/reports.ts';
import { forEachLedgerPage, reportLedger, type LedgerPageVisitor } from '../../services/reports/ledger.ts';
import { currentUser } from '../auth/middleware.ts';
import { todayIso } from '../../services/clock.ts';
import { HttpError, handle } from '../http/errors.ts';
import { isoDate, oneValue, requestInput, safeText } from '../http/input.ts';
import { download } from '../exports/download.ts';
import type { ExportPool } from '../exports/pool.ts';
import { writeCsv } from './csv.ts';

const MAX_ACCOUNTS = 50;
const accountName = safeText(200).refine((s) => s.trim() !== '', 'must not be empty');
const rangeQuery = {
  from: oneValue(isoDate).optional(),
  to: oneValue(isoDate).optional(),
  // repeated: one account name each
  accounts: z.union([accountName, z.array(accountName).max(MAX_ACCOUNTS, `at most ${MAX_ACCOUNTS} accounts`)]).optional(),
};
const reportQuery = z.object(rangeQuery);
const exportQuery = z.object({
  ...rangeQuery,
  format: oneValue(z.enum(['csv', 'xlsx', 'pdf'], { error: 'Choose format=csv, format=xlsx or format=pdf.' })),
});
const keyParams = z.object({ key: z.string() });

const CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
} as const;

/** The last twelve calendar months up to today: from the first of the month eleven months back. */
export function defaultRange(today: string): { from: string; to: string } {
  const y = Number(today.slice(0, 4));
  const m = Number(today.slice(5, 7));
  const start = m === 12 ? `${y}-01-01` : `${y - 1}-${String(m + 1).padStart(2, '0')}-01`;
  return { from: start, to: today };
}

function rangeOf(q: { from?: string | undefined; to?: string | undefined; accounts?: string | string[] | undefined }): ReportQuery {
  const fallback = defaultRange(todayIso());
  const to = q.to ?? (q.from && q.from > fallback.to ? addDays(q.from, 365) : fallback.to);
  const from = q.from ?? (to < fallback.from ? addDays(to, -365) : fallback.from);
  if (from > to) throw new HttpError(400, 'from: must be on or before to.', undefined, 'from');
  const accounts = q.accounts === undefined ? [] : [...new Set(Array.isArray(q.accounts) ? q.accounts : [q.accounts])];
  return { from, to, accounts };
}

/** The report key, or 404 (and 501 for a report that is not built yet). */
function buildable(key: string): ReportKey {
  const info = reportInfo(key);
  if (!info) throw new HttpError(404, `No report "${key.slice(0, 60)}". Reports: ${REPORTS.map((r) => r.key).join(', ')}.`, undefined, 'key');
  if (!info.available) throw new HttpError(501, info.note ?? 'This report is not built yet.', undefined, 'key');
  return info.key;
}

/** Net worth over a range for the named accounts (none: all, with the debts the user set up). */
export type NetWorthSource = (userId: string, q: ReportQuery) => Promise<NetWorthReport>;

/** The covered months (core/figures) a report's savings rates are over. */
export type CoverageSource = (userId: string, q: ReportQuery) => Promise<MonthFigures[]>;

export function reportRoutes(reports: ReportsRepo, exportPool: ExportPool, netWorth: NetWorthSource, coverage: CoverageSource): Router {
  const router = Router();

  async function report(userId: string, key: ReportKey, q: ReportQuery): Promise<Report> {
    if (key === 'net-worth') return netWorth(userId, q);
    const rated = key === 'income-spending' || key === 'year-review';
    const [ledger, budgets, covered] = await Promise.all([
      reportLedger(reports, userId, { ...q, from: readFrom(key, q) }),
      key === 'budget-actual' ? reports.budgets(userId) : Promise.resolve([]),
      rated ? coverage(userId, q) : Promise.resolve(undefined),
    ]);
    return buildReport(key, ledger, budgets, q, covered);
  }

  router.get(
    '/reports',
    handle(async (req, res) => {
      const userId = currentUser(req).id;
      const body: ReportCatalogDto = {
        reports: REPORTS.map((r) => ({ ...r })),
        accounts: await reports.accounts(userId),
        defaultRange: defaultRange(todayIso()),
      };
      res.json(body);
    }),
  );

  router.get(
    '/reports/:key',
    handle(async (req, res) => {
      const userId = currentUser(req).id;
      // the query is checked before the key, so a bad value is named whatever the report
      const { query, params } = requestInput(req, { query: reportQuery, params: keyParams });
      const q = rangeOf(query);
      res.json(await report(userId, buildable(params.key), q));
    }),
  );

  router.get(
    '/reports/:key/export',
    handle(async (req, res) => {
      const userId = currentUser(req).id;
      const { query, params } = requestInput(req, { query: exportQuery, params: keyParams });
      const q = rangeOf(query);
      const key = buildable(params.key);
      const { format } = query;
      // PDF and XLSX are built in the export pool, one at a time per user (server/exports/pool.ts);
      // CSV is written here, a page of rows at a time between the database's answers
      const release = format === 'csv' ? () => {} : exportPool.claim(userId);
      try {
        // the ledger is never held whole: its totals are added up page by page, its rows streamed after
        let built: Report;
        if (key === 'transactions') {
          let acc = transactionsReport([], q);
          await forEachLedgerPage(reports, userId, q, async (rows) => {
            acc = addPageToTotals(acc, rows, q);
          });
          built = acc;
        } else built = await report(userId, key, q);
        const doc = exportDocument(built);
        const pages = doc.ledger ? (visit: LedgerPageVisitor) => forEachLedgerPage(reports, userId, q, visit) : null;
        await download(res, `prime-finance-${key}-${q.from}-to-${q.to}.${format}`, CONTENT_TYPES[format], (out) =>
          format === 'csv' ? writeCsv(doc, pages, out) : exportPool.render({ type: 'report', format, doc, ledger: pages !== null }, out, pages),
        );
      } finally {
        release();
      }
    }),
  );

  return router;
}
