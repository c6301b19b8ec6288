// What every general answer shares: the period as asked (30 days when none is named, never past
// today), the Transactions page's filter for the question's rows, and the rows themselves.
import { day } from '../chat/format.ts';
import type { LedgerTransaction } from '../crystal/types.ts';
import { addDays } from '../dates.ts';
import { type LedgerFilter, selectRows } from '../ledger/filter.ts';
import type { ReadPeriod } from '../reader/periods.ts';
import type { ReadQuestion } from '../reader/question.ts';
import type { ReadSubject } from '../reader/subjects.ts';

export interface LedgerAnswer {
  content: string;
  dataUsed: string[];
  /** the Transactions page with exactly the rows the figure was added from */
  href: string | null;
}

/** With no period named, a question is about the last 30 days (as the employees' overviews are). */
export const DEFAULT_DAYS = 30;

export function defaultPeriod(today: string): ReadPeriod {
  const from = addDays(today, -(DEFAULT_DAYS - 1));
  return { from, to: today, unit: 'days', words: `in the last ${DEFAULT_DAYS} days (${day(from, today)} – ${day(today, today)})` };
}

/** "May 2026" → "in May 2026", "Mar 3, 2026" → "on Mar 3, 2026", "the last 90 days" → "in the last 90 days". */
export function periodPhrase(words: string, unit: ReadPeriod['unit']): string {
  if (/^(last|this|next|in|on|since|during|today|yesterday|tomorrow|between|from)\b/i.test(words)) return words;
  return `${unit === 'day' ? 'on' : 'in'} ${words}`;
}

/** With no period, "how much have I paid Netflix" asks about every payment on file: from the first row on. */
function sinceFirst(ledger: readonly LedgerTransaction[], today: string): ReadPeriod | null {
  let first: string | null = null;
  for (const t of ledger) if (first === null || t.date < first) first = t.date.slice(0, 10);
  return first === null ? null : { from: first, to: today, unit: 'range', words: `since your first transaction (${day(first, today)} – ${day(today, today)})` };
}

/**
 * The period as asked (in words an answer can use as they are), never past today for a question
 * about what happened. None named: a merchant's whole history, otherwise the last 30 days.
 */
export function askedPeriod(q: ReadQuestion, today: string, ledger: readonly LedgerTransaction[] = []): ReadPeriod {
  const merchant = q.subjects.some((s) => s.kind === 'merchant');
  const p = q.period ?? (merchant ? sinceFirst(ledger, today) : null) ?? defaultPeriod(today);
  const words = periodPhrase(p.words, p.unit);
  if (!(p.to > today && p.from <= today)) return { ...p, words };
  // "this month (November 2026)" asked on the 15th is the 1st to the 15th: say so
  const upTo = words.includes('(') ? words.replace(/\([^)]*\)/, `(${day(p.from, today)} – ${day(today, today)})`) : words;
  return { ...p, to: today, words: upTo };
}

export const subjectWords = (s: ReadSubject | undefined): string =>
  !s ? '' : s.kind === 'merchant' ? `at ${s.name}` : s.kind === 'account' ? `from ${s.name}` : `on ${s.subcategory ?? s.category}`;

/** The page's filter for a question's rows: money out (or in, for income), transfers left out. */
export function filterFor(q: ReadQuestion, p: ReadPeriod): LedgerFilter {
  const f: LedgerFilter = { from: p.from, to: p.to, transfers: 'exclude', sign: q.topic === 'income' ? 'in' : 'out' };
  if (q.topic === 'income') f.category = 'Income';
  const s = q.subjects.find((x) => x.kind !== 'account');
  if (s?.kind === 'merchant') f.search = s.name;
  if (s?.kind === 'category') {
    f.category = s.category;
    if (s.subcategory) f.subcategory = s.subcategory;
  }
  return f;
}

/** The rows a question is about: its filter, then the account and what it leaves out. */
export function rowsFor(ledger: readonly LedgerTransaction[], q: ReadQuestion, f: LedgerFilter): LedgerTransaction[] {
  const account = q.subjects.find((s) => s.kind === 'account');
  return selectRows(ledger, f).filter((t) => (!account || t.account === account.name) && !q.excluding.some((x) => isSubject(t, x)));
}

function isSubject(t: LedgerTransaction, s: ReadSubject): boolean {
  if (s.kind === 'merchant') return (t.merchant ?? '').toLowerCase().includes(s.name.toLowerCase());
  if (s.kind === 'account') return t.account === s.name;
  return t.category === s.category && (!s.subcategory || t.subcategory === s.subcategory);
}
