// The Transactions page's filter as data: what its address says (?from=&to=&category=&subcategory=
// &search=&sign=&transfers=), which rows it selects, and the address of a filter. The test here is
// the one the server's SQL makes (db/repos/transactions.ts page()), so a figure added up with it is
// the very total the page shows for its link.
import type { LedgerTransaction } from '../crystal/types.ts';
import { TRANSFER } from '../tag/taxonomy.ts';

export const AMOUNT_SIGNS = ['out', 'in'] as const;
/** out: amounts below zero (money out); in: above zero (money in) */
export type AmountSign = (typeof AMOUNT_SIGNS)[number];

export interface LedgerFilter {
  /** 'YYYY-MM-DD', inclusive */
  from?: string;
  to?: string;
  category?: string;
  subcategory?: string;
  /** a piece of the description or of the merchant, any case (SQL ILIKE '%…%') */
  search?: string;
  sign?: AmountSign;
  /** 'exclude': rows of the Transfer category are left out (money between your own accounts) */
  transfers?: 'exclude';
  /** one account's rows only (its name as the list shows it) */
  account?: string;
}

/** The page the filters belong to. */
export const TRANSACTIONS_PATH = '/dashboard/transactions';

/** The address keys, in the order links write them. */
const KEYS = ['from', 'to', 'category', 'subcategory', 'search', 'sign', 'transfers', 'account'] as const;

/** Whether a row passes the filter: the same conditions, one by one, as the server's query. */
export function matchesFilter(
  t: Pick<LedgerTransaction, 'date' | 'category' | 'subcategory' | 'amountCents' | 'description' | 'merchant'> & { account?: string | null },
  f: LedgerFilter,
): boolean {
  if (f.from && t.date < f.from) return false;
  if (f.to && t.date > f.to) return false;
  if (f.category && t.category !== f.category) return false;
  if (f.subcategory && (t.subcategory ?? null) !== f.subcategory) return false;
  if (f.sign === 'out' && !(t.amountCents < 0)) return false;
  if (f.sign === 'in' && !(t.amountCents > 0)) return false;
  if (f.transfers === 'exclude' && t.category === TRANSFER) return false;
  if (f.account && (t.account ?? null) !== f.account) return false;
  const search = f.search?.trim().toLowerCase();
  if (search) {
    // the server trims the search too, and ILIKE ignores case on both columns
    if (!t.description.toLowerCase().includes(search) && !(t.merchant ?? '').toLowerCase().includes(search)) return false;
  }
  return true;
}

/** The rows a filter selects. */
export function selectRows<T extends Parameters<typeof matchesFilter>[0]>(rows: readonly T[], f: LedgerFilter): T[] {
  return rows.filter((t) => matchesFilter(t, f));
}

/** "from=2026-02-01&to=2026-02-28&sign=out": the filter as the page's query string (empty parts left out). */
export function filterQuery(f: LedgerFilter): string {
  const params = new URLSearchParams();
  for (const key of KEYS) {
    const value = f[key];
    if (value) params.set(key, value);
  }
  return params.toString();
}

/** The Transactions page showing the filter's rows. */
export function transactionsHref(f: LedgerFilter): string {
  const q = filterQuery(f);
  return q ? `${TRANSACTIONS_PATH}?${q}` : TRANSACTIONS_PATH;
}

/** The filter an address (its query string) asks for; unknown values are dropped, as the page does. */
export function parseFilterQuery(query: string | URLSearchParams): LedgerFilter {
  const p = typeof query === 'string' ? new URLSearchParams(query) : query;
  const f: LedgerFilter = {};
  for (const key of ['from', 'to', 'category', 'subcategory', 'search', 'account'] as const) {
    const v = p.get(key);
    if (v) f[key] = v;
  }
  const sign = p.get('sign');
  if (sign === 'out' || sign === 'in') f.sign = sign;
  if (p.get('transfers') === 'exclude') f.transfers = 'exclude';
  return f;
}
