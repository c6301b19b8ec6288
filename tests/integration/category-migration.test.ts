// Issue 15's categories on an existing ledger: migration 0024 moves Shopping › Gifts and Housing ›
// Property Tax with their rows, rules and budgets; the one-time backfill moves what Tag's knowledge
// base filed under a stand-in (bank fees under Business › Professional Services, salons under Health
// & Fitness) and keeps every choice the user made (corrections, rules).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../../db/client.ts';
import { logIdleDbError } from '../../infra/logger.ts';
import { recategorizeForNewCategories } from '../../services/backfill.ts';
import { uniqueEmail } from '../support/api.ts';
import { startStack, type Stack } from '../support/stack.ts';

let stack: Stack;
let db: pg.Client;
let userId: string;

beforeAll(async () => {
  stack = await startStack({ workers: false });
  userId = (await stack.client().signup(uniqueEmail('cats'))).id;
  db = new pg.Client({ connectionString: stack.env.config.DATABASE_URL });
  await db.connect();
});
afterAll(async () => {
  await db?.end();
  await stack?.close();
});

/** Rows as an older version left them: [description, cents, category, subcategory, source, user corrected]. */
const OLD: [string, number, string, string | null, string, boolean][] = [
  ['#MONTHLY ACCOUNT FEE', -550, 'Business', 'Professional Services', 'knowledge', false],
  ['OVERDRAFT FEE 0412', -3500, 'Business', 'Professional Services', 'bank', false],
  ['SMITH & PARTNERS LAW OFFICE', -40000, 'Business', 'Professional Services', 'knowledge', false],
  ['ANNUAL CARD FEE', -9500, 'Business', 'Professional Services', 'knowledge', true],
  ['SERVICE FEE ACME', -1200, 'Business', 'Professional Services', 'rule', false],
  ['GREAT CLIPS #4411', -2800, 'Health & Fitness', null, 'knowledge', false],
  ['UNICEF DONATION', -2500, 'Shopping', 'Gifts', 'knowledge', false],
  ['HALLMARK STORE 22', -899, 'Shopping', 'Gifts', 'user', true],
  ['COUNTY TREASURER PROPERTY TAX', -120000, 'Housing', 'Property Tax', 'knowledge', false],
  ['COURSERA INC', -4900, 'Business', 'Professional Services', 'knowledge', false],
];

describe('migration 0024 and the new-category backfill', () => {
  it('moves what Tag filed, keeps what the user chose, and runs once', async () => {
    for (const [i, [description, cents, category, subcategory, source, corrected]] of OLD.entries()) {
      await db.query(
        `insert into transactions (user_id, hash_id, date, description, amount_cents, category, subcategory, confidence, needs_user_input, categorization_source, user_corrected)
        values ($1, $2, '2026-02-01', $3, $4, $5, $6, 0.9, false, $7, $8)`,
        [userId, `old-${i}`, description, cents, category, subcategory, source, corrected],
      );
    }
    await db.query(
      `insert into tag_rules (user_id, position, conditions, category, subcategory) values ($1, 0, '{"descriptionContains":"hallmark"}', 'Shopping', 'Gifts')`,
      [userId],
    );
    await db.query(`insert into budgets (user_id, category, subcategory, limit_cents) values ($1, 'Housing', 'Property Tax', 150000)`, [userId]);
    // as before issue 15: the backfill has not run on these rows
    await db.query(`delete from data_migrations`);
    const sqlFile = await readFile(path.join(import.meta.dirname, '../../db/migrations/0024_categories.sql'), 'utf8');
    for (const statement of sqlFile.split('--> statement-breakpoint')) if (/^\s*(--[^\n]*\n\s*)*UPDATE/.test(statement)) await db.query(statement);

    const handle = createDb(stack.env.config.DATABASE_URL, logIdleDbError, 1);
    try {
      expect(await recategorizeForNewCategories(handle.db)).toBe(5);
      expect(await recategorizeForNewCategories(handle.db)).toBeNull();
    } finally {
      await handle.close();
    }
    const rows = (
      await db.query<{ description: string; category: string; subcategory: string | null }>(
        'select description, category, subcategory from transactions where user_id = $1 order by hash_id',
        [userId],
      )
    ).rows;
    const by = Object.fromEntries(rows.map((r) => [r.description, r.subcategory ? `${r.category} › ${r.subcategory}` : r.category]));
    expect(by).toEqual({
      '#MONTHLY ACCOUNT FEE': 'Fees & Charges › Bank Fees',
      'OVERDRAFT FEE 0412': 'Fees & Charges › Bank Fees',
      'SMITH & PARTNERS LAW OFFICE': 'Business › Professional Services',
      // the user's correction and rule stay as they are
      'ANNUAL CARD FEE': 'Business › Professional Services',
      'SERVICE FEE ACME': 'Business › Professional Services',
      'GREAT CLIPS #4411': 'Personal Care › Hair & Beauty',
      'UNICEF DONATION': 'Gifts & Donations › Charity',
      // moved by the SQL with its subcategory, the user's own choice of subcategory kept
      'HALLMARK STORE 22': 'Gifts & Donations › Gifts',
      'COUNTY TREASURER PROPERTY TAX': 'Taxes › Property Tax',
      'COURSERA INC': 'Education › Courses & Training',
    });
    expect((await db.query('select category, subcategory from tag_rules where user_id = $1', [userId])).rows).toEqual([
      { category: 'Gifts & Donations', subcategory: 'Gifts' },
    ]);
    expect((await db.query('select category, subcategory from budgets where user_id = $1', [userId])).rows).toEqual([
      { category: 'Taxes', subcategory: 'Property Tax' },
    ]);
  });

  it('offers the new categories to the user', async () => {
    const c = stack.client();
    await c.signup(uniqueEmail('cats-list'));
    const r = await c.json<{ categories: { name: string; subcategories: string[] }[] }>('GET', '/api/categories');
    const names = r.body.categories.map((x) => x.name);
    expect(names).toEqual(expect.arrayContaining(['Fees & Charges', 'Personal Care', 'Education', 'Gifts & Donations', 'Taxes']));
    expect(r.body.categories.find((x) => x.name === 'Shopping')!.subcategories).not.toContain('Gifts');
  });
});
