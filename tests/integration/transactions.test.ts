import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TransactionDto, TransactionPage } from '../../core/ledger/api.ts';
import { uniqueEmail, type ApiClient } from '../support/api.ts';
import { acceptedId, documentSettled, startStack, type Stack } from '../support/stack.ts';

let stack: Stack;
let client: ApiClient;

beforeAll(async () => {
  stack = await startStack();
  client = stack.client();
  await client.signup(uniqueEmail('ledger'));
  const rows = [
    'Date,Description,Amount,Account',
    '2026-09-03,WHOLE FOODS MARKET #10,-84.20,Checking',
    '2026-09-15,NETFLIX.COM,-15.49,Credit Card',
    '2026-10-01,PAYROLL ACME CORP,2500.00,Checking',
    '2026-10-07,STARBUCKS STORE 55,-5.25,Checking',
    '2026-10-21,SHELL OIL 5541,-41.00,Checking',
    '2026-11-02,MYSTERY VENDOR XYZ,-12.00,Checking',
  ];
  const up = await client.upload([{ name: 'ledger.csv', content: rows.join('\n') }]);
  await documentSettled(client, acceptedId(up.body));
});
afterAll(async () => {
  await stack?.close();
});

const list = async (qs: string) => (await client.json<TransactionPage>('GET', `/api/transactions?${qs}`)).body;

describe('the transactions list', () => {
  it('lists newest first with a total and pages', async () => {
    const p1 = await list('pageSize=4&page=1');
    expect(p1.total).toBe(6);
    expect(p1.items.map((t) => t.date)).toEqual(['2026-11-02', '2026-10-21', '2026-10-07', '2026-10-01']);
    const p2 = await list('pageSize=4&page=2');
    expect(p2.items.map((t) => t.date)).toEqual(['2026-09-15', '2026-09-03']);
  });

  it('searches descriptions case-insensitively, treating % and _ literally', async () => {
    expect((await list('search=starbucks')).items.map((t) => t.description)).toEqual(['STARBUCKS STORE 55']);
    expect((await list('search=%25')).total).toBe(0);
  });

  it('filters by category and date range', async () => {
    const income = await list('category=Income');
    expect(income.items.map((t) => t.amountCents)).toEqual([250000]);
    const autumn = await list('from=2026-10-01&to=2026-10-31');
    expect(autumn.items.map((t) => t.date)).toEqual(['2026-10-21', '2026-10-07', '2026-10-01']);
    expect((await client.json('GET', '/api/transactions?from=yesterday')).status).toBe(400);
  });

  it('flags what it could not categorize and lets the user fix it inline', async () => {
    const unknown = (await list('search=mystery')).items[0]!;
    expect(unknown.needsUserInput).toBe(true);
    expect(unknown.confidence).toBeLessThan(0.8);
    const r = await client.json<{ transaction: TransactionDto }>('PATCH', `/api/transactions/${unknown.id}`, {
      category: 'Gifts & Donations',
      subcategory: 'Gifts',
    });
    expect(r.status).toBe(200);
    expect(r.body.transaction).toMatchObject({ category: 'Gifts & Donations', subcategory: 'Gifts', needsUserInput: false, source: 'user' });
    expect((await list('search=mystery')).items[0]!.category).toBe('Gifts & Donations');
  });

  it('rejects categories that do not exist', async () => {
    const tx = (await list('pageSize=1')).items[0]!;
    const r = await client.json<{ error: string }>('PATCH', `/api/transactions/${tx.id}`, { category: 'Yachts', subcategory: null });
    expect(r.status).toBe(400);
    expect(r.body.error).toContain('Yachts');
    const sub = await client.json<{ error: string }>('PATCH', `/api/transactions/${tx.id}`, { category: 'Housing', subcategory: 'Gifts' });
    expect(sub.status).toBe(400);
  });
});
