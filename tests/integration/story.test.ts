// GET /api/story against the real stack (issue 16): the owner's story from an imported statement,
// each figure's link answered by GET /api/transactions with exactly the rows behind it, another
// user's story (empty: nothing of the first user's), a 400 naming the field for a bad period, and
// 401 signed out. The day is pinned (CLOCK_TODAY), so the default period is February 2026.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TransactionPage } from '../../core/ledger/api.ts';
import { filterQuery } from '../../core/ledger/filter.ts';
import type { StoryDto, StoryFigure } from '../../core/story/api.ts';
import { type ApiClient, uniqueEmail } from '../support/api.ts';
import { importCsv, startStack, type Stack } from '../support/stack.ts';

let stack: Stack;
let alice: ApiClient;
let bob: ApiClient;

beforeAll(async () => {
  stack = await startStack({ env: { CLOCK_TODAY: '2026-03-17' } });
  alice = stack.client();
  bob = stack.client();
  await alice.signup(uniqueEmail('story-alice'));
  await bob.signup(uniqueEmail('story-bob'));
  await importCsv(alice, 'checking.csv', [
    '2026-01-02,PAYROLL ACME CORP,3000.00,Checking',
    '2026-01-03,RENT PAYMENT OAKWOOD APARTMENTS,-1500.00,Checking',
    '2026-01-09,WHOLE FOODS MARKET #10,-120.00,Checking',
    '2026-01-20,AMAZON MKTP US,-250.00,Checking',
    '2026-01-22,ONLINE TRANSFER TO SAVINGS 1234,-500.00,Checking',
    '2026-02-02,PAYROLL ACME CORP,3000.00,Checking',
    '2026-02-03,RENT PAYMENT OAKWOOD APARTMENTS,-1500.00,Checking',
    '2026-02-06,STARBUCKS STORE 10482,-5.50,Checking',
    '2026-02-10,WHOLE FOODS MARKET #10,-95.00,Checking',
    '2026-02-13,STARBUCKS STORE 10482,-6.10,Checking',
    '2026-02-18,ONLINE TRANSFER TO SAVINGS 1234,-800.00,Checking',
    '2026-02-20,STARBUCKS STORE 10482,-5.50,Checking',
  ]);
}, 120_000);
afterAll(async () => {
  await stack?.close();
});

const figures = (story: StoryDto): StoryFigure[] =>
  story.screens
    .flatMap((s) => [...s.lines.flat(), ...s.stats.flatMap((x) => [x.figure, ...(x.detail ?? [])])])
    .filter((p): p is StoryFigure => typeof p !== 'string');

async function rowsOf(client: ApiClient, query: string) {
  const r = await client.json<TransactionPage>('GET', `/api/transactions?${query}&pageSize=500`);
  expect(r.status, query).toBe(200);
  return r.body;
}

describe('GET /api/story', () => {
  it('tells the owner the last complete month by default, and each figure links to exactly its rows', async () => {
    const r = await alice.json<StoryDto>('GET', '/api/story');
    expect(r.status).toBe(200);
    const story = r.body;
    expect(story.period).toEqual({ kind: 'month', month: '2026-02' });
    expect(story.chosen).toBe('February 2026: the last complete month.');
    expect(story.today).toBe('2026-03-17');
    expect(story.empty).toBe(false);
    expect(story.currency).toBe('USD');
    // the ledger as the Transactions page lists it: February's money out, transfers left out
    const feb = (await rowsOf(alice, 'from=2026-02-01&to=2026-02-28')).items;
    const transfers = feb.filter((t) => t.category === 'Transfer');
    expect(transfers.length).toBe(1);
    expect(story.transfersLeftOut).toBe(1);
    const spent = feb.filter((t) => t.amountCents < 0 && t.category !== 'Transfer').reduce((s, t) => s - t.amountCents, 0);
    const all = figures(story);
    expect(all.find((f) => f.id === 'spent')!.value).toBe(spent);
    expect(spent).toBe(150000 + 550 + 9500 + 610 + 550);
    // every linked figure: the page's own query answers with the rows (and the total) the figure says
    let checked = 0;
    for (const f of all) {
      if (!f.filter) continue;
      const page = await rowsOf(alice, filterQuery(f.filter));
      const sum = page.sum.homeCents;
      const days = new Set(page.items.map((t) => t.date)).size;
      const want = { sum, 'negated-sum': 0 - sum, count: page.total, 'per-day': Math.round((0 - sum) / f.days!) + 0, 'days-without': f.days! - days }[
        f.basis as 'sum'
      ];
      expect(f.value, `${f.id}: ${filterQuery(f.filter)}`).toBe(want);
      checked++;
    }
    expect(checked).toBeGreaterThan(15);
  });

  it('tells a year so far, compared with the same days of the year before', async () => {
    const r = await alice.json<StoryDto>('GET', '/api/story?period=year&year=2026');
    expect(r.status).toBe(200);
    expect(r.body.label).toBe('2026 so far');
    expect(r.body.to).toBe('2026-03-17');
    expect(r.body.compare).toEqual({ from: '2025-01-01', to: '2025-03-17', label: 'Jan 1 to Mar 17, 2025' });
    expect(r.body.screens.map((s) => s.id)).toContain('months');
    expect(r.body.available).toEqual({ months: ['2026-02', '2026-01'], years: [2026] });
    const jan = await alice.json<StoryDto>('GET', '/api/story?month=2026-01');
    expect(jan.body.period).toEqual({ kind: 'month', month: '2026-01' });
    expect(jan.body.chosen).toBeNull();
  });

  it('gives another user their own story: empty, nothing of the first user', async () => {
    for (const q of ['', '?period=month&month=2026-02', '?period=year&year=2026']) {
      const r = await bob.json<StoryDto>('GET', `/api/story${q}`);
      expect(r.status, q).toBe(200);
      expect(r.body.empty, q).toBe(true);
      expect(
        r.body.screens.map((s) => s.id),
        q,
      ).toEqual(['empty']);
      expect(r.body.available).toEqual({ months: [], years: [] });
      expect(r.body.screens[0]!.action?.href).toBe('/dashboard/smart-import-ai');
    }
  });

  it('answers a bad period with a 400 naming the field', async () => {
    for (const [q, field] of [
      ['month=2026-13', 'month'],
      ['month=x', 'month'],
      ['period=month&month=2026-04', 'month'],
      ['period=week', 'period'],
      ['period=year&year=abc', 'year'],
      ['year=2027', 'year'],
      ['period=month&year=2026', 'year'],
      ['period=year&month=2026-01', 'month'],
      ['month=2026-01&month=2026-02', 'month'],
    ] as const) {
      const r = await alice.json<{ error: string; field?: string }>('GET', `/api/story?${q}`);
      expect(r.status, q).toBe(400);
      expect(r.body.field, q).toBe(field);
      expect(r.body.error, q).toMatch(new RegExp(field));
    }
  });

  it('filters the Transactions page by amount sign, transfers and subcategory, and refuses a bad sign', async () => {
    const out = await rowsOf(alice, 'sign=out&transfers=exclude');
    expect(out.items.every((t) => t.amountCents < 0 && t.category !== 'Transfer')).toBe(true);
    const coming = await rowsOf(alice, 'sign=in');
    expect(coming.items.map((t) => t.description)).toEqual(['PAYROLL ACME CORP', 'PAYROLL ACME CORP']);
    const transfer = (await rowsOf(alice, 'category=Transfer')).items[0]!;
    const sub = await rowsOf(alice, `category=Transfer&subcategory=${encodeURIComponent(transfer.subcategory ?? '')}`);
    expect(sub.total).toBe(2);
    const bad = await alice.json<{ field?: string }>('GET', '/api/transactions?sign=sideways');
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('sign');
  });

  it('is for signed-in users only', async () => {
    const r = await fetch(`${stack.server.url}/api/story`);
    expect(r.status).toBe(401);
  });
});
