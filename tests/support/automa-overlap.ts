// A ledger and a rule set that all overlap, written straight into PostgreSQL: `rows` transactions over
// the 12 months before `today` (every description holds "SHOP"), and `rules` active rules that each set
// a different category on every "shop" row, so every pair of rules conflicts on every row. The
// automa-limits test and the automa-conflicts bench share it (the figures are about the same data).
import pg from 'pg';
import { CATEGORIES } from '../../core/tag/categories.ts';

/** Distinct (category, subcategory) targets, as many as asked (the taxonomy has more than 40). */
export function distinctTargets(n: number): { category: string; subcategory: string }[] {
  const all = Object.entries(CATEGORIES).flatMap(([category, subs]) => (subs as readonly string[]).map((subcategory) => ({ category, subcategory })));
  if (all.length < n) throw new Error(`only ${all.length} category targets`);
  return all.slice(0, n);
}

export async function seedOverlap(databaseUrl: string, userId: string, opts: { rows: number; rules: number; today: string }): Promise<void> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query(
      `
      insert into transactions (user_id, hash_id, date, description, merchant, amount_cents, category, subcategory, confidence, needs_user_input, categorization_source, account)
      select $1, 'overlap-' || i, $3::date - 360 + (i * 359 / $2)::int, 'CORNER SHOP ' || i, 'Corner Shop',
        -((i % 250) * 100 + 99), 'Shopping', null, 0.9, false, 'rule', 'Checking'
      from generate_series(0, $2 - 1) as i`,
      [userId, opts.rows, opts.today],
    );
    const targets = distinctTargets(opts.rules);
    for (const [i, t] of targets.entries()) {
      await db.query(
        `insert into automation_rules (user_id, name, trigger, conditions, actions, active, dry_run_at, created_at)
         values ($1, $2, 'transaction imported', $3, $4, true, now(), now() + make_interval(secs => $5))`,
        [
          userId,
          `Shop rule ${i + 1}`,
          JSON.stringify([{ field: 'description', op: 'contains', value: 'shop' }]),
          JSON.stringify([{ kind: 'set category', category: t.category, subcategory: t.subcategory }]),
          i,
        ],
      );
    }
  } finally {
    await db.end();
  }
}
