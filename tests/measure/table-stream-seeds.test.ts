// A large CSV is read in two passes without holding its transactions (csv.ts readTable, statement.ts
// readStatementBytes). Whatever the file, that read must give what the whole-file read gives: the same
// transactions in the same order, warnings (the skipped rows' up to their cap), questions, layout and
// balances. Checked here on generated statements made awkward (tests/support/statement-variants.ts).
import { describe, expect, it } from 'vitest';
import { HEAD_ROWS } from '../../core/parsers/table/csv.ts';
import { parseStatementBytes, readStatementBytes, type StatementKind } from '../../core/parsers/statement.ts';
import type { CsvOptions } from '../../core/parsers/table/csv.ts';
import type { StatementResult } from '../../core/parsers/types.ts';
import { statementVariant } from '../support/statement-variants.ts';

const SEEDS = 500;

function streamedEqualsWhole(bytes: Uint8Array, kind: StatementKind, opts: CsvOptions, label: string): StatementResult {
  const whole = parseStatementBytes(bytes, kind, opts);
  const read = readStatementBytes(bytes, kind, opts, 0);
  // before the rows are read again: everything but the balance check, and the first rows for a question
  expect(read.count, label).toBe(whole.items.length);
  expect(read.result.items, label).toEqual(whole.items.slice(0, HEAD_ROWS));
  const items = [...read.items()];
  expect(items, label).toEqual(whole.items);
  expect({ ...read.result, items: [] }, label).toEqual({ ...whole, items: [] });
  // read through again (a retried step): the same rows, the balance warning not added twice
  expect([...read.items()], label).toEqual(whole.items);
  expect(read.result.warnings, label).toEqual(whole.warnings);
  return whole;
}

describe('a streamed table read', () => {
  it(`gives what the whole-file read gives, on ${SEEDS} generated statements (skipped rows, quotes, unsigned and card amounts, ambiguous dates)`, () => {
    const seen = new Map<string, number>();
    const note = (what: string, yes: boolean) => {
      if (yes) seen.set(what, (seen.get(what) ?? 0) + 1);
    };
    for (let seed = 1; seed <= SEEDS; seed++) {
      const v = statementVariant(seed);
      const { answers } = v.gen;
      const variants: CsvOptions[] = [{}, { fileName: v.name }, { dateOrder: answers.dateOrder, amountSign: answers.amountSign }];
      if (answers.columnRoles) variants.push({ columnRoles: answers.columnRoles });
      for (const [k, opts] of variants.entries()) {
        const label = `seed ${seed}, options ${JSON.stringify(opts)}, ${v.changes.join(', ')}`;
        const whole = streamedEqualsWhole(v.bytes, k === 0 ? 'txt' : 'csv', opts, label);
        const { warnings } = whole;
        note('ambiguous dates', whole.dateOrderAmbiguous);
        note('ambiguous signs', whole.amountSignAmbiguous === true);
        note('ambiguous columns', whole.columnsAmbiguous === true);
        note(
          'skipped rows',
          warnings.some((w) => / — skipped$/.test(w)),
        );
        note(
          'skipped rows beyond the cap',
          warnings.some((w) => w.includes('more rows were skipped')),
        );
        note(
          'unclosed quote',
          warnings.some((w) => w.includes('never closed')),
        );
        note(
          'signs flipped',
          warnings.some((w) => w.includes('signs were flipped')),
        );
        note(
          'unsigned amounts read from evidence',
          warnings.some((w) => w.includes('carry no sign;')),
        );
        note(
          'running balance break',
          warnings.some((w) => w.startsWith("Running balance doesn't add up")),
        );
        note(
          'pending rows',
          warnings.some((w) => w.includes('pending transaction')),
        );
        note('nothing readable', whole.errors.length > 0);
      }
    }
    // the files exercised every whole-file decision the second pass must repeat
    for (const what of [
      'ambiguous dates',
      'ambiguous signs',
      'ambiguous columns',
      'skipped rows',
      'skipped rows beyond the cap',
      'unclosed quote',
      'signs flipped',
      'unsigned amounts read from evidence',
      'running balance break',
      'pending rows',
      'nothing readable',
    ]) {
      expect(seen.get(what) ?? 0, what).toBeGreaterThan(10);
    }
  }, 300_000);
});
