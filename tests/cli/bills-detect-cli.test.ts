// npm run bills:detect, run as a user runs it (a child process without PostgreSQL or Redis).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoLife } from '../../core/demo/data.ts';

describe('npm run bills:detect', () => {
  it('finds the monthly bills of a six-month statement, with amounts, range and next due date', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'bills-'));
    const file = path.join(dir, 'statement.csv');
    const rows = demoLife(20260101, '2025-10-01', '2026-03-17').map(
      (t) => `${t.date},"${t.description.replace(/"/g, '""')}",${(t.amountCents / 100).toFixed(2)},${t.account}`,
    );
    writeFileSync(file, ['Date,Description,Amount,Account', ...rows].join('\n'));
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/bills-detect.ts', file], {
      encoding: 'utf8',
      timeout: 120_000,
      env: { ...process.env, DATABASE_URL: 'postgres://nowhere.invalid/x', REDIS_URL: 'redis://nowhere.invalid' },
    });
    expect(r.status, r.stderr).toBe(0);
    const { bills } = JSON.parse(r.stdout.trim().split('\n').at(-1)!) as {
      bills: { merchant: string; cadence: string; amount: number; amountMin: number; amountMax: number; nextDue: string; occurrences: number }[];
    };
    const rent = bills.find((b) => b.merchant === 'Rent')!;
    expect(rent).toMatchObject({ cadence: 'monthly on day 1', amount: 1950, amountMin: 1950, amountMax: 1950, nextDue: '2026-04-01', occurrences: 6 });
    const netflix = bills.find((b) => /netflix/i.test(b.merchant))!;
    expect(netflix).toMatchObject({ cadence: 'monthly on day 8', amount: 15.49, nextDue: '2026-04-08' });
    // a utility bill varies: its range is the smallest and largest seen
    const power = bills.find((b) => /pg&e|pge/i.test(b.merchant))!;
    expect(power.amountMin).toBeLessThan(power.amountMax);
    expect(power.amountMin).toBeGreaterThanOrEqual(78);
    expect(power.amountMax).toBeLessThanOrEqual(164);
  });
});
