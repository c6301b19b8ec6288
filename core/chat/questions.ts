// What a chat question asks (its intent) and what it names (merchant, category, amount, period),
// read word by word with stems and synonyms, so casing, punctuation, plurals and small typos do
// not matter. Pure: the merchants a question may name come from the user's own ledger.
import { addMonthsKey } from '../crystal/forecast.ts';
import { daysInMonth } from '../dates.ts';
import { containsPhrase, indexWords, stem, type WordIndex } from '../prime/words.ts';
import { span } from './format.ts';
import { CATEGORY_WORDS } from './intent.ts';

export type Intent =
  | 'capabilities'
  | 'merchant_category'
  | 'merchant_spend'
  | 'top_categories'
  | 'category_spend'
  | 'review'
  | 'rules'
  | 'imports'
  | 'forecast'
  | 'trend'
  | 'recurring'
  | 'bills'
  | 'insights'
  | 'savings_goal'
  | 'savings'
  | 'debts'
  | 'tax'
  | 'income'
  | 'month'
  | 'team'
  | 'unknown';

export interface Period {
  /** inclusive YYYY-MM-DD bounds, or a duration in months for "in 6 months" */
  from: string;
  to: string;
  words: string;
}

export interface Entities {
  /** the user's merchant as the ledger names it */
  merchant?: string;
  category?: string;
  subcategory?: string | null;
  /** positive cents and the currency the question wrote ("$5k" → 500000, USD) */
  amount?: { cents: number; currency: string };
  period?: Period;
  /** "in 6 months", "by next year": how many months a goal has */
  months?: number;
}

export interface Understood {
  intent: Intent;
  entities: Entities;
}

const has = (ix: WordIndex, phrases: readonly string[]) => phrases.some((p) => containsPhrase(ix, p));

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const MONTH_SHORT = MONTHS.map((m) => m.slice(0, 3));
const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  a: 1,
};
const CURRENCY_OF: Record<string, string> = {
  $: 'USD',
  '€': 'EUR',
  '£': 'GBP',
  usd: 'USD',
  eur: 'EUR',
  gbp: 'GBP',
  dollars: 'USD',
  dollar: 'USD',
  euros: 'EUR',
  euro: 'EUR',
  pounds: 'GBP',
};

/** "$5k", "5,000", "€200", "5000 dollars", "1.5 grand" → cents; a bare small number is not an amount. */
export function amountOf(text: string): Entities['amount'] | undefined {
  const re = /([$€£])?\s?(\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?|\d+(?:\.\d{1,2})?)\s?(k|thousand|grand|m|million)?\b\s?(usd|eur|gbp|dollars?|euros?|pounds)?/gi;
  for (const m of text.matchAll(re)) {
    const [, symbol, digits, scale, word] = m;
    if (!symbol && !scale && !word && !digits!.includes(',')) continue;
    let value = Number(digits!.replace(/,/g, ''));
    const s = scale?.toLowerCase();
    if (s === 'k' || s === 'thousand' || s === 'grand') value *= 1000;
    if (s === 'm' || s === 'million') value *= 1_000_000;
    return { cents: Math.round(value * 100), currency: CURRENCY_OF[(symbol ?? word ?? '$').toLowerCase()] ?? 'USD' };
  }
  return undefined;
}

const iso = (y: number, m: number, d: number) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
const monthSpan = (key: string) => {
  const y = Number(key.slice(0, 4));
  const m = Number(key.slice(5, 7));
  return { from: `${key}-01`, to: iso(y, m, daysInMonth(y, m)) };
};

const monthWords = (key: string) =>
  `${MONTHS[Number(key.slice(5, 7)) - 1]![0]!.toUpperCase()}${MONTHS[Number(key.slice(5, 7)) - 1]!.slice(1)} ${key.slice(0, 4)}`;

/** The period a question names, against `today`; `months` when it gives a span to come ("in 6 months"). */
export function periodOf(text: string, today: string): { period?: Period; months?: number } {
  const ix = indexWords(text);
  const w = ix.words;
  const out: { period?: Period; months?: number } = {};
  for (let i = 0; i < w.length - 1; i++) {
    const n = NUMBER_WORDS[w[i]!] ?? (/^\d{1,3}$/.test(w[i]!) ? Number(w[i]) : NaN);
    const unit = stem(w[i + 1]!);
    if (!Number.isFinite(n) || n <= 0) continue;
    if (unit === 'month') out.months = n;
    else if (unit === 'year' || unit === 'yr') out.months = n * 12;
    else if (unit === 'week') out.months = Math.max(1, Math.round(n / 4.35));
  }
  const thisMonth = today.slice(0, 7);
  if (has(ix, ['last month', 'previous month', 'past month'])) {
    const k = addMonthsKey(thisMonth, -1);
    out.period = { ...monthSpan(k), words: `last month (${monthWords(k)})` };
  } else if (has(ix, ['this month', 'current month', 'month to date'])) {
    out.period = { from: `${thisMonth}-01`, to: today, words: `this month (${span(`${thisMonth}-01`, today, today)})` };
  } else if (has(ix, ['this year', 'so far this year', 'year to date', 'ytd'])) {
    out.period = { from: `${today.slice(0, 4)}-01-01`, to: today, words: `this year (${today.slice(0, 4)})` };
  } else if (has(ix, ['last year', 'previous year'])) {
    const y = Number(today.slice(0, 4)) - 1;
    out.period = { from: `${y}-01-01`, to: `${y}-12-31`, words: `last year (${y})` };
  } else {
    const i = w.findIndex((x) => MONTHS.includes(x) || (MONTH_SHORT.includes(x) && x !== 'may' && x !== 'mar'));
    if (i >= 0) {
      const m = (MONTHS.includes(w[i]!) ? MONTHS.indexOf(w[i]!) : MONTH_SHORT.indexOf(w[i]!)) + 1;
      const yearWord = w[i + 1] && /^\d{4}$/.test(w[i + 1]!) ? Number(w[i + 1]) : null;
      let y = yearWord ?? Number(today.slice(0, 4));
      if (yearWord === null && iso(y, m, 1) > today) y--; // "in March" is the latest March
      const k = iso(y, m, 1).slice(0, 7);
      out.period = { ...monthSpan(k), words: `in ${MONTHS[m - 1]![0]!.toUpperCase()}${MONTHS[m - 1]!.slice(1)} ${y}` };
    }
  }
  return out;
}

/** Edit distance at most 1 (one typo) between two words. */
function nearly(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1 || Math.min(a.length, b.length) < 5) return false;
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i++;
      j++;
      continue;
    }
    if (++edits > 1) return false;
    if (a.length > b.length) i++;
    else if (b.length > a.length) j++;
    else {
      i++;
      j++;
    }
  }
  return edits + (a.length - i) + (b.length - j) <= 1;
}

/** The user's merchant the question names (longest name first), allowing one typo per long word. */
export function merchantOf(text: string, merchants: readonly string[]): string | undefined {
  const qw = indexWords(text).words;
  const sorted = [...new Set(merchants)].sort((a, b) => b.length - a.length);
  for (const name of sorted) {
    const mw = indexWords(name).words;
    if (mw.length === 0 || (mw.length === 1 && mw[0]!.length < 3)) continue;
    for (let s = 0; s + mw.length <= qw.length; s++) {
      if (mw.every((m, k) => nearly(stem(qw[s + k]!), stem(m)) || nearly(qw[s + k]!, m))) return name;
    }
  }
  return undefined;
}

/** The category (and subcategory) the question names, most specific first. */
export function categoryOf(text: string): { category: string; subcategory: string | null } | undefined {
  const ix = indexWords(text);
  for (const [category, subcategory, phrases] of CATEGORY_WORDS) {
    if (has(ix, phrases) || containsPhrase(ix, category.replace('&', ' '))) return { category, subcategory };
  }
  return undefined;
}

// ── intents: word lists, checked in this order ───────────────────────────────────────────────
const SPEND = ['spend', 'spent', 'spending', 'cost', 'how much', 'expense', 'pay', 'paid', 'total'];
const WHY_CATEGORY = [
  'why',
  'categorized',
  'categorised',
  'category',
  'categorize',
  'classified',
  'classify',
  'filed',
  'tagged',
  'labelled',
  'labeled',
  'put under',
  'count as',
];
const RULES: readonly [Intent, readonly string[]][] = [
  [
    'capabilities',
    [
      'what can you do',
      'what do you do',
      'how can you help',
      'what can i ask',
      'help me',
      'who are you',
      'what are you',
      'your job',
      'what are you for',
      'what you can do',
      'capabilities',
    ],
  ],
  ['team', ['who should i ask', 'who can help', 'which employee', 'who handles', 'who do i ask', 'team']],
  ['savings_goal', []], // decided below: a saving word with an amount
  ['review', ['review', 'uncategorized', 'uncategorised', 'need my input', 'waiting for me', 'unsure', 'not sure about']],
  ['rules', ['rule', 'rules', 'learned', 'learnt', 'corrections', 'what you go by']],
  [
    'imports',
    ['import', 'imported', 'upload', 'uploaded', 'statement', 'document', 'file', 'duplicate rows', 'duplicates skipped', 'skipped', 'ocr', 'receipt'],
  ],
  ['tax', ['tax', 'taxes', 'deduct', 'deductible', 'deduction', 'write off', 'writeoff', 'irs']],
  ['debts', ['debt', 'debts', 'loan', 'loans', 'credit card', 'owe', 'interest charged', 'interest', 'payoff', 'pay off', 'mortgage payment']],
  ['bills', ['bill', 'bills', 'due', 'upcoming payment', 'upcoming payments', 'next payment', 'reminder']],
  ['recurring', ['recurring', 'subscription', 'subscriptions', 'repeat', 'regular payment', 'every month']],
  ['forecast', ['forecast', 'predict', 'prediction', 'projection', 'project', 'next month', 'expect to spend', 'will i spend', 'going to spend']],
  [
    'insights',
    [
      'insight',
      'insights',
      'unusual',
      'stand out',
      'stands out',
      'anomaly',
      'anomalies',
      'spike',
      'weird',
      'strange',
      'suspicious',
      'duplicate charge',
      'price rise',
      'new merchant',
      'anything odd',
    ],
  ],
  [
    'trend',
    [
      'trend',
      'trending',
      'spending going',
      'how is my spending',
      'how s my spending',
      'going up',
      'going down',
      'increasing',
      'decreasing',
      'more than before',
      'compared',
      'spending more',
      'spending less',
    ],
  ],
  [
    'top_categories',
    [
      'top categories',
      'top category',
      'biggest categories',
      'biggest category',
      'largest categories',
      'where does my money go',
      'where my money goes',
      'where did my money go',
      'spend the most',
      'spend most',
      'most money',
      'breakdown',
      'by category',
      'main categories',
    ],
  ],
  ['savings', ['save', 'saving', 'savings', 'savings rate', 'surplus', 'put aside', 'set aside', 'left over', 'goal', 'goals']],
  ['income', ['income', 'earn', 'earned', 'salary', 'paycheck', 'wage', 'wages', 'paid me', 'money in']],
  ['month', ['this month', 'my month', 'summary', 'how is my month', 'snapshot']],
];

export function understand(text: string, today: string, merchants: readonly string[]): Understood {
  const ix = indexWords(text);
  const entities: Entities = {};
  const merchant = merchantOf(text, merchants);
  if (merchant) entities.merchant = merchant;
  const cat = categoryOf(text);
  const amount = amountOf(text);
  if (amount) entities.amount = amount;
  const { period, months } = periodOf(text, today);
  if (period) entities.period = period;
  if (months) entities.months = months;
  const set = (intent: Intent): Understood => {
    if (cat && !merchant) {
      entities.category = cat.category;
      entities.subcategory = cat.subcategory;
    }
    return { intent, entities };
  };
  if (has(ix, RULES[0]![1]) || (ix.words.length <= 2 && has(ix, ['help', 'hi', 'hello', 'hey']))) return set('capabilities');
  if (amount && has(ix, ['save', 'saving', 'savings', 'afford', 'put aside', 'set aside', 'goal'])) {
    // "by March": the months from now to the end of the next such month
    const named = ix.words.findIndex((x) => MONTHS.includes(x));
    if (!entities.months && named >= 0 && has(ix, ['by', 'before', 'until', 'till'])) {
      const ahead = (MONTHS.indexOf(ix.words[named]!) + 1 - Number(today.slice(5, 7)) + 12) % 12;
      entities.months = ahead === 0 ? 12 : ahead;
    }
    return set('savings_goal');
  }
  if (merchant && has(ix, WHY_CATEGORY)) return set('merchant_category');
  if (!merchant && cat && has(ix, ['why', 'categorized', 'categorised', 'classified'])) return set('merchant_category');
  if (merchant && (has(ix, SPEND) || has(ix, ['how often', 'how many times', 'transactions']))) return set('merchant_spend');
  if (merchant && cat) return set('merchant_category'); // "is Starbucks really dining?"
  for (const [intent, phrases] of RULES.slice(1)) {
    if (intent === 'savings_goal' || phrases.length === 0) continue;
    if (intent === 'imports' && cat) continue;
    if (has(ix, phrases)) {
      if ((intent === 'top_categories' || intent === 'month') && cat && has(ix, SPEND)) return set('category_spend');
      return set(intent);
    }
  }
  if (cat && (has(ix, SPEND) || ix.words.length <= 4)) return set('category_spend');
  if (has(ix, SPEND)) return set('top_categories'); // all spending: the total with its breakdown
  if (merchant) return set('merchant_spend');
  return set('unknown');
}
