// A big ledger written straight into PostgreSQL with one INSERT … SELECT over generate_series (a few
// seconds for 100,000 rows, where importing them would take minutes): 26 months, 12 merchants, two
// accounts, salaries and transfers, two budgets. The reports bench, the render bench and the
// big-export test share it, so their figures are about the same ledger.
import pg from 'pg';

export const BIG_LEDGER_FROM = '2024-01-01';
export const BIG_LEDGER_TO = '2026-02-28';
/** Days from BIG_LEDGER_FROM the rows are spread over (the last row is on 2026-02-28 or just before). */
const SPAN_DAYS = 790;

export const BIG_LEDGER_MERCHANTS = [
  'WHOLE FOODS MARKET',
  'SHELL OIL',
  'AMAZON MKTPLACE',
  'UBER TRIP',
  'NETFLIX.COM',
  'TARGET STORE',
  'CHIPOTLE',
  'CVS PHARMACY',
  'COMCAST CABLE',
  'LOCAL BAKERY',
  'PAYROLL ACME CORP',
  'TRANSFER TO SAVINGS',
] as const;

/** Writes `rows` transactions for the user (description "MERCHANT i", row i on day i × 790 / rows) and analyzes the table. */
export async function seedBigLedger(databaseUrl: string, userId: string, rows: number): Promise<void> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query(
      `
      insert into transactions (user_id, hash_id, date, description, merchant, amount_cents, category, subcategory, confidence, needs_user_input, categorization_source, account)
      select $1, 'bench-' || i, date '${BIG_LEDGER_FROM}' + (i::bigint * ${SPAN_DAYS} / $2)::int,
        ($3::text[])[i % 12 + 1] || ' ' || i,
        (array['Whole Foods','Shell','Amazon','Uber','Netflix','Target','Chipotle','CVS','Comcast','Local Bakery','Acme Corp',null])[i % 12 + 1],
        case when i % 12 = 10 then 200000 + (i % 300) * 100 else -((i % 250) * 100 + i % 100 + 1) end,
        (array['Food & Dining','Transportation','Shopping','Transportation','Entertainment','Shopping','Food & Dining','Health & Fitness','Utilities','Food & Dining','Income','Transfer'])[i % 12 + 1],
        case when i % 12 = 10 then 'Salary' else null end, 0.9, false, 'rule',
        case when i % 3 = 0 then 'Credit Card' else 'Checking' end
      from generate_series(0, $2 - 1) as i`,
      [userId, rows, BIG_LEDGER_MERCHANTS],
    );
    await db.query('analyze transactions');
    await db.query(
      `insert into budgets (user_id, category, subcategory, limit_cents) values ($1, 'Food & Dining', null, 4000000), ($1, 'Shopping', null, 3000000)`,
      [userId],
    );
  } finally {
    await db.end();
  }
}
