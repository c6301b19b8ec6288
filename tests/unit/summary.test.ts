import { describe, expect, it } from 'vitest';
import type { SpendingTrend } from '../../core/crystal/trend.ts';
import { importSummary } from '../../core/intelia/summary.ts';

const flat: SpendingTrend = { trend: 'stable', firstHalfCents: 0, secondHalfCents: 0, changePct: null, count: 0 };

describe('importSummary', () => {
  it('quotes the real figures of an import', () => {
    const insights = importSummary({
      imported: 30,
      duplicates: 2,
      needsReview: 4,
      skipped: 1,
      byCategory: { 'Food & Dining': -41250, Housing: -185000, Income: 490000, Uncategorized: -900000 },
      trend: { trend: 'increasing', firstHalfCents: 90000, secondHalfCents: 120000, changePct: 1 / 3, count: 12 },
    });
    const messages = insights.map((i) => i.message);
    expect(messages).toContain('Imported 30 transactions; 2 were already in your ledger.');
    expect(messages.some((m) => m.startsWith('Largest spending category in this file: Housing ($1,850.00).'))).toBe(true);
    expect(messages).toContain('4 transactions need your review (confidence below 80%).');
    expect(messages).toContain('Spending over the last 30 days is increasing: $1,200.00 in the second half vs $900.00 in the first (+33%).');
    expect(messages.some((m) => m.startsWith('1 row was skipped'))).toBe(true);
    expect(insights.find((i) => i.type === 'spending-trend')).toMatchObject({ severity: 'warning', actionable: true });
  });

  it('names the top category with its share of spending', () => {
    const [, top] = importSummary({
      imported: 3,
      duplicates: 0,
      needsReview: 0,
      skipped: 0,
      byCategory: { 'Food & Dining': -41250, Transportation: -8750 },
      trend: flat,
    });
    expect(top?.message).toBe('Largest spending category in this file: Food & Dining ($412.50). That is 83% of its spending.');
  });

  it('only says what the data supports', () => {
    const insights = importSummary({ imported: 1, duplicates: 0, needsReview: 0, skipped: 0, byCategory: { Income: 5000 }, trend: flat });
    expect(insights.map((i) => i.message)).toEqual(['Imported 1 transaction.']);
  });

  it('reports a file that was already imported', () => {
    const insights = importSummary({ imported: 0, duplicates: 12, needsReview: 0, skipped: 0, byCategory: {}, trend: flat });
    expect(insights.map((i) => i.message)).toEqual(['Nothing new to import: all 12 transactions were already in your ledger.']);
  });

  it('uses singular forms and a negative change', () => {
    const messages = importSummary({
      imported: 2,
      duplicates: 1,
      needsReview: 1,
      skipped: 0,
      byCategory: {},
      trend: { trend: 'decreasing', firstHalfCents: 100000, secondHalfCents: 75000, changePct: -0.25, count: 5 },
    }).map((i) => i.message);
    expect(messages).toEqual([
      'Imported 2 transactions; 1 was already in your ledger.',
      '1 transaction needs your review (confidence below 80%).',
      'Spending over the last 30 days is decreasing: $750.00 in the second half vs $1,000.00 in the first (-25%).',
    ]);
  });
});
