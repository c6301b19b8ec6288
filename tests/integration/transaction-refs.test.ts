// A transaction's owner, document and account keep their foreign-key rules by triggers (migration
// 0035: checked once per INSERT statement, so a 100,000-row import does not pay 300,000 lookups).
// The rules must hold exactly as the foreign keys did: no row pointing at nothing, deletes cascade or
// set null, and a delete waits for an import that is still writing rows pointing at what it deletes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { openTestDb, type TestDb } from '../support/env.ts';

let db: TestDb;
let client: pg.Client;
beforeAll(async () => {
  db = await openTestDb();
  ({ client } = db);
});
afterAll(async () => {
  await db?.close();
});

let n = 0;
const MISSING = '00000000-0000-4000-8000-000000000000';

async function newUser(): Promise<string> {
  const {
    rows: [u],
  } = await client.query<{ id: string }>(`insert into users (email, password_hash, full_name) values ($1, 'x', 'Refs') returning id`, [
    `refs-${++n}@example.test`,
  ]);
  return u!.id;
}

async function newDocument(userId: string): Promise<string> {
  const {
    rows: [d],
  } = await client.query<{ id: string }>(
    `insert into documents (user_id, file_name, kind, size_bytes, sha256, storage_key, steps) values ($1, 'f.csv', 'csv', 1, $2, 'k', '[]') returning id`,
    [userId, `sha-${++n}`],
  );
  return d!.id;
}

async function newAccount(userId: string, name: string): Promise<string> {
  const {
    rows: [a],
  } = await client.query<{ id: string }>(`insert into accounts (user_id, name, kind, currency) values ($1, $2, 'checking', 'USD') returning id`, [
    userId,
    name,
  ]);
  return a!.id;
}

/** Inserts `count` rows in one statement, as an import's commit does; returns their ids. */
async function insertRows(
  on: pg.ClientBase,
  userId: string,
  documentId: string | null,
  accountId: string | null,
  count: number,
  badUserAt = -1,
): Promise<string[]> {
  const users = Array.from({ length: count }, (_, i) => (i === badUserAt ? MISSING : userId));
  const { rows } = await on.query<{ id: string }>(
    `insert into transactions (user_id, document_id, account_id, hash_id, date, description, amount_cents, category, confidence, needs_user_input, categorization_source)
     select u, $2::uuid, $3::uuid, md5(random()::text || i), '2026-03-01', 'Row ' || i, -100 * i, 'Shopping', 0.9, false, 'keywords'
     from unnest($1::uuid[]) with ordinality as t(u, i) returning id`,
    [users, documentId, accountId],
  );
  return rows.map((r) => r.id);
}

const countOf = async (sql: string, params: unknown[]) => (await client.query<{ n: number }>(`select count(*)::int as n from (${sql}) q`, params)).rows[0]!.n;

describe('transactions’ owner, document and account', () => {
  it('refuses a statement with a row whose user, document or account does not exist, and writes none of its rows', async () => {
    const userId = await newUser();
    const doc = await newDocument(userId);
    await expect(insertRows(client, userId, doc, null, 50, 37)).rejects.toMatchObject({ code: '23503', message: expect.stringContaining(`user ${MISSING}`) });
    await expect(insertRows(client, userId, MISSING, null, 3)).rejects.toMatchObject({
      code: '23503',
      message: expect.stringContaining(`document ${MISSING}`),
    });
    // an import resolves its accounts itself and turns the per-row account trigger off (pf.linking,
    // migration 0022): the check still stands
    await client.query('begin');
    await client.query(`select set_config('pf.linking', 'on', true)`);
    await expect(insertRows(client, userId, doc, MISSING, 3)).rejects.toMatchObject({ code: '23503', message: expect.stringContaining(`account ${MISSING}`) });
    await client.query('rollback');
    expect(await countOf('select 1 from transactions where user_id = $1', [userId])).toBe(0);

    const account = await newAccount(userId, 'Everyday');
    expect(await insertRows(client, userId, doc, account, 5)).toHaveLength(5);
  });

  it('refuses an update that points a row at nothing, and allows one that points it at something real', async () => {
    const userId = await newUser();
    const account = await newAccount(userId, 'Everyday');
    const other = await newAccount(userId, 'Savings');
    const [id] = await insertRows(client, userId, null, account, 1);
    await client.query('begin');
    await client.query(`select set_config('pf.linking', 'on', true)`);
    await expect(client.query('update transactions set account_id = $1 where id = $2', [MISSING, id])).rejects.toMatchObject({ code: '23503' });
    await client.query('rollback');
    // without pf.linking a foreign account id is replaced by the account the row's text names (0022)
    await client.query('update transactions set account_id = $1 where id = $2', [MISSING, id]);
    expect((await client.query('select account_id from transactions where id = $1', [id])).rows[0]).toEqual({ account_id: account });
    await expect(client.query('update transactions set document_id = $1 where id = $2', [MISSING, id])).rejects.toMatchObject({ code: '23503' });
    await expect(client.query('update transactions set user_id = $1 where id = $2', [MISSING, id])).rejects.toMatchObject({ code: '23503' });
    await client.query('update transactions set account_id = $1, category = $2 where id = $3', [other, 'Travel', id]);
    const {
      rows: [row],
    } = await client.query('select user_id, account_id, account, category from transactions where id = $1', [id]);
    // the account's name follows its id (migration 0022's trigger), as before
    expect(row).toMatchObject({ user_id: userId, account_id: other, account: 'Savings', category: 'Travel' });
  });

  it('keeps the rows of a deleted document or account, unlinked; deleting a user deletes only their rows', async () => {
    const alice = await newUser();
    const bob = await newUser();
    const doc = await newDocument(alice);
    const account = await newAccount(alice, 'Everyday');
    const rows = await insertRows(client, alice, doc, account, 20);
    const bobRows = await insertRows(client, bob, await newDocument(bob), await newAccount(bob, 'Everyday'), 7);

    await client.query('delete from documents where id = $1', [doc]);
    expect(await countOf('select 1 from transactions where id = any($1) and document_id is null and account_id is not null', [rows])).toBe(20);
    await client.query('delete from accounts where id = $1', [account]);
    expect(await countOf(`select 1 from transactions where id = any($1) and account_id is null and account = 'Everyday'`, [rows])).toBe(20);

    await client.query('delete from users where id = $1', [alice]);
    expect(await countOf('select 1 from transactions where user_id = $1', [alice])).toBe(0);
    expect(await countOf('select 1 from transactions where id = any($1) and document_id is not null and account_id is not null', [bobRows])).toBe(7);
  });

  it('makes a delete of a document wait for an import still writing rows that point at it, then unlinks those rows too', async () => {
    const userId = await newUser();
    const doc = await newDocument(userId);
    const importer = new pg.Client({ connectionString: db.env.config.DATABASE_URL });
    await importer.connect();
    try {
      await importer.query('begin');
      const rows = await insertRows(importer, userId, doc, null, 10);
      // the import's open transaction holds the document as a foreign key would: the delete must wait
      await client.query('begin');
      await client.query(`set local lock_timeout = '300ms'`);
      await expect(client.query('delete from documents where id = $1', [doc])).rejects.toMatchObject({ code: '55P03' });
      await client.query('rollback');
      await importer.query('commit');
      await client.query('delete from documents where id = $1', [doc]);
      expect(await countOf('select 1 from transactions where id = any($1) and document_id is null', [rows])).toBe(10);
    } finally {
      await importer.end();
    }
  });
});
