import { useEffect, useState } from 'react';
import { CATEGORY_NAMES, UNCATEGORIZED } from '../../../../core/tag/categories.ts';
import { TRANSFER } from '../../../../core/tag/taxonomy.ts';
import { useDebouncedValue } from '../../lib/useDebouncedValue.ts';
import type { CategoryOption } from './transactionsApi.ts';
import type { FilterKey, LedgerFilters } from './useLedgerFilters.ts';
import './ledger.css';

const SEARCH_DEBOUNCE_MS = 300;

interface TransactionFiltersProps {
  filters: LedgerFilters;
  onChange: (key: FilterKey, value: string) => void;
  /** each category's subcategories, for the subcategory picker */
  categories?: readonly CategoryOption[];
}

export function TransactionFilters({ filters, onChange, categories = [] }: TransactionFiltersProps) {
  const [search, setSearch] = useState(filters.search);
  const debounced = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);

  useEffect(() => {
    if (debounced.trim() !== filters.search) onChange('search', debounced.trim());
  }, [debounced, filters.search, onChange]);

  // a link may name a subcategory the list does not offer (yet): it stays selectable, so the filter shows
  const subcategories = categories.find((c) => c.name === filters.category)?.subcategories ?? [];
  const subOptions = filters.subcategory && !subcategories.includes(filters.subcategory) ? [...subcategories, filters.subcategory] : subcategories;

  return (
    <div className="filters" role="search">
      <div className="field field-grow">
        <label htmlFor="tx-search">Search</label>
        <input id="tx-search" type="search" placeholder="Description or merchant" value={search} onChange={(e) => setSearch(e.target.value)} />
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
      {subOptions.length > 0 && (
        <div className="field">
          <label htmlFor="tx-subcategory">Subcategory</label>
          <select id="tx-subcategory" value={filters.subcategory} onChange={(e) => onChange('subcategory', e.target.value)}>
            <option value="">All subcategories</option>
            {subOptions.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="field">
        <label htmlFor="tx-from">From</label>
        <input id="tx-from" type="date" value={filters.from} max={filters.to || undefined} onChange={(e) => onChange('from', e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor="tx-to">To</label>
        <input id="tx-to" type="date" value={filters.to} min={filters.from || undefined} onChange={(e) => onChange('to', e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor="tx-sign">Amount</label>
        <select id="tx-sign" value={filters.sign} onChange={(e) => onChange('sign', e.target.value)}>
          <option value="">Money in and out</option>
          <option value="out">Money out</option>
          <option value="in">Money in</option>
        </select>
      </div>
      <div className="field">
        <label htmlFor="tx-transfers">Transfers</label>
        <select id="tx-transfers" value={filters.transfers} onChange={(e) => onChange('transfers', e.target.value)}>
          <option value="">Shown</option>
          <option value="exclude">Left out</option>
        </select>
      </div>
      {filters.account && (
        // set from an account name in the list; one account makes the running column its balance
        <div className="field">
          <label htmlFor="tx-account">Account</label>
          <select id="tx-account" value={filters.account} onChange={(e) => onChange('account', e.target.value)} data-testid="tx-account-filter">
            <option value={filters.account}>{filters.account}</option>
            <option value="">All accounts</option>
          </select>
        </div>
      )}
    </div>
  );
}
