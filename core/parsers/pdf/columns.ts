// A PDF statement table's columns as the user set them in Byte's question, when Byte doubts its own
// reading (two columns it would add together, amounts under a header it did not recognize), and
// the few lines of the page the question carries so the browser can read its first rows again
// with other roles, by the same PDF reader (preview.ts). Roles are remembered per table
// header, like the sign (signs.ts).
import type { DateOrder } from '../../dates.ts';
import type { PdfPage } from './lines.ts';
import type { AmountSign } from '../sign.ts';

/** A PDF column's role as statement.ts reads it ('other': not read). */
export type PdfRole = 'date' | 'description' | 'amount' | 'debit' | 'credit' | 'balance' | 'other';

/** The question's roles (column-map.ts ASSIGNABLE_ROLES) in the PDF reader's words; a PDF has no direction column (it prints CR/DR beside the amount). */
const FROM_ANSWER: Record<string, PdfRole> = {
  date: 'date',
  description: 'description',
  amount: 'amount',
  'money out': 'debit',
  'money in': 'credit',
  balance: 'balance',
  '': 'other',
};

export const PDF_USABLE_ROLES_MESSAGE = 'Give one column the Date role, one the Description role and one Amount (or Money out / Money in).';

/**
 * The user's roles for a table of `width` columns, or null when they cannot be read with: another
 * number of columns (another table), a role a PDF has no use for, or no date, description and amount.
 */
export function pdfRolesFromAnswer(roles: readonly string[], width: number): PdfRole[] | null {
  if (roles.length !== width) return null;
  const out: PdfRole[] = [];
  for (const r of roles) {
    const role = FROM_ANSWER[r];
    if (role === undefined) return null;
    out.push(role);
  }
  const has = (r: PdfRole) => out.includes(r);
  return has('date') && has('description') && (has('amount') || has('debit') || has('credit')) ? out : null;
}

/**
 * Why Byte doubts its reading of a table's columns, or null: two columns read as amounts would be
 * added together on every row; an amount column beside money out / money in counts twice; a column
 * whose header Byte did not recognize holds amounts on most rows (it may be the real amount).
 * `rows`: each transaction row's cells by column index.
 */
export function pdfColumnsDoubt(
  columns: readonly { role: PdfRole; label: string }[],
  rows: readonly ReadonlyMap<number, string>[],
  isMoney: (text: string) => boolean,
): string | null {
  const amounts = columns.filter((c) => c.role === 'amount');
  if (amounts.length > 1) return `both "${amounts[0]!.label}" and "${amounts[1]!.label}" read as amounts, which would be added together`;
  const split = columns.find((c) => c.role === 'debit' || c.role === 'credit');
  if (amounts.length === 1 && split) return `"${amounts[0]!.label}" and "${split.label}" both read as amounts`;
  if (rows.length === 0) return null;
  for (let k = 0; k < columns.length; k++) {
    if (columns[k]!.role !== 'other') continue;
    const money = rows.filter((cells) => {
      const t = cells.get(k);
      return t !== undefined && isMoney(t);
    }).length;
    if (money * 2 >= rows.length) return `the "${columns[k]!.label}" column holds amounts Byte did not use`;
  }
  return null;
}

/** What the whole statement settled that a few of its lines cannot: the reader uses these for the preview. */
export interface PdfReadContext {
  /** a card statement (amounts owed printed positive) */
  card: boolean;
  /** the statement's period, for dates printed without a year */
  period: { start: string | null; end: string; labeled: boolean } | null;
  /** every single amount column marks credits (CR) or debits (DR) */
  markerMode: 'CR' | 'DR' | null;
}

/** The top of the page up to a few table rows, with what the whole statement settled: a question's preview is read again from it. */
export interface PdfSample {
  pages: PdfPage[];
  dateOrder: DateOrder;
  /** how the statement's unsigned amounts were read (balances, evidence or the answer), when they were */
  amountSign?: AmountSign;
  context: PdfReadContext;
}

/** Items kept at most: a page of a statement holds a few hundred. */
const MAX_SAMPLE_ITEMS = 2500;

/**
 * The pages from the table header's (`cut.fromPage`) to `cut` (a table row's page and baseline, a few
 * rows in), the last one cut below that row, coordinates rounded to a tenth of a point. The context
 * stands for the pages before. Earlier pages are dropped first when they are many.
 */
export function pdfSampleOf(pages: readonly PdfPage[], cut: { fromPage: number; page: number; baseline: number; h: number }): PdfPage[] {
  const kept: PdfPage[] = [];
  for (const page of [...pages].sort((a, b) => a.number - b.number)) {
    if (page.number < cut.fromPage) continue;
    if (page.number > cut.page) break;
    const items = page.items
      .filter((it) => page.number < cut.page || it.y + (it.height > 0 ? it.height : 0) <= cut.baseline + 0.5 * cut.h)
      .map((it) => ({ str: it.str, x: tenth(it.x), y: tenth(it.y), width: tenth(it.width), height: tenth(it.height) }));
    kept.push({ number: page.number, width: page.width, height: page.height, items });
  }
  let total = kept.reduce((n, p) => n + p.items.length, 0);
  while (kept.length > 1 && total > MAX_SAMPLE_ITEMS) total -= kept.shift()!.items.length;
  return kept;
}

const tenth = (n: number) => Math.round(n * 10) / 10;
