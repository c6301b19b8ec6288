// Intelia's insights (core/intelia/insights.ts) over the user's ledger, or over what an import's
// focus read (services/ledger/focus.ts): the same insights either way.
import { detectRecurring } from '../../core/crystal/recurring.ts';
import type { LedgerTransaction } from '../../core/crystal/types.ts';
import { buildInsights, type InteliaInsight } from '../../core/intelia/insights.ts';
import type { ImportFocus } from './focus.ts';

/** The reads of the Ledger service the insights use (declared here so the two modules do not import each other). */
export interface InsightsLedger {
  window(userId: string, today: string): Promise<LedgerTransaction[]>;
  businessAccounts(userId: string): Promise<string[]>;
  idsOfDocument(userId: string, documentId: string): Promise<string[]>;
}

/**
 * Intelia's insights over the user's ledger; with `documentId`, the import-related ones look at
 * what that document added. `window`: the ledger window already read for `today` (an import reads
 * it once for every step).
 */
export async function ledgerInsights(
  ledger: InsightsLedger,
  userId: string,
  today: string,
  documentId?: string,
  window?: LedgerTransaction[],
): Promise<InteliaInsight[]> {
  const [rows, businessAccounts, newTransactionIds] = await Promise.all([
    window ?? ledger.window(userId, today),
    ledger.businessAccounts(userId),
    documentId ? ledger.idsOfDocument(userId, documentId) : Promise.resolve(undefined),
  ]);
  return buildInsights({
    transactions: rows,
    recurring: detectRecurring(rows, today),
    today,
    businessAccounts,
    ...(newTransactionIds ? { newTransactionIds } : {}),
  });
}

/** Intelia's insights about an import, from its focus (the same as over the whole window). */
export async function importInsights(
  ledger: Pick<InsightsLedger, 'businessAccounts'>,
  focus: ImportFocus,
  userId: string,
  today: string,
): Promise<InteliaInsight[]> {
  const businessAccounts = await ledger.businessAccounts(userId);
  return buildInsights({
    transactions: focus.rows,
    recurring: detectRecurring(focus.rows, today),
    today,
    businessAccounts,
    newTransactionIds: focus.newIds,
    ...(focus.monthly ? { monthly: focus.monthly } : {}),
  });
}
