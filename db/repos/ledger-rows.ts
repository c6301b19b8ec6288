// How every ledger read selects a transaction and turns it into Crystal's row: one column list and
// one mapping for the window, a merchant's history and an import's own rows (db/repos/ledger.ts,
// ledger-focus.ts), so the three cannot drift apart.
import { sql } from 'drizzle-orm';
import type { LedgerTransaction } from '../../core/crystal/types.ts';

/** How far back Crystal and Intelia read the ledger: three years. */
export const LEDGER_WINDOW_DAYS = 3 * 366;

/** The columns a ledger read selects (dates and amounts as text: the driver's parsing is not relied on). */
export const LEDGER_COLUMNS = sql.raw(
  'id, date::text as date, description, merchant, amount_cents::text as amount_cents, category, subcategory, account, currency',
);

/** A row as LEDGER_COLUMNS selects it (a type, not an interface: the driver's rows are records). */
export type LedgerRow = {
  id: string;
  date: string;
  description: string;
  merchant: string | null;
  amount_cents: string;
  category: string;
  subcategory: string | null;
  account: string | null;
  currency: string;
};

/** Crystal's row, still in its own currency (core/currency.ts inHomeCurrency converts it). */
export type LedgerRowIn = LedgerTransaction & { currency: string };

export function ledgerRow(r: LedgerRow): LedgerRowIn {
  return {
    id: r.id,
    date: r.date,
    description: r.description,
    merchant: r.merchant,
    amountCents: Number(r.amount_cents),
    category: r.category,
    subcategory: r.subcategory,
    account: r.account,
    currency: r.currency,
  };
}
