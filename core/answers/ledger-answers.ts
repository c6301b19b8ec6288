// Answers to the general shapes of a spending or income question, from the ledger's rows: a total, a
// count, the biggest or smallest, a list. Each states its period and the rows it used, and links to
// the Transactions page showing exactly those rows: the figure is added up with the page's own
// filter (core/ledger/filter.ts), so the link's total is the answer's. Comparisons, trends, "why"
// and averages are in changes.ts. A question this cannot answer gives null (an employee's own
// answer takes over); a name or period it could not read is said, never guessed.
import { count, day, list, money } from '../chat/format.ts';
import type { LedgerTransaction } from '../crystal/types.ts';
import { type LedgerFilter, transactionsHref } from '../ledger/filter.ts';
import type { ReadPeriod } from '../reader/periods.ts';
import type { ReadQuestion } from '../reader/question.ts';
import { TRANSFER } from '../tag/taxonomy.ts';
import { words } from '../prime/words.ts';
import { nearly } from '../reader/spelling.ts';
import { answerChange } from './changes.ts';
import { askedPeriod, filterFor, type LedgerAnswer, rowsFor, subjectWords } from './rows.ts';

export type { LedgerAnswer } from './rows.ts';

const LIST_ROWS = 10;
/** "the most I spent in one go", "in a single payment": one payment, not where the money went. */
const ONE_PAYMENT = /\b(?:in one go|at once|single|one payment|one transaction|one purchase)\b/i;
const PAYMENT_WORDS = ['purchase', 'payment', 'transaction', 'charge', 'expense'];
/** "which purchase cost the most" (one slip forgiven: "which pucrhase"): one payment. */
function onePayment(text: string): boolean {
  if (ONE_PAYMENT.test(text)) return true;
  const w = words(text);
  return w.some((x, i) => (x === 'which' || x === 'what') && PAYMENT_WORDS.some((p) => nearly(w[i + 1] ?? '', p)));
}

const cents = (rows: readonly LedgerTransaction[]) => Math.abs(rows.reduce((s, t) => s + t.amountCents, 0));

function based(q: ReadQuestion, p: ReadPeriod, rows: readonly LedgerTransaction[]): string[] {
  const what = q.topic === 'income' ? 'income' : 'spending';
  const subject = subjectWords(q.subjects[0]);
  return [`${count(rows.length, 'transaction')} of ${what}${subject ? ` ${subject}` : ''}, ${p.words}, transfers between your accounts left out`];
}

function finish(lines: (string | null)[], dataUsed: string[], f: LedgerFilter | null, rows: number): LedgerAnswer {
  const href = f && rows > 0 ? transactionsHref(f) : null;
  const tail = href ? `\nSee them: ${href}` : '';
  return { content: `${lines.filter((l) => l !== null).join('\n')}${tail}\n\n(Based on ${dataUsed.join('; ')}.)`, dataUsed, href };
}

/** "I didn't understand …": a name or period the question gives that the ledger or the calendar lacks. */
export function notUnderstood(q: ReadQuestion, ledger: readonly LedgerTransaction[]): LedgerAnswer {
  const known = [...new Set(ledger.map((t) => t.merchant).filter((m): m is string => !!m))].slice(0, 6);
  const lines = q.unread.map((u) =>
    /^q\d|\d/i.test(u)
      ? `I didn't understand "${u}" as a period: try "last month", "in March", "Q3" or "the last 90 days".`
      : `I didn't understand "${u}": no merchant, category or account of that name is in your ledger.`,
  );
  if (known.length > 0 && q.unread.some((u) => !/\d/.test(u))) lines.push(`Merchants in your ledger include ${list(known)}.`);
  return { content: lines.join('\n'), dataUsed: ['the names in your ledger'], href: null };
}

/** The answer to a spending or income question of a general shape, or null when the shape is another's. */
export function answerLedgerQuestion(q: ReadQuestion, ledger: readonly LedgerTransaction[], today: string): LedgerAnswer | null {
  if (q.topic !== 'spending' && q.topic !== 'income') return null;
  if (q.unread.length > 0) return notUnderstood(q, ledger);
  switch (q.shape) {
    case 'total':
      return total(q, ledger, today);
    case 'count':
      return howMany(q, ledger, today);
    case 'biggest':
    case 'smallest':
      return extreme(q, ledger, today);
    case 'list':
      return listRows(q, ledger, today);
    case 'breakdown': {
      const p = askedPeriod(q, today, ledger);
      const f = filterFor(q, p);
      return breakdown(q, p, f, rowsFor(ledger, q, f));
    }
    case 'compare':
    case 'why':
    case 'trend':
    case 'average':
      return answerChange(q, ledger, today);
    default:
      return null;
  }
}

function total(q: ReadQuestion, ledger: readonly LedgerTransaction[], today: string): LedgerAnswer {
  const p = askedPeriod(q, today, ledger);
  const f = filterFor(q, p);
  const rows = rowsFor(ledger, q, f);
  const subject = subjectWords(q.subjects[0]);
  const line =
    q.topic === 'income'
      ? `Your income ${p.words} was ${money(cents(rows))}, from ${count(rows.length, 'payment')}.`
      : rows.length === 0
        ? `You spent nothing${subject ? ` ${subject}` : ''} ${p.words}: ${money(0)}.`
        : `You spent ${money(cents(rows))}${subject ? ` ${subject}` : ''} ${p.words}, over ${count(rows.length, 'transaction')}.`;
  return finish([line, bySubcategory(q, rows)], based(q, p, rows), f, rows.length);
}

/** A whole category's total split by its subcategories ("By subcategory: Groceries $175.50 and Restaurants $45.00."); income by source. */
function bySubcategory(q: ReadQuestion, rows: readonly LedgerTransaction[]): string | null {
  const s = q.subjects[0];
  const income = q.topic === 'income' && !s;
  if (!income && (s?.kind !== 'category' || s.subcategory || q.topic === 'income')) return null;
  const by = new Map<string, number>();
  for (const t of rows) by.set(t.subcategory ?? 'Other', (by.get(t.subcategory ?? 'Other') ?? 0) + Math.abs(t.amountCents));
  if (by.size < (income ? 1 : 2)) return null;
  const top = [...by.entries()].sort((a, b) => b[1] - a[1]).slice(0, 4);
  return `${income ? 'By source' : 'By subcategory'}: ${list(top.map(([name, c]) => `${name} ${money(c)}`))}.`;
}

function howMany(q: ReadQuestion, ledger: readonly LedgerTransaction[], today: string): LedgerAnswer {
  const p = askedPeriod(q, today, ledger);
  const f = filterFor(q, p);
  const rows = rowsFor(ledger, q, f);
  const s = q.subjects[0];
  const who = s?.kind === 'merchant' ? s.name : s?.kind === 'category' ? (s.subcategory ?? s.category) : null;
  const line =
    rows.length === 0
      ? `You had no payments${who ? ` to ${who}` : ''} ${p.words}.`
      : `You paid${who ? ` ${who}` : ''} ${count(rows.length, 'time')} ${p.words}, ${money(cents(rows))} in all.`;
  return finish([line], based(q, p, rows), f, rows.length);
}

function extreme(q: ReadQuestion, ledger: readonly LedgerTransaction[], today: string): LedgerAnswer {
  const p = askedPeriod(q, today, ledger);
  const f = filterFor(q, p);
  const rows = rowsFor(ledger, q, f);
  // "where did most of my money go": with nothing named, "most" asks for the categories, not one payment
  if (q.subjects.length === 0 && q.cue === 'most' && !onePayment(q.text)) return breakdown(q, p, f, rows);
  const sorted = [...rows].sort((a, b) => Math.abs(b.amountCents) - Math.abs(a.amountCents));
  const t = q.shape === 'biggest' ? sorted[0] : sorted.at(-1);
  const word = q.shape === 'biggest' ? 'biggest' : 'smallest';
  const left = q.excluding.length > 0 ? ` (leaving out ${list(q.excluding.map((x) => subjectWords(x).replace(/^(at|on|from) /, '')))})` : '';
  const line = t
    ? `Your ${word} ${q.topic === 'income' ? 'income payment' : 'payment'} ${p.words}${left} was ${money(Math.abs(t.amountCents))} ${q.topic === 'income' ? 'from' : 'to'} ${t.merchant ?? t.description} on ${day(t.date, today)}.`
    : `There were no payments ${p.words}${left}.`;
  return finish([line], based(q, p, rows), f, rows.length);
}

/** What a breakdown splits by: categories for all spending, a category's subcategories, else merchants. */
function splitBy(q: ReadQuestion): (t: LedgerTransaction) => string {
  const s = q.subjects[0];
  if (!s) return (t) => t.category;
  if (s.kind === 'category' && !s.subcategory) return (t) => t.subcategory ?? t.category;
  return (t) => t.merchant ?? t.description;
}

/** "Where did most of my money go": categories by what went to them. */
function breakdown(q: ReadQuestion, p: ReadPeriod, f: LedgerFilter, rows: readonly LedgerTransaction[]): LedgerAnswer {
  const by = new Map<string, { cents: number; n: number }>();
  const key = splitBy(q);
  for (const t of rows) {
    if (t.category === TRANSFER) continue;
    const e = by.get(key(t)) ?? { cents: 0, n: 0 };
    e.cents += Math.abs(t.amountCents);
    e.n++;
    by.set(key(t), e);
  }
  const all = cents(rows);
  const top = [...by.entries()].sort((a, b) => b[1].cents - a[1].cents).slice(0, 5);
  const lines = [
    rows.length === 0
      ? `Nothing went out${subjectWords(q.subjects[0]) ? ` ${subjectWords(q.subjects[0])}` : ''} ${p.words}.`
      : `Most of your money${subjectWords(q.subjects[0]) ? ` ${subjectWords(q.subjects[0])}` : ''} ${p.words} went to ${top[0]![0]}. Of ${money(all)} spent:`,
    ...top.map(([c, e], i) => `${i + 1}. ${c}: ${money(e.cents)} (${count(e.n, 'transaction')}, ${Math.round((e.cents / all) * 100)}%)`),
  ];
  return finish(lines, based(q, p, rows), f, rows.length);
}

function listRows(q: ReadQuestion, ledger: readonly LedgerTransaction[], today: string): LedgerAnswer {
  const p = askedPeriod(q, today, ledger);
  const f = filterFor(q, p);
  const rows = rowsFor(ledger, q, f).sort((a, b) => b.date.localeCompare(a.date));
  const subject = subjectWords(q.subjects[0]);
  const lines = [
    rows.length === 0
      ? `No payments${subject ? ` ${subject}` : ''} ${p.words}.`
      : `${count(rows.length, 'payment')}${subject ? ` ${subject}` : ''} ${p.words}, ${money(cents(rows))} in all${rows.length > LIST_ROWS ? `; the latest ${LIST_ROWS}` : ''}:`,
    ...rows.slice(0, LIST_ROWS).map((t) => `- ${day(t.date, today)}: ${t.merchant ?? t.description} ${money(Math.abs(t.amountCents))}`),
  ];
  return finish(lines, based(q, p, rows), f, rows.length);
}
