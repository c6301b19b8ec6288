// The SQL of the one-time data migrations (services/backfill.ts computes the values in JavaScript):
// transactions read in batches, written back in one statement per batch, and each run recorded in
// data_migrations.
import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { pgArray } from './pg-array.ts';

// a type, not an interface: drizzle's execute<T> wants a row type with an index signature
export type TagCategorizedRow = {
  id: string;
  description: string;
  amount_cents: string;
  category: string;
  subcategory: string | null;
  source: string;
  user_corrected: boolean;
};

export interface CategoryChange {
  id: string;
  category: string;
  subcategory: string | null;
}

export class DataMigrationsRepo {
  constructor(private readonly db: Db) {}

  /** Up to `limit` transactions stored before merchant_key existed. */
  async withoutMerchantKey(limit: number): Promise<{ id: string; description: string }[]> {
    const rows = await this.db.execute<{ id: string; description: string }>(sql`
      select id, description from transactions where merchant_key is null limit ${limit}`);
    return rows.rows;
  }

  async setMerchantKeys(ids: string[], keys: string[]): Promise<void> {
    await this.db.execute(sql`
      update transactions t set merchant_key = u.key
      from unnest(${pgArray(ids)}::uuid[], ${pgArray(keys)}::text[]) as u(id, key)
      where t.id = u.id`);
  }

  async hasRun(name: string): Promise<boolean> {
    const done = await this.db.execute(sql`select 1 from data_migrations where name = ${name}`);
    return done.rows.length > 0;
  }

  /** The next `limit` rows (by id, after `after`) that Tag categorized from its knowledge base or the bank's column, never corrected. */
  async tagCategorizedAfter(after: string, limit: number): Promise<TagCategorizedRow[]> {
    const rows = await this.db.execute<TagCategorizedRow>(sql`
      select id, description, amount_cents, category, subcategory, categorization_source as source, user_corrected from transactions
      where id > ${after}::uuid and categorization_source in ('knowledge', 'bank') and not user_corrected
      order by id limit ${limit}`);
    return rows.rows;
  }

  async setCategories(changes: CategoryChange[]): Promise<void> {
    await this.db.execute(sql`
      update transactions t set category = u.category, subcategory = nullif(u.subcategory, '')
      from unnest(${pgArray(changes.map((c) => c.id))}::uuid[], ${pgArray(changes.map((c) => c.category))}::text[], ${pgArray(changes.map((c) => c.subcategory ?? ''))}::text[]) as u(id, category, subcategory)
      where t.id = u.id`);
  }

  async recordRun(name: string, rows: number): Promise<void> {
    await this.db.execute(sql`insert into data_migrations (name, rows) values (${name}, ${rows}) on conflict do nothing`);
  }
}
