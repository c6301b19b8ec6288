// Answers that set two stretches of the ledger side by side: a comparison ("groceries this month vs
// last month", "what changed last month": the period against the one before it), "why" (the same
// comparison, told by what drove it), a trend (the latest full months one by one) and a usual month
// (the median of the full months, as core/figures defines them). Each names both periods, the rows
// it used and the drivers: the merchants or categories whose change made most of the difference.
import { count, day, list, money, signedPercent } from '../chat/format.ts';
import type { LedgerTransaction } from '../crystal/types.ts';
import { addDays, daysBetween, daysInMonth, isoDate } from '../dates.ts';
import { ledgerCoverage } from '../figures/coverage.ts';
import { median, monthRange, STATISTIC_MONTHS } from '../figures/monthly.ts';
import { type ReadPeriod, readPeriod } from '../reader/periods.ts';
import type { ReadQuestion } from '../reader/question.ts';
import { askedPeriod, filterFor, type LedgerAnswer, periodPhrase, rowsFor, subjectWords } from './rows.ts';

const TREND_MONTHS = 6;
const DRIVERS = 3;

const monthTitle = (m: string) => new Date(`${m}-01T00:00:00Z`).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

function monthSpan(month: string): ReadPeriod {
  const y = Number(month.slice(0, 4));
  const m = Number(month.slice(5, 7));
  return { from: `${month}-01`, to: isoDate(y, m, daysInMonth(y, m)), unit: 'month', words: `in ${monthTitle(month)}` };
}

const previousMonth = (month: string) => isoDate(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 1).slice(0, 7);

/** The stretch just before `p`, of the same kind: the month, quarter or year before, or as many days. */
export function periodBefore(p: ReadPeriod): ReadPeriod {
  const y = Number(p.from.slice(0, 4));
  const m = Number(p.from.slice(5, 7));
  if (p.unit === 'month') return monthSpan(previousMonth(p.from.slice(0, 7)));
  if (p.unit === 'quarter') {
    const from = isoDate(y, m - 3, 1);
    const to = addDays(p.from, -1);
    return { from, to, unit: 'quarter', words: `in the quarter before (${monthRange([from.slice(0, 7), to.slice(0, 7)])})` };
  }
  if (p.unit === 'year') return { from: `${y - 1}-01-01`, to: `${y - 1}-12-31`, unit: 'year', words: `in ${y - 1}` };
  const days = daysBetween(p.from, p.to) + 1;
  const to = addDays(p.from, -1);
  const from = addDays(to, -(days - 1));
  return { from, to, unit: 'days', words: `in the ${days} days before (${day(from, '')} – ${day(to, '')})` };
}

/** The second period of "A vs B" / "compared to B" / "than B", read from the words after the cue. */
function secondPeriod(text: string, today: string): ReadPeriod | null {
  const cut = text.match(/\b(?:vs\.?|versus|compared (?:to|with)|against|than|with)\b/i);
  if (!cut) return null;
  // read with its cue, so "vs May" and "with May" are the month, not the verb
  return readPeriod(text.slice(cut.index!), today, 'past').period ?? null;
}

interface Side {
  p: ReadPeriod;
  rows: LedgerTransaction[];
  cents: number;
}

function side(q: ReadQuestion, ledger: readonly LedgerTransaction[], p: ReadPeriod): Side {
  const rows = rowsFor(ledger, q, filterFor(q, p));
  return { p, rows, cents: Math.abs(rows.reduce((s, t) => s + t.amountCents, 0)) };
}

/** What to break a change down by: categories for all spending, then subcategories, then merchants. */
function driverKey(q: ReadQuestion): (t: LedgerTransaction) => string {
  const s = q.subjects[0];
  if (!s) return (t) => t.category;
  if (s.kind === 'category' && !s.subcategory) return (t) => t.subcategory ?? t.category;
  return (t) => t.merchant ?? t.description;
}

function drivers(q: ReadQuestion, a: Side, b: Side): string[] {
  const key = driverKey(q);
  const delta = new Map<string, { d: number; na: number; nb: number }>();
  const add = (rows: readonly LedgerTransaction[], sign: 1 | -1) => {
    for (const t of rows) {
      const e = delta.get(key(t)) ?? { d: 0, na: 0, nb: 0 };
      e.d += sign * Math.abs(t.amountCents);
      if (sign === 1) e.na++;
      else e.nb++;
      delta.set(key(t), e);
    }
  };
  add(a.rows, 1);
  add(b.rows, -1);
  const up = a.cents >= b.cents;
  return [...delta.entries()]
    .filter(([, e]) => (up ? e.d > 0 : e.d < 0))
    .sort((x, y) => Math.abs(y[1].d) - Math.abs(x[1].d))
    .slice(0, DRIVERS)
    .map(([name, e]) => `${name} ${e.d > 0 ? '+' : '−'}${money(Math.abs(e.d))} (${e.na} against ${e.nb})`);
}

function changeLine(what: string, a: Side, b: Side): string {
  const diff = a.cents - b.cents;
  const pct = b.cents > 0 ? ` (${signedPercent(diff / b.cents)})` : '';
  const how = diff === 0 ? 'the same' : `${diff > 0 ? 'up' : 'down'} ${money(Math.abs(diff))}${pct}`;
  return `${what} ${a.p.words}: ${money(a.cents)}, against ${money(b.cents)} ${b.p.words}: ${how}.`;
}

function finish(lines: string[], dataUsed: string[]): LedgerAnswer {
  return { content: `${lines.join('\n')}\n\n(Based on ${dataUsed.join('; ')}.)`, dataUsed, href: null };
}

const what = (q: ReadQuestion) => {
  const s = subjectWords(q.subjects[0]);
  return `${q.topic === 'income' ? 'Your income' : 'Your spending'}${s ? ` ${s}` : ''}`;
};

export function answerChange(q: ReadQuestion, ledger: readonly LedgerTransaction[], today: string): LedgerAnswer {
  if (q.shape === 'trend') return trend(q, ledger, today);
  if (q.shape === 'average') return usual(q, ledger, today);
  // no period named: the last full month against the one before
  const asked = q.period ? askedPeriod(q, today, ledger) : monthSpan(previousMonth(today.slice(0, 7)));
  const other = secondPeriod(q.text, today);
  const a = side(q, ledger, asked);
  const b = side(q, ledger, other && other.from !== asked.from ? { ...other, words: periodPhrase(other.words, other.unit) } : periodBefore(asked));
  // a comparison only where both sides are on file: nothing before the first row is a zero
  const first = firstDay(ledger);
  const early = [b, a].find((x) => first !== null && x.p.from < first);
  if (first !== null && early && early.p.to < first) {
    return finish(
      [
        `${what(q)} ${a.p.words}: ${money(a.cents)}. Your transactions start on ${day(first, today)}, so there is nothing ${early.p.words.replace(/^in /, 'in ')} to compare with.`,
      ],
      [`${count(a.rows.length, 'transaction')} ${a.p.words}, transfers left out`],
    );
  }
  const lines = [changeLine(what(q), a, b)];
  if (first !== null && early) lines.push(`Your transactions start on ${day(first, today)}, so ${early.p.words.replace(/^in /, '')} is only partly on file.`);
  const d = drivers(q, a, b);
  if (a.cents !== b.cents && d.length > 0)
    lines.push(
      `${q.shape === 'why' ? 'What drove it' : 'The biggest changes'} (${a.p.words.replace(/^in /, '')} against ${b.p.words.replace(/^in /, '')}, number of payments in brackets): ${list(d)}.`,
    );
  const used = [`${count(a.rows.length + b.rows.length, 'transaction')} ${a.p.words} and ${b.p.words}, transfers left out`];
  return finish(lines, used);
}

/** The first day the ledger has a row on, or null for an empty ledger. */
function firstDay(ledger: readonly LedgerTransaction[]): string | null {
  let first: string | null = null;
  for (const t of ledger) if (first === null || t.date < first) first = t.date.slice(0, 10);
  return first;
}

/** The latest full months before today's, one by one, with the change from the first to the last. */
function trend(q: ReadQuestion, ledger: readonly LedgerTransaction[], today: string): LedgerAnswer {
  const months: string[] = [];
  // only months the ledger reaches: a month before the first row is not a month of zero spending
  const start = firstDay(ledger)?.slice(0, 7) ?? today.slice(0, 7);
  for (let m = previousMonth(today.slice(0, 7)); months.length < TREND_MONTHS && m >= start; m = previousMonth(m)) months.unshift(m);
  if (months.length < 2) return finish([`Your transactions do not reach back two months yet, so there is no trend to give.`], ['your covered months']);
  const sides = months.map((m) => side(q, ledger, monthSpan(m)));
  const first = sides[0]!;
  const last = sides.at(-1)!;
  const lines = [`${what(q)}, month by month:`, ...sides.map((s) => `- ${monthTitle(s.p.from.slice(0, 7))}: ${money(s.cents)}`)];
  if (first.cents > 0)
    lines.push(`From ${monthTitle(months[0]!)} to ${monthTitle(months.at(-1)!)}: ${signedPercent((last.cents - first.cents) / first.cents)}.`);
  return finish(lines, [
    `${count(
      sides.reduce((n, s) => n + s.rows.length, 0),
      'transaction',
    )} in ${monthRange([months[0]!, months.at(-1)!])}`,
  ]);
}

/** A usual month: the median over the ledger's full months (core/figures), named as such. */
function usual(q: ReadQuestion, ledger: readonly LedgerTransaction[], today: string): LedgerAnswer {
  const full = ledgerCoverage({ transactions: ledger, today })
    .filter((m) => m.full)
    .map((m) => m.month)
    .slice(-STATISTIC_MONTHS);
  if (full.length === 0) return finish([`No full month is in your ledger yet, so there is no usual month to give.`], ['your covered months']);
  const sides = full.map((m) => side(q, ledger, monthSpan(m)));
  const typical = median(sides.map((s) => s.cents));
  const lines = [
    `${what(q)} in a usual month is ${money(typical)}: the median of the ${count(full.length, 'full month')} ${monthRange(full)} (lowest ${money(Math.min(...sides.map((s) => s.cents)))}, highest ${money(Math.max(...sides.map((s) => s.cents)))}).`,
  ];
  return finish(lines, [
    `${count(
      sides.reduce((n, s) => n + s.rows.length, 0),
      'transaction',
    )} in ${monthRange(full)}`,
  ]);
}
