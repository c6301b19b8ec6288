// The demo account, seeded as its bank statements (core/demo/statements.ts): each one a completed
// document whose rows go through the import's own commit (services/imports/commit.ts), so its
// period, its opening and closing balances and its accounts are recorded as an uploaded statement's
// are. All statements commit in one database transaction: a failed seed leaves nothing half done.
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { addDays } from '../../core/dates.ts';
import { DEMO_DAYS, DEMO_SEED, DEMO_STORAGE_PREFIX } from '../../core/demo/data.ts';
import { type DemoStatement, demoStatements } from '../../core/demo/statements.ts';
import { hashKeys } from '../../core/ledger/dedupe.ts';
import { STEP_KEYS, type StepState } from '../../core/steps.ts';
import { Tagger } from '../../core/tag/engine.ts';
import type { Db, DbHandle } from '../../db/client.ts';
import { DocumentsRepo } from '../../db/repos/documents.ts';
import { pgArray } from '../../db/repos/pg-array.ts';
import { StagingRepo } from '../../db/repos/staging.ts';
import { TransactionsRepo } from '../../db/repos/transactions.ts';
import { stageRows } from '../tag/stage-rows.ts';
import { commitImport } from '../imports/commit.ts';

/** What the demo account holds now, to decide whether to seed it. */
interface DemoShape {
  /** the demo's own statements (an earlier seed's) */
  demoDocuments: number;
  transactions: number;
  /** rows of the old seed (no document), their first and last day, and whether anyone changed anything */
  loose: { rows: number; first: string | null; last: string | null; hashes: Set<string> };
  touched: boolean;
}

async function demoShape(db: Db, userId: string): Promise<DemoShape> {
  const [counts] = (
    await db.execute<{ demo_documents: number; transactions: number; loose: number; first: string | null; last: string | null; touched: boolean }>(sql`
    select (select count(*)::int from documents where user_id = ${userId}::uuid and storage_key like ${`${DEMO_STORAGE_PREFIX}%`}) as demo_documents,
      (select count(*)::int from transactions where user_id = ${userId}::uuid) as transactions,
      (select count(*)::int from transactions where user_id = ${userId}::uuid and document_id is null) as loose,
      (select min(date)::text from transactions where user_id = ${userId}::uuid and document_id is null) as first,
      (select max(date)::text from transactions where user_id = ${userId}::uuid and document_id is null) as last,
      (exists (select 1 from transactions where user_id = ${userId}::uuid
          and (user_corrected or edited_at is not null or reconciled_at is not null or split_of is not null
            or hash_id like 'manual:%' or hash_id like 'split:%'))
        or exists (select 1 from deleted_transactions where user_id = ${userId}::uuid)
        or exists (select 1 from account_balances where user_id = ${userId}::uuid)
        or exists (select 1 from accounts where user_id = ${userId}::uuid
          and (opening_date is not null or opening_balance_cents <> 0 or cardinality(aliases) > 0 or closed))) as touched`)
  ).rows;
  const hashes = new Set(
    (await db.execute<{ hash_id: string }>(sql`select hash_id from transactions where user_id = ${userId}::uuid and document_id is null`)).rows.map(
      (r) => r.hash_id,
    ),
  );
  return {
    demoDocuments: counts!.demo_documents,
    transactions: counts!.transactions,
    loose: { rows: counts!.loose, first: counts!.first, last: counts!.last, hashes },
    touched: counts!.touched,
  };
}

/** The hashes the import gives these rows (services/tag/stage-rows.ts, as the pipeline's Tag step), as the old seed gave them. */
function stagedOf(rows: DemoStatement['rows']) {
  return stageRows(new Tagger(), rows, hashKeys(rows));
}

/**
 * Which days to seed as statements, or null to leave the account as it is: an empty account gets the
 * DEMO_DAYS up to `today`; an account the old seed filled with loose rows (outside any document), which
 * nobody has changed since, gets those same days as statements that take its rows over (no row twice,
 * none lost, ids kept). Anything else is left alone.
 */
async function daysToSeed(db: Db, userId: string, today: string): Promise<{ from: string; to: string } | null> {
  const shape = await demoShape(db, userId);
  if (shape.demoDocuments > 0 || shape.touched) return null;
  if (shape.transactions === 0) return { from: addDays(today, -(DEMO_DAYS - 1)), to: today };
  const { first, last, rows, hashes } = shape.loose;
  if (rows !== shape.transactions || !first || !last) return null;
  // exactly the old seed's rows: the life of those days, nothing missing and nothing added
  const life = demoStatements(DEMO_SEED, first, last).flatMap((s) => stagedOf(s.rows).map((r) => r.hashId));
  return life.length === rows && life.every((h) => hashes.has(h)) ? { from: first, to: last } : null;
}

/** Seeds the demo user's statements when `daysToSeed` says so; returns the rows added to the ledger. */
export async function seedDemoStatements(handle: DbHandle, userId: string, today: string): Promise<number> {
  const days = await daysToSeed(handle.db, userId, today);
  if (!days) return 0;
  const statements = demoStatements(DEMO_SEED, days.from, days.to);
  return handle.db.transaction(async (tx) => {
    // the repositories run inside this transaction (their own transactions become savepoints)
    const db = tx as unknown as Db;
    let added = 0;
    for (const s of statements) added += await seedStatement(db, handle, userId, s);
    return added;
  });
}

const DONE_MESSAGE = 'Demo statement: seeded with the demo account, not uploaded.';

function completedSteps(at: string): StepState[] {
  return STEP_KEYS.map((key) => ({ key, status: 'completed', progress: 100, message: DONE_MESSAGE, updatedAt: at, startedAt: at }));
}

async function seedStatement(db: Db, handle: DbHandle, userId: string, s: DemoStatement): Promise<number> {
  const bytes = Buffer.from(s.csv);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const documents = new DocumentsRepo(db);
  const doc = await documents.create(
    { userId, fileName: s.fileName, kind: 'csv', sizeBytes: bytes.length, sha256, storageKey: `${DEMO_STORAGE_PREFIX}${userId}/${sha256}` },
    completedSteps(new Date().toISOString()),
  );
  if (!doc) return 0;
  const staged = stagedOf(s.rows);
  await new StagingRepo(db, handle.pool).write(
    doc.id,
    (async function* () {
      yield staged;
    })(),
  );
  // rows the old seed wrote outside any document are this statement's: they become its rows, as an import's
  await db.execute(sql`update transactions set document_id = ${doc.id}::uuid
    where user_id = ${userId}::uuid and document_id is null and hash_id = any(${pgArray(staged.map((r) => r.hashId))}::text[])`);
  const counts = await commitImport(new TransactionsRepo(db), {
    userId,
    documentId: doc.id,
    rows: staged.length,
    statement: {
      closingBalanceCents: s.closingBalanceCents,
      openingBalanceCents: s.openingBalanceCents,
      period: s.period,
      institution: 'Prime Finance demo',
      kind: null,
    },
  });
  await documents.complete(userId, doc.id, []);
  return counts.imported;
}
