// Issue 31's question generator: seeded ledgers (a salary, rent, groceries, coffee, fuel,
// subscriptions, shopping, eating out: full months from a first of the month to a pinned today) and
// templated questions over them in many phrasings (synonyms, British and American words, lowercase,
// no question mark, a typo), each with its ground truth computed from the rows here, independently of
// the reader under test. `score` says whether a reply gives the true figure, or, for a question
// about a name the ledger lacks, says it did not understand instead of giving a figure.
import { addDays, daysInMonth, isoDate } from '../../core/dates.ts';
import type { LedgerTransaction } from '../../core/crystal/types.ts';
import { formatCents } from '../../core/money.ts';
import { mulberry32 } from '../../core/seeded-random.ts';

export interface GeneratedLedger {
  seed: number;
  today: string;
  transactions: LedgerTransaction[];
}

export type BankShape = 'total' | 'count' | 'biggest' | 'income' | 'compare' | 'unknown-name';

export interface BankQuestion {
  text: string;
  shape: BankShape;
  /** what a right reply must contain (all of them) */
  expect: string[];
  /** and what it must match, for counts ("3 payments") */
  pattern?: RegExp;
  /** a reply that must not give a money figure (a name the ledger lacks) */
  noFigure?: boolean;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const GROCERS = ['Whole Foods', "Trader Joe's", 'Tesco', 'Aldi', 'Kroger', 'Sainsbury’s'];
const COFFEE = ['Starbucks', 'Blue Bottle', 'Costa Coffee', 'Pret A Manger'];
const FUEL = ['Shell', 'BP', 'Chevron', 'Esso'];
const EATING = ['Chipotle', 'Nando’s', 'Olive Garden', 'Wagamama'];
const SUBS = [
  { merchant: 'Netflix', category: 'Entertainment', subcategory: 'Streaming', cents: 1549 },
  { merchant: 'Spotify', category: 'Entertainment', subcategory: 'Streaming', cents: 1099 },
  { merchant: 'Adobe', category: 'Business', subcategory: 'Software', cents: 5499 },
  { merchant: 'PureGym', category: 'Health & Fitness', subcategory: 'Gym', cents: 2999 },
];

export function generateLedger(seed: number): GeneratedLedger {
  const r = mulberry32(seed);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)]!;
  const today = addDays('2026-02-01', Math.floor(r() * 300));
  const months = 13 + Math.floor(r() * 6);
  const ty = Number(today.slice(0, 4));
  const tm = Number(today.slice(5, 7));
  const start = isoDate(ty, tm - months, 1);
  const grocer = [pick(GROCERS), pick(GROCERS)];
  const coffee = pick(COFFEE);
  const fuel = pick(FUEL);
  const eating = pick(EATING);
  const salary = 300_000 + Math.floor(r() * 400_000);
  const rent = 90_000 + Math.floor(r() * 120_000);
  const txs: LedgerTransaction[] = [];
  const add = (date: string, merchant: string, cents: number, category: string, subcategory: string | null) => {
    if (date <= today)
      txs.push({
        date,
        description: `${merchant.toUpperCase()} ${date.replaceAll('-', '')}`,
        merchant,
        amountCents: cents,
        category,
        subcategory,
        account: 'Checking',
      });
  };
  for (let i = 0; i <= months; i++) {
    const y = Number(start.slice(0, 4));
    const m = Number(start.slice(5, 7)) + i;
    const first = isoDate(y, m, 1);
    const dim = daysInMonth(Number(first.slice(0, 4)), Number(first.slice(5, 7)));
    const on = (d: number) => isoDate(y, m, Math.min(d, dim));
    add(on(25), 'Acme Corp Payroll', salary, 'Income', 'Salary');
    add(on(1), 'Parkside Lettings', -rent, 'Housing', 'Rent');
    for (const s of SUBS) add(on(3 + SUBS.indexOf(s) * 5), s.merchant, -s.cents, s.category, s.subcategory);
    for (let w = 0; w < 4; w++) add(on(2 + w * 7 + Math.floor(r() * 3)), grocer[w % 2]!, -(3000 + Math.floor(r() * 9000)), 'Food & Dining', 'Groceries');
    for (let k = Math.floor(r() * 6); k > 0; k--) add(on(1 + Math.floor(r() * 28)), coffee, -(350 + Math.floor(r() * 500)), 'Food & Dining', 'Coffee Shops');
    for (let k = 1 + Math.floor(r() * 2); k > 0; k--) add(on(1 + Math.floor(r() * 28)), fuel, -(3500 + Math.floor(r() * 4000)), 'Transportation', 'Gas & Fuel');
    for (let k = Math.floor(r() * 4); k > 0; k--) add(on(1 + Math.floor(r() * 28)), 'Amazon', -(1200 + Math.floor(r() * 15000)), 'Shopping', 'Online Shopping');
    for (let k = Math.floor(r() * 3); k > 0; k--) add(on(1 + Math.floor(r() * 28)), eating, -(1800 + Math.floor(r() * 5000)), 'Food & Dining', 'Restaurants');
  }
  txs.sort((a, b) => a.date.localeCompare(b.date));
  return { seed, today, transactions: txs };
}

interface Window {
  words: string;
  from: string;
  to: string;
}

/** Periods as people write them, with their bounds computed here (not by the reader). */
function windows(today: string, r: () => number): Window[] {
  const y = Number(today.slice(0, 4));
  const m = Number(today.slice(5, 7));
  const lastFrom = isoDate(y, m - 1, 1);
  const lastTo = addDays(`${today.slice(0, 7)}-01`, -1);
  const back = 2 + Math.floor(r() * 8); // a month 2–9 months ago, by name
  const named = isoDate(y, m - back, 1);
  const nm = Number(named.slice(5, 7));
  const namedTo = isoDate(Number(named.slice(0, 4)), nm, daysInMonth(Number(named.slice(0, 4)), nm));
  return [
    { words: pick2(r, ['last month', 'in the last month', 'during last month', 'over the previous month']), from: lastFrom, to: lastTo },
    { words: `in ${MONTHS[nm - 1]}`, from: named, to: namedTo },
    { words: pick2(r, ['this year', 'so far this year', 'year to date']), from: `${y}-01-01`, to: today },
    { words: pick2(r, ['in the last 90 days', 'over the past 90 days', 'the last 90 days']), from: addDays(today, -89), to: today },
    { words: `since ${MONTHS[nm - 1]}`, from: named, to: today },
  ];
}

const pick2 = <T>(r: () => number, xs: readonly T[]) => xs[Math.floor(r() * xs.length)]!;

const spent = (txs: readonly LedgerTransaction[], w: Window, match: (t: LedgerTransaction) => boolean) =>
  txs.filter((t) => t.date >= w.from && t.date <= w.to && t.amountCents < 0 && match(t)).reduce((s, t) => s - t.amountCents, 0);

/** A question's surface: lowercase, no question mark, a swapped pair of letters in one long word. */
function dress(text: string, r: () => number): string {
  let q = text;
  const roll = r();
  if (roll < 0.25) q = q.toLowerCase();
  if (r() < 0.3) q = q.replace(/\?$/, '');
  if (r() < 0.15) {
    const ws = q.split(' ');
    const i = ws.findIndex((w, k) => k > 0 && /^[a-z]{6,}$/.test(w) && !['groceries'].includes(w));
    if (i > 0) ws[i] = ws[i]!.slice(0, 2) + ws[i]![3] + ws[i]![2] + ws[i]!.slice(4);
    q = ws.join(' ');
  }
  return q;
}

const CATEGORY_PHRASES: readonly [string, (t: LedgerTransaction) => boolean][] = [
  ['groceries', (t) => t.subcategory === 'Groceries'],
  ['coffee', (t) => t.subcategory === 'Coffee Shops'],
  ['petrol', (t) => t.subcategory === 'Gas & Fuel'],
  ['fuel', (t) => t.subcategory === 'Gas & Fuel'],
  ['eating out', (t) => t.subcategory === 'Restaurants'],
  ['streaming', (t) => t.subcategory === 'Streaming'],
];

/** `n` questions over the ledger, with their truths. */
export function questionsFor(ledger: GeneratedLedger, n: number): BankQuestion[] {
  const r = mulberry32(ledger.seed * 7919 + 13);
  const txs = ledger.transactions;
  const merchants = [...new Set(txs.map((t) => t.merchant!).filter((m) => m !== 'Acme Corp Payroll'))];
  const out: BankQuestion[] = [];
  for (let i = 0; i < n; i++) {
    const w = pick2(r, windows(ledger.today, r));
    const kind = Math.floor(r() * 6);
    if (kind === 0) {
      const m = pick2(r, merchants);
      const form = pick2(r, ['How much did I spend at {m} {w}?', 'How much have I spent on {m} {w}?', 'What did {m} cost me {w}?', 'Total spent at {m} {w}?']);
      out.push({
        text: dress(form.replace('{m}', m).replace('{w}', w.words), r),
        shape: 'total',
        expect: [formatCents(spent(txs, w, (t) => t.merchant === m))],
      });
    } else if (kind === 1) {
      const [phrase, match] = pick2(r, CATEGORY_PHRASES);
      const form = pick2(r, ['How much did I spend on {c} {w}?', 'What did I spend on {c} {w}?', 'How much went on {c} {w}?', '{c} spending {w}?']);
      out.push({ text: dress(form.replace('{c}', phrase).replace('{w}', w.words), r), shape: 'total', expect: [formatCents(spent(txs, w, match))] });
    } else if (kind === 2) {
      const m = pick2(r, merchants);
      const count = txs.filter((t) => t.date >= w.from && t.date <= w.to && t.merchant === m && t.amountCents < 0).length;
      const form = pick2(r, ['How many times did I pay {m} {w}?', 'How often did I go to {m} {w}?', 'Number of {m} payments {w}?']);
      const units = '(?:times?|payments?|transactions?|visits?|purchases?|charges?)';
      const pattern = count === 0 ? /\b(?:no|0|zero|none)\b/i : new RegExp(`\\b${count} ${units}\\b`);
      out.push({ text: dress(form.replace('{m}', m).replace('{w}', w.words), r), shape: 'count', expect: [], pattern });
    } else if (kind === 3) {
      const income = txs
        .filter((t) => t.date >= w.from && t.date <= w.to && t.amountCents > 0 && t.category === 'Income')
        .reduce((s, t) => s + t.amountCents, 0);
      const form = pick2(r, ['How much did I earn {w}?', 'What was my income {w}?', 'How much money came in {w}?', 'What did I get paid {w}?']);
      out.push({ text: dress(form.replace('{w}', w.words), r), shape: 'income', expect: [formatCents(income)] });
    } else if (kind === 4) {
      // with rent left out ("apart from rent") or in ("biggest payment")
      const noRent = r() < 0.5;
      const rows = txs.filter((t) => t.date >= w.from && t.date <= w.to && t.amountCents < 0 && !(noRent && t.subcategory === 'Rent'));
      const big = rows.reduce<LedgerTransaction | null>((b, t) => (b === null || t.amountCents < b.amountCents ? t : b), null);
      if (!big) continue;
      const form = noRent
        ? pick2(r, [
            'What was my biggest payment {w} apart from rent?',
            'Largest payment {w} excluding rent?',
            'Biggest purchase {w}, other than rent?',
            'What was my most expensive payment {w} except rent',
          ])
        : pick2(r, ['What was my biggest payment {w}?', 'Largest payment {w}?', 'What was the most expensive thing I paid for {w}?']);
      out.push({ text: dress(form.replace('{w}', w.words), r), shape: 'biggest', expect: [formatCents(-big.amountCents), big.merchant!] });
    } else {
      const fake = pick2(r, ['Zorblax', 'Quibbleton Books', 'Marrowfield Deli', 'Vexcom']);
      const form = pick2(r, ['How much did I spend at {m} {w}?', 'What did I spend on {m} {w}?']);
      out.push({ text: dress(form.replace('{m}', fake).replace('{w}', w.words), r), shape: 'unknown-name', expect: [], noFigure: true });
    }
  }
  return out;
}

const FIGURE = /[$£€]\s?\d[\d,]*\.\d\d/;
const NOT_UNDERSTOOD =
  /didn.t understand|did not understand|don.t (?:know|see|have) .*(?:merchant|name)|no (?:merchant|payee|category) (?:called|named)|isn.t in your (?:ledger|transactions)|not in your (?:ledger|transactions)|couldn.t find/i;

/** Whether `reply` answers `q` right. */
export function score(q: BankQuestion, reply: string): boolean {
  if (q.noFigure) return NOT_UNDERSTOOD.test(reply) && !FIGURE.test(reply.split('\n')[0] ?? '');
  return q.expect.every((e) => reply.includes(e)) && (q.pattern === undefined || q.pattern.test(reply));
}
