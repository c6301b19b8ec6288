// Finance basics (#12 item 9): add a cash transaction, edit, delete, split, undo; a re-import of the
// same statement adds nothing back; the list shows each row's account and the filter's running total.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LedgerChangeResult, TransactionPage } from '../../core/ledger/api.ts';
import type { CorrectionResult } from '../../core/tag/api.ts';
import { uniqueEmail, type ApiClient } from '../support/api.ts';
import { importCsv, startStack, type Stack } from '../support/stack.ts';

let stack: Stack;
let client: ApiClient;

const STATEMENT = [
  'Date,Description,Amount,Account',
  '2026-03-02,PAYROLL ACME CORP,2500.00,Checking',
  '2026-03-05,SUPERMARKET 24,-120.00,Checking',
  '2026-03-09,STARBUCKS STORE 55,-5.25,Checking',
  '2026-03-12,SHELL OIL 5541,-41.00,Visa',
];

beforeAll(async () => {
  stack = await startStack();
  client = stack.client();
  await client.signup(uniqueEmail('edits'));
  await importCsv(client, 'march.csv', STATEMENT);
});
afterAll(async () => {
  await stack?.close();
});

const list = async (qs = '') => (await client.json<TransactionPage>('GET', `/api/transactions?pageSize=100&${qs}`)).body;
const find = async (search: string) => (await list(`search=${encodeURIComponent(search)}`)).items;
const undo = (changeId: string) => client.json<{ undone: { summary: string } }>('POST', '/api/transactions/undo', { changeId });

describe('finance basics', () => {
  it('adds a cash transaction once, categorized by Tag, in the home currency, and undoes it', async () => {
    const clientId = randomUUID();
    const body = { clientId, date: '2026-03-10', description: 'Farmers market', amountCents: -1800, account: 'Cash' };
    const first = await client.json<LedgerChangeResult>('POST', '/api/transactions', body);
    expect(first.status).toBe(201);
    expect(first.body.transactions[0]).toMatchObject({ description: 'Farmers market', amountCents: -1800, account: 'Cash', currency: 'USD' });
    expect(first.body.change?.summary).toBe('Added "Farmers market"');
    // the same submission again (a double click) adds nothing
    const again = await client.json<LedgerChangeResult>('POST', '/api/transactions', body);
    expect(again.status).toBe(200);
    expect(again.body.transactions[0]!.id).toBe(first.body.transactions[0]!.id);
    expect(await find('Farmers')).toHaveLength(1);

    const chosen = await client.json<LedgerChangeResult>('POST', '/api/transactions', {
      clientId: randomUUID(),
      date: '2026-03-11',
      description: 'Cash for babysitter',
      amountCents: -4000,
      category: 'Gifts & Donations',
      subcategory: 'Gifts',
    });
    expect(chosen.status).toBe(201);
    expect(chosen.body.transactions[0]).toMatchObject({ category: 'Gifts & Donations', subcategory: 'Gifts', source: 'user', needsUserInput: false });

    expect((await undo(chosen.body.change!.id)).status).toBe(200);
    expect(await find('babysitter')).toHaveLength(0);
  });

  it('refuses a bad transaction with a message naming the field and adds nothing', async () => {
    const before = (await list()).total;
    for (const [body, field] of [
      [{ clientId: randomUUID(), date: '2026-02-30', description: 'x', amountCents: -100 }, 'date'],
      [{ clientId: randomUUID(), date: '2026-03-01', description: '   ', amountCents: -100 }, 'description'],
      [{ clientId: randomUUID(), date: '2026-03-01', description: 'x', amountCents: 0 }, 'amountCents'],
      [{ clientId: randomUUID(), date: '2026-03-01', description: 'x', amountCents: 1.5 }, 'amountCents'],
      [{ clientId: randomUUID(), date: '2026-03-01', description: 'x', amountCents: -100, currency: 'XYZ' }, 'currency'],
      [{ clientId: randomUUID(), date: '2026-03-01', description: 'x', amountCents: -100, category: 'Yachts' }, 'Yachts'],
    ] as const) {
      const r = await client.json<{ error: string }>('POST', '/api/transactions', body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.error).toContain(field);
    }
    expect((await list()).total).toBe(before);
  });

  it('edits description, amount and date, keeps the row when its statement is imported again, and undoes the edit', async () => {
    const [coffee] = await find('STARBUCKS');
    const r = await client.json<CorrectionResult>('PATCH', `/api/transactions/${coffee!.id}`, {
      description: 'Starbucks with Sam',
      amountCents: -725,
      date: '2026-03-08',
    });
    expect(r.status).toBe(200);
    expect(r.body.transaction).toMatchObject({ description: 'Starbucks with Sam', amountCents: -725, date: '2026-03-08' });
    expect(r.body.transaction.editedAt).not.toBeNull();

    // the same rows in another file: the edited row is still the import's row, so nothing comes back twice
    const again = await importCsv(client, 'march-again.csv', [...STATEMENT, '2026-03-20,BOOKSHOP,-12.00,Checking']);
    expect(again.imported).toBe(1);
    expect(again.duplicates).toBe(4);
    expect(await find('STARBUCKS STORE')).toHaveLength(0);

    expect((await undo(r.body.change!.id)).status).toBe(200);
    expect((await find('STARBUCKS'))[0]).toMatchObject({ description: 'STARBUCKS STORE 55', amountCents: -525, date: '2026-03-09', editedAt: null });
  });

  it('a category set by hand is one undo step too', async () => {
    const [fuel] = await find('SHELL');
    const was = fuel!.category;
    const r = await client.json<CorrectionResult>('PATCH', `/api/transactions/${fuel!.id}`, { category: 'Shopping', subcategory: null });
    expect(r.body.change?.kind).toBe('edit');
    await undo(r.body.change!.id);
    expect((await find('SHELL'))[0]!.category).toBe(was);
  });

  it('deletes a row for good: a re-import does not bring it back, and undo does', async () => {
    const [fuel] = await find('SHELL');
    const del = await client.json<LedgerChangeResult>('DELETE', `/api/transactions/${fuel!.id}`);
    expect(del.status).toBe(200);
    expect(await find('SHELL')).toHaveLength(0);
    const again = await importCsv(client, 'march-third.csv', [...STATEMENT, '2026-03-21,CINEMA CITY,-18.00,Checking']);
    expect(again.imported).toBe(1);
    expect(await find('SHELL')).toHaveLength(0);

    expect((await undo(del.body.change!.id)).status).toBe(200);
    expect(await find('SHELL')).toMatchObject([{ id: fuel!.id, amountCents: -4100, account: 'Visa' }]);
    expect((await client.json('DELETE', `/api/transactions/${randomUUID()}`)).status).toBe(404);
  });

  it('splits a supermarket bill across categories to the cent, and undoes the split', async () => {
    const [bill] = await find('SUPERMARKET');
    const bad = await client.json<{ error: string }>('POST', `/api/transactions/${bill!.id}/split`, {
      parts: [
        { amountCents: -9000, category: 'Food & Dining', subcategory: 'Groceries' },
        { amountCents: -2000, category: 'Shopping', subcategory: null },
      ],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toContain('10.00 left to assign');
    const wrongSign = await client.json<{ error: string }>('POST', `/api/transactions/${bill!.id}/split`, {
      parts: [
        { amountCents: -13000, category: 'Food & Dining', subcategory: 'Groceries' },
        { amountCents: 1000, category: 'Shopping', subcategory: null },
      ],
    });
    expect(wrongSign.status).toBe(400);
    expect((await find('SUPERMARKET')).map((t) => t.amountCents)).toEqual([-12000]);

    const ok = await client.json<LedgerChangeResult>('POST', `/api/transactions/${bill!.id}/split`, {
      parts: [
        { amountCents: -9000, category: 'Food & Dining', subcategory: 'Groceries' },
        { amountCents: -3000, category: 'Shopping', subcategory: null },
      ],
    });
    expect(ok.status).toBe(201);
    expect(ok.body.change?.summary).toBe('Split "SUPERMARKET 24" into 2 parts');
    const parts = await find('SUPERMARKET');
    expect(parts.map((t) => [t.amountCents, t.category]).sort()).toEqual(
      [
        [-3000, 'Shopping'],
        [-9000, 'Food & Dining'],
      ].sort(),
    );
    expect(parts.find((t) => t.amountCents === -3000)!.splitOf).toBe(bill!.id);
    // spending by category sees the parts
    expect((await list('category=Shopping&search=SUPERMARKET')).sum.homeCents).toBe(-3000);

    // the statement again: the split stays as the user made it
    const again = await importCsv(client, 'march-fourth.csv', [...STATEMENT, '2026-03-22,BAKERY,-4.00,Checking']);
    expect(again.imported).toBe(1);
    expect(await find('SUPERMARKET')).toHaveLength(2);

    expect((await undo(ok.body.change!.id)).status).toBe(200);
    expect((await find('SUPERMARKET')).map((t) => t.amountCents)).toEqual([-12000]);
  });

  it('undoes only the latest change, once', async () => {
    const [a] = await find('PAYROLL');
    const first = (await client.json<CorrectionResult>('PATCH', `/api/transactions/${a!.id}`, { description: 'Salary ACME' })).body.change!;
    const second = (await client.json<CorrectionResult>('PATCH', `/api/transactions/${a!.id}`, { account: 'Main checking' })).body.change!;
    const early = await client.json<{ error: string }>('POST', '/api/transactions/undo', { changeId: first.id });
    expect(early.status).toBe(409);
    expect(early.body.error).toContain('latest');
    expect((await undo(second.id)).status).toBe(200);
    expect((await undo(second.id)).status).toBe(409);
    expect((await undo(first.id)).status).toBe(200);
    expect((await find('PAYROLL'))[0]).toMatchObject({ description: 'PAYROLL ACME CORP', account: 'Checking' });
  });

  it("another user cannot edit, delete, split or undo someone's rows", async () => {
    const [row] = await find('PAYROLL');
    const other = stack.client();
    await other.signup(uniqueEmail('other'));
    expect((await other.json('PATCH', `/api/transactions/${row!.id}`, { description: 'mine now' })).status).toBe(404);
    expect((await other.json('DELETE', `/api/transactions/${row!.id}`)).status).toBe(404);
    expect(
      (
        await other.json('POST', `/api/transactions/${row!.id}/split`, {
          parts: [
            { amountCents: 200000, category: 'Income', subcategory: null },
            { amountCents: 50000, category: 'Income', subcategory: null },
          ],
        })
      ).status,
    ).toBe(404);
    const mine = (await client.json<CorrectionResult>('PATCH', `/api/transactions/${row!.id}`, { description: 'Payroll' })).body.change!;
    expect((await other.json('POST', '/api/transactions/undo', { changeId: mine.id })).status).toBe(404);
    expect((await undo(mine.id)).status).toBe(200);
    expect((await find('PAYROLL'))[0]!.description).toBe('PAYROLL ACME CORP');
  });
});

describe('account and running total', () => {
  it('shows each row with its account, and a running total of the filter, oldest first', async () => {
    const page = await list('from=2026-03-01&to=2026-03-31');
    const rows = [...page.items].reverse();
    let running = 0;
    for (const t of rows) {
      running += t.amountCents;
      expect(t.runningCents, t.description).toBe(running);
    }
    expect(page.sum.homeCents).toBe(running);
    expect(page.items.find((t) => t.description.startsWith('SHELL'))!.account).toBe('Visa');

    // a page further down still counts everything before it
    const p2 = (await client.json<TransactionPage>('GET', '/api/transactions?from=2026-03-01&to=2026-03-31&pageSize=2&page=2')).body;
    expect(p2.items.map((t) => t.runningCents)).toEqual(page.items.slice(2, 4).map((t) => t.runningCents));
  });

  it('keeps rows of a currency without a rate out of the running total', async () => {
    await client.json('POST', '/api/transactions', {
      clientId: randomUUID(),
      date: '2026-03-25',
      description: 'Paris taxi',
      amountCents: -3000,
      currency: 'EUR',
      account: 'Cash',
    });
    const page = await list('from=2026-03-01&to=2026-03-31');
    const taxi = page.items.find((t) => t.description === 'Paris taxi')!;
    expect(taxi.runningCents).toBeNull();
    expect(page.sum.keptApart).toEqual([{ currency: 'EUR', cents: -3000, count: 1 }]);
    const usd = page.items.filter((t) => t.currency === 'USD');
    expect(page.sum.homeCents).toBe(usd.reduce((s, t) => s + t.amountCents, 0));
  });
});
