// What Intelia reads after an import (issue 18: the cost of a small import must not grow with the
// ledger). The import-related insights look at the rows of the file's merchants (duplicates, new
// merchants, price rises) and at the recent weeks (top vendors, business split, budgets); spending
// spikes need the whole window, but only as monthly totals per category, which PostgreSQL sums. So
// an import reads those rows and one aggregate instead of the whole ledger (db/repos/ledger-focus.ts).
import type { LedgerTransaction } from '../../core/crystal/types.ts';
import { toHome, type CurrencyRates } from '../../core/currency.ts';
import { addDays } from '../../core/dates.ts';
import { PRICE_RISE_RECENT_DAYS, RECENT_DAYS as RECENT_INSIGHT_DAYS, type MonthlySpending } from '../../core/intelia/insights.ts';
import { UNCATEGORIZED } from '../../core/tag/categories.ts';
import { isSpending } from '../../core/tag/taxonomy.ts';
import type { LedgerFocusRepo } from '../../db/repos/ledger-focus.ts';
import { LEDGER_WINDOW_DAYS } from '../../db/repos/ledger-rows.ts';

/** The reads of the Ledger service this module uses (declared here so the two modules do not import each other). */
export interface FocusLedger {
  since(userId: string, from: string, exceptDocument?: string): Promise<LedgerTransaction[]>;
  ofMerchants(userId: string, today: string, merchantKeys: readonly string[], exceptDocument?: string): Promise<LedgerTransaction[]>;
  currencySettings(userId: string): Promise<{ home: string; rates: CurrencyRates }>;
}

/** The recent rows reach back this far (top vendors: 30 days), or to the month's first day (budgets, business split). */
const RECENT_DAYS = 30;

export interface ImportFocus {
  /** the window's rows of the import's merchants, the import's own rows, and every row of the recent weeks */
  rows: LedgerTransaction[];
  /** the month's first day, or 30 days back if earlier: `rows` holds every row from here */
  recentFrom: string;
  monthly: MonthlySpending | null;
  /** ids of the import's own rows in `rows` (every row it added in the window): what the insights call new */
  newIds: string[];
}

export async function importFocus(repo: LedgerFocusRepo, ledger: FocusLedger, userId: string, today: string, documentId: string): Promise<ImportFocus> {
  const windowFrom = addDays(today, -LEDGER_WINDOW_DAYS);
  const recentFrom = [`${today.slice(0, 7)}-01`, addDays(today, -(RECENT_DAYS - 1))].sort()[0]!;
  const docKeys = await repo.documentMerchants(userId, documentId, windowFrom, today);
  // a file that added nothing up to today (every row known, or dated ahead) gets the insights of the
  // recent weeks instead (buildInsights without an import): the merchants to follow are theirs
  const added = docKeys.some((r) => r.added);
  const followFrom = addDays(today, -(Math.max(RECENT_INSIGHT_DAYS, PRICE_RISE_RECENT_DAYS) - 1));
  const keyRows = added ? docKeys : await repo.merchantsBetween(userId, followFrom, today);
  const keys = [...new Set(keyRows.map((r) => r.key).filter((k): k is string => !!k))];
  const [recent, ofMerchants, ofDocument, monthly] = await Promise.all([
    ledger.since(userId, recentFrom),
    ledger.ofMerchants(userId, today, keys),
    documentRowsSince(repo, ledger, userId, windowFrom, documentId),
    monthlySpendingOf(repo, ledger, userId, windowFrom, today),
  ]);
  const byId = new Map<string, LedgerTransaction>();
  for (const t of [...recent, ...ofMerchants, ...ofDocument]) byId.set(t.id!, t);
  const rows = [...byId.values()].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.id! < b.id! ? -1 : 1));
  // every row of the document the focus holds is one of `ofDocument` (the others reach back no further)
  return { rows, recentFrom, monthly, newIds: ofDocument.map((t) => t.id!) };
}

/**
 * The document's rows since `from`, as ledger.since reads a user's, a page at a time with each
 * repeated value (date, merchant, category, account) held once: a 1,000,000-row import has ~300,000
 * rows in the window, and read in one go they were held several times over (the driver's rows, the
 * mapped ones, the converted ones) before the insights began.
 */
async function documentRowsSince(repo: LedgerFocusRepo, ledger: FocusLedger, userId: string, from: string, documentId: string): Promise<LedgerTransaction[]> {
  const money = await ledger.currencySettings(userId);
  const shared = new Map<string, string>();
  const share = <T extends string | null | undefined>(s: T): T => {
    if (s === null || s === undefined) return s;
    const known = shared.get(s);
    if (known !== undefined) return known as T;
    shared.set(s, s);
    return s;
  };
  const out: LedgerTransaction[] = [];
  await repo.forEachDocumentPage(userId, from, documentId, (page) => {
    for (const r of page) {
      // converted as ledger.since converts (a currency with no stated rate is left out); one object
      // per row, not ledgerRow's and inHomeCurrency's copies too (100,000 rows are read here)
      const amountCents = toHome(Number(r.amount_cents), r.currency, money.home, money.rates);
      if (amountCents === null) continue;
      out.push({
        id: r.id,
        date: share(r.date),
        description: r.description,
        merchant: share(r.merchant),
        amountCents,
        category: share(r.category),
        subcategory: share(r.subcategory),
        account: share(r.account),
      });
    }
  });
  return out;
}

/** The window's spending per category and month, its first day and covered months, in the home currency. */
async function monthlySpendingOf(repo: LedgerFocusRepo, ledger: FocusLedger, userId: string, from: string, today: string): Promise<MonthlySpending | null> {
  const [money, groups] = await Promise.all([ledger.currencySettings(userId), repo.monthlyGroups(userId, from, today)]);
  let earliest: string | null = null;
  const covered = new Set<string>();
  const sums = new Map<string, { category: string; month: string; cents: number }>();
  for (const g of groups) {
    // a currency with no stated rate is left out, as the window leaves out its rows
    if (toHome(1, g.currency, money.home, money.rates) === null) continue;
    if (earliest === null || g.first < earliest) earliest = g.first;
    covered.add(g.month);
    const spent = g.spent === null ? 0 : toHome(Number(g.spent), g.currency, money.home, money.rates)!;
    if (spent === 0 || !isSpending(g.category, spent) || g.category === UNCATEGORIZED) continue;
    const key = `${g.category}\u0000${g.month}`;
    const s = sums.get(key) ?? { category: g.category, month: g.month, cents: 0 };
    s.cents -= spent;
    sums.set(key, s);
  }
  return earliest === null ? null : { earliest, covered: [...covered], spending: [...sums.values()] };
}
