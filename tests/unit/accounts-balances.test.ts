// Account balances from stated balances or the opening balance, balance history and net worth.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { balanceHistory, balanceIndex, balanceOn } from '../../core/accounts/balances.ts';
import { netWorthSeries, seriesDates, stepFor, type NetWorthAccount } from '../../core/accounts/net-worth.ts';

const t = (date: string, amountCents: number, balanceCents: number | null = null) => ({ date, amountCents, balanceCents });

describe('balanceOn', () => {
  it('is the opening balance plus the transactions when nothing was stated', () => {
    const ix = balanceIndex({
      openingBalanceCents: 10_000,
      transactions: [t('2026-01-05', -2500), t('2026-01-10', 40_000), t('2026-01-10', -500)],
      statements: [],
    });
    expect(balanceOn(ix, '2026-01-01')).toEqual({ date: '2026-01-01', balanceCents: 10_000, source: 'opening balance', anchorDate: null });
    expect(balanceOn(ix, '2026-01-09').balanceCents).toBe(7500);
    expect(balanceOn(ix, '2026-02-01').balanceCents).toBe(47_000);
    expect(balanceHistory(ix)).toEqual([
      { date: '2026-01-05', balanceCents: 7500 },
      { date: '2026-01-10', balanceCents: 47_000 },
    ]);
  });

  it('carries the statement’s running balance forward and back, whatever order a day’s rows come in', () => {
    const rows = [t('2026-01-05', -2500, 97_500), t('2026-01-06', 300, 98_800), t('2026-01-06', 1000, 98_500), t('2026-01-20', -800)];
    const ix = balanceIndex({ openingBalanceCents: 0, transactions: [...rows].reverse(), statements: [] });
    expect(balanceOn(ix, '2026-01-06')).toMatchObject({ balanceCents: 98_800, source: 'running balance', anchorDate: '2026-01-06' });
    expect(balanceOn(ix, '2026-01-31')).toMatchObject({ balanceCents: 98_000, source: 'running balance' });
    // before the first stated balance: carried back from it
    expect(balanceOn(ix, '2026-01-01').balanceCents).toBe(100_000);
  });

  it('takes a statement’s closing balance over the opening balance', () => {
    const ix = balanceIndex({
      openingBalanceCents: 0,
      transactions: [t('2026-02-01', -100), t('2026-02-27', -200)],
      statements: [{ date: '2026-02-28', balanceCents: 12_345, source: 'statement' }],
    });
    expect(balanceOn(ix, '2026-02-28')).toMatchObject({ balanceCents: 12_345, source: 'statement', anchorDate: '2026-02-28' });
    expect(balanceOn(ix, '2026-02-15').balanceCents).toBe(12_545);
  });

  it('history is consistent with the amounts between any two days (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 1, max: 28 }), fc.integer({ min: -100_000, max: 100_000 })), { maxLength: 40 }),
        fc.integer({ min: -1e6, max: 1e6 }),
        (rows, opening) => {
          const txs = rows.map(([d, a]) => t(`2026-01-${String(d).padStart(2, '0')}`, a));
          const ix = balanceIndex({ openingBalanceCents: opening, transactions: txs, statements: [] });
          const h = balanceHistory(ix);
          for (let i = 1; i < h.length; i++) {
            const between = txs.filter((x) => x.date > h[i - 1]!.date && x.date <= h[i]!.date).reduce((s, x) => s + x.amountCents, 0);
            expect(h[i]!.balanceCents - h[i - 1]!.balanceCents).toBe(between);
          }
          expect(balanceOn(ix, '2026-12-31').balanceCents).toBe(opening + txs.reduce((s, x) => s + x.amountCents, 0));
        },
      ),
      { seed: 15 },
    );
  });
});

describe('netWorthSeries', () => {
  const account = (id: string, kind: NetWorthAccount['kind'], txs: ReturnType<typeof t>[], currency = 'USD', opening = 0): NetWorthAccount => ({
    id,
    name: id,
    kind,
    currency,
    openingDate: null,
    index: balanceIndex({ openingBalanceCents: opening, transactions: txs, statements: [] }),
  });

  it('is assets − liabilities; a card’s negative balance is owed; a debt counts unless an account stands for it', () => {
    const s = netWorthSeries({
      accounts: [
        account('Checking', 'checking', [t('2026-01-01', 500_000), t('2026-02-01', -100_000)]),
        account('Visa', 'credit card', [t('2026-01-15', -30_000)]),
      ],
      debts: [
        { id: 'd1', name: 'Student loan', balanceCents: 200_000, linkedAccount: null },
        { id: 'd2', name: 'Visa card', balanceCents: 30_000, linkedAccount: 'Visa' },
      ],
      dates: ['2025-12-31', '2026-01-31', '2026-02-28'],
      home: 'USD',
      rates: {},
    });
    expect(s.points).toEqual([
      { date: '2025-12-31', assetsCents: 0, liabilitiesCents: 200_000, netWorthCents: -200_000 },
      { date: '2026-01-31', assetsCents: 500_000, liabilitiesCents: 230_000, netWorthCents: 270_000 },
      { date: '2026-02-28', assetsCents: 400_000, liabilitiesCents: 230_000, netWorthCents: 170_000 },
    ]);
    expect(s.items.map((i) => [i.name, i.side, i.balanceCents])).toEqual([
      ['Checking', 'asset', 400_000],
      ['Visa', 'liability', -30_000],
      ['Student loan', 'liability', -200_000],
    ]);
    expect(s.items[2]!.how).toMatch(/Liberty/);
  });

  it('converts at the stated rate and keeps apart a currency without one', () => {
    const s = netWorthSeries({
      accounts: [account('Euro', 'savings', [t('2026-01-01', 10_000)], 'EUR'), account('Yen', 'savings', [t('2026-01-01', 10_000)], 'JPY')],
      debts: [],
      dates: ['2026-01-31'],
      home: 'USD',
      rates: { EUR: 1.1 },
    });
    expect(s.points[0]!.netWorthCents).toBe(11_000);
    expect(s.keptApart).toEqual([{ id: 'Yen', name: 'Yen', currency: 'JPY', balanceCents: 10_000 }]);
  });

  it('dates a series by the end of each step', () => {
    expect(seriesDates('2026-01-10', '2026-03-17', 'month')).toEqual(['2026-01-31', '2026-02-28', '2026-03-17']);
    expect(seriesDates('2026-03-10', '2026-03-12', 'day')).toEqual(['2026-03-10', '2026-03-11', '2026-03-12']);
    expect(stepFor('2026-01-01', '2026-03-01')).toBe('day');
    expect(stepFor('2020-01-01', '2026-03-01')).toBe('month');
  });
});

describe('statementHeader', () => {
  it('names the account from the product line and the number’s last four digits, and the bank from the first line', async () => {
    const { statementHeader } = await import('../../core/accounts/statement-header.ts');
    expect(
      statementHeader([
        'Prime Community Bank',
        'JORDAN A. SAMPLE  Everyday Checking',
        'Account number: XXXXXX4821',
        'Statement period: Dec 16, 2024 – Jan 15, 2025',
      ]),
    ).toEqual({ account: 'Everyday Checking …4821', institution: 'Prime Community Bank' });
    expect(statementHeader(['PRIME CARD  Statement Date 31-07-2023', 'Credit Limit 5,000.00'])).toEqual({ account: 'PRIME CARD', institution: 'PRIME CARD' });
    expect(statementHeader(['Account Number XXXX XXXX XXXX 0123'])).toEqual({ account: '…0123', institution: null });
    expect(statementHeader(['Hello', 'Page 1 of 2'])).toEqual({ account: null, institution: null });
  });
});
