// Issue 30: the one definition of covered months and monthly figures (core/figures). A month counts
// only when the ledger covers all of it; partial months are listed but never enter a median or rate.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { historyCoverage, historyWindow } from '../../core/crystal/history.ts';
import { accountSpans, ledgerCoverage, NO_ROWS_IN_MONTH } from '../../core/figures/coverage.ts';
import { type FigureRow, ledgerFigures, median, needsFullMonths } from '../../core/figures/monthly.ts';

const row = (date: string, amountCents: number, account = 'Checking', category = amountCents > 0 ? 'Income' : 'Shopping'): FigureRow => ({
  date,
  amountCents,
  account,
  category,
});

describe('ledgerCoverage', () => {
  it('a new account whose only October row is a paycheck on the 31st has no full month, so no figure', () => {
    const f = ledgerFigures({ today: '2026-11-29', transactions: [row('2026-10-31', 500_000), row('2026-11-03', -307_800)] });
    expect(f.months.map((m) => [m.month, m.full])).toEqual([
      ['2026-10', false],
      ['2026-11', false],
    ]);
    expect(f.months[0]!.partialBecause).toBe('Checking starts on Oct 31');
    expect(f.fullMonths).toBe(0);
    expect(f.surplus.cents).toBeNull();
    expect(f.savingsRate.rate).toBeNull();
    expect(f.surplus.statistic).toBe('No full month so far; a monthly figure needs 1.');
  });

  it('a first month entered on the 3rd is partial and stays out of the median', () => {
    const txs = [
      row('2026-06-03', 400_000),
      ...['07', '08', '09', '10'].flatMap((m) => [row(`2026-${m}-01`, -195_000), row(`2026-${m}-15`, 400_000), row(`2026-${m}-28`, -100_000)]),
      row('2026-11-02', -195_000),
    ];
    const f = ledgerFigures({ today: '2026-11-29', transactions: txs });
    expect(f.months.filter((m) => m.full).map((m) => m.month)).toEqual(['2026-07', '2026-08', '2026-09', '2026-10']);
    expect(f.months[0]).toMatchObject({ month: '2026-06', full: false, partialBecause: 'Checking starts on Jun 3', surplusCents: 400_000 });
    expect(f.surplus).toEqual({
      cents: 105_000,
      statistic: 'median of the 4 full months Jul 2026 – Oct 2026',
      months: ['2026-07', '2026-08', '2026-09', '2026-10'],
    });
    expect(f.savingsRate.rate).toBe(0.2625);
  });

  it("a statement's own period makes its month full though its last row is earlier", () => {
    const txs = [row('2026-09-02', -5000), row('2026-09-27', 9000)];
    expect(ledgerCoverage({ today: '2026-11-29', transactions: txs }).map((m) => m.full)).toEqual([false]);
    const stated = ledgerCoverage({ today: '2026-11-29', transactions: txs, periods: [{ account: 'Checking', from: '2026-09-01', to: '2026-09-30' }] });
    expect(stated).toEqual([{ month: '2026-09', full: true, partialBecause: null }]);
  });

  it("an account's rows outside its stated periods still cover their months (a CSV beside a PDF with a printed period)", () => {
    // September from a PDF that prints its period; August and October from CSVs that print none
    const txs = [row('2026-08-01', 300_000), row('2026-08-31', -1000), row('2026-09-05', -5000), row('2026-10-01', 300_000), row('2026-10-31', -1000)];
    const c = ledgerCoverage({ today: '2026-11-29', transactions: txs, periods: [{ account: 'Checking', from: '2026-09-01', to: '2026-09-30' }] });
    expect(c.map((m) => [m.month, m.full])).toEqual([
      ['2026-08', true],
      ['2026-09', true],
      ['2026-10', true],
    ]);
    // without the rows of October, the stated period alone ends on Sep 30: October is not listed
    const alone = ledgerCoverage({
      today: '2026-11-29',
      transactions: txs.slice(0, 3),
      periods: [{ account: 'Checking', from: '2026-09-01', to: '2026-09-30' }],
    });
    expect(alone.map((m) => m.month)).toEqual(['2026-08', '2026-09']);
  });

  it('a card that starts mid-month makes that month partial, cash receipts never do', () => {
    const txs = [
      ...['08', '09', '10'].flatMap((m) => [row(`2026-${m}-01`, 300_000), row(`2026-${m}-31`.replace('09-31', '09-30'), -1000)]),
      row('2026-09-14', -2000, 'Visa …0123'),
      row('2026-10-31', -2000, 'Visa …0123'),
      row('2026-08-12', -730, 'Cash (MYR)'),
    ];
    const c = ledgerCoverage({ today: '2026-11-29', transactions: txs, pointAccounts: ['Cash (MYR)'] });
    expect(c.map((m) => [m.month, m.full, m.partialBecause])).toEqual([
      ['2026-08', true, null],
      ['2026-09', false, 'Visa …0123 starts on Sep 14'],
      ['2026-10', true, null],
    ]);
  });

  it('a gap between statements is missing, not a month of zero', () => {
    const c = ledgerCoverage({
      today: '2026-11-29',
      transactions: [row('2026-03-05', 1)],
      periods: [
        { account: 'Checking', from: '2026-01-01', to: '2026-01-31' },
        { account: 'Checking', from: '2026-03-01', to: '2026-03-31' },
      ],
    });
    expect(c.map((m) => m.month)).toEqual(['2026-01', '2026-03']);
  });

  it("a month without a row inside an account's span is a gap for every caller, not a month of zero spending", () => {
    // Checking's rows run Jul 1 → Oct 31, but August has none (its statement was never imported); a
    // cash receipt in August does not vouch for it either
    const txs = [
      ...['07', '09', '10'].flatMap((m) => [row(`2026-${m}-01`, -195_000), row(`2026-${m}-15`, 400_000), row(`2026-${m}-30`, -50_000)]),
      row('2026-10-31', -1_000),
      row('2026-08-12', -730, 'Cash'),
    ];
    const input = { today: '2026-11-29', transactions: txs, pointAccounts: ['Cash'] };
    const aug = ledgerCoverage(input).find((m) => m.month === '2026-08');
    expect(aug).toEqual({ month: '2026-08', full: false, partialBecause: NO_ROWS_IN_MONTH });
    const f = ledgerFigures(input);
    expect(f.surplus.months).toEqual(['2026-07', '2026-09', '2026-10']);
    expect(f.spending.statistic).toBe('median of the 3 full months Jul 2026 – Oct 2026');
    // Crystal reads the same rule from coverage.ts: her history is the unbroken run after the gap
    const ledger = txs.map((t) => ({ ...t, description: 'x', merchant: null }));
    expect(historyCoverage(ledger, '2026-11-29', { pointAccounts: ['Cash'] }).find((m) => m.month === '2026-08')?.full).toBe(false);
    expect(historyWindow(ledger, '2026-11-29', { pointAccounts: ['Cash'] })?.months).toEqual(['2026-09', '2026-10']);
    // a statement whose own period is August vouches for it: a month of no rows is then a real month
    const stated = ledgerCoverage({ ...input, periods: [{ account: 'Checking', from: '2026-07-01', to: '2026-10-31' }] });
    expect(stated.find((m) => m.month === '2026-08')).toEqual({ month: '2026-08', full: true, partialBecause: null });
  });

  it('property: a full month is one every non-cash account covers from its first to its last day, with a row in it, before today’s month', () => {
    const day = fc.integer({ min: 0, max: 400 }).map((n) => new Date(Date.UTC(2025, 0, 1) + n * 86_400_000).toISOString().slice(0, 10));
    fc.assert(
      fc.property(
        fc.array(fc.record({ date: day, account: fc.constantFrom('A', 'B', 'Cash'), amountCents: fc.integer({ min: -50_000, max: 50_000 }) }), {
          minLength: 1,
          maxLength: 80,
        }),
        day,
        (raw, today) => {
          const txs = raw.map((r) => ({ ...r, category: 'Other' }));
          const months = ledgerCoverage({ today, transactions: txs, pointAccounts: ['Cash'] });
          const spans = accountSpans({ today, transactions: txs, pointAccounts: ['Cash'] });
          const withRows = new Set(txs.filter((t) => t.account !== 'Cash').map((t) => t.date.slice(0, 7)));
          for (const m of months) {
            const a = `${m.month}-01`;
            const z = new Date(Date.UTC(Number(m.month.slice(0, 4)), Number(m.month.slice(5, 7)), 0)).toISOString().slice(0, 10);
            const touching = [...spans.values()].flat().filter((s) => s.from <= z && s.to >= a);
            const expected = m.month < today.slice(0, 7) && touching.length > 0 && touching.every((s) => s.from <= a && s.to >= z) && withRows.has(m.month);
            expect(m.full, m.month).toBe(expected);
          }
          const f = ledgerFigures({ today, transactions: txs, pointAccounts: ['Cash'] });
          expect(f.fullMonths).toBe(months.filter((m) => m.full).length);
          if (f.fullMonths === 0) expect(f.surplus.cents).toBeNull();
        },
      ),
    );
  });
});

describe('statistics', () => {
  it('the median of an even count is the mean of the middle two, rounded to the cent', () => {
    expect(median([1, 4, 2, 9])).toBe(3);
    expect(median([5])).toBe(5);
  });

  it('says what is missing in words', () => {
    expect(needsFullMonths(1, 3, 'freedom figures')).toBe('1 full month so far; freedom figures need 3.');
  });
});
