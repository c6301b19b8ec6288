// Filters live in the URL (?search=&category=&subcategory=&from=&to=&sign=&transfers=&account=&page=) so a
// reload, a shared link or a figure on another page (the financial story's) opens the same rows.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { TransactionQuery } from '../../../../core/ledger/api.ts';
import { parseFilterQuery } from '../../../../core/ledger/filter.ts';

export const PAGE_SIZE = 50;

export interface LedgerFilters {
  search: string;
  category: string;
  subcategory: string;
  from: string;
  to: string;
  /** '', 'out' (money out) or 'in' (money in) */
  sign: '' | 'out' | 'in';
  /** 'exclude' leaves transfers between your own accounts out */
  transfers: '' | 'exclude';
  /** one account's rows: the running column is then that account's running balance */
  account: string;
  page: number;
}

export type FilterKey = keyof Omit<LedgerFilters, 'page'>;

export function useLedgerFilters() {
  const [params, setParams] = useSearchParams();

  const filters: LedgerFilters = useMemo(() => {
    const page = Number.parseInt(params.get('page') ?? '1', 10);
    // one reading of the address for the page and for the links that point at it (core/ledger/filter.ts)
    const f = parseFilterQuery(params);
    return {
      search: f.search ?? '',
      category: f.category ?? '',
      subcategory: f.subcategory ?? '',
      from: f.from ?? '',
      to: f.to ?? '',
      sign: f.sign ?? '',
      transfers: f.transfers ?? '',
      account: f.account ?? '',
      page: Number.isFinite(page) && page > 0 ? page : 1,
    };
  }, [params]);

  /** Changing a filter goes back to page 1; a new category drops a subcategory of the old one. */
  const setFilter = useCallback(
    (key: FilterKey, value: string) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (value) next.set(key, value);
          else next.delete(key);
          if (key === 'category') next.delete('subcategory');
          next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const setPage = useCallback(
    (page: number) =>
      setParams((prev) => {
        const next = new URLSearchParams(prev);
        if (page > 1) next.set('page', String(page));
        else next.delete('page');
        return next;
      }),
    [setParams],
  );

  const query: TransactionQuery = useMemo(
    () => ({
      search: filters.search || undefined,
      category: filters.category || undefined,
      subcategory: filters.subcategory || undefined,
      from: filters.from || undefined,
      to: filters.to || undefined,
      sign: filters.sign || undefined,
      transfers: filters.transfers || undefined,
      account: filters.account || undefined,
      page: filters.page,
      pageSize: PAGE_SIZE,
    }),
    [filters],
  );

  return { filters, query, setFilter, setPage };
}
