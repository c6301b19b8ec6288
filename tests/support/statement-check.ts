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
  parse: (opts: { dateOrder?: 'MDY' | 'DMY'; amountSign?: 'spent' | 'received' }) => StatementResult,
): Outcome {
  const r = parse({});
  if (r.errors.length > 0) return 'failed';
  if (r.dateOrderAmbiguous || r.amountSignAmbiguous) {
    const answered = parse({
      ...(r.dateOrderAmbiguous ? { dateOrder: g.answers.dateOrder } : {}),
      ...(r.amountSignAmbiguous ? { amountSign: g.answers.amountSign } : {}),
    });
    return sameRows(answered.items, g.rows) ? 'answered' : 'asked';
  }
  if (sameRows(r.items, g.rows)) return 'right';
  return r.warnings.length > 0 ? 'wrong' : 'silent';
}
