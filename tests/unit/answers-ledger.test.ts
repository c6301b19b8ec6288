// Issue 31: the general answers (core/answers) to spending and income questions, read by the
// question reader (core/reader), checked by hand on a small ledger for comparisons, "why", trends
// and usual months (the generated questions are in answers-bank.test.ts).
import { describe, expect, it } from 'vitest';
import type { LedgerTransaction } from '../../core/crystal/types.ts';
import { answerLedgerQuestion } from '../../core/answers/ledger-answers.ts';
import { readQuestion } from '../../core/reader/question.ts';
import type { LedgerNames } from '../../core/reader/subjects.ts';

function namesOf(ledger: readonly LedgerTransaction[]): LedgerNames {
  const cats = new Map(ledger.map((t) => [`${t.category}|${t.subcategory}`, { category: t.category, subcategory: t.subcategory ?? null }]));
  return { merchants: [...new Set(ledger.map((t) => t.merchant!).filter(Boolean))], categories: [...cats.values()], accounts: [] };
}

const ask = (q: string, ledger: readonly LedgerTransaction[], today: string) => answerLedgerQuestion(readQuestion(q, today, namesOf(ledger)), ledger, today);

const tx = (date: string, merchant: string, amountCents: number, category: string, subcategory: string | null): LedgerTransaction => ({
  date,
  description: merchant.toUpperCase(),
  merchant,
  amountCents,
  category,
  subcategory,
  account: 'Checking',
});

// September and October 2026 in full, today 2026-11-29
const small: LedgerTransaction[] = [
  tx('2026-09-01', 'Parkside Lettings', -195_000, 'Housing', 'Rent'),
  tx('2026-09-05', 'Whole Foods', -8_000, 'Food & Dining', 'Groceries'),
  tx('2026-09-12', 'Chipotle', -2_000, 'Food & Dining', 'Restaurants'),
  tx('2026-09-25', 'Acme Corp', 400_000, 'Income', 'Salary'),
  tx('2026-09-30', 'Transfer to savings', -50_000, 'Transfer', null),
  tx('2026-10-01', 'Parkside Lettings', -195_000, 'Housing', 'Rent'),
  tx('2026-10-04', 'Whole Foods', -9_000, 'Food & Dining', 'Groceries'),
  tx('2026-10-10', 'Chipotle', -3_000, 'Food & Dining', 'Restaurants'),
  tx('2026-10-17', 'Nobu', -12_000, 'Food & Dining', 'Restaurants'),
  tx('2026-10-25', 'Acme Corp', 400_000, 'Income', 'Salary'),
  tx('2026-10-31', 'Whole Foods', -1_000, 'Food & Dining', 'Groceries'),
  tx('2026-11-02', 'Parkside Lettings', -195_000, 'Housing', 'Rent'),
];
const TODAY = '2026-11-29';

describe('general answers by hand', () => {
  it('"why did I spend so much on food last month" compares October with September and names what drove it', () => {
    const a = ask('Why did I spend so much on food last month?', small, TODAY)!;
    expect(a.content).toContain('Your spending on Food & Dining last month (October 2026): $250.00, against $100.00 in September 2026: up $150.00 (+150%).');
    expect(a.content).toContain(
      'What drove it (last month (October 2026) against September 2026, number of payments in brackets): Restaurants +$130.00 (2 against 1) and Groceries +$20.00 (2 against 1).',
    );
  });

  it('"what changed last month" names the categories that moved', () => {
    const a = ask('What changed last month?', small, TODAY)!;
    expect(a.content).toContain('Your spending last month (October 2026): $2,200.00, against $2,050.00 in September 2026: up $150.00 (+7%).');
    expect(a.content).toContain('Food & Dining +$150.00');
  });

  it('"where did most of my money go in October" ranks the categories, transfers left out', () => {
    const a = ask('Where did most of my money go in October?', small, TODAY)!;
    expect(a.content).toContain('Most of your money in October 2026 went to Housing. Of $2,200.00 spent:');
    expect(a.content).toContain('2. Food & Dining: $250.00 (4 transactions, 11%)');
    expect(a.href).toBe('/dashboard/transactions?from=2026-10-01&to=2026-10-31&sign=out&transfers=exclude');
  });

  it('a usual month is the median of the full months, named', () => {
    const a = ask('what do I usually spend on groceries', small, TODAY)!;
    expect(a.content).toContain('Your spending on Groceries in a usual month is $90.00: the median of the 2 full months Sep 2026 – Oct 2026');
  });

  it('the link opens exactly the rows of the figure', () => {
    const a = ask('How much did I spend on groceries last month?', small, TODAY)!;
    expect(a.content).toContain('You spent $100.00 on Groceries last month (October 2026), over 2 transactions.');
    expect(a.href).toBe('/dashboard/transactions?from=2026-10-01&to=2026-10-31&category=Food+%26+Dining&subcategory=Groceries&sign=out&transfers=exclude');
  });

  it('a period it cannot read is said, not guessed', () => {
    expect(ask('How much did I spend on groceries in Q5?', small, TODAY)!.content).toBe(
      'I didn\'t understand "Q5" as a period: try "last month", "in March", "Q3" or "the last 90 days".',
    );
  });
});
