// Byte on thousands of synthetic statements nobody tuned it for (issue 18): every file must come
// out exactly right, or Byte asks (and the user's answer makes it right), or it fails with a
// message; none may be silently wrong. Seeds are fixed, so a failure names a file that can be
// regenerated: generateCsvStatement(seed).
import { describe, expect, it } from 'vitest';
import { parseStatementBytes } from '../../core/parsers/statement.ts';
import { judge, type Outcome } from '../support/statement-check.ts';
import { generateCsvStatement } from '../support/statement-generator.ts';

const SEEDS = { from: 1, count: 10_000 };

describe('synthetic statements (tests/support/statement-generator.ts)', () => {
  it('the same seed makes the same file', () => {
    const a = generateCsvStatement(42);
    const b = generateCsvStatement(42);
    expect(Buffer.from(a.bytes).equals(Buffer.from(b.bytes))).toBe(true);
    expect(a.rows).toEqual(b.rows);
    expect(Buffer.from(generateCsvStatement(43).bytes).equals(Buffer.from(a.bytes))).toBe(false);
  });

  it(`CSV, seeds ${SEEDS.from}–${SEEDS.from + SEEDS.count - 1}: ≥ 99 % right (directly or after Byte's question), none silently wrong`, () => {
    const counts: Record<Outcome, number> = { right: 0, answered: 0, asked: 0, failed: 0, wrong: 0, silent: 0 };
    const bad: string[] = [];
    for (let seed = SEEDS.from; seed < SEEDS.from + SEEDS.count; seed++) {
      const g = generateCsvStatement(seed);
      const outcome = judge(g, (opts) => parseStatementBytes(g.bytes, 'csv', { fileName: g.name, ...opts }));
      counts[outcome]++;
      if (outcome !== 'right' && outcome !== 'answered') bad.push(`seed ${seed}: ${outcome} ${JSON.stringify(g.traits)}`);
    }
    const pct = (n: number) => Math.round((n / SEEDS.count) * 1000) / 10;
    // the rates, for the record (README "What Byte reads")
    console.log(JSON.stringify({
      format: 'csv', seeds: `${SEEDS.from}-${SEEDS.from + SEEDS.count - 1}`, files: SEEDS.count,
      rightUnasked: pct(counts.right), rightAfterQuestion: pct(counts.answered), askedUnresolved: pct(counts.asked),
      failedClearly: pct(counts.failed), wrongWithWarning: pct(counts.wrong), silentlyWrong: pct(counts.silent),
    }));
    expect(counts.silent, bad.join('\n')).toBe(0);
    expect(counts.wrong, bad.join('\n')).toBe(0);
    expect(counts.right + counts.answered, bad.join('\n')).toBeGreaterThanOrEqual(0.99 * SEEDS.count);
  });
});
