// The report builders against figures worked out by hand from a small ledger (core/reports/).
import { describe, expect, it } from 'vitest';
import type { LedgerTransaction } from '../../core/crystal/types.ts';
import { budgetActualReport } from '../../core/reports/budget-actual.ts';
import { buildReport } from '../../core/reports/build.ts';
import { cashFlowReport } from '../../core/reports/cash-flow.ts';
import { categoryTrendsReport, decompose, earlierPeriod } from '../../core/reports/category-trends.ts';
import { ledgerFigures } from '../../core/figures/monthly.ts';
import { incomeSpendingReport } from '../../core/reports/income-spending.ts';
import { exportDocument } from '../../core/reports/tables.ts';
import { addPageToTotals, transactionsReport } from '../../core/reports/transactions.ts';
import { REPORT_KEYS } from '../../core/reports/types.ts';
import { yearReviewReport } from '../../core/reports/year-review.ts';

const tx = (date: string, cents: number, category: string, merchant: string | null, account: string, subcategory: string | null = null): LedgerTransaction => ({
  date,
  amountCents: cents,
  category,
  subcategory,
  merchant,
  description: (merchant ?? category).toUpperCase(),
  account,
});

const LEDGER: LedgerTransaction[] = [
  tx('2026-02-05', 300000, 'Income', 'Acme Payroll', 'Checking', 'Salary'),
  tx('2026-02-10', -5000, 'Food & Dining', 'Whole Foods', 'Checking', 'Groceries'),
  tx('2026-02-15', -100000, 'Transfer', null, 'Checking'),
  tx('2026-02-20', -5000, 'Food & Dining', 'Whole Foods', 'Checking', 'Groceries'),
  tx('2026-03-02', -6000, 'Food & Dining', 'Whole Foods', 'Checking', 'Groceries'),
  tx('2026-03-05', 300000, 'Income', 'Acme Payroll', 'Checking', 'Salary'),
  tx('2026-03-06', 50000, 'Income', 'Client Co', 'Savings', 'Freelance'),
  tx('2026-03-10', -150000, 'Housing', 'Oakwood Rent', 'Checking', 'Rent'),
  tx('2026-03-12', -6000, 'Food & Dining', 'Whole Foods', 'Checking', 'Groceries'),
  tx('2026-03-15', 2000, 'Shopping', 'Amazon', 'Visa'),
  tx('2026-03-15', 100000, 'Transfer', null, 'Savings'),
  tx('2026-03-22', -9000, 'Food & Dining', 'Trader Joes', 'Visa', 'Groceries'),
];
const FEB_MAR = { from: '2026-02-01', to: '2026-03-31', accounts: [] };
const MARCH = { from: '2026-03-01', to: '2026-03-31', accounts: [] };
const EMPTY = { from: '2025-01-01', to: '2025-01-31', accounts: [] };

describe('income vs spending by month', () => {
  it('adds money in and out per month, leaves transfers out, and states its basis', () => {
    const r = incomeSpendingReport(LEDGER, FEB_MAR);
    // Checking runs Feb 5 → Mar 12: neither month is in the statements in full, so neither has a rate (core/figures)
    expect(r.months).toEqual([
      {
        month: '2026-02',
        incomeCents: 300000,
        spendingCents: 10000,
        netCents: 290000,
        savingsRate: null,
        transactions: 3,
        full: false,
        partialBecause: 'Checking starts on Feb 5',
      },
      {
        month: '2026-03',
        incomeCents: 352000,
        spendingCents: 171000,
        netCents: 181000,
        savingsRate: null,
        transactions: 7,
        full: false,
        partialBecause: 'Checking ends on Mar 12',
      },
    ]);
    expect(r.totals).toEqual({
      incomeCents: 652000,
      spendingCents: 181000,
      netCents: 471000,
      savingsRate: null,
      savingsRateStatistic:
        'no full month in Feb 2026 – Mar 2026; left out as partial: Feb 2026 (Checking starts on Feb 5), Mar 2026 (Checking ends on Mar 12)',
      transactions: 10,
    });
    expect(r.basis).toMatchObject({ transactions: 10, transfersLeftOut: 2, firstDay: '2026-02-05', lastDay: '2026-03-22' });
  });

  it('counts only the accounts asked for', () => {
    const r = incomeSpendingReport(LEDGER, { ...FEB_MAR, accounts: ['Visa'] });
    expect(r.totals).toMatchObject({ incomeCents: 2000, spendingCents: 9000, netCents: -7000, transactions: 2 });
    expect(r.months.map((m) => m.spendingCents)).toEqual([0, 9000]);
  });
});

describe("the reports' savings rate is the one of core/figures", () => {
  it('over the full months of the range only, the same as ledgerFigures gives for the same months', () => {
    const ledger = [
      ...['01', '02', '03'].flatMap((m) => [
        tx(`2026-${m}-01`, -150000, 'Housing', 'Oakwood Rent', 'Checking'),
        tx(`2026-${m}-15`, 400000 + Number(m) * 1000, 'Income', 'Acme Payroll', 'Checking'),
        tx(`2026-${m}-28`, -20000 * Number(m), 'Shopping', 'Amazon', 'Checking'),
      ]),
      tx('2026-04-02', -9000, 'Food & Dining', 'Trader Joes', 'Checking'),
    ];
    const today = '2026-04-10';
    const figures = ledgerFigures({ transactions: ledger, today });
    // January → March are full; April is running
    const q = { from: '2026-01-01', to: today, accounts: [] };
    const r = incomeSpendingReport(ledger, q, figures.months);
    expect(r.totals.savingsRate).toBe(figures.savingsRate.rate);
    expect(r.totals.savingsRateStatistic).toBe(
      '(income − spending) ÷ income over the 3 full months Jan 2026 – Mar 2026; left out as partial: Apr 2026 (the month is in progress (today is Apr 10))',
    );
    // (401,000 − 170,000) ÷ 401,000, (402,000 − 190,000) ÷ 402,000, (403,000 − 210,000) ÷ 403,000
    expect(r.months.map((m) => m.savingsRate)).toEqual([0.5761, 0.5274, 0.4789, null]);
    expect(yearReviewReport(ledger, q, figures.months).savingsRate).toBe(figures.savingsRate.rate);
  });
});

describe('cash flow', () => {
  it('links each income source to income and income to each category, with what was saved; flows balance', () => {
    const r = cashFlowReport(LEDGER, MARCH);
    const label = new Map(r.nodes.map((n) => [n.id, n.label]));
    expect(r.links.map((l) => [label.get(l.source), label.get(l.target), l.cents])).toEqual([
      ['Salary', 'Income', 300000],
      ['Freelance', 'Income', 50000],
      ['Refunds and other money in', 'Income', 2000],
      ['Income', 'Housing', 150000],
      ['Income', 'Food & Dining', 21000],
      ['Income', 'Saved', 181000],
    ]);
    const into = r.links.filter((l) => l.target === 'income').reduce((s, l) => s + l.cents, 0);
    const out = r.links.filter((l) => l.source === 'income').reduce((s, l) => s + l.cents, 0);
    expect(into).toBe(out);
  });

  it('takes spending beyond income from savings', () => {
    const r = cashFlowReport(LEDGER, { ...MARCH, accounts: ['Visa'] });
    expect(r.nodes.find((n) => n.kind === 'shortfall')).toMatchObject({ label: 'From savings', cents: 7000 });
    expect(r.nodes.some((n) => n.kind === 'saved')).toBe(false);
  });
});

describe('category trends', () => {
  it('compares the range with the period of the same length before it', () => {
    expect(earlierPeriod('2026-03-01', '2026-03-31')).toEqual({ from: '2026-01-29', to: '2026-02-28' });
  });

  it('splits a change into more purchases and higher prices that sum to the change, and names new merchants', () => {
    // the earlier period (Jan 29 – Feb 28) must be covered by the ledger: Checking starts on Jan 29 here
    const r = categoryTrendsReport([tx('2026-01-29', -100, 'Transfer', null, 'Checking'), ...LEDGER], MARCH);
    expect(r.comparable).toBe(true);
    const food = r.changes.find((c) => c.category === 'Food & Dining')!;
    // 2 purchases averaging $50 → 3 averaging $70: +$110 = 1 × ($50+$70)/2 + $20 × (2+3)/2
    expect(food.earlier).toMatchObject({ spendingCents: 10000, purchases: 2, averageCents: 5000 });
    expect(food.later).toMatchObject({ spendingCents: 21000, purchases: 3, averageCents: 7000 });
    expect(food).toMatchObject({ changeCents: 11000, countEffectCents: 6000, priceEffectCents: 5000, newMerchantsCents: 9000 });
    expect(food.newMerchants).toEqual([{ merchant: 'Trader Joes', cents: 9000, purchases: 1 }]);
    expect(food.why).toContain('Up $110.00');
    const housing = r.changes.find((c) => c.category === 'Housing')!;
    expect(housing).toMatchObject({ changeCents: 150000, countEffectCents: 150000, priceEffectCents: 0 });
    expect(r.changes[0]!.category).toBe('Housing');
    expect(r.series.map((s) => [s.category, s.cents])).toEqual([
      ['Housing', [150000]],
      ['Food & Dining', [21000]],
    ]);
  });

  it('with no earlier data (the ledger starts after the earlier period begins) claims no change and no "new" merchant', () => {
    // the ledger starts Feb 5: March's earlier period, Jan 29 – Feb 28, is not covered
    const r = categoryTrendsReport(LEDGER, MARCH);
    expect(r.comparable).toBe(false);
    expect(r.comparison).toBe(
      'No earlier data to compare with: the ledger does not cover 2026-01-29 to 2026-02-28, the period of the same length before, so no change is claimed.',
    );
    const housing = r.changes.find((c) => c.category === 'Housing')!;
    expect(housing).toMatchObject({ changeCents: 0, countEffectCents: 0, priceEffectCents: 0, newMerchants: [], newMerchantsCents: 0 });
    expect(housing.why).toBe('No earlier data to compare with: $1,500.00 in 1 purchase this period.');
    for (const c of r.changes) {
      expect(c.why).not.toMatch(/new this period|new merchants|^Up|^Down/);
      expect(c.later.spendingCents).toBeGreaterThan(0);
    }
    // the demo's case: a year compared with the year before, when the data starts this year
    const demo = categoryTrendsReport(LEDGER, { from: '2026-02-01', to: '2026-03-31', accounts: [] });
    expect(demo.comparable).toBe(false);
    expect(demo.changes.map((c) => c.category)).toEqual(['Housing', 'Food & Dining']);
    expect(exportDocument(demo).summary).toContainEqual(['Earlier period', 'no earlier data to compare with (2025-12-04 to 2026-01-31)']);
  });

  it('keeps count + price equal to the change in whole cents for awkward figures', () => {
    for (const [a, b] of [
      [
        { cents: 1001, n: 3 },
        { cents: 2002, n: 7 },
      ],
      [
        { cents: 999, n: 1 },
        { cents: 1, n: 2 },
      ],
      [
        { cents: 0, n: 0 },
        { cents: 500, n: 2 },
      ],
    ] as const) {
      const d = decompose(a, b);
      expect(d.countEffectCents + d.priceEffectCents).toBe(b.cents - a.cents);
      expect(Number.isInteger(d.priceEffectCents)).toBe(true);
    }
  });
});

describe('budget vs actual', () => {
  const budgets = [
    { category: 'Food & Dining', subcategory: null, limitCents: 15000 },
    { category: 'Housing', subcategory: null, limitCents: 140000 },
  ];

  it('compares each limit over the months of the range with what was spent', () => {
    const r = budgetActualReport(LEDGER, budgets, FEB_MAR);
    expect(r.months).toEqual(['2026-02', '2026-03']);
    expect(r.budgets.map((b) => [b.category, b.limitCents, b.actualCents, b.remainingCents, b.share])).toEqual([
      ['Food & Dining', 30000, 31000, -1000, 1.0333],
      ['Housing', 280000, 150000, 130000, 0.5357],
    ]);
    expect(r.totals).toEqual({ limitCents: 310000, actualCents: 181000, remainingCents: 129000 });
  });

  it('counts only the part of a month inside the range, and says when there are no budgets', () => {
    const r = budgetActualReport(LEDGER, budgets, { from: '2026-03-10', to: '2026-03-31', accounts: [] });
    expect(r.budgets.find((b) => b.category === 'Food & Dining')!.actualCents).toBe(15000);
    const none = budgetActualReport(LEDGER, [], FEB_MAR);
    expect(none.empty).toBe(true);
    expect(none.note).toMatch(/No budgets/);
  });
});

describe('year in review', () => {
  it('gives totals, top categories and merchants, the biggest month and the largest purchase', () => {
    const r = yearReviewReport(LEDGER, { from: '2026-01-01', to: '2026-12-31', accounts: [] });
    expect(r).toMatchObject({
      incomeCents: 652000,
      spendingCents: 181000,
      netCents: 471000,
      savingsRate: null, // no month of the ledger is in the statements in full
      monthsCovered: 2,
      averageMonthlySpendingCents: 90500,
    });
    expect(r.topCategories).toEqual([
      { name: 'Housing', cents: 150000, transactions: 1, share: 0.8287 },
      { name: 'Food & Dining', cents: 31000, transactions: 5, share: 0.1713 },
    ]);
    expect(r.topMerchants.map((m) => [m.name, m.cents])).toEqual([
      ['Oakwood Rent', 150000],
      ['Whole Foods', 22000],
      ['Trader Joes', 9000],
    ]);
    expect(r.biggestMonth).toEqual({ month: '2026-03', spendingCents: 171000 });
    expect(r.largestPurchase).toEqual({ date: '2026-03-10', merchant: 'Oakwood Rent', category: 'Housing', cents: 150000 });
  });
});

describe('transactions', () => {
  it('lists the ledger of the range (transfers too) and totals without transfers', () => {
    expect(transactionsReport(LEDGER, { ...MARCH, accounts: ['Visa'] })).toMatchObject({ totalRows: 2, incomeCents: 2000, spendingCents: 9000 });
    expect(transactionsReport(LEDGER, MARCH).totalRows).toBe(8);
  });

  it('adds up page by page to the same totals as all at once (what the exports do)', () => {
    let acc = transactionsReport([], FEB_MAR);
    for (let i = 0; i < LEDGER.length; i += 5) acc = addPageToTotals(acc, LEDGER.slice(i, i + 5), FEB_MAR);
    const whole = transactionsReport(LEDGER, FEB_MAR);
    expect(acc).toEqual({ ...whole, rows: [], shownRows: 0 });
  });
});

describe('an empty range', () => {
  it('is an empty report for every key, not an error, and still exports a titled document', () => {
    for (const key of REPORT_KEYS) {
      if (key === 'net-worth') continue;
      const r = buildReport(key, LEDGER, [{ category: 'Housing', subcategory: null, limitCents: 1 }], EMPTY);
      expect(r.empty, key).toBe(true);
      expect(r.basis.transactions, key).toBe(0);
      const doc = exportDocument(r);
      expect(doc.subtitle, key).toContain('No transactions in this range.');
      for (const t of doc.tables) expect(t.rows, key).toEqual([]);
    }
  });
});
