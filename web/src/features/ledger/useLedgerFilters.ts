// Filters live in the URL (?search=&category=&from=&to=&page=) so a reload or a shared link keeps them.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { TransactionQuery } from '../../../../core/api.ts';

export const PAGE_SIZE = 50;

export interface LedgerFilters {
  search: string;
  category: string;
  from: string;
  to: string;
  page: number;
}

type FilterKey = keyof Omit<LedgerFilters, 'page'>;

export function useLedgerFilters() {
  const [params, setParams] = useSearchParams();

  const filters: LedgerFilters = useMemo(() => {
    const page = Number.parseInt(params.get('page') ?? '1', 10);
    return {
      search: params.get('search') ?? '',
      category: params.get('category') ?? '',
      from: params.get('from') ?? '',
      to: params.get('to') ?? '',
      page: Number.isFinite(page) && page > 0 ? page : 1,
    };
  }, [params]);

  /** Changing a filter goes back to page 1. */
  const setFilter = useCallback(
    (key: FilterKey, value: string) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (value) next.set(key, value);
          else next.delete(key);
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
      from: filters.from || undefined,
      to: filters.to || undefined,
      page: filters.page,
      pageSize: PAGE_SIZE,
    }),
    [filters],
  );

  return { filters, query, setFilter, setPage };
}
