// Questions about the ledger's rows (totals, counts, usual months, the biggest and smallest payment,
// lists, comparisons, trends, why, where the money went, income, a name the ledger lacks), each with
// its truth added up here from the generated rows.
import type { LedgerTransaction } from '../../../core/crystal/types.ts';
import { formatCents } from '../../../core/money.ts';
import type { GeneratedLedger } from './ledger.ts';
import { monthName, monthStart, pastWindow, type Window } from './periods.ts';
import type { BankQuestion } from './questions.ts';
import { dress, fill, pick, type Rand } from './text.ts';

type Match = (t: LedgerTransaction) => boolean;
const money = (c: number) => formatCents(c);

const inWindow = (t: LedgerTransaction, w: { from: string; to: string }) => t.date >= w.from && t.date <= w.to;
const out = (txs: readonly LedgerTransaction[], w: { from: string; to: string }, match: Match) =>
  txs.filter((t) => inWindow(t, w) && t.amountCents < 0 && t.category !== 'Transfer' && match(t));
const spent = (txs: readonly LedgerTransaction[], w: { from: string; to: string }, match: Match) => out(txs, w, match).reduce((s, t) => s - t.amountCents, 0);

/** Everyday words for the ledger's subcategories, British and American. */
const CATEGORY_PHRASES: readonly [string, Match][] = [
  ['groceries', (t) => t.subcategory === 'Groceries'],
  ['the supermarket', (t) => t.subcategory === 'Groceries'],
  ['coffee', (t) => t.subcategory === 'Coffee Shops'],
  ['petrol', (t) => t.subcategory === 'Gas & Fuel'],
  ['gas', (t) => t.subcategory === 'Gas & Fuel'],
  ['fuel', (t) => t.subcategory === 'Gas & Fuel'],
  ['eating out', (t) => t.subcategory === 'Restaurants'],
  ['restaurants', (t) => t.subcategory === 'Restaurants'],
  ['streaming', (t) => t.subcategory === 'Streaming'],
  ['the gym', (t) => t.subcategory === 'Gym'],
  ['online shopping', (t) => t.subcategory === 'Online Shopping'],
  ['rent', (t) => t.subcategory === 'Rent'],
  ['food', (t) => t.category === 'Food & Dining'],
];

interface Subject {
  words: string;
  /** "at Tesco" / "on groceries" */
  at: string;
  match: Match;
  name: string;
}

function subject(l: GeneratedLedger, r: Rand): Subject {
  if (r() < 0.5) {
    const merchants = [...new Set(l.transactions.map((t) => t.merchant!).filter((m) => m !== l.payroll))];
    const m = pick(r, merchants);
    // as a person types it: a straight apostrophe or none, lowercase
    const typed = pick(r, [m, m, m.replace(/’/g, "'"), m.replace(/[’']/g, ''), m.toLowerCase()]);
    return { words: typed, at: `at ${typed}`, match: (t) => t.merchant === m, name: m };
  }
  const present = CATEGORY_PHRASES.filter(([, match]) => l.transactions.some(match));
  const [phrase, match] = pick(r, present);
  return { words: phrase, at: `on ${phrase}`, match, name: phrase };
}

/** The full months (core/figures' rule: not the first if it starts late, not today's), the latest 12. */
export function fullMonths(l: GeneratedLedger): { from: string; to: string }[] {
  const outMonths: { from: string; to: string }[] = [];
  for (let back = 1; outMonths.length < 12; back++) {
    const from = monthStart(l.today, back);
    if (from < `${l.start.slice(0, 7)}-01` || (from.slice(0, 7) === l.start.slice(0, 7) && l.start.slice(8) !== '01')) break;
    const next = monthStart(l.today, back - 1);
    const d = new Date(`${next}T00:00:00Z`);
    d.setUTCDate(0);
    outMonths.unshift({ from, to: d.toISOString().slice(0, 10) });
  }
  return outMonths;
}

export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : Math.round((s[mid - 1]! + s[mid]!) / 2);
}

const names = (l: GeneratedLedger) => [...new Set(l.transactions.map((t) => t.merchant!))];

function total(l: GeneratedLedger, r: Rand, w: Window): BankQuestion {
  const s = subject(l, r);
  const form = pick(r, [
    'How much did I spend {at} {w}?',
    'How much have I spent {at} {w}?',
    'What did I spend {at} {w}?',
    'Total spent {at} {w}?',
    'how much went {at} {w}',
    'What was my spending {at} {w}?',
    'What have I paid {at2} {w}?',
    'Amount spent {at} {w}',
    'how much money did I spend {at} {w}?',
    '{w}, how much did I spend {at}?',
    'Tell me how much I spent {at} {w}',
    'How much cash went {at} {w}?',
    'what was the total {at} {w}',
    'How much did I blow {at} {w}?',
    '{s} {w}?',
    'spend {at} {w}?',
    'Could you tell me what I spent {at} {w}?',
    'how much have i spent in total {at} {w}',
    'What did {s} cost me {w}?',
  ]);
  const at2 = s.at.startsWith('at ') ? s.words : `for ${s.words}`;
  const text = fill(form, { s: s.words, at: s.at, at2, w: w.words });
  return { text: dress(text[0]!.toUpperCase() + text.slice(1), r, names(l)), shape: 'total', expect: [money(spent(l.transactions, w, s.match))] };
}

function howMany(l: GeneratedLedger, r: Rand, w: Window): BankQuestion {
  const merchants = [...new Set(l.transactions.filter((t) => t.amountCents < 0).map((t) => t.merchant!))];
  const m = pick(r, merchants);
  const n = out(l.transactions, w, (t) => t.merchant === m).length;
  const form = pick(r, [
    'How many times did I pay {m} {w}?',
    'How often did I go to {m} {w}?',
    'Number of {m} payments {w}?',
    'how many {m} transactions {w}',
    'How many purchases at {m} {w}?',
    'how many visits to {m} {w}',
    'count my {m} payments {w}',
    'How many times have I been to {m} {w}?',
    'How many charges from {m} {w}?',
    'How many times did I buy from {m} {w}?',
    'how many {m} purchases {w}',
    'How frequently did I pay {m} {w}?',
    'What is the number of times I paid {m} {w}?',
  ]);
  const units = '(?:times?|payments?|transactions?|visits?|purchases?|charges?)';
  const pattern = n === 0 ? /\b(?:no|0|zero|none)\b/i : new RegExp(`\\b${n} ${units}\\b`);
  return { text: dress(fill(form, { m, w: w.words }), r, names(l)), shape: 'count', expect: [], pattern };
}

function average(l: GeneratedLedger, r: Rand): BankQuestion | null {
  const months = fullMonths(l);
  if (months.length === 0) return null;
  const s = subject(l, r);
  const typical = median(months.map((m) => spent(l.transactions, m, s.match)));
  const form = pick(r, [
    'How much do I spend {at} in a usual month?',
    'What do I usually spend {at}?',
    'On average, how much do I spend {at} per month?',
    'What is my average monthly spending {at}?',
    'how much do i normally spend {at} a month',
    'What does a typical month {at} cost me?',
    'What is my monthly average {at}?',
    'typical monthly spend {at}?',
    'What do I normally spend {at} each month?',
    'my usual monthly spend {at}',
    'On a normal month, what do I spend {at}?',
    'average spend {at} per month?',
  ]);
  return { text: dress(fill(form, { at: s.at }), r, names(l)), shape: 'average', expect: [money(typical)] };
}

function extreme(l: GeneratedLedger, r: Rand, w: Window, biggest: boolean): BankQuestion | null {
  const noRent = biggest && r() < 0.5;
  const rows = out(l.transactions, w, (t) => !(noRent && t.subcategory === 'Rent'));
  if (rows.length === 0) return null;
  const cents = biggest ? Math.min(...rows.map((t) => t.amountCents)) : Math.max(...rows.map((t) => t.amountCents));
  const who = [...new Set(rows.filter((t) => t.amountCents === cents).map((t) => t.merchant!))];
  const forms = biggest
    ? noRent
      ? [
          'What was my biggest payment {w} apart from rent?',
          'Largest payment {w} excluding rent?',
          'Biggest purchase {w}, other than rent?',
          'What was my most expensive payment {w} except rent',
        ]
      : [
          'What was my biggest payment {w}?',
          'Largest payment {w}?',
          'What was the most expensive thing I paid for {w}?',
          'biggest single expense {w}',
          'What was my priciest purchase {w}?',
          'my single largest transaction {w}',
          'What was the largest amount I spent {w}?',
          'Highest payment {w}?',
          'What is the most I spent in one go {w}?',
          'What was my largest purchase {w}?',
          'Which purchase cost the most {w}?',
          'What was my most expensive transaction {w}?',
        ]
    : [
        'What was my smallest payment {w}?',
        'Smallest purchase {w}?',
        'What was the cheapest thing I paid for {w}?',
        'lowest payment {w}',
        'least expensive purchase {w}?',
        'What was the tiniest payment I made {w}?',
        'What was my smallest transaction {w}?',
        'cheapest purchase {w}',
        'Which purchase cost the least {w}?',
        'What was the smallest amount I paid {w}?',
      ];
  return {
    text: dress(fill(pick(r, forms), { w: w.words }), r, names(l)),
    shape: biggest ? 'biggest' : 'smallest',
    expect: [money(-cents)],
    anyOf: who,
  };
}

function listOf(l: GeneratedLedger, r: Rand, w: Window): BankQuestion {
  const s = subject(l, r);
  const rows = out(l.transactions, w, s.match);
  const form = pick(r, [
    'List my {s} payments {w}',
    'Show me my {s} transactions {w}',
    'show me what I paid {at} {w}',
    'Which payments {at} did I make {w}?',
    'all my {s} payments {w}',
    'Itemise my {s} spending {w}',
    'list every {s} transaction {w}',
    'Show all {s} transactions {w}',
    'Can you list my {s} purchases {w}?',
    'Show me every payment {at} {w}',
    'list the {s} transactions {w}',
  ]);
  const c = rows.length;
  return {
    text: dress(fill(form, { s: s.words, at: s.at, w: w.words }), r, names(l)),
    shape: 'list',
    expect: c ? [money(-rows.reduce((a, t) => a + t.amountCents, 0))] : [],
    pattern: c ? new RegExp(`\\b${c} (?:payments?|transactions?)\\b`) : /\bno\b/i,
  };
}

function compare(l: GeneratedLedger, r: Rand): BankQuestion {
  const s = subject(l, r);
  const thisMonth = { from: monthStart(l.today, 0), to: l.today };
  const last = { from: monthStart(l.today, 1), to: new Date(Date.parse(`${monthStart(l.today, 0)}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10) };
  if (r() < 0.5) {
    const form = pick(r, [
      '{s} this month vs last month?',
      'How does my spending {at} this month compare with last month?',
      '{s} spending this month versus last month',
      'Am I spending more {at} this month than last month?',
      '{s}: this month compared to last month?',
      'Is my spending {at} higher this month than last month?',
      'compare {s} this month and last month',
      'Have I spent more {at} this month than last month?',
      'how does this month compare to last month for {s}?',
    ]);
    return {
      text: dress(fill(form, { s: s.words, at: s.at }), r, names(l)),
      shape: 'compare',
      expect: [money(spent(l.transactions, thisMonth, s.match)), money(spent(l.transactions, last, s.match))],
    };
  }
  const a = monthStart(l.today, 2 + Math.floor(r() * 4));
  const b = monthStart(l.today, 1 + Math.floor(r() * 7));
  const end = (m: string) => new Date(Date.UTC(Number(m.slice(0, 4)), Number(m.slice(5, 7)), 0)).toISOString().slice(0, 10);
  const other = b === a ? monthStart(l.today, 8) : b;
  const form = pick(r, ['Did I spend more {at} in {a} than in {b}?', 'Compare my spending {at} in {a} with {b}', '{s} in {a} vs {b}?']);
  return {
    text: dress(fill(form, { s: s.words, at: s.at, a: monthName(a), b: monthName(other) }), r, names(l)),
    shape: 'compare',
    expect: [money(spent(l.transactions, { from: a, to: end(a) }, s.match)), money(spent(l.transactions, { from: other, to: end(other) }, s.match))],
  };
}

function trend(l: GeneratedLedger, r: Rand): BankQuestion {
  const s = subject(l, r);
  const months = [6, 5, 4, 3, 2, 1].map((b) => monthStart(l.today, b));
  const end = (m: string) => new Date(Date.UTC(Number(m.slice(0, 4)), Number(m.slice(5, 7)), 0)).toISOString().slice(0, 10);
  const form = pick(r, [
    'How has my {s} spending changed over the last 6 months?',
    'What is the trend in my spending {at}?',
    'Is my spending {at} going up?',
    'Show my {s} spending month by month',
    'how has spending {at} changed over the past six months',
    '{s} spending trend',
    'Has my spending {at} been increasing?',
    'Is my {s} spending going down?',
    'how is my spending {at} trending',
    'How has my {s} spending changed in the last 6 months?',
    'month by month, what did I spend {at}?',
  ]);
  return {
    text: dress(fill(form, { s: s.words, at: s.at }), r, names(l)),
    shape: 'trend',
    expect: [
      money(spent(l.transactions, { from: months[0]!, to: end(months[0]!) }, s.match)),
      money(spent(l.transactions, { from: months[5]!, to: end(months[5]!) }, s.match)),
    ],
  };
}

function why(l: GeneratedLedger, r: Rand): BankQuestion {
  const s = subject(l, r);
  const a = monthStart(l.today, 1);
  const b = monthStart(l.today, 2);
  const end = (m: string) => new Date(Date.UTC(Number(m.slice(0, 4)), Number(m.slice(5, 7)), 0)).toISOString().slice(0, 10);
  const form = pick(r, [
    'Why did I spend more {at} last month?',
    'Why was my spending {at} different last month?',
    'why did {s} cost so much last month',
    'What drove my spending {at} last month?',
    'How come I spent so much {at} last month?',
    'what caused my {s} spending last month',
    'Why was {s} so expensive last month?',
    'Explain the change in my {s} spending last month',
    'Why did my {s} spending go up last month?',
    'why was {s} different last month',
  ]);
  return {
    text: dress(fill(form, { s: s.words, at: s.at }), r, names(l)),
    shape: 'why',
    expect: [money(spent(l.transactions, { from: a, to: end(a) }, s.match)), money(spent(l.transactions, { from: b, to: end(b) }, s.match))],
  };
}

function breakdown(l: GeneratedLedger, r: Rand, w: Window): BankQuestion | null {
  const rows = out(l.transactions, w, () => true);
  if (rows.length === 0) return null;
  const by = new Map<string, number>();
  for (const t of rows) by.set(t.category, (by.get(t.category) ?? 0) - t.amountCents);
  const [top] = [...by.entries()].sort((a, b) => b[1] - a[1]);
  const form = pick(r, [
    'Where did my money go {w}?',
    'Where did most of my money go {w}?',
    'What did I spend my money on {w}?',
    'breakdown of my spending {w}',
    'Where does my money go {w}?',
    'Break down my spending {w}',
    'where has my money gone {w}',
    'Which categories did I spend the most on {w}?',
    'Show me a breakdown of my spending {w}',
    'what categories did my money go to {w}',
    'Where did all my money go {w}?',
    'what did most of my money go on {w}',
  ]);
  return {
    text: dress(fill(form, { w: w.words }), r, names(l)),
    shape: 'breakdown',
    expect: [money(-rows.reduce((a, t) => a + t.amountCents, 0)), top![0], money(top![1])],
  };
}

function income(l: GeneratedLedger, r: Rand, w: Window): BankQuestion {
  const cents = l.transactions.filter((t) => inWindow(t, w) && t.amountCents > 0 && t.category === 'Income').reduce((s, t) => s + t.amountCents, 0);
  const form = pick(r, [
    'How much did I earn {w}?',
    'What was my income {w}?',
    'How much money came in {w}?',
    'What did I get paid {w}?',
    'how much was my salary {w}',
    'Total income {w}?',
    'How much did I make {w}?',
    'What were my earnings {w}?',
    'how much was I paid {w}',
    'How much income did I receive {w}?',
    'what came in {w}',
    'How much was I paid {w}?',
    'What was my take-home pay {w}?',
    'How much salary did I receive {w}?',
    'What did I earn {w}?',
    'How much money did I bring in {w}?',
  ]);
  return { text: dress(fill(form, { w: w.words }), r, names(l)), shape: 'income', expect: [money(cents)] };
}

function unknownName(l: GeneratedLedger, r: Rand, w: Window): BankQuestion {
  const fake = pick(r, ['Zorblax', 'Quibbleton Books', 'Marrowfield Deli', 'Vexcom', 'Glimmerstone', 'Pemberton Hardware']);
  const form = pick(r, [
    'How much did I spend at {m} {w}?',
    'What did I spend on {m} {w}?',
    'How much have I paid {m} {w}?',
    'how many times did I shop at {m} {w}',
    'What did {m} cost me {w}?',
    'Spending at {m} {w}?',
    'how often did I go to {m} {w}',
    'How much went to {m} {w}?',
    'Did I pay {m} anything {w}?',
    'How much have I spent with {m} {w}?',
    'Did I spend anything at {m} {w}?',
    'How much did I pay to {m} {w}?',
    'Total at {m} {w}?',
  ]);
  return { text: dress(fill(form, { m: fake, w: w.words }), r, names(l)), shape: 'unknown-name', expect: [], noFigure: true };
}

/** One question about the ledger's rows, of shape `k` (0–11). */
export function ledgerQuestion(l: GeneratedLedger, r: Rand, k: number): BankQuestion | null {
  const w = pastWindow(l.today, r);
  switch (k) {
    case 0:
      return total(l, r, w);
    case 1:
      return howMany(l, r, w);
    case 2:
      return average(l, r);
    case 3:
      return extreme(l, r, w, true);
    case 4:
      return extreme(l, r, w, false);
    case 5:
      return listOf(l, r, w);
    case 6:
      return compare(l, r);
    case 7:
      return trend(l, r);
    case 8:
      return why(l, r);
    case 9:
      return breakdown(l, r, w);
    case 10:
      return income(l, r, w);
    default:
      return unknownName(l, r, w);
  }
}
