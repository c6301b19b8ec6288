import { and, count, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { CurrencyRates } from '../../core/currency.ts';
import type { ReceiptLineItem } from '../../core/parsers/types.ts';
import type { ReceiptDto, TransactionDto, TransactionPage, TransactionQuery } from '../../core/ledger/api.ts';
import type { Db } from '../client.ts';
import type { MatchCandidate, ReceiptToMatch } from '../../core/byte/receipt-match.ts';
import { documents, receipts, spendingTrends, transactions } from '../schema.ts';
import { recordDocumentAccounts, type StatementFacts } from './accounts.ts';
import { pgArray } from './pg-array.ts';
import { stageTableSql, type StagedTransaction } from './staging.ts';
import { readRunningPage } from './transaction-page.ts';

export type TransactionRow = typeof transactions.$inferSelect;

export type { StagedTransaction } from './staging.ts';

export interface CommitResult {
  imported: number;
  duplicates: number;
  needsReview: number;
  /** for a receipt that matched a card transaction the user already had */
  attachedTo?: { id: string; date: string; description: string } | null;
}

/** A receipt to store with the document's commit (see core/byte/receipt-match.ts). */
export interface StagedReceipt {
  merchant: string | null;
  date: string | null;
  totalCents: number | null;
  taxCents: number | null;
  paymentMethod: string | null;
  items: ReceiptLineItem[];
  confidence: Record<string, number>;
}

/**
 * Picks the receipt's transaction among the candidates (services/imports/commit.ts passes
 * core/byte/receipt-match.ts): called inside the commit's database transaction, so the candidates
 * and the receipt written after agree.
 */
export type ReceiptMatcher = (receipt: ReceiptToMatch, candidates: readonly MatchCandidate[]) => MatchCandidate | null;

/** A receipt to commit, with how its card transaction is picked. */
export interface ReceiptToCommit extends StagedReceipt {
  pickMatch: ReceiptMatcher;
}

type ReceiptRow = typeof receipts.$inferSelect;

function toReceiptDto(r: ReceiptRow): ReceiptDto {
  return {
    id: r.id,
    merchant: r.merchant,
    date: r.date,
    totalCents: r.totalCents,
    taxCents: r.taxCents,
    paymentMethod: r.paymentMethod,
    items: r.items,
    matchedExisting: r.matchedExisting,
  };
}

export function toTransactionDto(r: TransactionRow, receipt: ReceiptRow | null = null, runningCents: number | null = null): TransactionDto {
  return {
    id: r.id,
    date: r.date,
    description: r.description,
    merchant: r.merchant,
    amountCents: r.amountCents,
    currency: r.currency,
    category: r.category,
    subcategory: r.subcategory,
    confidence: r.confidence,
    needsUserInput: r.needsUserInput,
    source: r.categorizationSource,
    account: r.account,
    documentId: r.documentId,
    userCorrected: r.userCorrected,
    receipt: receipt ? toReceiptDto(receipt) : null,
    editedAt: r.editedAt?.toISOString() ?? null,
    splitOf: r.splitOf,
    runningCents,
  };
}

const CHUNK = 5000;

export class TransactionsRepo {
  constructor(private readonly db: Db) {}

  /**
   * Writes the rows Tag staged in the document's staging table (db/repos/staging.ts) with one
   * INSERT … SELECT, skipping rows whose hash the user already has, in the same database transaction
   * as the counts, the receipt and the document's committed mark; the staging table is dropped with
   * it, unless `keepStage` (Crystal still reads it while the commit runs). Running it again for a
   * committed document (a retried job) changes nothing and returns the first run's counts.
   * `staged`: how many rows were staged.
   */
  async commitStaged(
    userId: string,
    documentId: string,
    staged: number,
    receipt?: ReceiptToCommit,
    statement?: StatementFacts,
    { keepStage = false } = {},
  ): Promise<CommitResult> {
    return this.db.transaction(async (tx) => {
      // one commit of a document at a time (a retried job, a second worker), without holding the
      // document's row for the whole insert: Crystal's steps update that row while the commit runs.
      // KEY SHARE keeps the document (and so its user) from being deleted meanwhile.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${documentId}, 0))`);
      const [doc] = await tx
        .select({
          committedAt: documents.committedAt,
          imported: documents.imported,
          duplicates: documents.duplicates,
          needsReview: documents.needsReview,
        })
        .from(documents)
        .where(and(eq(documents.userId, userId), eq(documents.id, documentId)))
        .for('key share');
      if (!doc) throw new Error(`document ${documentId} not found`);
      if (doc.committedAt) {
        if (!keepStage) await tx.execute(sql`drop table if exists ${stageTableSql(documentId)}`);
        return { imported: doc.imported, duplicates: doc.duplicates, needsReview: doc.needsReview };
      }

      const attachedTo = receipt ? await findReceiptMatch(tx, userId, receipt) : null;
      const { inserted: imported, needsReview } = attachedTo || !staged ? { inserted: 0, needsReview: 0 } : await insertStaged(tx, userId, documentId);
      // also with nothing new: rows the document took over (the demo's old loose rows) are its rows, and its period stands
      if (!attachedTo) await recordDocumentAccounts(tx, userId, documentId, statement);
      const counts = { imported, duplicates: attachedTo ? 0 : staged - imported, needsReview };
      if (receipt) {
        const first = attachedTo
          ? null
          : (await tx.execute<{ hash_id: string }>(sql`select hash_id from ${stageTableSql(documentId)} order by pos limit 1`)).rows[0];
        const ownId = attachedTo?.id ?? (first ? await idOfHash(tx, userId, first.hash_id) : null);
        await tx
          .insert(receipts)
          .values({
            userId,
            documentId,
            transactionId: ownId,
            merchant: receipt.merchant,
            date: receipt.date,
            totalCents: receipt.totalCents,
            taxCents: receipt.taxCents,
            paymentMethod: receipt.paymentMethod,
            items: receipt.items,
            confidence: receipt.confidence,
            matchedExisting: Boolean(attachedTo),
          })
          .onConflictDoNothing({ target: receipts.documentId });
      }
      await tx
        .update(documents)
        .set({ ...counts, committedAt: new Date() })
        .where(and(eq(documents.userId, userId), eq(documents.id, documentId)));
      if (!keepStage) await tx.execute(sql`drop table if exists ${stageTableSql(documentId)}`);
      return { ...counts, attachedTo };
    });
  }

  /** Adds rows that belong to no document (the demo seed); existing hashes are skipped. */
  async insertLoose(userId: string, rows: StagedTransaction[]): Promise<number> {
    return this.db.transaction(async (tx) => (await insertRows(tx, userId, null, rows)).inserted);
  }

  async page(userId: string, q: TransactionQuery, money: { home: string; rates: CurrencyRates } = { home: 'USD', rates: {} }): Promise<TransactionPage> {
    const pageSize = Math.min(Math.max(q.pageSize ?? 50, 1), 500);
    const page = Math.max(q.page ?? 1, 1);
    // one snapshot for the totals, the page and its receipts: the running totals are derived from the
    // filter's sum, so an import committing in between must not make them disagree
    return this.db.transaction(
      async (tx) => {
        const { rows, total, sum: sumOf, running } = await readRunningPage(tx, userId, q, money, (page - 1) * pageSize, pageSize);
        const attached = await this.receiptsFor(
          userId,
          rows.map((t) => t.row.id),
          tx,
        );
        return {
          items: rows.map(({ row, running }) => toTransactionDto(row, attached.get(row.id) ?? null, running)),
          total,
          page,
          pageSize,
          sum: sumOf,
          running,
        };
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
  }

  /**
   * The last day of the demo's seeded ledger, or null: its statements' last day (documents stored
   * under `demoPrefix`: core/demo/data.ts DEMO_STORAGE_PREFIX), or the last loose row an older seed
   * wrote outside any document.
   */
  async lastSeededDay(userId: string, demoPrefix: string): Promise<string | null> {
    const r = await this.db.execute<{ day: string | null }>(sql`
      select greatest(
        (select max(d.period_to) from documents d where d.user_id = ${userId}::uuid and d.storage_key like ${`${demoPrefix}%`}),
        (select max(t.date) from transactions t where t.user_id = ${userId}::uuid and t.document_id is null
          and t.hash_id not like 'manual:%' and t.hash_id not like 'split:%'))::text as day`);
    return r.rows[0]?.day ?? null;
  }

  async row(userId: string, id: string): Promise<TransactionRow | null> {
    const [row] = await this.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.userId, userId), eq(transactions.id, id)));
    return row ?? null;
  }

  async toDto(userId: string, row: TransactionRow): Promise<TransactionDto> {
    return toTransactionDto(row, (await this.receiptsFor(userId, [row.id])).get(row.id) ?? null);
  }

  /** Receipts attached to some of the user's transactions, by transaction id (one query per page). */
  private async receiptsFor(userId: string, ids: string[], db: Executor = this.db): Promise<Map<string, ReceiptRow>> {
    if (!ids.length) return new Map();
    const rows = await db
      .select()
      .from(receipts)
      .where(and(eq(receipts.userId, userId), inArray(receipts.transactionId, ids)));
    return new Map(rows.map((r) => [r.transactionId!, r]));
  }

  /** The user's transactions not set by hand, as Tag's rules read them. */
  async uncorrected(userId: string): Promise<{ id: string; description: string; amountCents: number; account: string | null }[]> {
    return this.db
      .select({ id: transactions.id, description: transactions.description, amountCents: transactions.amountCents, account: transactions.account })
      .from(transactions)
      .where(and(eq(transactions.userId, userId), eq(transactions.userCorrected, false)));
  }

  /** How many transactions the user has, how many wait for review, and how each was categorized. */
  async sourceCounts(userId: string): Promise<{ total: number; needsReview: number; bySource: Record<string, number> }> {
    const rows = await this.db
      .select({
        source: transactions.categorizationSource,
        n: count(),
        review: sql<number>`(count(*) filter (where ${transactions.needsUserInput}))::int`,
      })
      .from(transactions)
      .where(eq(transactions.userId, userId))
      .groupBy(transactions.categorizationSource);
    const bySource: Record<string, number> = {};
    let total = 0;
    let needsReview = 0;
    for (const r of rows) {
      bySource[r.source] = r.n;
      total += r.n;
      needsReview += r.review;
    }
    return { total, needsReview, bySource };
  }

  /** Stores the document's trend once; a retried job keeps the first. */
  async recordTrend(
    userId: string,
    documentId: string,
    t: {
      trend: string;
      firstHalfCents: number;
      secondHalfCents: number;
      changePct: number | null;
      count: number;
    },
  ): Promise<void> {
    await this.db
      .insert(spendingTrends)
      .values({
        userId,
        documentId,
        trend: t.trend,
        firstHalfCents: t.firstHalfCents,
        secondHalfCents: t.secondHalfCents,
        changePct: t.changePct,
        transactionCount: t.count,
      })
      .onConflictDoNothing({ target: spendingTrends.documentId });
  }
}

type Executor = Pick<Db, 'execute' | 'select'>;

/** The user's card transaction this receipt belongs to, if any (same amount, ±3 days, similar merchant). */
async function findReceiptMatch(tx: Executor, userId: string, r: ReceiptToCommit) {
  if (r.totalCents === null || r.date === null) return null;
  const candidates = await tx
    .select({
      id: transactions.id,
      date: transactions.date,
      amountCents: transactions.amountCents,
      description: transactions.description,
      merchant: transactions.merchant,
    })
    .from(transactions)
    .where(
      and(
        eq(transactions.userId, userId),
        eq(transactions.amountCents, -r.totalCents),
        gte(transactions.date, sql`${r.date}::date - 3`),
        lte(transactions.date, sql`${r.date}::date + 3`),
        sql`not exists (select 1 from receipts where receipts.transaction_id = ${transactions.id})`,
      ),
    )
    .limit(50);
  const m = r.pickMatch({ merchant: r.merchant, date: r.date, totalCents: r.totalCents }, candidates);
  return m ? { id: m.id, date: m.date, description: m.description } : null;
}

async function idOfHash(tx: Executor, userId: string, hashId: string): Promise<string | null> {
  const [row] = await tx
    .select({ id: transactions.id })
    .from(transactions)
    .where(and(eq(transactions.userId, userId), eq(transactions.hashId, hashId)))
    .limit(1);
  return row?.id ?? null;
}

/** Inserts rows, skipping hashes the user already has; returns how many were new and how many need review. */
/**
 * Each row's account, resolved before the insert so a row is written once: its account text, else its
 * document's file name (without the extension), else "Unassigned", matched by name or by an old name
 * (alias); accounts that do not exist yet are made (migration 0022's triggers do the same for rows
 * inserted elsewhere, at the cost of a second write per row).
 */
async function resolveAccounts(
  tx: Executor,
  userId: string,
  documentId: string | null,
  rows: readonly StagedTransaction[],
): Promise<Map<string, { id: string; name: string }>> {
  const byText = await resolveAccountKeys(tx, userId, documentId, [...new Set(rows.map((r) => r.account))]);
  return new Map(rows.map((r) => [r.hashId, byText(r.account)]));
}

/** The accounts of these account texts (null: none), made when missing; see resolveAccounts. */
async function resolveAccountKeys(
  tx: Executor,
  userId: string,
  documentId: string | null,
  texts: readonly (string | null)[],
): Promise<(text: string | null) => { id: string; name: string }> {
  const fileName = documentId
    ? ((await tx.execute<{ file_name: string }>(sql`select file_name from documents where id = ${documentId}::uuid and user_id = ${userId}::uuid`)).rows[0]
        ?.file_name ?? null)
    : null;
  const file = fileName?.replace(/\.[A-Za-z0-9]{1,5}$/, '').trim() || null;
  // the document's currency and the user's: a text saying cash names the Cash account of its currency (migration 0039)
  const [money] = (
    await tx.execute<{ currency: string; home: string }>(sql`
    select coalesce((select d.currency from documents d where d.id = ${documentId}::uuid and d.user_id = ${userId}::uuid), u.home_currency) as currency,
      u.home_currency as home from users u where u.id = ${userId}::uuid`)
  ).rows;
  const distinct = [...new Set(texts.map((t) => t?.trim() || null))];
  const cash = new Map<string, string>();
  if (money && distinct.some((t) => t !== null)) {
    const named = distinct.filter((t): t is string => t !== null);
    const r = await tx.execute<{ text: string; cash: string | null }>(sql`
      select k.text, pf_cash_account(k.text, ${money.currency}, ${money.home}) as cash from unnest(${pgArray(named)}::text[]) as k(text)`);
    for (const row of r.rows) if (row.cash) cash.set(row.text, row.cash);
  }
  const keyOf = (account: string | null) => (account?.trim() && cash.get(account.trim())) || account?.trim() || file || 'Unassigned';
  const firstText = new Map<string, string | null>();
  for (const t of texts) if (!firstText.has(keyOf(t))) firstText.set(keyOf(t), t?.trim() || null);
  const keys = [...firstText.keys()];
  const home = money?.home ?? 'USD';
  if (keys.length) {
    await tx.execute(sql`
      insert into accounts (user_id, name, kind, currency, external_id)
      select ${userId}::uuid, k.key, pf_account_kind(k.key), coalesce(substring(k.key from '^Cash \(([A-Z]{3})\)$'), u.home_currency), k.account
      from unnest(${pgArray(keys)}::text[], ${pgArray(keys.map((k) => firstText.get(k) ?? null))}::text[]) as k(key, account)
      join users u on u.id = ${userId}::uuid
      where not exists (select 1 from pf_account_named(${userId}::uuid, k.key, ${home}))
      on conflict (user_id, name) do nothing`);
  }
  const found = keys.length
    ? await tx.execute<{ key: string; id: string; name: string }>(sql`
    select k.key, a.id, a.name from unnest(${pgArray(keys)}::text[]) as k(key), lateral pf_account_named(${userId}::uuid, k.key, ${home}) a`)
    : { rows: [] };
  const byKey = new Map(found.rows.map((r) => [r.key, { id: r.id, name: r.name }]));
  return (text) => byKey.get(keyOf(text))!;
}

async function insertStaged(tx: Executor, userId: string, documentId: string) {
  const stage = stageTableSql(documentId);
  // the accounts of the distinct account texts (a statement has a few), resolved as insertRows does
  const texts = (await tx.execute<{ account: string | null }>(sql`select distinct account from ${stage}`)).rows.map((r) => r.account);
  const byText = await resolveAccountKeys(tx, userId, documentId, texts);
  const named = texts.filter((t): t is string => t !== null);
  const none = texts.includes(null) ? byText(null) : null;
  const [money] = (
    await tx.execute<{ currency: string }>(sql`
    select coalesce((select d.currency from documents d where d.id = ${documentId}::uuid and d.user_id = ${userId}::uuid), u.home_currency) as currency
    from users u where u.id = ${userId}::uuid`)
  ).rows;
  await tx.execute(sql`select set_config('pf.linking', 'on', true)`);
  const insert = (skipKnown: SQL) =>
    tx.execute<{ inserted: number; review: number }>(sql`
    with ins as (
      insert into transactions (user_id, document_id, currency, hash_id, date, description, merchant, merchant_key, amount_cents,
        category, subcategory, confidence, needs_user_input, categorization_source, account, balance_cents, account_id)
      select ${userId}::uuid, ${documentId}::uuid, ${money?.currency ?? 'USD'}, s.hash_id, s.date, s.description, s.merchant, s.merchant_key,
        s.amount_cents, s.category, s.subcategory, s.confidence, s.needs_user_input, s.categorization_source,
        coalesce(a.name, ${none?.name ?? null}), s.balance_cents, coalesce(a.id, ${none?.id ?? null}::uuid)
      from ${stage} s
      left join unnest(${pgArray(named)}::text[], ${pgArray(named.map((t) => byText(t).id))}::uuid[], ${pgArray(named.map((t) => byText(t).name))}::text[])
        as a(account, id, name) on a.account = s.account
      -- rows the user deleted stay deleted when their statement is imported again
      where not exists (select 1 from deleted_transactions d where d.user_id = ${userId}::uuid and d.hash_id = s.hash_id)
      ${skipKnown}
      returning needs_user_input)
    select count(*)::int as inserted, (count(*) filter (where needs_user_input))::int as review from ins`);
  // The rows the user has are left out before inserting: a plain insert costs PostgreSQL about 15 %
  // less than ON CONFLICT's speculative one (issue 18). A row another import commits at the same
  // moment still fails the unique index; then the insert is done again with ON CONFLICT DO NOTHING.
  await tx.execute(sql`savepoint plain_insert`);
  let result;
  try {
    result = await insert(sql`and not exists (select 1 from transactions t where t.user_id = ${userId}::uuid and t.hash_id = s.hash_id)`);
    await tx.execute(sql`release savepoint plain_insert`);
  } catch (err) {
    if (pgCode(err) !== '23505') throw err;
    await tx.execute(sql`rollback to savepoint plain_insert`);
    result = await insert(sql`on conflict (user_id, hash_id) do nothing`);
  }
  await tx.execute(sql`select set_config('pf.linking', 'off', true)`);
  return { inserted: result.rows[0]?.inserted ?? 0, needsReview: result.rows[0]?.review ?? 0 };
}

/** PostgreSQL's SQLSTATE of an error, as pg reports it or as drizzle wraps it. */
function pgCode(err: unknown): string | undefined {
  const e = err as { code?: unknown; cause?: { code?: unknown } };
  const code = e.code ?? e.cause?.code;
  return typeof code === 'string' ? code : undefined;
}

async function insertRows(tx: Executor, userId: string, documentId: string | null, rows: StagedTransaction[]) {
  let inserted = 0;
  let needsReview = 0;
  if (!rows.length) return { inserted, needsReview };
  const account = await resolveAccounts(tx, userId, documentId, rows);
  // the document's currency (read from the file or chosen), else the user's home currency: written with the row
  const [money] = (
    await tx.execute<{ currency: string }>(sql`
    select coalesce((select d.currency from documents d where d.id = ${documentId}::uuid and d.user_id = ${userId}::uuid), u.home_currency) as currency
    from users u where u.id = ${userId}::uuid`)
  ).rows;
  // the account ids were resolved above for this user: the per-row check of 0022 is not needed for them
  await tx.execute(sql`select set_config('pf.linking', 'on', true)`);
  for (let i = 0; i < rows.length; i += CHUNK) {
    const part = rows.slice(i, i + CHUNK);
    // unnest turns column arrays into rows: one round trip per chunk instead of per row;
    // the counts are taken in SQL so the new rows never travel back
    const result = await tx.execute<{ inserted: number; review: number }>(sql`
      with ins as (
        insert into transactions (user_id, document_id, currency, hash_id, date, description, merchant, merchant_key, amount_cents,
          category, subcategory, confidence, needs_user_input, categorization_source, account, balance_cents, account_id)
        select ${userId}::uuid, ${documentId}::uuid, ${money?.currency ?? 'USD'}, t.* from unnest(
          ${pgArray(part.map((r) => r.hashId))}::text[], ${pgArray(part.map((r) => r.date))}::date[],
          ${pgArray(part.map((r) => r.description))}::text[], ${pgArray(part.map((r) => r.merchant))}::text[],
          ${pgArray(part.map((r) => r.merchantKey))}::text[],
          ${pgArray(part.map((r) => r.amountCents))}::bigint[], ${pgArray(part.map((r) => r.category))}::text[],
          ${pgArray(part.map((r) => r.subcategory))}::text[], ${pgArray(part.map((r) => r.confidence))}::real[],
          ${pgArray(part.map((r) => r.needsUserInput))}::boolean[], ${pgArray(part.map((r) => r.source))}::text[],
          ${pgArray(part.map((r) => account.get(r.hashId)!.name))}::text[], ${pgArray(part.map((r) => r.balanceCents))}::bigint[],
          ${pgArray(part.map((r) => account.get(r.hashId)!.id))}::uuid[]
        ) as t(hash_id, date, description, merchant, merchant_key, amount_cents, category, subcategory, confidence,
               needs_user_input, categorization_source, account, balance_cents, account_id)
        -- rows the user deleted stay deleted when their statement is imported again
        where not exists (select 1 from deleted_transactions d where d.user_id = ${userId}::uuid and d.hash_id = t.hash_id)
        on conflict (user_id, hash_id) do nothing
        returning needs_user_input)
      select count(*)::int as inserted, (count(*) filter (where needs_user_input))::int as review from ins`);
    inserted += result.rows[0]?.inserted ?? 0;
    needsReview += result.rows[0]?.review ?? 0;
  }
  await tx.execute(sql`select set_config('pf.linking', 'off', true)`);
  return { inserted, needsReview };
}
