// Issue 30 items 4 and 11: a card statement makes a credit-card account (its own words), its balance
// counts as owed, a debt on the planner that is that card is counted once (and can be told apart),
// Bank Accounts and Financial Freedom state the same net worth; receipts and rows typed "cash" land in
// one Cash account per currency; merging refuses two currencies.
import { existsSync, readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountDto, AccountsOverviewDto } from '../../core/accounts/api.ts';
import type { DebtDto, FreedomDto } from '../../core/liberty/api.ts';
import type { TransactionPage } from '../../core/ledger/api.ts';
import { uniqueEmail, type ApiClient } from '../support/api.ts';
import { importCsv, importFile, startStack, type Stack } from '../support/stack.ts';

const MERCURY = '/work/shared/data/statements/pdf/reds__mercury_statement_20241105.pdf';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ env: { CLOCK_TODAY: '2024-11-20' } });
});
afterAll(async () => {
  await stack?.close();
});

async function freshUser(): Promise<ApiClient> {
  const client = stack.client();
  await client.signup(uniqueEmail('kinds'));
  return client;
}
const overview = async (c: ApiClient) => (await c.json<AccountsOverviewDto>('GET', '/api/accounts')).body;
const freedom = async (c: ApiClient) => (await c.json<FreedomDto>('GET', '/api/freedom')).body;
const lastPoint = (o: AccountsOverviewDto) => o.netWorth.points.at(-1)!;

describe.skipIf(!existsSync(MERCURY))('a card statement', () => {
  it('makes a credit-card account whose balance is owed, counted once with the same card on the debt planner, the same on both pages', async () => {
    const c = await freshUser();
    await importFile(c, 'statement.pdf', readFileSync(MERCURY));
    let o = await overview(c);
    const card = o.accounts.find((a) => a.name === '…0123')!;
    // the name "…0123" alone would have made it checking: the statement's words decide
    expect(card.kind).toBe('credit card');
    expect(card.kindEvidence).toContain('Minimum Payment Due');
    expect(card.balance.cents).toBe(-246_181);
    expect(lastPoint(o)).toMatchObject({ assetsCents: 0, liabilitiesCents: 246_181, netWorthCents: -246_181 });
    expect(o.netWorth.basis).toContain("…0123's balance counts as owed");

    // the same card entered on the debt planner: the same last four digits, counted once
    const debt = await c.json<DebtDto>('POST', '/api/debts', {
      name: 'Mercury card 0123',
      kind: 'credit card',
      balanceCents: 246_181,
      apr: 24,
      minimum: { kind: 'fixed', cents: 5_000 },
    });
    expect(debt.status).toBe(201);
    o = await overview(c);
    expect(lastPoint(o).netWorthCents).toBe(-246_181);
    expect(o.netWorth.links).toEqual([expect.objectContaining({ debtName: 'Mercury card 0123', accountName: '…0123', automatic: true })]);
    let f = await freedom(c);
    expect(f.netWorth.cents).toBe(lastPoint(o).netWorthCents);
    expect(f.netWorth).toMatchObject({ balancesCents: -246_181, debtsCents: 0, debts: 0 });
    expect(f.netWorth.basis).toBe(o.netWorth.basis);

    // the user says they differ: both count, on both pages
    const r = await c.json<DebtDto>('PATCH', `/api/debts/${debt.body.id}`, { updatedAt: debt.body.updatedAt, accountUnlinked: true });
    expect(r.status).toBe(200);
    o = await overview(c);
    f = await freedom(c);
    expect(lastPoint(o).netWorthCents).toBe(-492_362);
    expect(f.netWorth.cents).toBe(-492_362);
    expect(o.netWorth.links).toEqual([]);
  });
});

describe('cash', () => {
  it('puts "CASH" from an import and "cash" typed by hand into one Cash account, and MYR cash into Cash (MYR)', async () => {
    const c = await freshUser();
    await importCsv(c, 'receipts.csv', ['2024-11-02,KEDAI KOPI,-12.50,CASH']);
    const add = (account: string, currency?: string) =>
      c.json('POST', '/api/transactions', {
        clientId: randomUUID(),
        date: '2024-11-03',
        description: 'Market stall',
        amountCents: -800,
        account,
        ...(currency ? { currency } : {}),
      });
    expect((await add(' cash ')).status).toBe(201);
    expect((await add('Cash')).status).toBe(201);
    expect((await add('TUNAI', 'MYR')).status).toBe(201);
    const { accounts } = await overview(c);
    expect(accounts.map((a) => [a.name, a.kind, a.currency]).sort()).toEqual([
      ['Cash (MYR)', 'cash', 'MYR'],
      ['Cash', 'cash', 'USD'],
    ]);
    const rows = (await c.json<TransactionPage>('GET', '/api/transactions?pageSize=50')).body.items;
    expect(rows.filter((t) => t.account === 'Cash')).toHaveLength(3);
  });
});

describe('merging accounts', () => {
  it('moves every row into the account kept (no row lost or doubled) and refuses two currencies, changing nothing', async () => {
    const c = await freshUser();
    await importCsv(c, 'a.csv', ['2024-11-01,PAYROLL,1000.00,Everyday', '2024-11-02,GROCER,-20.00,Everyday']);
    await importCsv(c, 'b.csv', ['2024-11-03,GROCER,-20.00,Joint', '2024-11-04,RENT,-500.00,Joint']);
    await c.json('POST', '/api/transactions', {
      clientId: randomUUID(),
      date: '2024-11-05',
      description: 'Stall',
      amountCents: -300,
      account: 'cash',
      currency: 'MYR',
    });
    let { accounts } = await overview(c);
    const id = (name: string) => accounts.find((a) => a.name === name)!.id;
    const refused = await c.json<{ error: string }>('POST', `/api/accounts/${id('Cash (MYR)')}/merge`, { into: id('Everyday') });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.body.error).toContain('one currency');
    expect((await overview(c)).accounts).toHaveLength(3);

    const merged = await c.json<{ moved: number; account: AccountDto }>('POST', `/api/accounts/${id('Joint')}/merge`, { into: id('Everyday') });
    expect(merged.status).toBe(200);
    expect(merged.body.moved).toBe(2);
    expect(merged.body.account.balance.cents).toBe(46_000);
    ({ accounts } = await overview(c));
    expect(accounts.map((a) => a.name).sort()).toEqual(['Cash (MYR)', 'Everyday']);
    const rows = (await c.json<TransactionPage>('GET', '/api/transactions?pageSize=50')).body.items;
    expect(rows).toHaveLength(5);
    // a later import naming the old account lands in the one kept, and adds only its new row
    await importCsv(c, 'b-again.csv', ['2024-11-03,GROCER,-20.00,Joint', '2024-11-04,RENT,-500.00,Joint', '2024-11-06,COFFEE,-3.00,Joint']);
    const after = (await c.json<TransactionPage>('GET', '/api/transactions?pageSize=50')).body.items;
    expect(after).toHaveLength(6);
    expect(after.filter((t) => t.currency !== 'MYR').every((t) => t.account === 'Everyday')).toBe(true);
  });
});
