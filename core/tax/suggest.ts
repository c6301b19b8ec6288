// Which transactions are business spending, the line each one goes to (the user's choice, else a
// suggestion), and the totals per line that feed the estimate. Pure: the server passes the ledger,
// the business accounts and the user's choices.
import { isSpending } from '../tag/taxonomy.ts';
import type { LedgerTransaction } from '../crystal/types.ts';
import { scheduleCLine, type LineSuggestion } from './schedule-c.ts';
import { ukExpenseGroup } from './uk-expenses.ts';
import { NOT_BUSINESS, lineLabel, linesOf, type Jurisdiction } from './types.ts';

export interface TaxSuggestion {
  transactionId: string;
  date: string;
  description: string;
  merchant: string | null;
  category: string;
  subcategory: string | null;
  account: string | null;
  /** positive cents spent */
  amountCents: number;
  /** why it counts as business spending */
  why: string;
  suggested: LineSuggestion;
  /** the user's line, when they confirmed or changed it */
  chosen: string | null;
  /** the line that counts: the user's, else the suggestion's */
  line: string;
  label: string;
}

export interface LineTotal {
  line: string;
  label: string;
  spentCents: number;
  count: number;
}

export function suggestLine(j: Jurisdiction, tx: Pick<LedgerTransaction, 'description' | 'merchant' | 'category' | 'subcategory'>): LineSuggestion {
  return j === 'US' ? scheduleCLine(tx) : ukExpenseGroup(tx);
}

/**
 * The business spending between from and to: the Business category, the user's business accounts,
 * and any transaction the user gave a line to (so "mark as business" is choosing a line).
 */
export function taxSuggestions(
  j: Jurisdiction,
  ledger: readonly LedgerTransaction[],
  opts: { from: string; to: string; businessAccounts: readonly string[]; choices: ReadonlyMap<string, string> },
): TaxSuggestion[] {
  const accounts = new Set(opts.businessAccounts.map((a) => a.trim().toLowerCase()));
  const valid = new Set([...linesOf(j), NOT_BUSINESS]);
  const out: TaxSuggestion[] = [];
  for (const t of ledger) {
    if (!t.id || t.date < opts.from || t.date > opts.to || !isSpending(t.category, t.amountCents)) continue;
    const chosenRaw = opts.choices.get(t.id);
    // a line chosen under the other jurisdiction is not one of ours: suggest afresh
    const chosen = chosenRaw && valid.has(chosenRaw) ? chosenRaw : null;
    const account = t.account ?? null;
    const inAccount = account !== null && accounts.has(account.trim().toLowerCase());
    const why = chosenRaw ? 'you gave it a line' : inAccount ? `paid from business account ${account}` : t.category === 'Business' ? 'Business category' : null;
    if (!why) continue;
    const suggested = suggestLine(j, t);
    const line = chosen ?? suggested.line;
    out.push({
      transactionId: t.id,
      date: t.date,
      description: t.description,
      merchant: t.merchant,
      category: t.category,
      subcategory: t.subcategory ?? null,
      account,
      amountCents: -t.amountCents,
      why,
      suggested,
      chosen,
      line,
      label: lineLabel(j, line),
    });
  }
  return out.sort((a, b) => (a.date === b.date ? a.transactionId.localeCompare(b.transactionId) : b.date.localeCompare(a.date)));
}

/** Spent per line (every line, zero included); "not business" is left out. */
export function lineTotals(j: Jurisdiction, rows: readonly TaxSuggestion[]): LineTotal[] {
  const totals = new Map(linesOf(j).map((line) => [line, { line, label: lineLabel(j, line), spentCents: 0, count: 0 }]));
  for (const r of rows) {
    const t = totals.get(r.line);
    if (!t) continue;
    t.spentCents += r.amountCents;
    t.count++;
  }
  return [...totals.values()];
}
