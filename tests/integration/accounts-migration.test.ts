// Migration 0022 moves today's account text onto accounts without losing a row, and its triggers give
// every row inserted later an account of its owner (imports, rows by hand, undo), keeping the text in sync.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { runMigrations } from '../../services/migrations.ts';
import { databaseBefore, type DatabaseBefore } from '../support/migration-db.ts';

let db: DatabaseBefore;
let url: string;

const q = <T = Record<string, unknown>>(text: string, values: unknown[] = []) => db.q<T>(text, values);

async function insertTx(userId: string, hash: string, account: string | null, documentId: string | null = null, amount = -100) {
  await q(
    `insert into transactions (user_id, document_id, hash_id, date, description, amount_cents, category, confidence, needs_user_input, categorization_source, account)
    values ($1, $2, $3, '2026-01-05', $3, $4, 'Shopping', 1, false, 'rule', $5)`,
    [userId, documentId, hash, amount, account],
  );
}

beforeAll(async () => {
  db = await databaseBefore('0022_accounts');
  url = db.url;
});

afterAll(async () => {
  await db?.close();
});

describe('migration 0022', () => {
  it('gives every existing row an account and keeps every row', async () => {
    const [alice] = await q<{ id: string }>(`insert into users (email, password_hash, full_name) values ('a@x.test', 'x', 'A') returning id`);
    const [bob] = await q<{ id: string }>(`insert into users (email, password_hash, full_name) values ('b@x.test', 'x', 'B') returning id`);
    const [doc] = await q<{ id: string }>(
      `insert into documents (user_id, file_name, kind, size_bytes, sha256, storage_key, steps)
      values ($1, 'chase-march-2026.pdf', 'pdf', 1, 'abc', 'k', '[]') returning id`,
      [alice!.id],
    );
    await insertTx(alice!.id, 'a1', 'Checking');
    await insertTx(alice!.id, 'a2', 'Checking');
    await insertTx(alice!.id, 'a3', 'Visa Card');
    await insertTx(alice!.id, 'a4', null, doc!.id);
    await insertTx(alice!.id, 'a5', '  ');
    await insertTx(bob!.id, 'b1', 'Checking');
    const count = Number((await q<{ n: string }>('select count(*) as n from transactions'))[0]!.n);

    await runMigrations(url);

    expect(Number((await q<{ n: string }>('select count(*) as n from transactions'))[0]!.n)).toBe(count);
    expect(await q('select hash_id from transactions where account_id is null')).toEqual([]);
    const accounts = await q<{ user_id: string; name: string; kind: string }>('select user_id, name, kind from accounts order by user_id = $1 desc, name', [
      alice!.id,
    ]);
    expect(accounts.map((a) => [a.user_id === alice!.id ? 'alice' : 'bob', a.name, a.kind])).toEqual([
      ['alice', 'Checking', 'checking'],
      ['alice', 'Unassigned', 'checking'],
      ['alice', 'Visa Card', 'credit card'],
      ['alice', 'chase-march-2026', 'checking'],
      ['bob', 'Checking', 'checking'],
    ]);
    // each row's account is its owner's, and the text is its name
    expect(await q(`select t.hash_id from transactions t join accounts a on a.id = t.account_id where a.user_id <> t.user_id or a.name <> t.account`)).toEqual(
      [],
    );
  });

  it('links rows inserted later, by text, by file name, or by an alias after a rename', async () => {
    const [alice] = await q<{ id: string }>(`select id from users where email = 'a@x.test'`);
    await q(`update accounts set name = 'Everyday', aliases = array['Checking'] where user_id = $1 and name = 'Checking'`, [alice!.id]);
    await insertTx(alice!.id, 'a6', 'Checking');
    await insertTx(alice!.id, 'a7', 'Savings');
    const rows = await q<{ hash_id: string; account: string; kind: string }>(
      `select t.hash_id, t.account, a.kind from transactions t join accounts a on a.id = t.account_id where t.hash_id in ('a6', 'a7') order by 1`,
    );
    expect(rows).toEqual([
      { hash_id: 'a6', account: 'Everyday', kind: 'checking' },
      { hash_id: 'a7', account: 'Savings', kind: 'savings' },
    ]);
  });

  it('moves a row when its account text is edited, and refuses another user’s account id', async () => {
    const [alice] = await q<{ id: string }>(`select id from users where email = 'a@x.test'`);
    const [bobAccount] = await q<{ id: string }>(`select a.id from accounts a join users u on u.id = a.user_id where u.email = 'b@x.test'`);
    await q(`update transactions set account = 'Cash' where hash_id = 'a7' and user_id = $1`, [alice!.id]);
    const [moved] = await q<{ account: string; name: string; user_id: string }>(
      `select t.account, a.name, a.user_id from transactions t join accounts a on a.id = t.account_id where t.hash_id = 'a7'`,
    );
    expect(moved).toEqual({ account: 'Cash', name: 'Cash', user_id: alice!.id });
    await q(`update transactions set account_id = $2 where hash_id = 'a7' and user_id = $1`, [alice!.id, bobAccount!.id]);
    const [still] = await q<{ user_id: string }>(`select a.user_id from transactions t join accounts a on a.id = t.account_id where t.hash_id = 'a7'`);
    expect(still!.user_id).toBe(alice!.id);
  });
});
