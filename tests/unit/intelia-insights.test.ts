import { describe, expect, it } from 'vitest';
import { detectRecurring } from '../../core/crystal/recurring.ts';
import type { LedgerTransaction } from '../../core/crystal/types.ts';
import { isoDate } from '../../core/dates.ts';
import { buildInsights, spendingSpikeSignal, type InteliaInsight } from '../../core/intelia/insights.ts';

const TODAY = '2024-07-20';
let n = 0;
function tx(date: string, description: string, dollars: number, category: string, account = 'Credit Card'): LedgerTransaction {
  return { id: `t${n++}`, date, description, merchant: null, amountCents: Math.round(dollars * 100), category, account };
}
/** Food & Dining of January to June at about $387 a month, from a few grocery stores */
function foodHistory(): LedgerTransaction[] {
  const monthly = [380.5, 392.1, 385.0, 379.9, 401.2, 383.9];
  const out: LedgerTransaction[] = [];
  monthly.forEach((total, i) => {
    out.push(tx(isoDate(2024, 1 + i, 3), 'KROGER #0421', -(total - 200), 'Food & Dining'));
    out.push(tx(isoDate(2024, 1 + i, 12), "TRADER JOE'S #552", -120, 'Food & Dining'));
    out.push(tx(isoDate(2024, 1 + i, 24), 'SAFEWAY #1711', -80, 'Food & Dining'));
  });
  return out;
}
const ofType = <T extends InteliaInsight['type']>(list: InteliaInsight[], type: T) =>
  list.filter((i): i is Extract<InteliaInsight, { type: T }> => i.type === type);
const build = (transactions: LedgerTransaction[], extra: Partial<Parameters<typeof buildInsights>[0]> = {}) =>
  buildInsights({ transactions, recurring: detectRecurring(transactions, TODAY), today: TODAY, ...extra });

describe('spending_spike', () => {
  it('fires when a category runs far above its own months, quoting the figures', () => {
    const txs = [...foodHistory(), tx('2024-07-02', 'KROGER #0421', -300, 'Food & Dining'), tx('2024-07-15', 'COSTCO WHSE #0478', -312.4, 'Food & Dining')];
    const [spike, ...more] = ofType(build(txs), 'spending_spike');
    expect(more).toEqual([]);
    expect(spike).toMatchObject({ severity: 'warning', actionable: true });
    expect(spike!.message).toBe('Food & Dining is $612.40 this month, 58% above your 6-month average of $387.10.');
    expect(spendingSpikeSignal(build(txs))).toEqual([
      {
        category: 'Food & Dining',
        month: '2024-07',
        amountCents: 61240,
        baselineCents: 38710,
        percent: 58,
        baselineMonths: 6,
        baselineSdCents: expect.any(Number),
      },
    ]);
  });

  it('does not fire for an ordinary month, a small category, or without enough history', () => {
    const ordinary = [...foodHistory(), tx('2024-07-02', 'KROGER #0421', -395, 'Food & Dining')];
    expect(ofType(build(ordinary), 'spending_spike')).toEqual([]);
    // +200 % but only $45: below the minimum amount
    const small = [
      ...foodHistory(),
      ...[1, 2, 3, 4, 5, 6].map((m) => tx(isoDate(2024, m, 9), 'CVS/PHARMACY #4411', -15, 'Health & Fitness')),
      tx('2024-07-09', 'CVS/PHARMACY #4411', -45, 'Health & Fitness'),
    ];
    expect(ofType(build(small), 'spending_spike')).toEqual([]);
    const young = [
      tx('2024-05-02', 'KROGER #0421', -300, 'Food & Dining'),
      tx('2024-06-02', 'KROGER #0421', -310, 'Food & Dining'),
      tx('2024-07-02', 'KROGER #0421', -900, 'Food & Dining'),
    ];
    expect(ofType(build(young), 'spending_spike')).toEqual([]);
    expect(spendingSpikeSignal(build(ordinary))).toEqual([]);
  });

  it('looks at the months and categories of an import of last month’s statement', () => {
    const txs = [
      ...foodHistory().filter((t) => t.date < '2024-06-01'),
      tx('2024-06-05', 'WHOLEFDS MKT #10234', -650, 'Food & Dining'),
      tx('2024-07-02', 'KROGER #0421', -50, 'Food & Dining'),
    ];
    const ids = txs.filter((t) => t.date.startsWith('2024-06')).map((t) => t.id!);
    const [spike] = ofType(build(txs, { newTransactionIds: ids }), 'spending_spike');
    expect(spike!.message).toBe('Food & Dining was $650.00 in June 2024, 68% above your 5-month average of $387.74.');
  });
});

describe('new_merchant', () => {
  it('fires for a first payment to a merchant above $50', () => {
    const txs = [...foodHistory(), tx('2024-07-12', 'SUSHI RAN RESTAURANT', -86.2, 'Food & Dining')];
    const [nm, ...more] = ofType(build(txs, { newTransactionIds: [txs[txs.length - 1]!.id!] }), 'new_merchant');
    expect(more).toEqual([]);
    expect(nm).toMatchObject({ severity: 'info', actionable: true, data: { merchant: 'Sushi Ran Restaurant', amountCents: 8620, date: '2024-07-12' } });
    expect(nm!.message).toBe('First payment to Sushi Ran Restaurant: $86.20 on Jul 12 (Food & Dining). Check that you recognise it.');
  });

  it('does not fire for small amounts, known merchants, or a first import', () => {
    const small = [...foodHistory(), tx('2024-07-12', 'TST* LITTLE SAIGON PHO', -18.5, 'Food & Dining')];
    expect(ofType(build(small), 'new_merchant')).toEqual([]);
    const known = [...foodHistory(), tx('2024-07-12', 'KROGER #0999', -150, 'Food & Dining')];
    expect(ofType(build(known), 'new_merchant')).toEqual([]);
    const fresh = [tx('2024-07-01', 'SUSHI RAN RESTAURANT', -86.2, 'Food & Dining'), tx('2024-07-10', 'BEST BUY 00012', -320, 'Shopping')];
    expect(ofType(build(fresh, { newTransactionIds: fresh.map((t) => t.id!) }), 'new_merchant')).toEqual([]);
  });
});

describe('subscription_price_rise', () => {
  const netflix = (toDollars: number) => [1, 2, 3, 4, 5, 6, 7].map((m) => tx(isoDate(2024, m, 8), 'NETFLIX.COM', m < 7 ? -15.49 : -toDollars, 'Entertainment'));

  it('fires when a subscription’s price went up, with the cost over a year', () => {
    const [rise] = ofType(build(netflix(17.99)), 'subscription_price_rise');
    expect(rise).toMatchObject({ severity: 'warning', actionable: true, data: { fromCents: 1549, toCents: 1799, percent: 16, yearlyIncreaseCents: 3000 } });
    expect(rise!.message).toBe('Netflix went up from $15.49 to $17.99 a month (+16%) on Jul 8: $30.00 more a year.');
  });

  it('does not fire for a price cut, a steady price, or an old rise', () => {
    expect(ofType(build(netflix(12.99)), 'subscription_price_rise')).toEqual([]);
    expect(ofType(build(netflix(15.49)), 'subscription_price_rise')).toEqual([]);
    const old = [1, 2, 3, 4, 5, 6, 7].map((m) => tx(isoDate(2024, m, 8), 'NETFLIX.COM', m < 3 ? -15.49 : -17.99, 'Entertainment'));
    expect(ofType(build(old), 'subscription_price_rise')).toEqual([]);
  });
});

describe('duplicate_charge', () => {
  it('fires for the same merchant and amount within two days', () => {
    const txs = [...foodHistory(), tx('2024-07-03', 'BEST BUY 00012', -249.99, 'Shopping'), tx('2024-07-04', 'BEST BUY 00012', -249.99, 'Shopping')];
    const [dup, ...more] = ofType(build(txs), 'duplicate_charge');
    expect(more).toEqual([]);
    expect(dup).toMatchObject({ severity: 'warning', actionable: true, data: { amountCents: 24999, dates: ['2024-07-03', '2024-07-04'] } });
    expect(dup!.message).toBe('Possible duplicate charge: Best Buy took $249.99 twice, on Jul 3 and Jul 4. If you paid only once, ask for one to be refunded.');
  });

  it('fires for a subscription billed twice, and for a small card charge repeated exactly the same day', () => {
    const adobe = [1, 2, 3, 4, 5, 6, 7].map((m) => tx(isoDate(2024, m, 8), 'ADOBE *CREATIVE CLOUD', -54.99, 'Business'));
    const twice = [...adobe, tx('2024-07-09', 'ADOBE *CREATIVE CLOUD', -54.99, 'Business')];
    expect(detectRecurring(twice, TODAY)).toMatchObject([{ period: 'monthly', occurrences: 7 }]);
    expect(ofType(build(twice), 'duplicate_charge')).toMatchObject([{ data: { dates: ['2024-07-08', '2024-07-09'] } }]);
    // the same price every month is not a duplicate
    expect(ofType(build(adobe), 'duplicate_charge')).toEqual([]);
    const sameDay = [
      ...foodHistory(),
      tx('2024-07-14', 'PARKMOBILE 4411', -6.5, 'Transportation'),
      tx('2024-07-14', 'PARKMOBILE 4411', -6.5, 'Transportation'),
    ];
    expect(ofType(build(sameDay), 'duplicate_charge')[0]!.message).toContain('Parkmobile took $6.50 twice on Jul 14');
  });

  it('does not fire for small repeats, habits, or charges days apart', () => {
    const coffees = [
      ...foodHistory(),
      ...['2024-07-01', '2024-07-05', '2024-07-09', '2024-07-12'].map((d) => tx(d, 'STARBUCKS STORE 10482', -4.5, 'Food & Dining')),
      tx('2024-07-15', 'STARBUCKS STORE 10482', -4.5, 'Food & Dining'),
      tx('2024-07-15', 'STARBUCKS STORE 10482', -4.5, 'Food & Dining'),
    ];
    expect(ofType(build(coffees), 'duplicate_charge')).toEqual([]);
    const cash = [
      ...foodHistory(),
      tx('2024-07-15', 'FARMERS MARKET', -8, 'Food & Dining', 'Checking'),
      tx('2024-07-15', 'FARMERS MARKET', -8, 'Food & Dining', 'Checking'),
    ];
    expect(ofType(build(cash), 'duplicate_charge')).toEqual([]);
    const lunches = [
      ...foodHistory(),
      ...['2024-06-03', '2024-06-10', '2024-06-17', '2024-07-01', '2024-07-02'].map((d) => tx(d, 'CORNER BISTRO', -24, 'Food & Dining')),
    ];
    expect(ofType(build(lunches), 'duplicate_charge')).toEqual([]);
    const apart = [...foodHistory(), tx('2024-07-03', 'BEST BUY 00012', -249.99, 'Shopping'), tx('2024-07-08', 'BEST BUY 00012', -249.99, 'Shopping')];
    expect(ofType(build(apart), 'duplicate_charge')).toEqual([]);
  });
});

describe('business_vs_personal', () => {
  it('compares business spending with personal spending this month', () => {
    const txs = [...foodHistory(), tx('2024-07-02', 'KROGER #0421', -400, 'Food & Dining'), tx('2024-07-05', 'ADOBE *CREATIVE CLOUD', -100, 'Business')];
    const [b] = ofType(build(txs), 'business_vs_personal');
    expect(b).toMatchObject({ severity: 'info', actionable: false, data: { businessCents: 10000, personalCents: 40000, businessPercent: 20 } });
    expect(b!.message).toBe('Business spending this month is $100.00 (20% of $500.00); personal spending is $400.00.');
  });

  it('counts business accounts and points out business expenses paid personally', () => {
    const txs = [
      tx('2024-07-02', 'KROGER #0421', -400, 'Food & Dining', 'Personal Visa'),
      tx('2024-07-05', 'GOOGLE ADS', -300, 'Shopping', 'Biz Checking'),
      tx('2024-07-06', 'ADOBE *CREATIVE CLOUD', -100, 'Business', 'Personal Visa'),
    ];
    const [b] = ofType(build(txs, { businessAccounts: ['Biz Checking'] }), 'business_vs_personal');
    expect(b).toMatchObject({ actionable: true, data: { businessCents: 40000, personalCents: 40000, mixedCount: 1, mixedCents: 10000 } });
    expect(b!.message).toContain('1 business expense ($100.00) was paid from a personal account');
  });

  it('says nothing without business spending this month', () => {
    const txs = [...foodHistory(), tx('2024-06-05', 'ADOBE *CREATIVE CLOUD', -100, 'Business'), tx('2024-07-02', 'KROGER #0421', -400, 'Food & Dining')];
    expect(ofType(build(txs), 'business_vs_personal')).toEqual([]);
  });
});

describe('top_vendors', () => {
  it('names the three merchants with the most spending in the last 30 days', () => {
    const txs = [
      tx('2024-06-15', 'OLD THING', -5000, 'Shopping'), // before the window
      tx('2024-07-01', 'RENT PAYMENT OAKWOOD APARTMENTS', -1950, 'Housing', 'Checking'),
      tx('2024-07-03', 'WHOLEFDS MKT #10234', -300, 'Food & Dining'),
      tx('2024-07-10', 'WHOLEFDS MKT #10233', -312.1, 'Food & Dining'),
      tx('2024-07-11', 'COSTCO WHSE #0478', -420.33, 'Food & Dining'),
      tx('2024-07-12', 'STARBUCKS STORE 10482', -5.5, 'Food & Dining'),
      tx('2024-07-12', 'PAYROLL ACME', 3000, 'Income', 'Checking'),
    ];
    const [top] = ofType(build(txs), 'top_vendors');
    expect(top).toMatchObject({ severity: 'info', actionable: false });
    expect(top!.message).toBe(
      'Top 3 merchants in the last 30 days: Rent Oakwood Apartments ($1,950.00), Wholefds Mkt ($612.10), Costco Whse ($420.33), 100% of your $2,987.93 spending.',
    );
    expect(top!.data.vendors.map((v) => v.count)).toEqual([1, 2, 1]);
  });

  it('says nothing without spending in the last 30 days', () => {
    expect(ofType(build([tx('2024-05-01', 'KROGER #0421', -50, 'Food & Dining'), tx('2024-07-12', 'PAYROLL ACME', 3000, 'Income')]), 'top_vendors')).toEqual(
      [],
    );
  });
});

describe('buildInsights', () => {
  it('returns nothing for an empty ledger', () => {
    expect(buildInsights({ transactions: [], recurring: [], today: TODAY })).toEqual([]);
  });

  it('puts duplicates and spikes before the informational insights', () => {
    const txs = [
      ...foodHistory(),
      tx('2024-07-02', 'KROGER #0421', -300, 'Food & Dining'),
      tx('2024-07-15', 'COSTCO WHSE #0478', -312.4, 'Food & Dining'),
      tx('2024-07-03', 'BEST BUY 00012', -249.99, 'Shopping'),
      tx('2024-07-04', 'BEST BUY 00012', -249.99, 'Shopping'),
    ];
    expect(build(txs).map((i) => i.type)).toEqual(['duplicate_charge', 'spending_spike', 'new_merchant', 'new_merchant', 'top_vendors']);
  });
});
