// One page of the transactions list with each row's running total (issue 18 follow-up). The running
// total of a row is the sum of the filter's rows up to and including it, oldest first. It used to be
// a window over every matching row (then sorted newest first and cut to the page): 3-4 s for page 1
// of a 1,000,000-row ledger. Here the window runs in the page's own order and stops at the page, so
// PostgreSQL reads only the rows up to it (incremental sort on transactions_user_date_idx).
import { and, asc, count, desc, eq, gt, gte, ilike, lt, lte, ne, or, sql, sum, type SQL } from 'drizzle-orm';
import type { TransactionPage, TransactionQuery } from '../../core/ledger/api.ts';
import type { CurrencyRates } from '../../core/currency.ts';
import { TRANSFER } from '../../core/tag/taxonomy.ts';
import type { Db } from '../client.ts';
import { transactions } from '../schema.ts';

type Row = typeof transactions.$inferSelect;
type Executor = Pick<Db, 'select'>;

/**
 * An amount in the home currency in SQL, null without a stated rate: the same rule as
 * core/currency.ts toHome (floor(x + 0.5) is Math.round, also for negative halves).
 */
export function inHomeSql(home: string, rates: CurrencyRates): SQL<number | null> {
  return sql<number | null>`case when ${transactions.currency} = ${home} then ${transactions.amountCents}
    else floor(${transactions.amountCents} * (${JSON.stringify(rates)}::jsonb ->> ${transactions.currency})::numeric + 0.5)::bigint end`;
}

/** The rows a list query selects: the same conditions as core/ledger/filter.ts matchesFilter, so a figure's link shows its rows. */
export function listFilter(userId: string, q: TransactionQuery): SQL {
  const where: SQL[] = [eq(transactions.userId, userId)];
  if (q.search) {
    const like = `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(or(ilike(transactions.description, like), ilike(transactions.merchant, like))!);
  }
  if (q.category) where.push(eq(transactions.category, q.category));
  if (q.subcategory) where.push(eq(transactions.subcategory, q.subcategory));
  if (q.from) where.push(gte(transactions.date, q.from));
  if (q.to) where.push(lte(transactions.date, q.to));
  if (q.sign === 'out') where.push(lt(transactions.amountCents, 0));
  if (q.sign === 'in') where.push(gt(transactions.amountCents, 0));
  if (q.transfers === 'exclude') where.push(ne(transactions.category, TRANSFER));
  if (q.needsReview) where.push(eq(transactions.needsUserInput, true));
  if (q.account) where.push(eq(transactions.account, q.account));
  return and(...where)!;
}

export interface RunningPage {
  /** newest first, as the list shows them */
  rows: { row: Row; running: number | null }[];
  total: number;
  sum: TransactionPage['sum'];
  running: TransactionPage['running'];
}

/**
 * What the running column is: for one account, its running balance in each row's own currency (a
 * balance is of one account, never of several added up); otherwise the running sum of the rows the
 * filter matches, in the home currency, and said to be no balance.
 */
export function runningOf(q: TransactionQuery, home: string): TransactionPage['running'] {
  if (q.account) {
    const narrowed = Boolean(q.search || q.category || q.subcategory || q.from || q.sign || q.transfers || q.needsReview);
    return narrowed
      ? { kind: 'sum', label: `Running sum of ${q.account}'s rows this filter matches, oldest first, in each row's currency: not a balance` }
      : {
          kind: 'balance',
          label: `${q.account}: its rows added up oldest first, in each row's currency (any balance before its first imported row is not included)`,
        };
  }
  return { kind: 'sum', label: `Running sum of the rows this filter matches across all accounts, oldest first, in ${home}: not a balance` };
}

/**
 * The filter's totals and the rows at `offset` (newest first) with their running totals. Call it in
 * one REPEATABLE READ transaction: the running totals are derived from the totals, so both must see
 * the same rows.
 */
export async function readRunningPage(
  db: Executor,
  userId: string,
  q: TransactionQuery,
  money: { home: string; rates: CurrencyRates },
  offset: number,
  pageSize: number,
): Promise<RunningPage> {
  const filter = listFilter(userId, q);
  const running = runningOf(q, money.home);
  // one account: each currency runs on its own, unconverted; across accounts, in the home currency
  const perCurrency = Boolean(q.account);
  const home = perCurrency ? sql<number | null>`${transactions.amountCents}` : inHomeSql(money.home, money.rates);
  const byCurrency = await db
    .select({ currency: transactions.currency, n: count(), cents: sum(transactions.amountCents), homeCents: sql<string | null>`sum(${home})` })
    .from(transactions)
    .where(filter)
    .groupBy(transactions.currency);
  // converted row by row, as the running total is, so the newest row's running total is the sum
  const total = byCurrency.reduce((n, c) => n + c.n, 0);
  const homeCents = byCurrency.reduce((s, c) => s + (c.homeCents === null ? 0 : Number(c.homeCents)), 0);
  const keptApart = byCurrency
    .filter((c) => c.homeCents === null)
    .map((c) => ({ currency: c.currency, cents: Number(c.cents ?? 0), count: c.n }))
    .sort((a, b) => a.currency.localeCompare(b.currency));
  const sumOut = { home: money.home, homeCents, keptApart };
  if (offset >= total) return { rows: [], total, sum: sumOut, running };
  // what the newest row of each run ends at: the whole sum, or each currency's own sum
  const totalOf = (row: Row) => (perCurrency ? Number(byCurrency.find((c) => c.currency === row.currency)?.cents ?? 0) : homeCents);
  const partition = perCurrency ? sql`partition by ${transactions.currency}` : sql``;

  // The cheaper end: newest first reads offset + pageSize rows, oldest first reads total - offset.
  // Either way the window sees only the rows the scan has read, which is all it needs; rows without
  // a home amount get no running total (sum skips them, as the old whole-filter window did).
  const runsBackward = total - offset < offset + pageSize;
  if (!runsBackward) {
    // running = T − (the home amounts of the newer rows): T − S(offset) − the page's rows above this one
    const newer = sql<string | null>`case when ${home} is null then null else coalesce(sum(${home}) over (${partition}
      order by ${transactions.date} desc, ${transactions.createdAt} desc, ${transactions.id} desc rows between unbounded preceding and 1 preceding), 0) end`;
    const rows = await db
      .select({ row: transactions, newer })
      .from(transactions)
      .where(filter)
      .orderBy(desc(transactions.date), desc(transactions.createdAt), desc(transactions.id))
      .limit(pageSize)
      .offset(offset);
    return { rows: rows.map((r) => ({ row: r.row, running: r.newer === null ? null : totalOf(r.row) - Number(r.newer) })), total, sum: sumOut, running };
  }
  // oldest first the window is the running total itself; the page is the last rows of the first total − offset
  const through = sql<string | null>`case when ${home} is null then null else sum(${home}) over (${partition}
    order by ${transactions.date}, ${transactions.createdAt}, ${transactions.id} rows between unbounded preceding and current row) end`;
  const from = Math.max(0, total - offset - pageSize);
  const rows = await db
    .select({ row: transactions, through })
    .from(transactions)
    .where(filter)
    .orderBy(asc(transactions.date), asc(transactions.createdAt), asc(transactions.id))
    .limit(total - offset - from)
    .offset(from);
  return { rows: rows.reverse().map((r) => ({ row: r.row, running: r.through === null ? null : Number(r.through) })), total, sum: sumOut, running };
}
