import { useEffect, useState } from 'react';
import { CATEGORY_NAMES, UNCATEGORIZED } from '../../../../core/categories.ts';
import { TRANSFER } from '../../../../core/tag/taxonomy.ts';
import { useDebouncedValue } from '../../lib/useDebouncedValue.ts';
import type { LedgerFilters } from './useLedgerFilters.ts';

const SEARCH_DEBOUNCE_MS = 300;

interface TransactionFiltersProps {
  filters: LedgerFilters;
  onChange: (key: 'search' | 'category' | 'from' | 'to', value: string) => void;
}

export function TransactionFilters({ filters, onChange }: TransactionFiltersProps) {
  const [search, setSearch] = useState(filters.search);
  const debounced = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);

  useEffect(() => {
    if (debounced.trim() !== filters.search) onChange('search', debounced.trim());
  }, [debounced, filters.search, onChange]);

  return (
    <div className="filters" role="search">
      <div className="field field-grow">
        <label htmlFor="tx-search">Search</label>
        <input
          id="tx-search"
          type="search"
          placeholder="Description or merchant"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor="tx-category">Category</label>
        <select id="tx-category" value={filters.category} onChange={(e) => onChange('category', e.target.value)}>
          <option value="">All categories</option>
          {CATEGORY_NAMES.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
          <option value={TRANSFER}>{TRANSFER}</option>
          <option value={UNCATEGORIZED}>{UNCATEGORIZED}</option>
        </select>
      </div>
      <div className="field">
        <label htmlFor="tx-from">From</label>
        <input id="tx-from" type="date" value={filters.from} max={filters.to || undefined} onChange={(e) => onChange('from', e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor="tx-to">To</label>
        <input id="tx-to" type="date" value={filters.to} min={filters.from || undefined} onChange={(e) => onChange('to', e.target.value)} />
      </div>
    </div>
  );
}
