// The import's data path between Tag and the commit: Byte's rows read back in batches, categorized
// and streamed into the document's staging table, committed all or nothing, and staged again when
// PostgreSQL lost the (unlogged) staging table.
import { hash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Job } from 'bullmq';
import { hashKeys } from '../../core/ledger/dedupe.ts';
import type { DocumentJob } from '../../core/queues.ts';
import { DocumentsRepo } from '../../db/repos/documents.ts';
import { uploadedSteps } from '../../services/documents/steps.ts';
import type { PipelineContext } from '../../worker/context.ts';
import { BYTE_ITEMS, stageExtraction } from '../../worker/processors/byte.ts';
import { parseContent } from '../../worker/extract/parse-content.ts';
import { ensureStaged } from '../../worker/processors/tag.ts';
import type { DbHandle } from '../../db/client.ts';
import { stageTable } from '../../db/repos/staging.ts';
import { createTestEnv, type TestEnv } from '../support/env.ts';
import {
  byteStaged as byteStagedIn,
  pipelineHarness,
  stageExists as stageExistsIn,
  tagStep as tagStepIn,
  type PipelineHarness,
} from '../support/pipeline-ctx.ts';

let env: TestEnv;
let harness: PipelineHarness;
let handle: DbHandle;
let ctx: PipelineContext;
let userId: string;

/** 2,500 rows (three batches of Byte's stage), with two identical coffees on one day. */
function statement(tag: string, extra: string[] = []): string {
  const lines = ['Date,Description,Amount,Account'];
  for (let i = 0; i < 2500; i++) lines.push(`2026-0${(i % 9) + 1}-${String((i % 28) + 1).padStart(2, '0')},${tag} SHOP ${i},-${(i % 90) + 1}.25,Checking`);
  lines.push(`2026-03-04,${tag} COFFEE,-4.50,Checking`, `2026-03-04,${tag} COFFEE,-4.50,Checking`, ...extra);
  return lines.join('\n');
}

/** What Byte leaves for Tag: its stage and its rows, as the byte step writes them. */
const byteStaged = (documentId: string, csv: string) => byteStagedIn(ctx, documentId, csv);

async function newDocument(name: string): Promise<string> {
  const doc = await new DocumentsRepo(handle.db).create(
    { userId, fileName: name, kind: 'csv', sizeBytes: 1, sha256: name, storageKey: name },
    uploadedSteps('received'),
  );
  return doc!.id;
}

const job = (documentId: string) => ({ data: { userId, documentId } }) as Job<DocumentJob>;

const tagStep = (documentId: string) => tagStepIn(ctx, userId, documentId);

const rowsOf = async (documentId: string) =>
  (await handle.db.execute<{ n: number }>(sql`select count(*)::int as n from transactions where document_id = ${documentId}::uuid`)).rows[0]!.n;
const stageExists = (documentId: string) => stageExistsIn(handle, documentId);

beforeAll(async () => {
  env = await createTestEnv();
  harness = await pipelineHarness(env);
  ({ handle, ctx } = harness);
  userId = (
    await handle.db.execute<{ id: string }>(sql`insert into users (email, password_hash, full_name) values ('stage@example.test', 'x', 'Stage') returning id`)
  ).rows[0]!.id;
});

afterAll(async () => {
  await harness?.close();
  await env?.cleanup();
});

describe('staged import', () => {
  it('stages a streamed file (read twice, its rows never all held) exactly as a file read whole: rows, count, warnings', async () => {
    // skipped rows beyond the warnings' cap, a running balance that breaks, and rows continued on the next line
    const lines = ['Date,Description,Amount,Balance'];
    let balance = 100_000;
    for (let i = 0; i < 2600; i++) {
      const cents = i % 7 === 0 ? 250_000 : -((i % 90) + 1) * 25;
      balance += i === 1234 ? cents + 1 : cents;
      lines.push(`2026-0${(i % 9) + 1}-${String((i % 28) + 1).padStart(2, '0')},SHOP ${i},${(cents / 100).toFixed(2)},${(balance / 100).toFixed(2)}`);
      if (i % 11 === 0) lines.push(`2026-13-40,BAD ${i},-1.00,`);
      if (i % 500 === 3) lines.push(',REF 77 CONTINUED,,');
    }
    const content = { type: 'tabular' as const, kind: 'csv' as const, bytes: new TextEncoder().encode(lines.join('\n')), note: '' };
    const whole = parseContent(content, {});
    const streamed = parseContent(content, {}, 0);
    expect(whole.streamed).toBeUndefined();
    expect(streamed.streamed?.count).toBe(whole.transactions.length);
    const notes = ['Read the dates month first, as you answered for an earlier file laid out like this one.'];
    const [a, b] = [await newDocument('held.csv'), await newDocument('streamed.csv')];
    const stages = [await stageExtraction(ctx.files, a, whole, notes), await stageExtraction(ctx.files, b, streamed, notes)];
    expect(stages[1]).toEqual(stages[0]);
    expect(stages[0]!.warnings.filter((w) => w.includes('— skipped')).length).toBe(200);
    expect(stages[0]!.warnings.slice(-2)).toEqual([expect.stringMatching(/^Running balance doesn't add up at the 2026-\d\d-\d\d row "SHOP 1234"/), notes[0]]);
    const rowsOf = async (documentId: string) => {
      const out = [];
      for await (const batch of ctx.files.readLines<unknown[]>(ctx.files.stageKey(documentId, BYTE_ITEMS))) out.push(...batch);
      return out;
    };
    const held = await rowsOf(a);
    expect(held.length).toBe(2600);
    expect(await rowsOf(b)).toEqual(held);
  });

  it('stages a file read back in batches with exactly the rows and dedupe keys of the whole-file path, and commits it once', async () => {
    const documentId = await newDocument('first.csv');
    const items = await byteStaged(documentId, statement('FIRST'));
    const stage = await tagStep(documentId);
    expect(stage.rows).toBe(items.length);

    const staged = await handle.db.execute<{ hash_id: string; date: string; description: string; amount_cents: string }>(
      sql`select hash_id, date::text as date, description, amount_cents from ${sql.raw(stageTable(documentId))} order by pos`,
    );
    expect(staged.rows.map((r) => r.hash_id)).toEqual(hashKeys(items).map((k) => hash('sha256', k, 'hex')));
    expect(staged.rows.map((r) => [r.date, r.description, Number(r.amount_cents)])).toEqual(items.map((t) => [t.date, t.description, t.amountCents]));

    const counts = await ctx.transactions.commitStaged(userId, documentId, stage.rows);
    expect(counts).toMatchObject({ imported: 2502, duplicates: 0 });
    expect(await rowsOf(documentId)).toBe(2502);
    expect(await stageExists(documentId)).toBe(false);
    // a retried commit changes nothing and answers the first run's counts
    expect(await ctx.transactions.commitStaged(userId, documentId, stage.rows)).toMatchObject({ imported: 2502, duplicates: 0 });
    expect(await rowsOf(documentId)).toBe(2502);

    // the same rows in another file: nothing is imported twice
    const again = await newDocument('again.csv');
    await byteStaged(again, `${statement('FIRST')}\n`);
    const second = await tagStep(again);
    expect(await ctx.transactions.commitStaged(userId, again, second.rows)).toMatchObject({ imported: 0, duplicates: 2502 });
  });

  it('stages the rows again when PostgreSQL lost the staging table, so nothing is committed half', async () => {
    const documentId = await newDocument('lost.csv');
    await byteStaged(documentId, statement('LOST'));
    const stage = await tagStep(documentId);
    // after a crash PostgreSQL empties unlogged tables
    await handle.db.execute(sql`truncate ${sql.raw(stageTable(documentId))}`);
    expect(await ctx.staging.count(documentId)).toBe(0);
    expect((await ensureStaged(ctx, job(documentId))).rows).toBe(stage.rows);
    await handle.db.execute(sql`drop table ${sql.raw(stageTable(documentId))}`);
    expect((await ensureStaged(ctx, job(documentId))).rows).toBe(stage.rows);
    expect(await ctx.transactions.commitStaged(userId, documentId, stage.rows)).toMatchObject({ imported: 2502 });
  });

  it('leaves nothing imported when the commit fails in the middle, and imports everything once when it is run again', async () => {
    const documentId = await newDocument('boom.csv');
    await byteStaged(documentId, statement('BOOM', ['2026-05-06,BOOM AT THE END,-1.00,Checking']));
    const stage = await tagStep(documentId);
    // a row that fails to insert after thousands of others went in (a stand-in for any error mid-statement)
    await handle.db.execute(
      sql.raw(`
      create function test_boom() returns trigger language plpgsql as $$
      begin if new.description = 'BOOM AT THE END' then raise exception 'boom'; end if; return new; end $$;
      create trigger test_boom before insert on transactions for each row execute function test_boom();`),
    );
    await expect(ctx.transactions.commitStaged(userId, documentId, stage.rows)).rejects.toThrow();
    expect(await rowsOf(documentId)).toBe(0);
    const [doc] = (
      await handle.db.execute<{ committed_at: string | null; imported: number }>(
        sql`select committed_at, imported from documents where id = ${documentId}::uuid`,
      )
    ).rows;
    expect(doc).toEqual({ committed_at: null, imported: 0 });
    expect(await ctx.staging.count(documentId)).toBe(stage.rows);

    await handle.db.execute(sql.raw('drop trigger test_boom on transactions; drop function test_boom();'));
    expect(await ctx.transactions.commitStaged(userId, documentId, stage.rows)).toMatchObject({ imported: 2503, duplicates: 0 });
    expect(await rowsOf(documentId)).toBe(2503);
  });
});
