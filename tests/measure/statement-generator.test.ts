// Byte on thousands of synthetic statements nobody tuned it for (issue 18): every file must come
// out exactly right, or Byte asks (and the user's answer makes it right), or it fails with a
// message; none may be silently wrong. Seeds are fixed, so a failure names a file that can be
// regenerated: generateCsvStatement(seed) and friends.
import { describe, expect, it } from 'vitest';
import { parseStatementBytes, type StatementKind } from '../../core/parsers/statement.ts';
import { judge, type Outcome } from '../support/statement-check.ts';
import { generateCsvStatement, type GeneratedStatement } from '../support/statement-generator.ts';
import { generateOfxStatement, generateQifStatement, generateXlsxStatement } from '../support/statement-generator-formats.ts';

/** format, generator, seeds (fixed: the rates in docs/capabilities/import.md are these files') */
const RUNS: [StatementKind, (seed: number) => GeneratedStatement, number, number][] = [
  ['csv', generateCsvStatement, 1, 10_000],
  ['xlsx', generateXlsxStatement, 1, 1_000],
  ['ofx', generateOfxStatement, 1, 2_000],
  ['qif', generateQifStatement, 1, 2_000],
];

describe('synthetic statements (tests/support/statement-generator.ts)', () => {
  it('the same seed makes the same file', () => {
    const a = generateCsvStatement(42);
    const b = generateCsvStatement(42);
    expect(Buffer.from(a.bytes).equals(Buffer.from(b.bytes))).toBe(true);
    expect(a.rows).toEqual(b.rows);
    expect(Buffer.from(generateCsvStatement(43).bytes).equals(Buffer.from(a.bytes))).toBe(false);
  });

  it.each(RUNS)(
    "%s: ≥ 99 % right (directly or after Byte's question), none wrong, none silently wrong",
    (kind, generate, from, count) => {
      const counts: Record<Outcome, number> = { right: 0, answered: 0, asked: 0, failed: 0, wrong: 0, silent: 0 };
      const bad: string[] = [];
      // files and right ones (directly or after the question) per encoding: UTF-16 CSVs, typed XLSX cells
      const byEncoding: Record<string, { files: number; right: number }> = {};
      for (let seed = from; seed < from + count; seed++) {
        const g = generate(seed);
        const outcome = judge(g, (opts) => parseStatementBytes(g.bytes, kind, { fileName: g.name, ...opts }));
        counts[outcome]++;
        const enc = (byEncoding[g.traits.encoding] ??= { files: 0, right: 0 });
        enc.files++;
        if (outcome === 'right' || outcome === 'answered') enc.right++;
        if (outcome !== 'right' && outcome !== 'answered') bad.push(`seed ${seed}: ${outcome} ${JSON.stringify(g.traits)}`);
      }
      const pct = (n: number) => Math.round((n / count) * 1000) / 10;
      // the rates, for the record
      console.log(
        JSON.stringify({
          format: kind,
          seeds: `${from}-${from + count - 1}`,
          files: count,
          rightUnasked: pct(counts.right),
          rightAfterQuestion: pct(counts.answered),
          askedUnresolved: pct(counts.asked),
          failedClearly: pct(counts.failed),
          wrongWithWarning: pct(counts.wrong),
          silentlyWrong: pct(counts.silent),
          byEncoding,
        }),
      );
      if (kind === 'csv') expect(byEncoding['utf-16le-bom']?.files).toBeGreaterThan(0.05 * count);
      if (kind === 'xlsx') expect(byEncoding['xlsx typed cells']?.files).toBeGreaterThan(0.4 * count);
      expect(counts.silent, bad.join('\n')).toBe(0);
      expect(counts.wrong, bad.join('\n')).toBe(0);
      expect(counts.right + counts.answered, bad.join('\n')).toBeGreaterThanOrEqual(0.99 * count);
    },
    60_000,
  );
});
