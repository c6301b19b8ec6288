// Values a SQL migration cannot compute: Tag's merchant key is JavaScript (core/tag/merchant.ts).
import { sql } from 'drizzle-orm';
import { merchantKey } from '../core/tag/merchant.ts';
import type { Db } from './client.ts';
import { pgArray } from './repos/transactions.ts';

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
