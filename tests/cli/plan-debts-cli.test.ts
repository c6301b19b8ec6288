// npm run plan:debts: the stable JSON shape, without PostgreSQL or Redis.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = mkdtempSync(path.join(tmpdir(), 'plan-debts-'));
function run(input: unknown): { code: number | null; out: Record<string, unknown> } {
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(file, typeof input === 'string' ? input : JSON.stringify(input));
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/plan-debts.ts', file], {
    encoding: 'utf8',
    timeout: 60_000,
    env: { ...process.env, DATABASE_URL: 'postgres://nowhere.invalid/x', REDIS_URL: 'redis://nowhere.invalid' },
  });
  return { code: r.status, out: JSON.parse(r.stdout.trim().split('\n').at(-1)!) as Record<string, unknown> };
}

describe('npm run plan:debts', () => {
  it('prints the plan in its stable shape', () => {
    const { code, out } = run({
      debts: [
        { name: 'Card', balance: 1000, apr: 12, minimum: 25 },
        { name: 'Loan', balance: 500, apr: 5, minimum: { floor: 20, percent: 2 } },
      ],
      monthlyBudget: 150,
      strategy: 'avalanche',
    });
    expect(code).toBe(0);
    expect(Object.keys(out)).toEqual(expect.arrayContaining(['strategy', 'months', 'totalInterest', 'debts', 'minimumOnly']));
    expect(out).toMatchObject({ strategy: 'avalanche', minimumOnly: { months: expect.any(Number), totalInterest: expect.any(Number) } });
    const debts = out.debts as { name: string; payoffMonth: number; interest: number }[];
    expect(debts.map((d) => d.name)).toEqual(['Card', 'Loan']);
    expect(debts[0]!.payoffMonth).toBeLessThan(debts[1]!.payoffMonth);
    expect((out.minimumOnly as { totalInterest: number }).totalInterest).toBeGreaterThan(out.totalInterest as number);
  });

  it('refuses bad input with the field and exit code 2', () => {
    expect(run({ debts: [{ name: 'Card', balance: 1000, apr: 120, minimum: 25 }], monthlyBudget: 150, strategy: 'snowball' })).toMatchObject({
      code: 2,
      out: { field: 'debts.0.apr' },
    });
    expect(run({ debts: [{ name: 'Card', balance: 1000, apr: 12, minimum: 25 }], monthlyBudget: 10, strategy: 'snowball' })).toMatchObject({
      code: 2,
      out: { field: 'monthlyBudget' },
    });
    expect(run({ debts: [{ name: 'Card', balance: 'lots', apr: 12, minimum: 25 }], monthlyBudget: 10, strategy: 'snowball' })).toMatchObject({
      code: 2,
      out: { field: 'debts.0.balance' },
    });
    expect(run('{not json').code).toBe(2);
  });
});
