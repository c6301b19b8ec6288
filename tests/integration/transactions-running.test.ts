// The list's running totals (issue 18 follow-up): computed from the page's end of the ledger instead of a
// window over every row, they must equal the plain definition on every page: the sum of the filter's rows
// up to and including the row, oldest first by (date, created_at, id), null for a row without a home amount.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TransactionQuery } from '../../core/ledger/api.ts';
import { addDays } from '../../core/dates.ts';
import { mulberry32 } from '../../core/seeded-random.ts';
import { TransactionsRepo } from '../../db/repos/transactions.ts';
import { openTestDb, type TestDb } from '../support/env.ts';

let db: TestDb;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(async () => {
  await db?.close();
});

interface Row {
  id: string;
  date: string;
  createdAt: string;
  cents: number;
  currency: string;
  category: string;
  description: string;
  review: boolean;
  /** 'Checking' when left out */
  account?: string;
}

// 1.5 is exact in binary, so the JS conversion below is the SQL one (floor(x + 0.5)), halves included
const MONEY = { home: 'USD', rates: { EUR: 1.5 } };
const homeOf = (r: Row) => (r.currency === 'USD' ? r.cents : r.currency === 'EUR' ? Math.floor(r.cents * 1.5 + 0.5) : null);

/** A seeded ledger: several rows a day, some sharing a day and an insert time (the id decides), EUR, and GBP without a rate. */
function generate(seed: number, n: number): Row[] {
  const rnd = mulberry32(seed);
  const hex = (k: number) => Array.from({ length: k }, () => Math.floor(rnd() * 16).toString(16)).join('');
  const rows: Row[] = [];
  for (let i = 0; i < n; i++) {
    // the two oldest rows have no home amount: the running total starts after them
    const currency = i < 2 ? 'GBP' : rnd() < 0.15 ? 'EUR' : rnd() < 0.08 ? 'GBP' : 'USD';
    const shop = ['MARKET', 'TAXI', 'PAYROLL', 'CAFE'][Math.floor(rnd() * 4)]!;
    rows.push({
      id: `${hex(8)}-${hex(4)}-4${hex(3)}-8${hex(3)}-${hex(12)}`,
      date: addDays('2025-01-01', Math.floor(i / 5) + (rnd() < 0.3 ? 1 : 0)),
      createdAt: `2025-06-0${1 + Math.floor(rnd() * 3)}T10:00:00Z`,
      cents: shop === 'PAYROLL' ? 250_000 + Math.floor(rnd() * 1000) : -1 - Math.floor(rnd() * 20_000),
      currency,
      category: shop === 'PAYROLL' ? 'Income' : shop === 'TAXI' ? 'Transportation' : 'Food & Dining',
      description: `${currency === 'GBP' ? 'LONDON ' : ''}${shop} ${i}`,
      review: rnd() < 0.2,
    });
  }
  return rows;
}

async function load(rows: Row[], email = 'running@example.test'): Promise<string> {
  const {
    rows: [user],
  } = await db.client.query<{ id: string }>(`insert into users (email, password_hash, full_name) values ($1, 'x', 'Running') returning id`, [email]);
  await db.client.query(
    `insert into transactions (id, user_id, hash_id, date, description, merchant, amount_cents, category, confidence,
       needs_user_input, categorization_source, account, currency, created_at)
     select id, $1, 'h' || n, d::date, descr, null, c, cat, 0.9, review, 'keywords', acct, cur, at
     from unnest($2::uuid[], $3::text[], $4::text[], $5::bigint[], $6::text[], $7::boolean[], $8::text[], $9::timestamptz[], $10::text[]) with ordinality
       as t(id, d, descr, c, cat, review, cur, at, acct, n)`,
    [
      user!.id,
      rows.map((r) => r.id),
      rows.map((r) => r.date),
      rows.map((r) => r.description),
      rows.map((r) => r.cents),
      rows.map((r) => r.category),
      rows.map((r) => r.review),
      rows.map((r) => r.currency),
      rows.map((r) => r.createdAt),
      rows.map((r) => r.account ?? 'Checking'),
    ],
  );
  return user!.id;
}

/** The definition: the filter's rows oldest first, summed; returned newest first as the list shows them. */
function expected(rows: Row[], keep: (r: Row) => boolean): { id: string; running: number | null }[] {
  const sorted = rows.filter(keep).sort((a, b) => a.date.localeCompare(b.date) || a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
  let sum = 0;
  return sorted
    .map((r) => {
      const home = homeOf(r);
      if (home === null) return { id: r.id, running: null };
      sum += home;
      return { id: r.id, running: sum };
    })
    .reverse();
}

describe('running totals on the transactions list', () => {
  it('equal the oldest-first sum on the first, middle and last pages of several filters', async () => {
    const rows = generate(18, 403);
    const userId = await load(rows);
    const repo = new TransactionsRepo(db.handle.db);
    const filters: [TransactionQuery, (r: Row) => boolean][] = [
      [{}, () => true],
      [{ category: 'Food & Dining' }, (r) => r.category === 'Food & Dining'],
      [{ sign: 'in' }, (r) => r.cents > 0],
      [{ search: 'taxi' }, (r) => r.description.includes('TAXI')],
      [{ from: '2025-01-20', to: '2025-02-10' }, (r) => r.date >= '2025-01-20' && r.date <= '2025-02-10'],
      [{ needsReview: true }, (r) => r.review],
      [{ search: 'london' }, (r) => r.currency === 'GBP'], // no row has a home amount
    ];
    let compared = 0;
    for (const [q, keep] of filters) {
      const want = expected(rows, keep);
      const label = JSON.stringify(q);
      for (const pageSize of [7, 50]) {
        const pages = Math.max(1, Math.ceil(want.length / pageSize));
        // the first, one each side of the middle (the list reads from the nearer end), the last and one past it
        for (const page of new Set([1, Math.floor(pages / 2), Math.floor(pages / 2) + 1, pages - 1, pages, pages + 1].filter((p) => p >= 1))) {
          const got = await repo.page(userId, { ...q, page, pageSize }, MONEY);
          expect(got.total, label).toBe(want.length);
          expect(
            got.items.map((t) => ({ id: t.id, running: t.runningCents })),
            `${label} page ${page} of ${pages} (${pageSize})`,
          ).toEqual(want.slice((page - 1) * pageSize, page * pageSize));
          compared += got.items.length;
        }
      }
      // the oldest row's running total with the rest of the filter gives the filter's sum
      const sum = rows.filter(keep).reduce((s, r) => s + (homeOf(r) ?? 0), 0);
      expect((await repo.page(userId, { ...q, pageSize: 1 }, MONEY)).sum.homeCents, label).toBe(sum);
    }
    expect(compared).toBeGreaterThan(1000);
    // the ledger has what the test is about: days with several rows, rows that tie on day and insert time, null home amounts
    expect(new Set(rows.map((r) => r.date)).size).toBeLessThan(rows.length / 3);
    expect(new Set(rows.map((r) => `${r.date} ${r.createdAt}`)).size).toBeLessThan(rows.length);
    expect(rows.filter((r) => r.currency === 'GBP').length).toBeGreaterThan(10);
  });

  it('filtered to one account: its running balance per currency, unconverted; across accounts a running sum said to be no balance', async () => {
    // a USD checking account that also holds EUR rows, and a Visa card: the sum across them is no balance
    const rows = generate(30, 120).map((r, i) => ({ ...r, account: i % 3 === 0 ? 'Visa' : 'Checking' }));
    const userId = await load(rows, 'running-accounts@example.test');
    const repo = new TransactionsRepo(db.handle.db);
    const all = await repo.page(userId, { pageSize: 10 }, MONEY);
    expect(all.running.kind).toBe('sum');
    expect(all.running.label).toBe('Running sum of the rows this filter matches across all accounts, oldest first, in USD: not a balance');

    const sorted = rows
      .filter((r) => r.account === 'Checking')
      .sort((a, b) => a.date.localeCompare(b.date) || a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
    const perCurrency = new Map<string, number>();
    const want = sorted
      .map((r) => {
        const next = (perCurrency.get(r.currency) ?? 0) + r.cents;
        perCurrency.set(r.currency, next);
        return { id: r.id, running: next };
      })
      .reverse();
    expect(new Set(sorted.map((r) => r.currency)).size).toBeGreaterThan(1);
    for (const [page, pageSize] of [
      [1, 7],
      [3, 7],
      [Math.ceil(want.length / 7), 7],
      [1, 500],
    ] as const) {
      const got = await repo.page(userId, { account: 'Checking', page, pageSize }, MONEY);
      expect(got.running.kind).toBe('balance');
      expect(got.running.label).toMatch(/^Checking: its rows added up oldest first, in each row's currency/);
      expect(got.items.every((t) => t.account === 'Checking')).toBe(true);
      expect(
        got.items.map((t) => ({ id: t.id, running: t.runningCents })),
        `page ${page} (${pageSize})`,
      ).toEqual(want.slice((page - 1) * pageSize, page * pageSize));
    }
    // one account narrowed further is a running sum again, and says so
    const narrowed = await repo.page(userId, { account: 'Checking', category: 'Income' }, MONEY);
    expect(narrowed.running.kind).toBe('sum');
    expect(narrowed.running.label).toMatch(/not a balance$/);
  });
});
