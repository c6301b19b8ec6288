// Values a SQL migration cannot compute: Tag's merchant key and knowledge base are JavaScript (core/tag/).
import { sql } from 'drizzle-orm';
import { migrateRowCategory } from '../core/tag/category-migration.ts';
import { merchantKey } from '../core/tag/merchant.ts';
import type { Db } from './client.ts';
import { pgArray } from './repos/pg-array.ts';

const BATCH = 5000;

/** Fills merchant_key for rows stored before it existed; returns how many it filled. */
export async function backfillMerchantKeys(db: Db): Promise<number> {
  let filled = 0;
  for (;;) {
    const rows = await db.execute<{ id: string; description: string }>(sql`
      select id, description from transactions where merchant_key is null limit ${BATCH}`);
    if (rows.rows.length === 0) return filled;
    await db.execute(sql`
      update transactions t set merchant_key = u.key
      from unnest(${pgArray(rows.rows.map((r) => r.id))}::uuid[], ${pgArray(rows.rows.map((r) => merchantKey(r.description)))}::text[]) as u(id, key)
      where t.id = u.id`);
    filled += rows.rows.length;
  }
}

const RECATEGORIZED = 'categories-issue-15';

/**
 * Applies issue 15's category mapping (core/tag/category-migration.ts) once to the rows it may
 * change: those Tag categorized from its knowledge base or the bank's column (never a user's
 * correction, rule or learned pattern; the SQL narrows the scan, the mapping decides). Returns how
 * many moved, or null when it had run before.
 */
export async function recategorizeForNewCategories(db: Db): Promise<number | null> {
  const done = await db.execute(sql`select 1 from data_migrations where name = ${RECATEGORIZED}`);
  if (done.rows.length) return null;
  let moved = 0;
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const rows = await db.execute<{
      id: string;
      description: string;
      amount_cents: string;
      category: string;
      subcategory: string | null;
      source: string;
      user_corrected: boolean;
    }>(sql`
      select id, description, amount_cents, category, subcategory, categorization_source as source, user_corrected from transactions
      where id > ${after}::uuid and categorization_source in ('knowledge', 'bank') and not user_corrected
      order by id limit ${BATCH}`);
    if (rows.rows.length === 0) break;
    after = rows.rows[rows.rows.length - 1]!.id;
    const changes = rows.rows.flatMap((r) => {
      const to = migrateRowCategory({
        description: r.description,
        amountCents: Number(r.amount_cents),
        category: r.category,
        subcategory: r.subcategory,
        source: r.source,
        userCorrected: r.user_corrected,
      });
      return to ? [{ id: r.id, ...to }] : [];
    });
    if (changes.length) {
      await db.execute(sql`
        update transactions t set category = u.category, subcategory = nullif(u.subcategory, '')
        from unnest(${pgArray(changes.map((c) => c.id))}::uuid[], ${pgArray(changes.map((c) => c.category))}::text[], ${pgArray(changes.map((c) => c.subcategory ?? ''))}::text[]) as u(id, category, subcategory)
        where t.id = u.id`);
      moved += changes.length;
    }
  }
  await db.execute(sql`insert into data_migrations (name, rows) values (${RECATEGORIZED}, ${moved}) on conflict do nothing`);
  return moved;
}
