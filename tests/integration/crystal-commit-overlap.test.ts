// A statement's rows are committed while Crystal reads (worker/processors/crystal.ts): Crystal's
// figures must be the same whether its reads ran before, during or after that commit, and the
// document must come out committed once with its staging table kept for Intelia.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Job } from 'bullmq';
import type { DocumentJob } from '../../core/queues.ts';
import { DocumentsRepo } from '../../db/repos/documents.ts';
import { uploadedSteps } from '../../services/documents/steps.ts';
import type { PipelineContext } from '../../worker/context.ts';
import { crystalProcessor, type CrystalStage } from '../../worker/processors/crystal.ts';
import type { DbHandle } from '../../db/client.ts';
import { Ledger } from '../../services/ledger/ledger.ts';
import { createTestEnv, type TestEnv } from '../support/env.ts';
import { byteStaged, pipelineHarness, stageExists, tagStep, type PipelineHarness } from '../support/pipeline-ctx.ts';

const TODAY = '2026-03-17';
let env: TestEnv;
let harness: PipelineHarness;
let handle: DbHandle;
let ctx: PipelineContext;
const messages: string[] = [];

const HISTORY = ['2025-10', '2025-11', '2025-12', '2026-01', '2026-02']
  .flatMap((m) => [`${m}-05,NETFLIX.COM,-15.49,Checking`, `${m}-09,IRONWORKS GYM,-45.00,Checking`])
  .concat('2026-02-20,WHOLE FOODS MARKET,-80.00,Checking', '2026-03-10,WHOLE FOODS MARKET,-20.00,Checking');
// this month's Netflix, a one-off, a row the ledger already has (a duplicate) and a salary
const FILE = [
  '2026-03-05,NETFLIX.COM,-15.49,Checking',
  '2026-03-12,CORNER HARDWARE,-12.00,Checking',
  '2026-03-10,WHOLE FOODS MARKET,-20.00,Checking',
  '2026-03-01,ACME PAYROLL,2500.00,Checking',
];

const job = (userId: string, documentId: string) => ({ data: { userId, documentId }, updateProgress: async () => {} }) as unknown as Job<DocumentJob>;

/** A document staged as Byte and Tag leave it; `receipt` marks Byte's stage as a receipt's. */
async function staged(userId: string, name: string, lines: string[], receipt = false): Promise<{ documentId: string; rows: number }> {
  const doc = await new DocumentsRepo(handle.db).create(
    { userId, fileName: name, kind: 'csv', sizeBytes: 1, sha256: `${userId}${name}`, storageKey: name },
    uploadedSteps('received'),
  );
  await byteStaged(ctx, doc!.id, ['Date,Description,Amount,Account', ...lines].join('\n'), receipt);
  const stage = await tagStep(ctx, userId, doc!.id);
  return { documentId: doc!.id, rows: stage.rows };
}

async function userWithHistory(email: string): Promise<string> {
  const userId = (await handle.db.execute<{ id: string }>(sql`insert into users (email, password_hash, full_name) values (${email}, 'x', 'C') returning id`))
    .rows[0]!.id;
  const history = await staged(userId, 'history.csv', HISTORY);
  await ctx.transactions.commitStaged(userId, history.documentId, history.rows);
  return userId;
}

const committed = async (documentId: string) =>
  (
    await handle.db.execute<{ committed: boolean; imported: number; n: number }>(sql`
  select d.committed_at is not null as committed, d.imported, (select count(*)::int from transactions t where t.document_id = d.id) as n
  from documents d where d.id = ${documentId}::uuid`)
  ).rows[0]!;
beforeAll(async () => {
  env = await createTestEnv();
  harness = await pipelineHarness(env, {
    today: () => TODAY,
    employeeState: () => {},
    reporter: {
      report: async (_u: string, _d: string, e: { step: string; status: string; message: string }) => {
        if (e.status === 'completed') messages.push(e.message);
      },
    },
  });
  ({ handle, ctx } = harness);
});

afterAll(async () => {
  await harness?.close();
  await env?.cleanup();
});

describe('Crystal while the commit runs', () => {
  it('computes the same figures before, during and after the document is committed, and commits a statement once', async () => {
    const stageOf = async (documentId: string) => ctx.files.getJson<CrystalStage>(ctx.files.stageKey(documentId, 'crystal'));

    // before: a document Crystal does not commit (Byte's stage says receipt), so its reads see the ledger without it
    const a = await userWithHistory('before@example.test');
    const before = await staged(a, 'march.csv', FILE, true);
    await crystalProcessor(job(a, before.documentId), ctx);
    expect(await committed(before.documentId)).toEqual({ committed: false, imported: 0, n: 0 });

    // during: Crystal commits the statement while it reads
    const b = await userWithHistory('during@example.test');
    const during = await staged(b, 'march.csv', FILE);
    await crystalProcessor(job(b, during.documentId), ctx);
    // three new rows; the Whole Foods row was already in the ledger
    expect(await committed(during.documentId)).toEqual({ committed: true, imported: 3, n: 3 });
    expect(await stageExists(handle, during.documentId)).toBe(true); // Intelia drops it when it is done

    // after: committed before Crystal starts (a retried job)
    const c = await userWithHistory('after@example.test');
    const after = await staged(c, 'march.csv', FILE);
    await ctx.transactions.commitStaged(c, after.documentId, after.rows, undefined, undefined, { keepStage: true });
    await crystalProcessor(job(c, after.documentId), ctx);
    expect(await committed(after.documentId)).toEqual({ committed: true, imported: 3, n: 3 });

    const expected = await stageOf(before.documentId);
    // the figures are real ones: Netflix recurs; the trend counts 20.00 (ledger) + 15.49 + 12.00 in the last 15 days
    expect(expected.recurring.count).toBe(1);
    expect(expected.recurring.next).toMatchObject({ date: '2026-04-05', amountCents: -1549 });
    expect(expected.trend.secondHalfCents).toBe(4749);
    expect(expected.byCategory).not.toHaveProperty('Income');
    expect(Object.values(expected.byCategory).reduce((s, c) => s + c, 0)).toBe(-2749);
    expect(await stageOf(during.documentId)).toEqual(expected);
    expect(await stageOf(after.documentId)).toEqual(expected);
    expect(new Set(messages).size).toBe(1);

    // the ledger as Crystal reads it leaves out the document's own rows, whichever way it reads
    const keys = (
      await handle.db.execute<{ key: string }>(sql`select distinct merchant_key as key from transactions where document_id = ${after.documentId}::uuid`)
    ).rows.map((r) => r.key);
    const dates = (rows: { date: string }[]) => rows.map((r) => r.date).sort();
    const ledger = new Ledger(handle.db);
    expect(dates(await ledger.ofMerchants(c, TODAY, keys))).toContain('2026-03-05');
    expect(dates(await ledger.ofMerchants(c, TODAY, keys, after.documentId))).toEqual(dates(await ledger.ofMerchants(a, TODAY, keys)));
    expect(dates(await ledger.window(c, TODAY, after.documentId))).toEqual(dates(await ledger.window(a, TODAY)));
  });

  it('lets Crystal report its steps while the commit runs, and a second commit of the document waits and adds nothing', async () => {
    const d = await userWithHistory('locks@example.test');
    const doc = await staged(d, 'march.csv', FILE);
    // hold the user's row: the commit inserts its rows, then waits in its reference check (FOR KEY SHARE on users)
    const holder = new pg.Client({ connectionString: env.config.DATABASE_URL });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('select 1 from users where id = $1 for update', [d]);
      const first = ctx.transactions.commitStaged(d, doc.documentId, doc.rows, undefined, undefined, { keepStage: true });
      const second = ctx.transactions.commitStaged(d, doc.documentId, doc.rows);
      // the first commit is inside its insert once it waits for the user's row
      for (let i = 0; i < 200; i++) {
        const { rows } = await holder.query(`select count(*)::int as n from pg_locks l join pg_class c on c.oid = l.relation
          where c.relname = 'users' and not l.granted`);
        if (rows[0].n > 0) break;
        await new Promise((r) => setTimeout(r, 25));
      }
      // a step report updates the document's row meanwhile: it must not wait for the commit (lock_timeout fails it if it does)
      await handle.db.transaction(async (tx) => {
        await tx.execute(sql`set local lock_timeout = '3s'`);
        await new DocumentsRepo(tx as never).setStep(d, doc.documentId, {
          key: 'integration',
          status: 'processing',
          progress: 30,
          message: 'reading',
        } as never);
      });
      await holder.query('commit');
      expect(await first).toMatchObject({ imported: 3, duplicates: 1 });
      expect(await second).toMatchObject({ imported: 3, duplicates: 1 });
      expect(await committed(doc.documentId)).toEqual({ committed: true, imported: 3, n: 3 });
      const steps = (await new DocumentsRepo(handle.db).get(d, doc.documentId))!.steps as { key: string; message: string }[];
      expect(steps.find((s) => s.key === 'integration')!.message).toBe('reading');
      // the second commit did not keep the staging table
      expect(await stageExists(handle, doc.documentId)).toBe(false);
    } finally {
      await holder.query('rollback').catch(() => {});
      await holder.end();
    }
  });

  it('imports rows that two files share once when both are committed at the same moment', async () => {
    const f = await userWithHistory('race@example.test');
    const a = await staged(f, 'march.csv', FILE);
    const b = await staged(f, 'quarter.csv', [...FILE, '2026-03-14,BOOKSHOP,-9.00,Checking']);
    const holder = new pg.Client({ connectionString: env.config.DATABASE_URL });
    await holder.connect();
    // until `n` sessions wait for a lock
    const waiting = async (n: number) => {
      for (let i = 0; i < 400; i++) {
        const { rows } = await holder.query(`select count(distinct pid)::int as n from pg_locks where not granted`);
        if (rows[0].n >= n) return;
        await new Promise((r) => setTimeout(r, 25));
      }
      throw new Error(`fewer than ${n} sessions waited`);
    };
    try {
      // A inserts its rows and waits (its reference check needs the user's row); B's plain insert then
      // meets A's uncommitted rows in the unique index and waits for A's transaction
      await holder.query('begin');
      await holder.query('select 1 from users where id = $1 for update', [f]);
      const first = ctx.transactions.commitStaged(f, a.documentId, a.rows);
      await waiting(1);
      const second = ctx.transactions.commitStaged(f, b.documentId, b.rows);
      await waiting(2);
      await holder.query('commit');
      // A committed first; B found the shared rows taken and imported only its own
      expect(await first).toMatchObject({ imported: 3, duplicates: 1 });
      expect(await second).toMatchObject({ imported: 1, duplicates: 4 });
      const { rows } = await holder.query(`select hash_id, count(*)::int as n from transactions where user_id = $1 group by hash_id having count(*) > 1`, [f]);
      expect(rows).toEqual([]);
    } finally {
      await holder.query('rollback').catch(() => {});
      await holder.end();
    }
  });
});
