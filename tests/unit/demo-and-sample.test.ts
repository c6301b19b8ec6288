import { describe, expect, it } from 'vitest';
import { REVIEW_CONFIDENCE } from '../../core/tag/categories.ts';
import { addDays } from '../../core/dates.ts';
import { DEMO_DAYS, DEMO_OPENING_BALANCES, DEMO_SEED, generateDemoTransactions } from '../../core/demo/data.ts';
import { demoStatements } from '../../core/demo/statements.ts';
import { hashKeys } from '../../core/ledger/dedupe.ts';
import { parseCsvStatement } from '../../core/parsers/table/csv.ts';
import { sampleStatementCsv } from '../../core/demo/sample-statement.ts';
import { categorizeByKeywords } from '../../core/tag/keywords.ts';

describe('sampleStatementCsv', () => {
  const today = '2024-03-10';
  const csv = sampleStatementCsv(today);

  it('has the header and 30 rows dated within the 30 days up to today', () => {
    const lines = csv.trim().split('\n');
    expect(lines[0]).toBe('Date,Description,Amount,Account');
    expect(lines).toHaveLength(31);
    const { items, warnings, errors } = parseCsvStatement(csv);
    expect(errors).toEqual([]);
    expect(warnings).toEqual([]);
    expect(items).toHaveLength(30);
    for (const t of items) {
      expect(t.date >= addDays(today, -29) && t.date <= today).toBe(true);
      expect(['Checking', 'Credit Card']).toContain(t.account);
    }
    expect(items.filter((t) => t.account === 'Credit Card').length).toBeGreaterThanOrEqual(2);
    expect(items.some((t) => t.amountCents > 0)).toBe(true);
    expect(csv).toMatch(/"[^"]*,[^"]*"/); // a description with a comma, quoted
  });

  it('every row is recognized by the categorizer with confidence ≥ 0.8, across several categories', () => {
    const { items } = parseCsvStatement(csv);
    const categories = new Set<string>();
    for (const t of items) {
      const c = categorizeByKeywords(t.description, t.amountCents);
      expect(c.confidence, t.description).toBeGreaterThanOrEqual(REVIEW_CONFIDENCE);
      categories.add(c.category);
    }
    expect(categories.size).toBeGreaterThanOrEqual(8);
  });

  it('is the same file for the same day', () => {
    expect(sampleStatementCsv(today)).toBe(csv);
  });
});

describe('generateDemoTransactions', () => {
  const today = '2024-06-30';
  const demo = generateDemoTransactions(42, today);

  it('is deterministic for a seed and a day, and differs for another seed', () => {
    expect(generateDemoTransactions(42, today)).toEqual(demo);
    expect(generateDemoTransactions(43, today)).not.toEqual(demo);
  });

  it('covers about six months, sorted by date, with a realistic number of rows', () => {
    expect(demo.length).toBeGreaterThanOrEqual(400);
    expect(demo.length).toBeLessThanOrEqual(700);
    expect(demo[0]!.date >= addDays(today, -179)).toBe(true);
    expect(demo.at(-1)!.date <= today).toBe(true);
    for (let i = 1; i < demo.length; i++) expect(demo[i - 1]!.date <= demo[i]!.date).toBe(true);
    expect(new Set(hashKeys(demo)).size).toBe(demo.length);
  });

  it('has biweekly pay, monthly rent and subscriptions', () => {
    const pay = demo.filter((t) => t.description.startsWith('PAYROLL'));
    expect(pay.length).toBeGreaterThanOrEqual(12);
    expect(pay.every((t) => t.amountCents > 0)).toBe(true);
    // 180 days hold five or six of each monthly date
    const monthly = (d: string) => demo.filter((t) => t.description.startsWith(d)).length;
    for (const bill of ['RENT PAYMENT', 'NETFLIX.COM', 'VERIZON WIRELESS', 'PG&E', 'PLANET FITNESS']) {
      expect([5, 6], bill).toContain(monthly(bill));
    }
    expect(demo.some((t) => t.description.includes('REFUND') && t.amountCents > 0)).toBe(true);
  });

  it('is at least 90 % recognized by the categorizer with confidence ≥ 0.8', () => {
    const sure = demo.filter((t) => categorizeByKeywords(t.description, t.amountCents).confidence >= REVIEW_CONFIDENCE).length;
    expect(sure / demo.length).toBeGreaterThanOrEqual(0.9);
  });
});

describe('demoStatements: the demo as its bank statements', () => {
  const today = '2026-11-29';
  const from = addDays(today, -(DEMO_DAYS - 1));
  const statements = demoStatements(DEMO_SEED, from, today);

  it('one statement per account per month, named as demo data, each month its period cut to the demo’s days', () => {
    const checking = statements.filter((s) => s.account === 'Checking');
    expect(checking.map((s) => s.month)).toEqual(['2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11']);
    expect(checking[0]!.period).toEqual({ from: '2026-06-03', to: '2026-06-30' });
    expect(checking[1]!.period).toEqual({ from: '2026-07-01', to: '2026-07-31' });
    expect(checking.at(-1)!.period).toEqual({ from: '2026-11-01', to: '2026-11-29' });
    expect(checking[3]!.fileName).toBe('Demo Checking statement 2026-09.csv');
    expect(statements.filter((s) => s.account === 'Credit Card')).toHaveLength(6);
  });

  it('the statements hold exactly the demo’s rows, with the hashes the old seed gave them', () => {
    const life = generateDemoTransactions(DEMO_SEED, today);
    expect(statements.reduce((n, s) => n + s.rows.length, 0)).toBe(life.length);
    const perStatement = new Set(statements.flatMap((s) => hashKeys(s.rows)));
    expect(perStatement).toEqual(new Set(hashKeys(life)));
  });

  it('closing = opening + the rows, to the cent, and each statement opens where the last one closed', () => {
    for (const account of ['Checking', 'Credit Card'] as const) {
      const mine = statements.filter((s) => s.account === account);
      expect(mine[0]!.openingBalanceCents).toBe(DEMO_OPENING_BALANCES[account]);
      for (const [i, s] of mine.entries()) {
        expect(s.closingBalanceCents).toBe(s.openingBalanceCents + s.rows.reduce((sum, t) => sum + t.amountCents, 0));
        if (i > 0) expect(s.openingBalanceCents).toBe(mine[i - 1]!.closingBalanceCents);
      }
    }
  });

  it('Checking stays above zero on every day of the demo', () => {
    let balance = DEMO_OPENING_BALANCES.Checking;
    for (const t of statements.filter((s) => s.account === 'Checking').flatMap((s) => s.rows)) {
      balance += t.amountCents;
      expect(balance, t.date).toBeGreaterThan(0);
    }
  });
});
