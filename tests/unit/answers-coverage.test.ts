// Issue 30 in the answers: a comparison or a trend only over periods the ledger reaches; a month
// before the first row is "not on file", never a month of $0.00 to be "up" from.
import { describe, expect, it } from 'vitest';
import { answerLedgerQuestion } from '../../core/answers/ledger-answers.ts';
import type { LedgerTransaction } from '../../core/crystal/types.ts';
import { readQuestion } from '../../core/reader/question.ts';

const today = '2026-09-15';
/** Rent $1,000 and groceries $200 a month from Jun 3 2026 (the ledger's first row). */
const ledger: LedgerTransaction[] = ['06', '07', '08', '09'].flatMap((m) => [
  { date: `2026-${m}-03`, description: 'RENT', merchant: 'Oak Lettings', amountCents: -100_000, category: 'Housing', subcategory: 'Rent', account: 'Checking' },
  {
    date: `2026-${m}-10`,
    description: 'KROGER',
    merchant: 'Kroger',
    amountCents: -20_000,
    category: 'Food & Dining',
    subcategory: 'Groceries',
    account: 'Checking',
  },
]);
const names = { merchants: ['Oak Lettings', 'Kroger'], categories: [{ category: 'Food & Dining', subcategory: 'Groceries' }], accounts: ['Checking'] };
const ask = (q: string) => answerLedgerQuestion(readQuestion(q, today, names), ledger, today)!.content;

describe('comparisons and trends over covered periods only', () => {
  it('June against May: May is before the first row, so there is nothing to compare with', () => {
    const a = ask('What changed in June?');
    expect(a).toContain('Your spending in June 2026: $1,200.00.');
    expect(a).toContain('Your transactions start on Jun 3, so there is nothing in May 2026 to compare with.');
    expect(a).not.toMatch(/up \$1,200\.00|new this period/);
  });

  it('July against June says June is only partly on file', () => {
    expect(ask('What changed in July?')).toContain('Your transactions start on Jun 3, so June 2026 is only partly on file.');
  });

  it('the stretch before a span of days is said in dates, and is not on file either', () => {
    expect(ask('did my spending change over the last 6 months?')).toContain(
      'Your transactions start on Jun 3, so there is nothing in the 184 days before (Sep 13, 2025 – Mar 15, 2026) to compare with.',
    );
  });

  it('a trend lists only the months the ledger reaches', () => {
    const a = ask('what is my spending trend?');
    expect(a).toContain('- June 2026: $1,200.00');
    expect(a).toContain('- August 2026: $1,200.00');
    expect(a).not.toContain('March 2026');
  });
});
