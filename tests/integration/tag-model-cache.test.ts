// The worker keeps each user's trained Tag model between imports and adds each imported file's rows
// to it (issue 18); anything else that changes what the model learned from makes the next import
// train afresh. A kept model must categorize exactly as a freshly trained one would.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import type { DbHandle } from '../../db/client.ts';
import { TagRepo } from '../../db/repos/tag.ts';
import { openTestDb, type TestDb } from '../support/env.ts';
import { taggerFor } from '../../services/tag/tagger.ts';

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

let n = 0;
async function newUser(): Promise<string> {
  const {
    rows: [u],
  } = await client.query<{ id: string }>(`insert into users (email, password_hash, full_name) values ($1, 'x', 'Tag') returning id`, [
    `tag-${++n}@example.test`,
  ]);
  return u!.id;
}

/** A committed import: a document and its rows, as Intelia leaves them. */
async function importRows(userId: string, rows: [string, number, string][], committed = true): Promise<string> {
  const {
    rows: [doc],
  } = await client.query<{ id: string }>(
    `insert into documents (user_id, file_name, kind, size_bytes, sha256, storage_key, steps, committed_at)
     values ($1, 'f.csv', 'csv', 1, $2, 'k', '[]', $3) returning id`,
    [userId, `sha-${++n}`, committed ? new Date() : null],
  );
  await insertRows(userId, doc!.id, rows);
  return doc!.id;
}

async function insertRows(userId: string, documentId: string | null, rows: [string, number, string][]): Promise<void> {
  await client.query(
    `insert into transactions (user_id, document_id, hash_id, date, description, amount_cents, category, confidence, needs_user_input, categorization_source, account)
     select $1, $2, md5(random()::text || d), '2026-03-01', d, c, cat, 0.9, false, 'keywords', 'Checking'
     from unnest($3::text[], $4::bigint[], $5::text[]) as t(d, c, cat)`,
    [userId, documentId, rows.map((r) => r[0]), rows.map((r) => r[1]), rows.map((r) => r[2])],
  );
}

const HISTORY: [string, number, string][] = [];
for (let i = 0; i < 40; i++) {
  HISTORY.push(
    [`WHOLE FOODS MARKET #${i}`, -5000 - i, 'Food & Dining'],
    [`SHELL OIL ${i}`, -4000 - i, 'Transportation'],
    [`QUIMBY TOOLS ${i}`, -2500 - i, 'Shopping'],
  );
}
const PROBES = ['QUIMBY TOOLS 991', 'ZORBLAX EMPORIUM 77', 'ZORBLAX EMPORIUM LONDON', 'WHOLE FOODS MARKET #77', 'SHELL OIL 12', 'NEW PLACE 1'];

async function predictions(tagger: Awaited<ReturnType<typeof taggerFor>>['tagger']) {
  return PROBES.map((description) => tagger.categorize({ description, amountCents: -3000, account: 'Checking' }));
}

describe('Tag’s kept model', () => {
  it('adds an imported file to the kept model, which then categorizes exactly as a freshly trained one', async () => {
    const userId = await newUser();
    await importRows(userId, HISTORY);
    const kept = new TagRepo(handle.db, { keepModels: true });
    const first = await taggerFor(kept, userId);
    expect(first).toMatchObject({ examples: HISTORY.length, kept: false });

    // a new file teaches a merchant nobody knows
    const taught: [string, number, string][] = Array.from({ length: 12 }, (_, i) => [`ZORBLAX EMPORIUM ${i}`, -9000 - i, 'Recreation']);
    await importRows(userId, taught);
    await importRows(userId, [['UNFINISHED IMPORT 1', -100, 'Recreation']], false); // not committed: not learned
    const second = await taggerFor(kept, userId);
    expect(second).toMatchObject({ examples: HISTORY.length + taught.length, kept: true });
    expect(second.tagger).toBe(first.tagger);
    const fresh = await taggerFor(new TagRepo(handle.db), userId);
    expect(fresh.examples).toBe(HISTORY.length + taught.length + 1); // the fresh one also reads the uncommitted row
    // …so compare against a fresh model trained on the same rows: drop the uncommitted one first
    await client.query(`delete from transactions where description = 'UNFINISHED IMPORT 1'`);
    const same = await taggerFor(new TagRepo(handle.db), userId);
    expect(await predictions(second.tagger)).toEqual(await predictions(same.tagger));
    expect(second.tagger.categorize({ description: 'ZORBLAX EMPORIUM 77', amountCents: -9000, account: 'Checking' }).category).toBe('Recreation');
    // and the same file is not learned twice
    expect(await taggerFor(kept, userId)).toMatchObject({ examples: HISTORY.length + taught.length });
  });

  it('trains afresh after a correction, a deletion, a hand-added row or a rule; not after another user’s change', async () => {
    const userId = await newUser();
    const other = await newUser();
    await importRows(userId, HISTORY);
    await importRows(other, HISTORY.slice(0, 9));
    const kept = new TagRepo(handle.db, { keepModels: true });
    const use = async () => (await taggerFor(kept, userId)).kept;
    expect(await use()).toBe(false);
    expect(await use()).toBe(true);

    // a correction: the model learned the old category
    await client.query(`update transactions set category = 'Housing' where user_id = $1 and description = 'QUIMBY TOOLS 3'`, [userId]);
    expect(await use()).toBe(false);
    const corrected = (await taggerFor(kept, userId)).tagger;
    const freshAfter = (await taggerFor(new TagRepo(handle.db), userId)).tagger;
    expect(await predictions(corrected)).toEqual(await predictions(freshAfter));

    // an update that does not touch what the model reads keeps it
    await client.query(`update transactions set merchant = 'Shell' where user_id = $1 and description = 'SHELL OIL 3'`, [userId]);
    expect(await use()).toBe(true);

    await client.query(`delete from transactions where user_id = $1 and description = 'SHELL OIL 4'`, [userId]);
    expect(await use()).toBe(false);
    await insertRows(userId, null, [['HAND ADDED 1', -100, 'Shopping']]);
    expect(await use()).toBe(false);
    await kept.createRule(userId, { conditions: { descriptionContains: 'quimby' }, category: 'Shopping', subcategory: null } as never);
    expect(await use()).toBe(false);
    expect(await use()).toBe(true);

    // someone else's correction, rule or import leaves this user's model alone
    await client.query(`update transactions set category = 'Housing' where user_id = $1`, [other]);
    await importRows(other, [['OTHER 1', -100, 'Shopping']]);
    expect(await use()).toBe(true);
  });
});
