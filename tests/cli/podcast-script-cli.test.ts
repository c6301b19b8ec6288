// npm run podcast:script: Roundtable's script for a ledger CSV as one JSON object, without
// PostgreSQL or Redis; bad input names the problem and exits with code 2.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { numbersIn } from '../../core/roundtable/number-check.ts';

const LEDGER = 'tests/fixtures/roundtable/ledger.csv';
const EXTRAS = 'tests/fixtures/roundtable/extras.json';
const dir = mkdtempSync(path.join(tmpdir(), 'podcast-script-'));

function run(...args: string[]): { code: number | null; out: Record<string, unknown>; stderr: string } {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/podcast-script.ts', ...args], {
    encoding: 'utf8',
    timeout: 60_000,
    env: { ...process.env, DATABASE_URL: 'postgres://nowhere.invalid/x', REDIS_URL: 'redis://nowhere.invalid', OPENAI_API_KEY: '' },
  });
  return { code: r.status, out: JSON.parse(r.stdout.trim().split('\n').at(-1)!) as Record<string, unknown>, stderr: r.stderr };
}

describe('npm run podcast:script', () => {
  it('prints the script, its lines by speaker and the facts it was written from', () => {
    const { code, out } = run(
      LEDGER,
      '--today',
      '2026-03-17',
      '--days',
      '7',
      '--type',
      'weekly',
      '--podcaster',
      'roundtable',
      '--minutes',
      '5',
      '--extras',
      EXTRAS,
    );
    expect(code).toBe(0);
    expect(Object.keys(out)).toEqual(['title', 'description', 'words', 'targetWords', 'writer', 'lines', 'dropped', 'facts']);
    expect(out).toMatchObject({ title: 'Week to 17 March: Shopping led, spending up 134%', targetWords: 750, writer: 'built-in', dropped: [] });
    const lines = out.lines as { host: number; speaker: string; section: string; text: string }[];
    expect(new Set(lines.map((l) => l.speaker))).toEqual(new Set(['Rosa', 'Theo']));
    expect(lines.every((l) => l.speaker === (l.host === 0 ? 'Rosa' : 'Theo'))).toBe(true);
    expect(lines[0]).toMatchObject({ section: 'intro', speaker: 'Rosa' });
    expect(lines.at(-1)).toMatchObject({ section: 'outro' });
    const text = lines.map((l) => l.text).join(' ');
    expect(text).toContain('$317.48');
    expect(text).toContain('Emergency Fund');
    expect(out.words).toBeGreaterThan(300);
    expect(out.words).toBeLessThanOrEqual(750 * 1.15);
    expect(out.facts).toMatchObject({ days: 7, current: { from: '2026-03-11', to: '2026-03-17', spendingCents: 31748 } });
  });

  it("takes today from the ledger's last date, and writes in the currency asked for", () => {
    const csv = path.join(dir, 'euros.csv');
    writeFileSync(
      csv,
      'Date,Description,Amount,Category,Merchant\n2026-05-02,REWE 4411,-23.40,Food & Dining,REWE\n2026-05-04,BOLT.EU,-8.10,Transportation,Bolt\n',
    );
    const { code, out } = run(csv, '--podcaster', 'money-minute', '--currency', 'EUR', '--type', 'celebration');
    expect(code).toBe(0);
    expect(out.facts).toMatchObject({ current: { to: '2026-05-04' } });
    const lines = out.lines as { host: number; speaker: string; text: string }[];
    expect(new Set(lines.map((l) => l.speaker))).toEqual(new Set(['Max']));
    const text = lines.map((l) => l.text).join(' ');
    expect(text).toContain('€31.50');
    expect(text).toContain('REWE');
    expect(
      numbersIn(text)
        .filter((n) => n.kind === 'money')
        .every((n) => n.kind === 'money' && [3150, 2340, 810].includes(n.cents)),
    ).toBe(true);
  });

  it('refuses bad input with a message naming the problem and exit code 2', () => {
    expect(run(LEDGER, '--podcaster', 'nobody')).toMatchObject({ code: 2, out: { field: 'podcaster', error: 'Podcaster nobody not found' } });
    expect(run(LEDGER, '--type', 'daily')).toMatchObject({ code: 2, out: { field: 'type', error: expect.stringContaining('Unknown episode type "daily"') } });
    expect(run(LEDGER, '--today', '2026-02-30')).toMatchObject({
      code: 2,
      out: { field: 'today', error: '--today "2026-02-30" is not a date like 2026-03-17' },
    });
    expect(run(LEDGER, '--days', '14')).toMatchObject({ code: 2, out: { field: 'days' } });
    expect(run(LEDGER, '--minutes', 'lots')).toMatchObject({ code: 2, out: { field: 'minutes' } });
    const missing = run(path.join(dir, 'nowhere.csv'));
    expect(missing).toMatchObject({ code: 2, out: { field: 'file', error: expect.stringContaining('nowhere.csv') } });
    expect(missing.stderr).toContain('nowhere.csv');
    const bad = path.join(dir, 'bad.csv');
    writeFileSync(bad, 'Date,Description,Amount,Category\n2026-03-01,SHOP,-1.00,Shopping\n03/02/2026,SHOP,-2.00,Shopping\n');
    expect(run(bad)).toMatchObject({ code: 2, out: { field: 'file', error: expect.stringMatching(/bad\.csv line 3: Date "03\/02\/2026"/) } });
    const noCategory = path.join(dir, 'no-category.csv');
    writeFileSync(noCategory, 'Date,Description,Amount\n2026-03-01,SHOP,-1.00\n');
    expect(run(noCategory)).toMatchObject({ code: 2, out: { field: 'file', error: expect.stringContaining('no category column') } });
    expect(run(LEDGER, '--extras', LEDGER)).toMatchObject({ code: 2, out: { field: 'extras' } });
    expect(run()).toMatchObject({ code: 2, out: { field: 'file' } });
    expect(run(LEDGER, '--llm')).toMatchObject({ code: 2, out: { field: 'llm', error: expect.stringContaining('OPENAI_API_KEY') } });
  });
});
