// npm run tax:estimate: the stable JSON shape, without PostgreSQL or Redis; bad files exit 1 with a message.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = mkdtempSync(path.join(tmpdir(), 'tax-estimate-'));
function run(input: unknown): { code: number | null; stdout: string; stderr: string } {
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(file, typeof input === 'string' ? input : JSON.stringify(input));
  const r = spawnSync('npx', ['tsx', 'scripts/tax-estimate.ts', file], {
    encoding: 'utf8',
    timeout: 60_000,
    env: { ...process.env, DATABASE_URL: 'postgres://nowhere.invalid/x', REDIS_URL: 'redis://nowhere.invalid' },
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('npm run tax:estimate', () => {
  it('prints one JSON object in the stable shape (US single 2025, net profit $60,000)', () => {
    const r = run({ jurisdiction: 'US', taxYear: 2025, filingStatus: 'single', grossIncome: 70000, expenses: { supplies: 10000 }, priorYearTax: 9000 });
    expect(r.code).toBe(0);
    const lines = r.stdout.trim().split('\n');
    expect(lines).toHaveLength(1);
    const out = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(Object.keys(out)).toEqual(
      expect.arrayContaining(['netProfit', 'selfEmploymentTax', 'incomeTax', 'total', 'quarterly', 'monthlySetAside', 'safeHarbour']),
    );
    // 60,000 × 0.9235 × 0.153 = 8,477.73; income tax 4,562.84 (worked out in tax-estimate.test.ts)
    expect(out).toMatchObject({
      netProfit: 60000,
      selfEmploymentTax: 8477.73,
      incomeTax: 4562.84,
      total: 13040.57,
      safeHarbour: { percent: 100, annual: 9000 },
    });
    expect((out.quarterly as { due: string; amount: number }[]).map((q) => q.due)).toEqual(['2025-04-15', '2025-06-16', '2025-09-15', '2026-01-15']);
    expect((out.notes as string[])[0]).toMatch(/estimates, not tax advice/);
  });

  it('UK 2025-26, profit £50,000: Class 4 and income tax', () => {
    const r = run({ jurisdiction: 'UK', taxYear: '2025-26', grossIncome: 50000, expenses: {} });
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({
      selfEmploymentTax: 2245.8,
      selfEmploymentTaxName: 'Class 4 National Insurance',
      incomeTax: 7486,
      total: 9731.8,
    });
  });

  it('a year with no rule table: exit 1, the message lists the supported years', () => {
    const r = run({ jurisdiction: 'US', taxYear: 2023, grossIncome: 1000, expenses: {} });
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/taxYear: there is no US tax rule table for "2023"\. Supported US tax years: 2025, 2026/);
  });

  it('negative mileage, a broken file, an unknown line: exit 1 naming the problem', () => {
    const neg = run({ jurisdiction: 'US', taxYear: 2025, grossIncome: 1000, expenses: {}, mileage: -12 });
    expect(neg.code).toBe(1);
    expect(neg.stderr).toMatch(/mileage: must not be negative/);
    const broken = run('{"jurisdiction": "US",');
    expect(broken.code).toBe(1);
    expect(broken.stderr).toMatch(/tax:estimate: .*\.json: /);
    const line = run({ jurisdiction: 'UK', taxYear: '2025-26', grossIncome: 1000, expenses: { advertising: 1, yacht: 2 } });
    expect(line.code).toBe(1);
    expect(line.stderr).toMatch(/expenses\.yacht: not a UK expense line/);
  });
});
