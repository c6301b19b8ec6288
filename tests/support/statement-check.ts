// How Byte did on one generated statement (statement-generator.ts), as a user would judge it.
import type { ExtractedTransaction, StatementResult } from '../../core/parsers/types.ts';
import type { GeneratedStatement, TrueRow } from './statement-generator.ts';

/**
 * right: every row exactly (date, description, signed amount), no question;
 * answered: Byte asked, and the truthful answer gives every row exactly;
 * asked: Byte asked, and even the answer does not give the rows (a bug, but not a silent one);
 * failed: nothing imported, with a message; wrong: rows that differ, with a warning;
 * silent: rows that differ, and nothing said.
 */
export type Outcome = 'right' | 'answered' | 'asked' | 'failed' | 'wrong' | 'silent';

const key = (t: TrueRow) => `${t.date}\u0000${t.description}\u0000${t.amountCents}`;

export function sameRows(items: readonly ExtractedTransaction[], truth: readonly TrueRow[]): boolean {
  if (items.length !== truth.length) return false;
  // the file's own row order (newest first, or not) is not the user's concern
  const a = items.map((t) => key({ date: t.date, description: t.description, amountCents: t.amountCents })).sort();
  const b = truth.map(key).sort();
  return a.every((k, i) => k === b[i]);
}

export function judge(
  g: GeneratedStatement,
  parse: (opts: { dateOrder?: 'MDY' | 'DMY'; amountSign?: 'spent' | 'received'; columnRoles?: string[] }) => StatementResult,
): Outcome {
  const first = parse({});
  if (first.errors.length > 0) return 'failed';
  if (!first.dateOrderAmbiguous && !first.amountSignAmbiguous && !first.columnsAmbiguous) {
    if (sameRows(first.items, g.rows)) return 'right';
    return first.warnings.length > 0 ? 'wrong' : 'silent';
  }
  // Byte asks one question at a time; the user answers each truthfully
  const answers: { dateOrder?: 'MDY' | 'DMY'; amountSign?: 'spent' | 'received'; columnRoles?: string[] } = {};
  let r = first;
  for (let round = 0; round < 3 && (r.dateOrderAmbiguous || r.amountSignAmbiguous || r.columnsAmbiguous); round++) {
    if (r.dateOrderAmbiguous) answers.dateOrder = g.answers.dateOrder;
    if (r.columnsAmbiguous && g.answers.columnRoles) answers.columnRoles = g.answers.columnRoles;
    if (r.amountSignAmbiguous) answers.amountSign = g.answers.amountSign;
    r = parse(answers);
  }
  return r.errors.length === 0 && sameRows(r.items, g.rows) ? 'answered' : 'asked';
}
