// Figures are computed from their own filter: the value is what the Transactions page will add up
// (or count) for the link, never a separate tally that could drift from it.
import type { LedgerTransaction } from '../crystal/types.ts';
import { selectRows, type LedgerFilter } from '../ledger/filter.ts';
import type { StoryFigure, StoryRange } from './types.ts';

type Rows = readonly LedgerTransaction[];

/** Money out of a range (transfers left out). */
export const outFilter = (r: { from: string; to: string }): LedgerFilter => ({ from: r.from, to: r.to, sign: 'out', transfers: 'exclude' });
/** Money in (income and refunds; transfers left out). */
export const inFilter = (r: { from: string; to: string }): LedgerFilter => ({ from: r.from, to: r.to, sign: 'in', transfers: 'exclude' });
/** Money in and out together: their sum is what was kept. */
export const netFilter = (r: { from: string; to: string }): LedgerFilter => ({ from: r.from, to: r.to, transfers: 'exclude' });
/** Money out in one category (never Transfer, so no need to leave transfers out). */
export const categoryFilter = (r: { from: string; to: string }, category: string): LedgerFilter => ({ from: r.from, to: r.to, category, sign: 'out' });

const sum = (rows: Rows) => rows.reduce((s, t) => s + t.amountCents, 0);

const base = (id: string, label: string, filter: LedgerFilter | null) => ({ id, label, filter, href: null });

/** The total of money out (positive), or of money in / in minus out, that the filter selects. */
export function money(rows: Rows, id: string, label: string, filter: LedgerFilter): StoryFigure {
  const s = sum(selectRows(rows, filter));
  return filter.sign === 'out'
    ? { ...base(id, label, filter), unit: 'money', value: 0 - s, basis: 'negated-sum' }
    : { ...base(id, label, filter), unit: 'money', value: s, basis: 'sum' };
}

export function count(rows: Rows, id: string, label: string, filter: LedgerFilter): StoryFigure {
  return { ...base(id, label, filter), unit: 'count', value: selectRows(rows, filter).length, basis: 'count' };
}

/** Money out per day over `days` days. */
export function perDay(rows: Rows, id: string, label: string, filter: LedgerFilter, days: number): StoryFigure {
  return { ...base(id, label, filter), unit: 'money', value: Math.round((0 - sum(selectRows(rows, filter))) / days) + 0, basis: 'per-day', days };
}

/** Days of `days` without a row of the filter: with a money-out filter, the days nothing was spent. */
export function daysWithout(rows: Rows, id: string, label: string, filter: LedgerFilter, days: number): StoryFigure {
  const dates = new Set(selectRows(rows, filter).map((t) => t.date));
  return { ...base(id, label, filter), unit: 'days', value: days - dates.size, basis: 'days-without', days };
}

/** a − b (money). */
export function difference(id: string, label: string, a: StoryFigure, b: StoryFigure, absolute = true): StoryFigure {
  return { ...base(id, label, null), unit: a.unit, value: a.value - b.value, basis: 'difference', of: [a.id, b.id], absolute };
}

/** (a − b) ÷ |b| in whole percent; null when b is zero (no percentage of nothing). */
export function percentChange(id: string, label: string, a: StoryFigure, b: StoryFigure, absolute = true): StoryFigure | null {
  if (b.value === 0) return null;
  return {
    ...base(id, label, null),
    unit: 'percent',
    value: Math.round(((a.value - b.value) / Math.abs(b.value)) * 100),
    basis: 'percent-change',
    of: [a.id, b.id],
    absolute,
  };
}

/** a ÷ b in whole percent; null when b is zero. */
export function share(id: string, label: string, a: StoryFigure, b: StoryFigure): StoryFigure | null {
  if (b.value === 0) return null;
  return { ...base(id, label, null), unit: 'percent', value: Math.round((a.value / b.value) * 100), basis: 'share', of: [a.id, b.id] };
}

/** A figure another page holds (a goal's saving, a bill, Crystal's forecast). */
export function onPage(id: string, label: string, unit: StoryFigure['unit'], value: number, href: string): StoryFigure {
  return { id, label, unit, value, basis: 'page', filter: null, href };
}

/** The rows of a range, so each figure filters a few hundred rows rather than the whole ledger. */
export const rowsOf = (rows: Rows, r: StoryRange) => rows.filter((t) => t.date >= r.from && t.date <= r.to);
