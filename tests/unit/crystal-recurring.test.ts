import { describe, expect, it } from 'vitest';
import { merchantKeyOf } from '../../core/crystal/merchant.ts';
import { detectRecurring } from '../../core/crystal/recurring.ts';
import type { LedgerTransaction } from '../../core/crystal/types.ts';
import { addDays, isoDate } from '../../core/dates.ts';
import { generateDemoTransactions } from '../../core/demo/data.ts';

let nextId = 0;
function tx(
  date: string,
  description: string,
  dollars: number,
  category: string,
  subcategory: string | null = null,
  account = 'Credit Card',
): LedgerTransaction {
  return { id: `t${nextId++}`, date, description, merchant: null, amountCents: Math.round(dollars * 100), category, subcategory, account };
}
/** the given day of `count` consecutive months from (year, month), skipping the month indices in `skip` */
function monthly(y: number, m: number, day: number, count: number, make: (date: string, i: number) => LedgerTransaction, skip: number[] = []) {
  const out: LedgerTransaction[] = [];
  for (let i = 0; i < count; i++) if (!skip.includes(i)) out.push(make(isoDate(y, m + i, day), i));
  return out;
}
/** a tiny deterministic PRNG for noise */
function rng(seed: number) {
  let s = seed;
  return () => (s = (s * 16807) % 2147483647) / 2147483647;
}

describe('merchant keys', () => {
  it('groups the spellings of one merchant and drops numbers and payment words', () => {
    expect(merchantKeyOf('NETFLIX.COM')).toBe('netflix');
    expect(merchantKeyOf('Netflix.com 866-579-7172')).toBe('netflix');
    expect(merchantKeyOf('STARBUCKS STORE 10482')).toBe('starbucks');
    expect(merchantKeyOf('STARBUCKS STORE 06311')).toBe('starbucks');
    expect(merchantKeyOf('POS Purchase Engen Nkandla * 05 Oct')).toBe('engen nkandla');
    expect(merchantKeyOf('HULU 877-8244858')).toBe('hulu');
  });
});

describe('detectRecurring', () => {
  const TODAY = '2024-08-20';

  it('finds a monthly subscription and when the next charge is due', () => {
    const txs = monthly(2024, 1, 8, 8, (d) => tx(d, 'NETFLIX.COM', -15.49, 'Entertainment', 'Streaming'));
    const [s, ...rest] = detectRecurring(txs, TODAY);
    expect(rest).toEqual([]);
    expect(s).toMatchObject({
      merchant: 'Netflix',
      category: 'Entertainment',
      kind: 'subscription',
      period: 'monthly',
      averageAmountCents: -1549,
      lastAmountCents: -1549,
      lastDate: '2024-08-08',
      nextExpectedDate: '2024-09-08',
      nextExpectedAmountCents: -1549,
      occurrences: 8,
      missed: 0,
      priceChange: null,
      amountVaries: false,
    });
    expect(s!.confidence).toBeGreaterThanOrEqual(0.9);
    expect(s!.transactionIds).toHaveLength(8);
  });

  it('keeps the series through one missed month, with a lower confidence', () => {
    const full = detectRecurring(
      monthly(2024, 1, 8, 8, (d) => tx(d, 'NETFLIX.COM', -15.49, 'Entertainment', 'Streaming')),
      TODAY,
    )[0]!;
    const txs = monthly(2024, 1, 8, 8, (d) => tx(d, 'NETFLIX.COM', -15.49, 'Entertainment', 'Streaming'), [3]); // no April
    const found = detectRecurring(txs, TODAY);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ period: 'monthly', occurrences: 7, missed: 1, nextExpectedDate: '2024-09-08' });
    expect(found[0]!.confidence).toBeLessThan(full.confidence);
  });

  it('does not take two missed months in a row as one rhythm', () => {
    const txs = monthly(2024, 1, 8, 8, (d) => tx(d, 'NETFLIX.COM', -15.49, 'Entertainment', 'Streaming'), [3, 4]);
    expect(detectRecurring(txs, TODAY)).toEqual([]);
  });

  it('reports a price change from $15.49 to $17.99 as one series with a step', () => {
    const txs = monthly(2024, 1, 8, 8, (d, i) => tx(d, 'NETFLIX.COM', i < 6 ? -15.49 : -17.99, 'Entertainment', 'Streaming'));
    const found = detectRecurring(txs, TODAY);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      period: 'monthly',
      occurrences: 8,
      lastAmountCents: -1799,
      nextExpectedAmountCents: -1799,
      priceChange: { fromCents: -1549, toCents: -1799, date: '2024-07-08' },
    });
  });

  it('sees a price change on the very last charge, even among other purchases at the merchant', () => {
    const txs = [
      ...monthly(2024, 1, 3, 8, (d, i) => tx(d, 'AMAZON PRIME*MEMBERSHIP', i < 7 ? -14.99 : -16.99, 'Shopping', 'Online Shopping')),
      tx('2024-02-11', 'AMAZON PRIME*MEMBERSHIP', -64.2, 'Shopping'),
      tx('2024-05-20', 'AMAZON PRIME*MEMBERSHIP', -31.75, 'Shopping'),
      tx('2024-06-21', 'AMAZON PRIME*MEMBERSHIP', -118.0, 'Shopping'),
    ];
    const found = detectRecurring(txs, TODAY);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ period: 'monthly', occurrences: 8, priceChange: { fromCents: -1499, toCents: -1699, date: '2024-08-03' } });
  });

  it('finds a biweekly salary as income', () => {
    const txs = Array.from({ length: 13 }, (_, i) => tx(addDays('2024-03-01', 14 * i), 'PAYROLL ACME CORP DIR DEP', 3125.4, 'Income', 'Salary', 'Checking'));
    const found = detectRecurring(txs, TODAY);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      kind: 'income',
      period: 'biweekly',
      averageAmountCents: 312540,
      occurrences: 13,
      lastDate: '2024-08-16',
      nextExpectedDate: '2024-08-30',
    });
  });

  it('finds a weekly charge', () => {
    const txs = Array.from({ length: 10 }, (_, i) => tx(addDays('2024-06-12', 7 * i), 'SUNRISE YOGA STUDIO', -25, 'Health & Fitness', 'Gym'));
    expect(detectRecurring(txs, TODAY)[0]).toMatchObject({ period: 'weekly', kind: 'subscription', occurrences: 10, nextExpectedDate: '2024-08-21' });
  });

  it('finds a quarterly bill with varying amounts', () => {
    const amounts = [-182.4, -167.15, -201.9, -176.3];
    const txs = amounts.map((a, i) => tx(isoDate(2023, 9 + 3 * i, 15), 'CITY WATER DEPT QTRLY', a, 'Utilities', 'Water', 'Checking'));
    expect(detectRecurring(txs, TODAY)[0]).toMatchObject({ period: 'quarterly', kind: 'bill', occurrences: 4, nextExpectedDate: '2024-09-15' });
  });

  it('finds an annual renewal from two charges a year apart', () => {
    const txs = [
      tx('2022-11-02', 'AMAZON PRIME ANNUAL', -139, 'Shopping', 'Online Shopping'),
      tx('2023-11-02', 'AMAZON PRIME ANNUAL', -139, 'Shopping', 'Online Shopping'),
    ];
    expect(detectRecurring(txs, '2024-06-01')[0]).toMatchObject({ period: 'annual', occurrences: 2, nextExpectedDate: '2024-11-02', kind: 'subscription' });
  });

  it('finds a monthly utility bill whose amount varies, without calling it a price change', () => {
    const amounts = [-78.2, -131.4, -164.0, -96.75, -120.1, -143.3];
    const txs = amounts.map((a, i) => tx(isoDate(2024, 3 + i, 12), 'PG&E WEB ONLINE PAYMENT', a, 'Utilities', 'Electricity', 'Checking'));
    const s = detectRecurring(txs, TODAY)[0]!;
    expect(s).toMatchObject({ period: 'monthly', kind: 'bill', amountVaries: true, priceChange: null, nextExpectedDate: '2024-09-12' });
    expect(s.nextExpectedAmountCents).toBe(Math.round((-9675 - 12010 - 14330) / 3));
  });

  it('does not take irregular groceries, coffees or restaurants for recurring', () => {
    const rnd = rng(42);
    const txs: LedgerTransaction[] = [];
    for (let d = '2024-02-01'; d <= TODAY; d = addDays(d, 2 + Math.floor(rnd() * 11))) {
      txs.push(tx(d, 'KROGER #0421', -(41 + rnd() * 111), 'Food & Dining', 'Groceries'));
    }
    for (let d = '2024-02-01'; d <= TODAY; d = addDays(d, 1 + Math.floor(rnd() * 4))) {
      txs.push(tx(d, 'STARBUCKS STORE 10482', -(4.25 + rnd() * 4.7), 'Food & Dining', 'Coffee Shops'));
    }
    for (let d = '2024-02-03'; d <= TODAY; d = addDays(d, 5 + Math.floor(rnd() * 30))) {
      txs.push(tx(d, 'OLIVE GARDEN #1542', -(38 + rnd() * 44), 'Food & Dining', 'Restaurants'));
    }
    expect(txs.length).toBeGreaterThan(60);
    expect(detectRecurring(txs, TODAY)).toEqual([]);
  });

  it('needs three occurrences, and leaves out a series that stopped', () => {
    expect(
      detectRecurring(
        monthly(2024, 6, 8, 2, (d) => tx(d, 'NETFLIX.COM', -15.49, 'Entertainment')),
        TODAY,
      ),
    ).toEqual([]);
    expect(
      detectRecurring(
        monthly(2023, 10, 8, 6, (d) => tx(d, 'NETFLIX.COM', -15.49, 'Entertainment')),
        TODAY,
      ),
    ).toEqual([]);
  });

  it('keeps two subscriptions at one merchant apart', () => {
    const txs = [
      ...monthly(2024, 2, 3, 7, (d) => tx(d, 'APPLE.COM/BILL', -0.99, 'Entertainment')),
      ...monthly(2024, 2, 19, 7, (d) => tx(d, 'APPLE.COM/BILL', -10.99, 'Entertainment', 'Music')),
    ];
    const found = detectRecurring(txs, TODAY);
    expect(found.map((s) => [s.period, s.lastAmountCents])).toEqual([
      ['monthly', -99],
      ['monthly', -1099],
    ]);
    expect(new Set(found.map((s) => s.key)).size).toBe(2);
  });

  it('finds the demo account’s bills, subscriptions and salary and nothing it buys irregularly', () => {
    const today = '2024-06-30';
    // categories by a few words (independent of Tag's rules); everything else counts as shopping
    const CATS: [RegExp, string][] = [
      [/NETFLIX|SPOTIFY|HULU|DISNEY/, 'Entertainment'],
      [/RENT PAYMENT/, 'Housing'],
      [/GEICO/, 'Insurance'],
      [/PG&E|WATER|COMCAST|VERIZON/, 'Utilities'],
      [/FITNESS/, 'Health & Fitness'],
      [/ADOBE/, 'Business'],
      [/STARBUCKS|COFFEE|DUNKIN|MKT|JOE|KROGER|SAFEWAY|COSTCO|CHIPOTLE|MCDONALD|GARDEN|PHO|SUSHI|DOORDASH|EATS|GRUBHUB|PANERA/, 'Food & Dining'],
    ];
    const txs = generateDemoTransactions(42, today).map(
      (t, i): LedgerTransaction => ({
        id: String(i),
        date: t.date,
        description: t.description,
        merchant: null,
        amountCents: t.amountCents,
        account: t.account,
        category: t.amountCents > 0 ? 'Income' : (CATS.find(([re]) => re.test(t.description))?.[1] ?? 'Shopping'),
      }),
    );
    const found = detectRecurring(txs, today);
    const names = found.map((s) => s.merchant.toLowerCase()).join('|');
    for (const m of ['netflix', 'spotify', 'hulu', 'disney', 'rent', 'geico', 'verizon', 'comcast', 'pg&e', 'payroll']) expect(names).toContain(m);
    for (const m of ['starbucks', 'kroger', 'whole', 'chipotle', 'uber', 'amazon', 'shell']) expect(names).not.toContain(m);
    expect(found.find((s) => s.kind === 'income')).toMatchObject({ period: 'biweekly', averageAmountCents: 312540 });
  });
});

describe('detectRecurring dates', () => {
  it('keeps a charge on the 31st on the month’s last day', () => {
    const dates = ['2024-01-31', '2024-02-29', '2024-03-31', '2024-04-30', '2024-05-31'];
    const txs = dates.map((d) => tx(d, 'RENT PAYMENT OAKWOOD', -1950, 'Housing', 'Rent', 'Checking'));
    expect(detectRecurring(txs, '2024-06-10')[0]).toMatchObject({ period: 'monthly', kind: 'bill', dayOfMonth: 31, nextExpectedDate: '2024-06-30' });
  });

  it('moves past a charge that is overdue by more than the tolerance', () => {
    // paid every other Friday to Aug 2; Aug 16 did not come by Aug 20
    const txs = Array.from({ length: 12 }, (_, i) => tx(addDays('2024-03-01', 14 * i), 'PAYROLL ACME CORP', 3125.4, 'Income', 'Salary', 'Checking'));
    expect(detectRecurring(txs, '2024-08-20')[0]).toMatchObject({ lastDate: '2024-08-02', nextExpectedDate: '2024-08-30', dayOfMonth: null });
  });
});
