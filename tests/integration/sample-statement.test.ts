// #12 item 2: the sample statement, imported into the demo account, reads as the next weeks of the
// demo's own life (no second rent, no false spikes or nudges); in a new account it stands alone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NudgeDto } from '../../core/harmony/api.ts';
import type { TransactionPage } from '../../core/ledger/api.ts';
import { addDays } from '../../core/dates.ts';
import { DEMO_EMAIL, DEMO_SEED, demoLife, generateDemoTransactions } from '../../core/demo/data.ts';
import { hashKeys } from '../../core/ledger/dedupe.ts';
import { parseCsvStatement } from '../../core/parsers/table/csv.ts';
import { continuedStatementCsv } from '../../core/demo/sample-statement.ts';
import { DEMO_PASSWORD, seedDemo } from '../../scripts/seed-demo.ts';
import { uniqueEmail, type ApiClient } from '../support/api.ts';
import { importFile, startStack, type Stack } from '../support/stack.ts';

// a fixed day, so the test never depends on the calendar
const SEEDED = '2026-03-17';
let stack: Stack;

beforeAll(async () => {
  stack = await startStack({ env: { CLOCK_TODAY: SEEDED } });
  await seedDemo(stack.server.db, SEEDED);
});
afterAll(async () => {
  await stack?.close();
});

async function download(client: ApiClient): Promise<string> {
  const res = await client.request('GET', '/sample-bank-statement.csv');
  expect(res.status).toBe(200);
  expect(res.headers.get('content-disposition')).toContain('sample-bank-statement.csv');
  return res.text();
}

const all = async (client: ApiClient) => (await client.json<TransactionPage>('GET', '/api/transactions?pageSize=500')).body.items;

describe('the demo life', () => {
  it('is one series: any two windows agree on every day they share', () => {
    const six = generateDemoTransactions(DEMO_SEED, SEEDED);
    const later = demoLife(DEMO_SEED, addDays(SEEDED, -40), addDays(SEEDED, 30));
    const shared = (rows: typeof six) => rows.filter((t) => t.date >= addDays(SEEDED, -40) && t.date <= SEEDED);
    expect(shared(later)).toEqual(shared(six));
    // the next weeks have one rent per month and pay every 14 days, like the months before
    const next = parseCsvStatement(continuedStatementCsv(DEMO_SEED, SEEDED)).items;
    expect(next[0]!.date > SEEDED).toBe(true);
    const rents = [...six, ...next].filter((t) => t.description.startsWith('RENT PAYMENT'));
    expect(new Set(rents.map((t) => t.date.slice(0, 7))).size).toBe(rents.length);
    const pay = [...six, ...next].filter((t) => t.description.startsWith('PAYROLL')).map((t) => t.date);
    for (let i = 1; i < pay.length; i++) expect(addDays(pay[i - 1]!, 14)).toBe(pay[i]);
    expect(new Set(hashKeys([...six, ...next])).size).toBe(six.length + next.length);
  });
});

describe('the sample statement', () => {
  it('imported into the demo account continues the demo: nothing doubled, no spike, no nudge', async () => {
    const demo = stack.client();
    const login = await demo.json('POST', '/api/auth/login', { email: DEMO_EMAIL, password: DEMO_PASSWORD });
    expect(login.status).toBe(200);
    const before = await all(demo);
    const csv = await download(demo);
    const rows = parseCsvStatement(csv).items;
    expect(rows.length).toBeGreaterThan(40);
    expect(rows[0]!.date).toBe(addDays(SEEDED, 1));

    const doc = await importFile(demo, 'sample-bank-statement.csv', csv);
    expect(doc.imported).toBe(rows.length);
    expect(doc.duplicates).toBe(0);
    expect(doc.insights.filter((i) => i.type === 'spending_spike' || i.type === 'new_merchant')).toEqual([]);
    expect((await demo.json<{ nudge: NudgeDto | null }>('GET', '/api/harmony/nudge')).body.nudge).toBeNull();

    const after = await all(demo);
    expect(after.length).toBe(before.length + rows.length);
    const rentMonths = after.filter((t) => t.description.startsWith('RENT PAYMENT')).map((t) => t.date.slice(0, 7));
    expect(new Set(rentMonths).size).toBe(rentMonths.length);

    // the same download again is the same file: a duplicate, nothing added
    expect(await download(demo)).toBe(csv);
    const again = await demo.upload([{ name: 'sample-again.csv', content: csv }]);
    expect(again.body.results[0]!.status).toBe('duplicate');
  });

  it('in a new account stands on its own: the 30 days up to today', async () => {
    const client = stack.client();
    await client.signup(uniqueEmail('sample'));
    const csv = await download(client);
    const rows = parseCsvStatement(csv).items;
    expect(rows).toHaveLength(30);
    expect(rows.at(-1)!.date).toBe(SEEDED);
    expect(rows[0]!.date >= addDays(SEEDED, -29)).toBe(true);
    const doc = await importFile(client, 'sample-bank-statement.csv', csv);
    expect(doc.imported).toBe(30);
    // signed out, too
    expect(parseCsvStatement(await download(stack.client())).items).toHaveLength(30);
  });
});
