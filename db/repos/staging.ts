// A document's categorized rows between Tag and Intelia's commit: one UNLOGGED table per document
// in the import_stage schema (migration 0031), filled with COPY while Tag works, so the commit is
// one INSERT … SELECT and no step holds every row in memory. Unlogged: PostgreSQL writes no WAL for
// it and empties it after a crash, so readers check the row count and stage again when it is short
// (worker/processors/tag.ts ensureStaged).
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sql, type SQL } from 'drizzle-orm';
import pgCopy from 'pg-copy-streams';
import type pg from 'pg';
import type { Db } from '../client.ts';
import type { LedgerTransaction } from '../../core/crystal/types.ts';

/** A row on its way into the ledger: what Byte and Tag made of one statement line. */
export interface StagedTransaction {
  hashId: string;
  date: string;
  description: string;
  merchant: string | null;
  /** Tag's normalized merchant key (core/tag/merchant.ts) */
  merchantKey: string | null;
  amountCents: number;
  category: string;
  subcategory: string | null;
  confidence: number;
  needsUserInput: boolean;
  source: string;
  account: string | null;
  balanceCents: number | null;
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The columns, in COPY order; `pos` is the row's place in the file. */
const COLUMNS = `pos integer not null, hash_id text not null, date date not null, description text not null, merchant text,
  merchant_key text, amount_cents bigint not null, category text not null, subcategory text, confidence real not null,
  needs_user_input boolean not null, categorization_source text not null, account text, balance_cents bigint`;

/** The staging table's name for a document (the id is checked: it becomes part of an identifier). */
export function stageTable(documentId: string): string {
  if (!UUID_RE.test(documentId)) throw new Error(`invalid document id ${documentId}`);
  return `import_stage."rows_${documentId.replace(/-/g, '').toLowerCase()}"`;
}

export function stageTableSql(documentId: string): SQL {
  return sql.raw(stageTable(documentId));
}

/**
 * A staged row (alias s) the user did not have before this document: a row they deleted counts as
 * had, and a row this document's own commit added does not, so the answer is the same before and
 * after the commit (Crystal reads while Intelia's commit runs: worker/processors/crystal.ts).
 */
function isFresh(userId: string, documentId: string): SQL {
  return sql`not exists (select 1 from transactions t where t.user_id = ${userId}::uuid and t.hash_id = s.hash_id
      and t.document_id is distinct from ${documentId}::uuid)
    and not exists (select 1 from deleted_transactions d where d.user_id = ${userId}::uuid and d.hash_id = s.hash_id)`;
}

/** A value as COPY's text format writes it: \N for null, and backslash, tab, newline and CR escaped. */
function copyText(v: string | number | boolean | null): string {
  if (v === null) return '\\N';
  if (typeof v !== 'string') return String(v);
  return /[\\\t\n\r]/.test(v) ? v.replace(/[\\\t\n\r]/g, (c) => (c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r')) : v;
}

export function copyLine(pos: number, r: StagedTransaction): string {
  return (
    `${pos}\t${r.hashId}\t${r.date}\t${copyText(r.description)}\t${copyText(r.merchant)}\t${copyText(r.merchantKey)}\t${r.amountCents}\t` +
    `${copyText(r.category)}\t${copyText(r.subcategory)}\t${r.confidence}\t${r.needsUserInput}\t${copyText(r.source)}\t` +
    `${copyText(r.account)}\t${r.balanceCents === null ? '\\N' : r.balanceCents}\n`
  );
}

/** Text is sent to COPY in pieces of about this size. */
const COPY_PIECE = 256 * 1024;

export class StagingRepo {
  /** `pool`: the pool under `db` (COPY needs a client of its own) */
  constructor(
    private readonly db: Db,
    private readonly pool: pg.Pool,
  ) {}

  /**
   * (Re)creates the document's staging table and streams the batches into it with COPY, in file
   * order; returns how many rows it holds. A failure leaves no table behind.
   */
  async write(documentId: string, batches: AsyncIterable<StagedTransaction[]>): Promise<number> {
    const table = stageTable(documentId);
    const client = await this.pool.connect();
    let rows = 0;
    try {
      await client.query(`drop table if exists ${table}`);
      await client.query(`create unlogged table ${table} (${COLUMNS})`);
      const copy = client.query(pgCopy.from(`copy ${table} from stdin`));
      async function* text() {
        let piece = '';
        for await (const batch of batches) {
          for (const r of batch) {
            piece += copyLine(rows++, r);
            if (piece.length >= COPY_PIECE) {
              yield piece;
              piece = '';
            }
          }
        }
        if (piece) yield piece;
      }
      await pipeline(Readable.from(text()), copy);
      return rows;
    } catch (err) {
      await client.query(`drop table if exists ${table}`).catch(() => {
        /* best-effort cleanup of the session's temporary table (it goes with the session anyway): the load's error is the one thrown */
      });
      throw err;
    } finally {
      client.release();
    }
  }

  /** How many rows the document's staging table holds; null when there is none. */
  async count(documentId: string): Promise<number | null> {
    const [exists] = (await this.db.execute<{ t: string | null }>(sql`select to_regclass(${stageTable(documentId)})::text as t`)).rows;
    if (!exists?.t) return null;
    const [row] = (await this.db.execute<{ n: number }>(sql`select count(*)::int as n from ${stageTableSql(documentId)}`)).rows;
    return row?.n ?? 0;
  }

  /**
   * The staged rows the user did not have before this document (see isFresh) dated from `from`
   * on, in file order, as Crystal reads the ledger.
   */
  async freshSince(userId: string, documentId: string, from: string): Promise<LedgerTransaction[]> {
    // named as LedgerTransaction's fields, so the rows are used as they come (no second copy)
    const result = await this.db.execute<Required<Omit<LedgerTransaction, 'id'>>>(sql`
      select s.date::text as date, s.description, s.merchant, s.amount_cents::float8 as "amountCents", s.category, s.subcategory, s.account
      from ${stageTableSql(documentId)} s where s.date >= ${from}::date and ${isFresh(userId, documentId)} order by s.pos`);
    return result.rows;
  }

  /** Tag's merchant keys of the fresh staged rows (Crystal follows those merchants' history). */
  async freshMerchantKeys(userId: string, documentId: string, from: string): Promise<string[]> {
    const result = await this.db.execute<{ key: string }>(sql`
      select distinct s.merchant_key as key from ${stageTableSql(documentId)} s
      where s.date >= ${from}::date and s.merchant_key is not null and s.merchant_key <> '' and ${isFresh(userId, documentId)}`);
    return result.rows.map((r) => r.key);
  }

  /** The money out of the fresh staged rows by category, categories in the order they first appear. */
  async freshOutByCategory(userId: string, documentId: string): Promise<{ category: string; cents: number }[]> {
    const result = await this.db.execute<{ category: string; cents: number }>(sql`
      select s.category, sum(s.amount_cents)::float8 as cents from ${stageTableSql(documentId)} s
      where s.amount_cents < 0 and ${isFresh(userId, documentId)} group by s.category order by min(s.pos)`);
    return result.rows;
  }

  async drop(documentId: string): Promise<void> {
    await this.db.execute(sql`drop table if exists ${stageTableSql(documentId)}`);
  }
}
