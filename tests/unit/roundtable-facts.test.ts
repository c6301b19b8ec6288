// Roundtable's first step (#16): an episode's facts from a fixture ledger, and the number check that
// drops a sentence whose figure the facts do not hold (a planted one proves it).
import { describe, expect, it } from 'vitest';
import type { LedgerTransaction } from '../../core/crystal/types.ts';
import { episodeFacts } from '../../core/roundtable/facts.ts';
import { checkScript, numbersIn } from '../../core/roundtable/number-check.ts';
import { formatCents } from '../../core/money.ts';

const tx = (date: string, description: string, dollars: number, category: string): LedgerTransaction =>
  ({ date, description, merchant: null, amountCents: Math.round(dollars * 100), category });

// the 7 days to 2026-03-17, and the 7 before them
const LEDGER: LedgerTransaction[] = [
  tx('2026-03-04', 'WHOLE FOODS MARKET', -80, 'Food & Dining'),
  tx('2026-03-06', 'SHELL OIL 5531', -40, 'Transportation'),
  tx('2026-03-11', 'PAYROLL ACME CORP', 2000, 'Income'),
  tx('2026-03-11', 'WHOLE FOODS MARKET', -60, 'Food & Dining'),
  tx('2026-03-13', 'WHOLE FOODS MARKET', -45.5, 'Food & Dining'),
  tx('2026-03-14', 'TRANSFER TO SAVINGS', -500, 'Transfer'),
  tx('2026-03-16', 'NETFLIX.COM', -15.49, 'Entertainment'),
  tx('2026-03-17', 'BEST BUY 112', -199.99, 'Shopping'),
];

describe('episodeFacts', () => {
  const f = episodeFacts(LEDGER, '2026-03-17', 7);

  it('compares the timeframe with the one before, leaving transfers out', () => {
    expect(f.current).toEqual({ from: '2026-03-11', to: '2026-03-17', spendingCents: 32098, incomeCents: 200000, transactions: 5 });
    expect(f.previous).toEqual({ from: '2026-03-04', to: '2026-03-10', spendingCents: 12000, incomeCents: 0, transactions: 2 });
    // (320.98 − 120) ÷ 120 = 167.5 % → 167 (Math.round of 167.48…)
    expect(f.spendingChangePercent).toBe(167);
    expect(f.netCents).toBe(200000 - 32098);
  });

  it('names the top categories and merchants, the biggest purchase and the days without spending', () => {
    expect(f.topCategories).toEqual([
      { category: 'Shopping', cents: 19999, sharePercent: 62 },
      { category: 'Food & Dining', cents: 10550, sharePercent: 33 },
      { category: 'Entertainment', cents: 1549, sharePercent: 5 },
    ]);
    expect(f.topMerchants[1]).toMatchObject({ cents: 10550, visits: 2 });
    expect(f.biggestPurchase).toEqual({ description: 'BEST BUY 112', date: '2026-03-17', cents: 19999 });
    // spending on the 11th, 13th, 16th and 17th: 3 of the 7 days without any
    expect(f.noSpendDays).toBe(3);
  });

  it('is honest about a timeframe with no transactions', () => {
    const empty = episodeFacts(LEDGER, '2025-01-31', 30);
    expect(empty).toMatchObject({ current: { spendingCents: 0, incomeCents: 0, transactions: 0 }, spendingChangePercent: null, topCategories: [], biggestPurchase: null, noSpendDays: 30 });
  });
});

describe('checkScript', () => {
  const f = episodeFacts(LEDGER, '2026-03-17', 7);

  it('reads money, percentages and counts, and leaves dates and years alone', () => {
    expect(numbersIn('You spent $1,320.98 on 2026-03-17, up 167% in 2026, over 5 purchases.')).toEqual([
      { kind: 'money', cents: 132098 }, { kind: 'percent', value: 167 }, { kind: 'count', value: 5 },
    ]);
  });

  it('keeps the sentences the facts support and drops a planted wrong figure with the reason', () => {
    const script = [
      `This week you spent ${formatCents(f.current.spendingCents)}, ${f.spendingChangePercent}% more than the week before.`,
      `Shopping took ${formatCents(19999)}, ${f.topCategories[0]!.sharePercent}% of it, mostly one purchase at Best Buy.`,
      'You had 3 days without spending anything.',
      // planted: $250.00 is nowhere in the facts
      'Groceries came to $250.00 this week.',
      'And your income was 12% higher.',
    ];
    const checked = checkScript(script, f);
    expect(checked.kept).toEqual(script.slice(0, 3));
    expect(checked.dropped).toEqual([
      { sentence: 'Groceries came to $250.00 this week.', reason: '250.00 (money) is not in the episode\'s facts' },
      { sentence: 'And your income was 12% higher.', reason: '12 (percent) is not in the episode\'s facts' },
    ]);
  });
});
