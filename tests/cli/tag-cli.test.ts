import { spawnSync } from 'node:child_process';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';

const FIXTURES = 'tests/fixtures/tag';

function categorize(...args: string[]) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/categorize.ts', ...args], { encoding: 'utf8', timeout: 60_000 });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

function rows(csv: string): Record<string, string>[] {
  return Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true }).data;
}

describe('npm run categorize', () => {
  it('prints the input columns plus category, subcategory, confidence and source (no database needed)', () => {
    const r = categorize(`${FIXTURES}/statement.csv`);
    expect(r.status).toBe(0);
    const header = r.stdout.split('\n')[0];
    expect(header).toBe('Date,Description,Amount,Account,predicted_category,predicted_subcategory,confidence,source');
    const out = rows(r.stdout);
    expect(out).toHaveLength(7);
    expect(out[0]).toMatchObject({
      Description: 'SQ *BLUE BOTTLE COFFEE 8472 OAKLAND CA',
      predicted_category: 'Food & Dining',
      predicted_subcategory: 'Coffee Shops',
      source: 'knowledge',
    });
    expect(out[1]).toMatchObject({ predicted_category: 'Transfer', predicted_subcategory: 'Credit Card Payment' });
    expect(out[2]).toMatchObject({ predicted_category: 'Income', predicted_subcategory: 'Salary' });
    expect(out[3]).toMatchObject({ Description: 'BLUE HERON DRY GOODS 0077', predicted_category: 'Uncategorized', confidence: '0', source: 'none' });
    // a description with a comma survives the round trip
    expect(out[4]).toMatchObject({ Description: 'AMAZON.COM*2K4L81, AMZN.COM/BILL', predicted_category: 'Shopping' });
    expect(Number(out[0]!.confidence)).toBeGreaterThanOrEqual(0.8);
  });

  it("with --train learns the labeled rows (labels mapped to Tag's taxonomy) as corrections first", () => {
    const r = categorize('--train', `${FIXTURES}/labeled.csv`, `${FIXTURES}/statement.csv`);
    expect(r.status).toBe(0);
    expect(r.stderr).toContain('learned 6 labeled rows from tests/fixtures/tag/labeled.csv (1 with a label the map leaves out)');
    expect(r.stderr).toContain('row 9: label "Not A Label" is neither a Tag category nor in the label map; skipped');
    const out = rows(r.stdout);
    // "Home Improvement" (Mint) → Housing › Home Maintenance, learned from BLUE HERON DRY GOODS 0042
    expect(out[3]).toMatchObject({
      Description: 'BLUE HERON DRY GOODS 0077',
      predicted_category: 'Housing',
      predicted_subcategory: 'Home Maintenance',
      source: 'learned',
    });
    expect(out[0]).toMatchObject({ predicted_category: 'Food & Dining', source: 'knowledge' });
  });

  it('reads a labeled file as input too: amounts signed by the debit/credit column', () => {
    const r = categorize(`${FIXTURES}/labeled.csv`);
    expect(r.status).toBe(0);
    const out = rows(r.stdout);
    expect(out[1]).toMatchObject({ Description: 'Credit Card Payment', 'Transaction Type': 'credit', predicted_category: 'Transfer' });
    expect(out[3]).toMatchObject({ Description: 'Biweekly Paycheck', predicted_category: 'Income', predicted_subcategory: 'Salary' });
    expect(out[4]).toMatchObject({ Description: 'Barbershop', predicted_category: 'Personal Care' });
  });

  it('names the problem and exits 2 on a file without a description column or a missing file', () => {
    const noDesc = categorize(`${FIXTURES}/no-description.csv`);
    expect(noDesc.status).toBe(2);
    expect(noDesc.stderr).toContain('tests/fixtures/tag/no-description.csv: no description column');
    expect(noDesc.stdout).toBe('');
    const missing = categorize(`${FIXTURES}/does-not-exist.csv`);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain('no such file: tests/fixtures/tag/does-not-exist.csv');
    expect(categorize().status).toBe(2);
  });
});
