// The first rows of a file as Byte would read them with the columns the user set in Byte's question:
// the same table reader as the import (parseTableRows), on the few rows the question carries, so the
// modal can redraw its preview in the browser without another round trip.
import { parseTableRows } from './csv.ts';
import type { AmountSign } from '../sign.ts';
import type { TableSample } from '../types.ts';

export interface PreviewRow {
  date: string;
  description: string;
  amountCents: number;
}

/** How many rows the question shows. */
export const PREVIEW_ROWS = 5;

/**
 * `roles`: one per column (column-map.ts ASSIGNABLE_ROLES); `amountSign`: how unsigned amounts are
 * read (the amount-sign question previews "spent"). A reading without a date, a description and an
 * amount gives a problem to show instead of rows.
 */
export function previewWithRoles(sample: TableSample, roles: readonly string[], amountSign?: AmountSign): { rows: PreviewRow[]; problem: string | null } {
  const rows = sample.header ? [sample.header, ...sample.rows] : sample.rows;
  const r = parseTableRows(rows, {
    columnRoles: roles,
    headerAt: sample.header ? 0 : -1,
    ...(sample.dateOrder === 'MDY' || sample.dateOrder === 'DMY' ? { dateOrder: sample.dateOrder } : {}),
    ...(amountSign ? { amountSign } : {}),
    ...(sample.decimalMark ? { decimalMark: sample.decimalMark } : {}),
    ...(sample.serialDates ? { serialDates: true, date1904: sample.date1904 ?? false } : {}),
  });
  if (r.errors.length > 0 && r.items.length === 0) return { rows: [], problem: r.errors[0]! };
  return {
    rows: r.items.slice(0, PREVIEW_ROWS).map((t) => ({ date: t.date, description: t.description, amountCents: t.amountCents })),
    problem: null,
  };
}
