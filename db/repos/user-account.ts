// Everything of one user at once: the data export (JSON of every table, CSV of the transactions)
// and deleting the account.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { newsletterSubscriptions, transactions, users } from '../schema.ts';
import type { CsvTransaction } from '../../core/exports/csv.ts';
import { stageTableSql } from './staging.ts';

interface ExportedTable {
  /** the SQL table; every one has user_id (the exported rows leave it out) */
  name: string;
  /** a unique column (with user_id) to page through big tables in order; none: at most one row */
  key: string | null;
  /** internal columns not worth handing out */
  omit?: string[];
}

/**
 * The user's data, table by table. Not exported: sessions and login_challenges (security state,
 * not the user's data). tests/integration/settings.test.ts checks that every other table with a
 * user_id column is listed here, so a new table cannot be forgotten.
 */
export const EXPORTED_TABLES: readonly ExportedTable[] = [
  { name: 'documents', key: 'id', omit: ['storage_key'] },
  { name: 'accounts', key: 'id' },
  { name: 'account_balances', key: 'id' },
  { name: 'transactions', key: 'id' },
  { name: 'deleted_transactions', key: 'hash_id' },
  { name: 'transaction_changes', key: 'id' },
  { name: 'financial_goals', key: 'id' },
  { name: 'goal_contributions', key: 'id' },
  { name: 'debts', key: 'id' },
  { name: 'budgets', key: 'id' },
  { name: 'bills', key: 'id' },
  { name: 'bill_dismissals', key: 'merchant_key' },
  { name: 'reminders', key: 'id' },
  // the device keys are the browser's secret for its push messages, not the user's data
  { name: 'push_subscriptions', key: 'id', omit: ['p256dh', 'auth'] },
  { name: 'automation_rules', key: 'id' },
  { name: 'automation_runs', key: 'id' },
  { name: 'tax_settings', key: null },
  { name: 'tax_line_choices', key: 'transaction_id' },
  { name: 'mileage_log', key: 'id' },
  { name: 'podcast_episodes', key: 'id', omit: ['audio_key'] },
  { name: 'user_podcast_preferences', key: null },
  // the feed's token is a key to the feed, not the user's data
  { name: 'podcast_feeds', key: null, omit: ['token_hash'] },
  { name: 'receipts', key: 'id' },
  { name: 'tag_rules', key: 'id' },
  { name: 'tag_patterns', key: 'pattern' },
  { name: 'category_corrections', key: 'id' },
  { name: 'spending_trends', key: 'id' },
  { name: 'activity', key: 'id' },
  { name: 'harmony_signals', key: 'id' },
  { name: 'harmony_nudges', key: 'id' },
  { name: 'wellbeing_checkins', key: 'id' },
  { name: 'ai_conversations', key: 'id' },
  { name: 'ai_interactions_log', key: 'id' },
  { name: 'prime_interactions', key: 'id' },
  { name: 'smart_handoffs', key: 'id' },
  { name: 'prime_approvals', key: 'id' },
  { name: 'user_preferences', key: null },
  { name: 'user_ai_preferences', key: null },
  { name: 'contact_messages', key: 'id' },
  { name: 'user_identities', key: 'id' },
  // the Spotify tokens are keys to the user's Spotify account, not their data
  { name: 'music_connections', key: null, omit: ['access_token', 'refresh_token'] },
  { name: 'music_playlists', key: 'id' },
  { name: 'harmony_moods', key: 'id' },
  { name: 'regret_categories', key: 'category' },
  { name: 'nospend_challenges', key: 'id' },
  { name: 'focus_sessions', key: 'id' },
  { name: 'achievements', key: 'key' },
  { name: 'statement_layouts', key: 'fingerprint' },
];
export const NOT_EXPORTED_TABLES = ['sessions', 'login_challenges'] as const;

const PAGE = 2000;

type Write = (chunk: string) => Promise<void>;

export class UserAccountRepo {
  constructor(private readonly db: Db) {}

  /**
   * Writes the whole export as one JSON document, page by page (100,000 transactions never sit in
   * memory at once), from one consistent snapshot:
   * {format, version, exportedAt, profile, tables: {documents: [...], transactions: [...], ...}}.
   * Rows keep the stored column names (snake_case); money is integer cents.
   */
  async writeJsonExport(userId: string, write: Write): Promise<void> {
    await this.db.transaction(
      async (tx) => {
        const profile = await tx.execute<{ profile: string }>(sql`
        select json_build_object('id', id, 'email', email, 'full_name', full_name, 'phone', phone, 'role', role,
          'plan', plan, 'two_factor_enabled', totp_enabled, 'has_password', password_hash is not null, 'created_at', created_at)::text as profile
        from users where id = ${userId}`);
        const head = { format: 'prime-finance-export', version: 1, exportedAt: new Date().toISOString() };
        await write(`${JSON.stringify(head).slice(0, -1)},"profile":${profile.rows[0]?.profile ?? 'null'},"tables":{`);
        for (const [i, table] of EXPORTED_TABLES.entries()) {
          await write(`${i ? ',' : ''}${JSON.stringify(table.name)}:[`);
          let after: string | null = null;
          let first = true;
          for (;;) {
            const page = await this.page(tx, userId, table, after);
            if (page.rows.length) await write((first ? '' : ',') + page.rows.join(','));
            first = first && page.rows.length === 0;
            if (!table.key || page.rows.length < PAGE) break;
            after = page.last;
          }
          await write(']');
        }
        await write('}}');
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
  }

  private async page(tx: Pick<Db, 'execute'>, userId: string, table: ExportedTable, after: string | null): Promise<{ rows: string[]; last: string | null }> {
    const omit = sql.raw(['user_id', ...(table.omit ?? [])].map((c) => ` - '${c}'`).join(''));
    const name = sql.identifier(table.name);
    if (!table.key) {
      const r = await tx.execute<{ row: string }>(sql`select (to_jsonb(t)${omit})::text as row from ${name} t where t.user_id = ${userId}`);
      return { rows: r.rows.map((x) => x.row), last: null };
    }
    const key = sql.identifier(table.key);
    const r = await tx.execute<{ row: string; k: string }>(sql`
      select (to_jsonb(t)${omit})::text as row, t.${key}::text as k from ${name} t
      where t.user_id = ${userId} ${after === null ? sql`` : sql`and t.${key} > ${after}`}
      order by t.${key} limit ${PAGE}`);
    return { rows: r.rows.map((x) => x.row), last: r.rows.at(-1)?.k ?? null };
  }

  /** The user's transactions oldest first, page by page, from one snapshot. */
  async forEachTransactionPage(userId: string, visit: (rows: CsvTransaction[]) => Promise<void>): Promise<void> {
    await this.db.transaction(
      async (tx) => {
        let after: { date: string; id: string } | null = null;
        for (;;) {
          const rows: (CsvTransaction & { id: string })[] = await tx
            .select({
              id: transactions.id,
              date: transactions.date,
              description: transactions.description,
              merchant: transactions.merchant,
              amountCents: transactions.amountCents,
              currency: transactions.currency,
              category: transactions.category,
              subcategory: transactions.subcategory,
              account: transactions.account,
              source: transactions.categorizationSource,
            })
            .from(transactions)
            .where(
              and(
                eq(transactions.userId, userId),
                after ? sql`(${transactions.date}, ${transactions.id}) > (${after.date}::date, ${after.id}::uuid)` : undefined,
              ),
            )
            .orderBy(asc(transactions.date), asc(transactions.id))
            .limit(PAGE);
          if (rows.length) await visit(rows);
          if (rows.length < PAGE) break;
          const last: { date: string; id: string } = rows.at(-1)!;
          after = { date: last.date, id: last.id };
        }
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
  }

  /**
   * Deletes the user; the foreign keys (on delete cascade) remove every row of theirs. The newsletter
   * subscription of the account's email goes too. Returns the ids of their documents (for the file store).
   */
  async deleteUser(userId: string): Promise<{ documentIds: string[] } | null> {
    return this.db.transaction(async (tx) => {
      const docs = await tx.execute<{ id: string }>(sql`select id from documents where user_id = ${userId}`);
      const gone = await tx.delete(users).where(eq(users.id, userId)).returning({ email: users.email });
      if (!gone[0]) return null;
      await tx.delete(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, gone[0].email));
      // rows an import had staged and not committed yet (db/repos/staging.ts) go with the user
      for (const d of docs.rows) await tx.execute(sql`drop table if exists ${stageTableSql(d.id)}`);
      return { documentIds: docs.rows.map((r) => r.id) };
    });
  }
}
