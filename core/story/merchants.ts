// Merchants on the story: rows grouped as Crystal groups them (merchantKey), and for each group a
// search the Transactions page understands that finds all of its rows. The page's search is a piece
// of the description or merchant, so the words to search are checked against the rows themselves.
import { merchantDisplayName, merchantKey } from '../crystal/merchant.ts';
import type { LedgerTransaction } from '../crystal/types.ts';
import { matchesFilter } from '../ledger/filter.ts';

export interface MerchantGroup {
  key: string;
  name: string;
  rows: LedgerTransaction[];
  cents: number;
}

/** Money-out rows by merchant, the most visited first (ties: more money, then the name). */
export function merchantGroups(rows: readonly LedgerTransaction[]): MerchantGroup[] {
  const groups = new Map<string, MerchantGroup>();
  for (const t of rows) {
    if (t.amountCents >= 0) continue;
    const key = merchantKey(t);
    if (key === '') continue;
    let g = groups.get(key);
    if (!g) groups.set(key, (g = { key, name: merchantDisplayName(t), rows: [], cents: 0 }));
    g.rows.push(t);
    g.cents -= t.amountCents;
  }
  return [...groups.values()].sort((a, b) => b.rows.length - a.rows.length || b.cents - a.cents || a.name.localeCompare(b.name));
}

/** The longest start the descriptions share, cut back to a whole word ("TRADER JOE'S #552", "TRADER JOE'S #12" → "TRADER JOE'S"). */
function commonStart(texts: readonly string[]): string {
  let prefix = texts[0] ?? '';
  for (const t of texts) {
    let i = 0;
    while (i < prefix.length && i < t.length && prefix[i]!.toLowerCase() === t[i]!.toLowerCase()) i++;
    prefix = prefix.slice(0, i);
  }
  const whole = texts.every((t) => t.length === prefix.length || /\s/.test(t[prefix.length] ?? ' '));
  return (whole ? prefix : prefix.replace(/\S*$/, '')).replace(/[\s#*\-–/:.,]+$/, '').trim();
}

/** Search words that match every row of the group, or null when none do (the group gets no link). */
export function searchTerm(group: Pick<MerchantGroup, 'rows' | 'key' | 'name'>): string | null {
  const merchants = new Set(group.rows.map((t) => t.merchant?.trim() ?? ''));
  const candidates = [merchants.size === 1 ? [...merchants][0]! : '', group.name, group.key, commonStart(group.rows.map((t) => t.description.trim()))];
  for (const c of candidates) {
    const term = c.trim();
    if (term.length < 2 || term.length > 200) continue;
    if (group.rows.every((t) => matchesFilter(t, { search: term }))) return term;
  }
  return null;
}
