// Values a SQL migration cannot compute: Tag's merchant key and knowledge base are JavaScript (core/tag/).
// The SQL is db/repos/data-migrations.ts's.
import { migrateRowCategory } from '../core/tag/category-migration.ts';
import { merchantKey } from '../core/tag/merchant.ts';
import type { Db } from '../db/client.ts';
import { DataMigrationsRepo } from '../db/repos/data-migrations.ts';

const BATCH = 5000;

/** Fills merchant_key for rows stored before it existed; returns how many it filled. */
export async function backfillMerchantKeys(db: Db): Promise<number> {
  const repo = new DataMigrationsRepo(db);
  let filled = 0;
  for (;;) {
    const rows = await repo.withoutMerchantKey(BATCH);
    if (rows.length === 0) return filled;
    await repo.setMerchantKeys(
      rows.map((r) => r.id),
      rows.map((r) => merchantKey(r.description)),
    );
    filled += rows.length;
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
  const repo = new DataMigrationsRepo(db);
  if (await repo.hasRun(RECATEGORIZED)) return null;
  let moved = 0;
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const rows = await repo.tagCategorizedAfter(after, BATCH);
    if (rows.length === 0) break;
    after = rows[rows.length - 1]!.id;
    const changes = rows.flatMap((r) => {
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
      await repo.setCategories(changes);
      moved += changes.length;
    }
  }
  await repo.recordRun(RECATEGORIZED, moved);
  return moved;
}
