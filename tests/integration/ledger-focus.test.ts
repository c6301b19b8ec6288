// After an import, Intelia reads only the import's focus (the rows of the file's merchants, the
// recent weeks, and the window's monthly totals summed by PostgreSQL) instead of the whole ledger
// (issue 18). The insights the user gets must be exactly those the whole window gives: checked on
// seeded random ledgers with subscriptions (and price rises), habits, spikes, duplicates, new
// merchants and a second currency, each with a random import on top (some adding nothing up to today).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { merchantKeyOf } from '../../core/crystal/merchant.ts';
import { detectRecurring } from '../../core/crystal/recurring.ts';
import { addDays } from '../../core/dates.ts';
import { buildInsights } from '../../core/intelia/insights.ts';
import { mulberry32 } from '../../core/seeded-random.ts';
import type { DbHandle } from '../../db/client.ts';
import { CurrencyRepo } from '../../db/repos/currency.ts';
import { importInsights } from '../../services/ledger/insights.ts';
import { Ledger } from '../../services/ledger/ledger.ts';
import { openTestDb, type TestDb } from '../support/env.ts';

const TODAY = '2026-03-17';
let db: TestDb;
let handle: DbHandle;
let client: pg.Client;
beforeAll(async () => {
  db = await openTestDb();
  ({ handle, client } = db);
});
afterAll(async () => {
  await db?.close();
});

interface Row {
  date: string;
  description: string;
  merchant: string;
  cents: number;
  category: string;
  account: string;
  currency: string;
}

const SHOPS: [string, string][] = [
  ['WHOLE FOODS MARKET', 'Food & Dining'],
  ['SHELL OIL', 'Transportation'],
  ['AMAZON MKTPLACE', 'Shopping'],
  ['CVS PHARMACY', 'Health & Fitness'],
  ['CHIPOTLE', 'Food & Dining'],
  ['BEST BUY', 'Shopping'],
  ['DELTA AIR LINES', 'Travel'],
];
const SUBS: [string, string][] = [
  ['NETFLIX', 'Entertainment'],
  ['SPOTIFY', 'Entertainment'],
  ['PG&E UTILITY', 'Bills & Utilities'],
  ['IRONWORKS GYM', 'Health & Fitness'],
];

/** A random ledger of about two years up to TODAY, and a random import of 10–40 rows. */
function generate(seed: number): { history: Row[]; fresh: Row[] } {
  const rnd = mulberry32(seed);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)]!;
  const cents = (lo: number, hi: number) => -Math.round((lo + rnd() * (hi - lo)) * 100);
  const start = addDays(TODAY, -(300 + Math.floor(rnd() * 420)));
  const row = (date: string, merchant: string, category: string, amount: number, extra: Partial<Row> = {}): Row => ({
    date,
    description: `${merchant} ${Math.floor(rnd() * 9000) + 1000}`,
    merchant,
    cents: amount,
    category,
    account: rnd() < 0.3 ? 'Visa Card' : 'Checking',
    currency: 'USD',
    ...extra,
  });
  const history: Row[] = [];
  for (const [name, cat] of SUBS) {
    if (rnd() < 0.25) continue;
    let price = cents(8, 60);
    const day = 1 + Math.floor(rnd() * 27);
    for (let d = start; d <= TODAY; d = addDays(d, 1)) {
      if (Number(d.slice(8, 10)) !== day) continue;
      if (rnd() < 0.08) price = Math.round(price * 1.2); // a price rise
      history.push(row(d, name, cat, price));
    }
  }
  for (let d = start; d <= TODAY; d = addDays(d, 1)) {
    const n = Math.floor(rnd() * 3);
    for (let i = 0; i < n; i++) {
      const [name, cat] = pick(SHOPS);
      history.push(row(d, name, cat, cents(3, rnd() < 0.05 ? 900 : 120)));
    }
    if (rnd() < 0.03) history.push(row(d, 'LA BOULANGERIE', 'Food & Dining', cents(4, 40), { currency: 'EUR' }));
    if (rnd() < 0.01) history.push(row(d, 'PESO MARKET', 'Shopping', cents(4, 40), { currency: 'MXN' })); // no rate: left out
    if (Number(d.slice(8, 10)) === 1) history.push(row(d, 'ACME PAYROLL', 'Income', Math.round((3000 + rnd() * 500) * 100)));
  }
  const fresh: Row[] = [];
  const n = 10 + Math.floor(rnd() * 30);
  // every fourth file adds nothing up to today (its rows are dated ahead): the insights of the recent weeks
  const ahead = seed % 4 === 0;
  for (let i = 0; i < n; i++) {
    const date = ahead ? addDays(TODAY, 1 + Math.floor(rnd() * 10)) : addDays(TODAY, -Math.floor(rnd() * (rnd() < 0.7 ? 30 : 200)));
    const r = rnd();
    if (r < 0.15 && history.length) {
      const twin = pick(history.filter((h) => h.cents < 0 && h.date >= addDays(date, -2) && h.date <= date));
      if (twin) {
        fresh.push({ ...twin, date, description: `${twin.merchant} DUP` });
        continue;
      }
    }
    if (r < 0.3) {
      fresh.push(row(date, `NEW SHOP ${Math.floor(rnd() * 4)}`, 'Shopping', cents(20, 400)));
      continue;
    }
    if (r < 0.4) {
      const [name, cat] = pick(SUBS);
      fresh.push(row(date, name, cat, cents(40, 90)));
      continue;
    }
    const [name, cat] = pick(SHOPS);
    fresh.push(row(date, name, cat, cents(5, rnd() < 0.3 ? 1500 : 150)));
  }
  return { history, fresh };
}

async function load(seed: number): Promise<{ userId: string; documentId: string }> {
  const { history, fresh } = generate(seed);
  const {
    rows: [user],
  } = await client.query<{ id: string }>(`insert into users (email, password_hash, full_name) values ($1, 'x', 'Focus') returning id`, [
    `focus-${seed}@example.test`,
  ]);
  const userId = user!.id;
  await new CurrencyRepo(handle.db).save(userId, 'USD', { EUR: 2 }); // exact: per-row and per-month conversion agree
  const {
    rows: [doc],
  } = await client.query<{ id: string }>(
    `insert into documents (user_id, file_name, kind, size_bytes, sha256, storage_key, steps) values ($1, 'f.csv', 'csv', 1, $2, 'k', '[]') returning id`,
    [userId, `sha-${seed}`],
  );
  const insert = async (rows: Row[], documentId: string | null, tag: string) => {
    for (let i = 0; i < rows.length; i += 500) {
      const part = rows.slice(i, i + 500);
      await client.query(
        `insert into transactions (user_id, document_id, hash_id, date, description, merchant, merchant_key, amount_cents, category,
           confidence, needs_user_input, categorization_source, account, currency)
         select $1, $2, $3 || n, d::date, descr, m, mk, c, cat, 0.9, false, 'keywords', acc, cur
         from unnest($4::text[], $5::text[], $6::text[], $7::text[], $8::bigint[], $9::text[], $10::text[], $11::text[]) with ordinality
           as t(d, descr, m, mk, c, cat, acc, cur, n)`,
        [
          userId,
          documentId,
          `${tag}${i}:`,
          part.map((r) => r.date),
          part.map((r) => r.description),
          part.map((r) => r.merchant),
          part.map((r) => merchantKeyOf(r.merchant)),
          part.map((r) => r.cents),
          part.map((r) => r.category),
          part.map((r) => r.account),
          part.map((r) => r.currency),
        ],
      );
    }
  };
  await insert(history, null, 'h');
  await insert(fresh, doc!.id, 'f');
  return { userId, documentId: doc!.id };
}

describe('Intelia on an import’s focus', () => {
  it('gives exactly the insights of the whole window, on 12 seeded random ledgers', async () => {
    const ledger = new Ledger(handle.db);
    let insightsSeen = 0;
    const types = new Set<string>();
    for (let seed = 1; seed <= 12; seed++) {
      const { userId, documentId } = await load(seed);
      const window = await ledger.window(userId, TODAY);
      const whole = buildInsights({
        transactions: window,
        recurring: detectRecurring(window, TODAY),
        today: TODAY,
        businessAccounts: await ledger.businessAccounts(userId),
        newTransactionIds: await ledger.idsOfDocument(userId, documentId),
      });
      const focus = await ledger.importFocus(userId, TODAY, documentId);
      if (seed % 4 !== 0) expect(focus.rows.length).toBeLessThan(window.length);
      // every row of the recent weeks is there (budgets, top vendors and the business split read them)
      expect(focus.rows.filter((t) => t.date >= focus.recentFrom).length).toBe(window.filter((t) => t.date >= focus.recentFrom).length);
      const fromFocus = await importInsights(ledger, focus, userId, TODAY);
      expect(fromFocus, `seed ${seed}`).toEqual(whole);
      insightsSeen += whole.length;
      for (const i of whole) types.add(i.type);
    }
    // the comparison covered every kind of insight an import can raise
    expect([...types].sort()).toEqual(['duplicate_charge', 'new_merchant', 'spending_spike', 'subscription_price_rise', 'top_vendors'].sort());
    expect(insightsSeen).toBeGreaterThan(24);
  }, 120_000);

  it('looks at most at the latest 500 transactions of a merchant, so a daily habit of years stays cheap', async () => {
    const {
      rows: [user],
    } = await client.query<{ id: string }>(`insert into users (email, password_hash, full_name) values ('habit@example.test', 'x', 'Habit') returning id`);
    await client.query(
      `insert into transactions (user_id, hash_id, date, description, merchant, merchant_key, amount_cents, category, confidence,
         needs_user_input, categorization_source, account, currency)
       select $1, 'coffee' || g, $2::date - g, 'BLUE BOTTLE COFFEE', 'Blue Bottle Coffee', 'blue bottle coffee', -450, 'Food & Dining', 0.9,
         false, 'keywords', 'Checking', 'USD' from generate_series(0, 899) g`,
      [user!.id, TODAY],
    );
    const rows = await new Ledger(handle.db).ofMerchants(user!.id, TODAY, ['blue bottle coffee']);
    expect(rows).toHaveLength(500);
    expect(rows[0]!.date).toBe(addDays(TODAY, -499)); // the latest 500, oldest first
    expect(rows.at(-1)!.date).toBe(TODAY);
  });
});
