// Roundtable (#16): an episode's facts from fixture ledgers, and the number check that drops a
// sentence whose figure the facts do not hold (planted ones prove it).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { LedgerTransaction } from '../../core/crystal/types.ts';
import { episodeFacts } from '../../core/roundtable/facts.ts';
import { readLedgerCsv } from '../../core/roundtable/ledger-csv.ts';
import { allowedNumbers, checkScript, numbersIn } from '../../core/roundtable/number-check.ts';
import type { EpisodeExtras } from '../../core/roundtable/types.ts';
import { formatCents } from '../../core/money.ts';

const tx = (date: string, description: string, dollars: number, category: string): LedgerTransaction => ({
  date,
  description,
  merchant: null,
  amountCents: Math.round(dollars * 100),
  category,
});

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
    expect(empty).toMatchObject({
      current: { spendingCents: 0, incomeCents: 0, transactions: 0 },
      spendingChangePercent: null,
      topCategories: [],
      biggestPurchase: null,
      noSpendDays: 30,
    });
  });
});

describe('checkScript', () => {
  const f = episodeFacts(LEDGER, '2026-03-17', 7);

  it('reads money, percentages and counts, and leaves dates and years alone', () => {
    expect(numbersIn('You spent $1,320.98 on 2026-03-17, up 167% in 2026, over 5 purchases.')).toEqual([
      { kind: 'money', cents: 132098 },
      { kind: 'percent', value: 167 },
      { kind: 'count', value: 5 },
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
      { sentence: 'Groceries came to $250.00 this week.', reason: "250.00 (money) is not in the episode's facts" },
      { sentence: 'And your income was 12% higher.', reason: "12 (percent) is not in the episode's facts" },
    ]);
  });
});

// The longer episodes' facts, from tests/fixtures/roundtable/ledger.csv: the 30 days to 2026-03-17
// (Mon 16 Feb … Tue 17 Mar) against the 30 before, with the extras of extras.json.
describe('episodeFacts for longer episodes', () => {
  const fixture = (name: string) => readFileSync(path.join('tests/fixtures/roundtable', name), 'utf8');
  const { transactions, errors } = readLedgerCsv(fixture('ledger.csv'), 'ledger.csv');
  const extras = JSON.parse(fixture('extras.json')) as EpisodeExtras;
  const f = episodeFacts(transactions, '2026-03-17', 30, extras);

  it('reads the fixture ledger', () => {
    expect(errors).toEqual([]);
    expect(transactions).toHaveLength(18);
  });

  it('gives every category its share and its change against the 30 days before', () => {
    // spent now 579.47 (before 645.49: −10 %); income 3,320.00 (before 3,000.00: +11 %)
    expect(f).toMatchObject({ spendingChangePercent: -10, incomeChangePercent: 11, dailyAverageCents: 1932 });
    expect(f.categories.map((c) => [c.category, c.cents, c.sharePercent, c.previousCents, c.changeCents, c.changePercent, c.transactions])).toEqual([
      ['Food & Dining', 27200, 47, 12000, 15200, 127, 5],
      ['Shopping', 19999, 35, 0, 19999, null, 1],
      ['Transportation', 8000, 14, 6000, 2000, 33, 2],
      ['Entertainment', 2748, 5, 1549, 1199, 77, 2],
      // spent on before, not now: still a category, with its fall
      ['Travel', 0, 0, 45000, -45000, -100, 0],
    ]);
    expect(f.categories[0]!.topMerchant).toEqual({ merchant: 'Whole Foods Market', cents: 26550 });
    expect(f.biggestIncrease).toMatchObject({ category: 'Shopping', changeCents: 19999 });
    expect(f.biggestDecrease).toMatchObject({ category: 'Travel', changeCents: -45000 });
    // the first step's fields keep their meaning
    expect(f.topCategories.map((c) => c.category)).toEqual(['Food & Dining', 'Shopping', 'Transportation']);
  });

  it('names merchants, the largest purchases and the income sources as a person would say them', () => {
    expect(f.merchants.map((m) => [m.merchant, m.cents, m.visits])).toEqual([
      ['Whole Foods Market', 26550, 4],
      ['Best Buy', 19999, 1],
      ['Shell Oil', 8000, 2],
      ['Netflix', 1549, 1],
      ['Spotify', 1199, 1],
      ['Starbucks', 650, 1],
    ]);
    expect(f.purchases.map((p) => [p.description, p.date, p.cents])).toEqual([
      ['Best Buy', '2026-03-17', 19999],
      ['Whole Foods Market', '2026-02-16', 8000],
      ['Whole Foods Market', '2026-03-04', 8000],
      ['Whole Foods Market', '2026-03-11', 6000],
      ['Whole Foods Market', '2026-03-13', 4550],
    ]);
    expect(f.incomeSources).toEqual([
      { source: 'Payroll Acme Corp', cents: 300000, payments: 1 },
      { source: 'Etsy Payout', cents: 32000, payments: 1 },
    ]);
  });

  it('splits the timeframe into weeks ending on its last day, weekdays against the weekend, and halves', () => {
    expect(f.weeks).toEqual([
      { from: '2026-02-16', to: '2026-02-17', days: 2, spendingCents: 8000, transactions: 1 },
      { from: '2026-02-18', to: '2026-02-24', days: 7, spendingCents: 650, transactions: 1 },
      { from: '2026-02-25', to: '2026-03-03', days: 7, spendingCents: 4000, transactions: 1 },
      { from: '2026-03-04', to: '2026-03-10', days: 7, spendingCents: 13549, transactions: 3 },
      { from: '2026-03-11', to: '2026-03-17', days: 7, spendingCents: 31748, transactions: 4 },
    ]);
    // Saturday 21 Feb (6.50) and Sunday 1 Mar (40.00) fell on the weekend
    expect(f.weekdayWeekend).toEqual({ weekdayCents: 53297, weekendCents: 4650, weekdayDays: 22, weekendDays: 8 });
    expect(f.busiestDay).toEqual({ date: '2026-03-17', cents: 19999, transactions: 1 });
    expect(f.trend).toEqual({ direction: 'rising', firstHalfCents: 12650, secondHalfCents: 45297, changePercent: 258 });
  });

  it('carries the extras, bills soonest first, with their totals and what each goal has to go', () => {
    expect(f.billsDue.map((b) => b.name)).toEqual(['Netflix', 'Rent']);
    expect(f.billsDueTotalCents).toBe(146549);
    expect(f.goals.map((g) => g.remainingCents)).toEqual([550000, 0]);
    expect(f.debtsTotalCents).toBe(1130000);
    expect(f.insights).toHaveLength(2);
  });

  it("allows every figure the facts hold, the insights' own figures too, and nothing else", () => {
    const ok = allowedNumbers(f);
    for (const c of [27200, 15200, 26550, 31748, 53297, 4650, 146549, 550000, 1130000, 1932, 12000]) expect(ok.cents.has(c)).toBe(true);
    for (const p of [127, 33, 77, 100, 258, 45, 19.99]) expect(ok.percents.has(p)).toBe(true);
    expect(ok.cents.has(1199)).toBe(true);
    expect(
      checkScript(
        [
          'Food & Dining is up 127% on the 30 days before, at $272.00.',
          'Intelia says it is 127% above your 3-month average of $120.00.',
          'Your Visa card is at 19.99% APR.',
          'Rent is due on 25 March: $1,450.00.',
          'All 4 of your Whole Foods Market visits came to $265.50.',
          // planted: none of these is in the facts
          'Groceries came to $250.00 this month.',
          'That is 12.5% of your spending.',
          'You went out 9 times.',
        ],
        f,
      ).dropped.map((d) => d.sentence),
    ).toEqual(['Groceries came to $250.00 this month.', 'That is 12.5% of your spending.', 'You went out 9 times.']);
  });
});

describe('numbersIn', () => {
  it('reads money in any currency the writer uses, and leaves dates in words and digits inside names alone', () => {
    expect(numbersIn('¥1,200.00, CHF 35.50, ₹99.00, CA$12.30 and £4')).toEqual([
      { kind: 'money', cents: 120000 },
      { kind: 'money', cents: 3550 },
      { kind: 'money', cents: 9900 },
      { kind: 'money', cents: 1230 },
      { kind: 'money', cents: 400 },
    ]);
    expect(numbersIn('The 7 days to 17 March, and March 3rd, in 2026, cost $2000.')).toEqual([
      { kind: 'count', value: 7 },
      { kind: 'money', cents: 200000 },
    ]);
    const f = episodeFacts(
      [tx('2026-03-17', '7-ELEVEN 3391', -12, 'Food & Dining')].map((t) => ({ ...t, merchant: '7-Eleven' })),
      '2026-03-17',
      7,
    );
    expect(checkScript(['At 7-Eleven you spent $12.00.', 'At 7-Eleven you went 9 times.'], f).kept).toEqual(['At 7-Eleven you spent $12.00.']);
  });
});
