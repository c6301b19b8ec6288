// The shape of a money question, read from its words with no model: what kind of answer it wants
// (a total, a count, an average, the biggest or smallest, a list, a comparison, a trend, whether
// something is affordable, when something happens, why something changed, what happens if) and what
// it is about (spending, income, bills, subscriptions, debts, goals, retirement, tax, net worth, the
// savings rate, the surplus, a forecast, budgets). Checked in order: the first shape whose words
// occur wins, so "what if I pay $600 a month" is a what-if before it is a payment total.
import { containsPhrase, indexWords, type WordIndex } from '../prime/words.ts';
import { nearly } from './spelling.ts';

export type Shape =
  | 'what-if'
  | 'affordability'
  | 'when'
  | 'why'
  | 'compare'
  | 'trend'
  | 'breakdown'
  | 'biggest'
  | 'smallest'
  | 'count'
  | 'average'
  | 'list'
  | 'total';

export type Topic =
  | 'retirement'
  | 'net-worth'
  | 'savings-rate'
  | 'surplus'
  | 'goals'
  | 'debts'
  | 'subscriptions'
  | 'bills'
  | 'tax'
  | 'budget'
  | 'forecast'
  | 'income'
  | 'spending';

/** One slip in a long word ("inocme", "most exepnsive") still meets the phrase, word by word. */
export function fuzzyPhrase(ix: WordIndex, phrase: string, plurals = false): boolean {
  const parts = phrase.trim().split(/\s+/);
  if (!parts.some((p) => p.length >= 5)) return false;
  // for a name, a slip in its plural ("retsaurants") is a slip in the word (not for cues: "charges" is not "change")
  const near = (w: string, p: string) => nearly(w, p) || (plurals && w.endsWith('s') && !p.endsWith('s') && nearly(w.slice(0, -1), p));
  for (let s = 0; s + parts.length <= ix.words.length; s++) if (parts.every((p, k) => near(ix.words[s + k]!, p))) return true;
  return false;
}
const has = (ix: WordIndex, phrases: readonly string[]) => phrases.some((p) => containsPhrase(ix, p) || fuzzyPhrase(ix, p));

const SHAPES: readonly [Shape, readonly string[]][] = [
  [
    'what-if',
    [
      'what if',
      'what happens if',
      'suppose',
      'if i pay',
      'if i paid',
      'if i put',
      'if i save',
      'if i saved',
      'if i add',
      'if i spend',
      'if i cut',
      'if i spent',
      'if i increase',
      'if i raise',
    ],
  ],
  [
    'affordability',
    [
      'afford',
      'can i buy',
      'can i spend',
      'enough for',
      'enough money',
      'is it ok to spend',
      'is it okay to spend',
      'can i get away with',
      'room for',
      'fit in my budget',
      'manage to pay',
      'affordable',
      'able to buy',
      'able to pay for',
      'could i buy',
    ],
  ],
  [
    'when',
    [
      'when will',
      'when can',
      'when do',
      'when does',
      'when am i',
      'when is',
      'how long until',
      'how long till',
      'how long before',
      'how long will',
      'how long would',
      'how long to',
      'how many months until',
      'how many years until',
      'by when',
      'what date',
    ],
  ],
  ['why', ['why', 'what drove', 'what caused', 'how come', 'what made', 'reason', 'explain the', 'what happened to']],
  [
    'compare',
    [
      ' vs ',
      'vs',
      'versus',
      'compared',
      'compare',
      'comparison',
      'difference between',
      'than last',
      'than the month before',
      'than usual',
      'what changed',
      'what has changed',
      'what s changed',
      'changed',
      'change from',
    ],
  ],
  [
    'trend',
    [
      'trend',
      'trending',
      'over time',
      'going up',
      'going down',
      'increasing',
      'decreasing',
      'month by month',
      'month on month',
      'month over month',
      'each month',
      'every month',
      'per month over',
      'history of',
    ],
  ],
  [
    'breakdown',
    [
      'breakdown',
      'break down',
      'where did',
      'where does',
      'where do',
      'where has',
      'where have',
      'where is my money going',
      'money go',
      'money going',
      'money went',
      'spend my money on',
      'spent my money on',
      'by category',
      'categories',
    ],
  ],
  ['biggest', ['biggest', 'largest', 'most expensive', 'highest', 'top', 'most', 'priciest', 'dearest', 'main']],
  ['smallest', ['smallest', 'cheapest', 'lowest', 'least', 'tiniest']],
  ['count', ['how many', 'how often', 'number of', 'count', 'times did', 'how frequently']],
  [
    'average',
    [
      'average',
      'on average',
      'typical',
      'typically',
      'usual',
      'usually',
      'normally',
      'mean',
      'per month',
      'a month on',
      'normal month',
      'typical month',
      'usual month',
    ],
  ],
  ['total', ['how much', 'in total', 'total', 'sum of', 'altogether', 'all together']],
  [
    'list',
    [
      'list',
      'show me',
      'show',
      'what are',
      'which',
      'what is due',
      'what s due',
      'whats due',
      'have to pay',
      'need to pay',
      'what bills',
      'what subscriptions',
      'coming up',
      'upcoming',
      'due',
      'all my',
      'itemise',
      'itemize',
    ],
  ],
];

const TOPICS: readonly [Topic, readonly string[]][] = [
  [
    'retirement',
    [
      'retire',
      'retirement',
      'financial freedom',
      'financially free',
      'fi number',
      'fire number',
      'stop working',
      'financial independence',
      'financially independent',
      'early retirement',
      'quit my job',
      'work optional',
    ],
  ],
  ['net-worth', ['net worth', 'networth', 'worth', 'assets', 'how rich']],
  ['savings-rate', ['savings rate', 'saving rate', 'rate of saving', 'percent of my income', 'percentage of my income', 'how much of my income']],
  ['goals', ['goal', 'goals', 'saving for', 'save for', 'emergency fund', 'house deposit', 'down payment', 'holiday fund', 'vacation fund']],
  [
    'debts',
    [
      'debt',
      'debts',
      'loan',
      'loans',
      'owe',
      'credit card balance',
      'payoff',
      'pay off',
      'paying off',
      'avalanche',
      'snowball',
      'interest',
      'apr',
      'minimum payment',
    ],
  ],
  ['subscriptions', ['subscription', 'subscriptions', 'subscribed', 'streaming services', 'membership', 'memberships', 'recurring']],
  [
    'bills',
    [
      'bill',
      'bills',
      'due',
      'reminder',
      'reminders',
      'direct debit',
      'direct debits',
      'standing order',
      'autopay',
      'upcoming payment',
      'upcoming payments',
      'coming up',
      'have to pay',
      'need to pay',
      'payments due',
      'is going out',
      'come out',
      'comes out',
      'coming out',
      'goes out',
      'will go out',
      'renew',
      'renews',
      'renewal',
    ],
  ],
  ['tax', ['tax', 'taxes', 'deductible', 'deduction', 'deductions', 'write off', 'schedule c', 'self assessment', 'hmrc', 'irs', 'vat']],
  ['budget', ['budget', 'budgets', 'over budget', 'under budget', 'limit']],
  ['forecast', ['forecast', 'predict', 'projection', 'next month', 'expect to spend', 'will i spend', 'going to spend', 'end of the month', 'end of month']],
  ['surplus', ['surplus', 'left over', 'leftover', 'save', 'saving', 'savings', 'spare', 'put aside', 'set aside']],
  [
    'income',
    [
      'income',
      'earn',
      'earned',
      'earnings',
      'salary',
      'paycheck',
      'paycheque',
      'pay packet',
      'wage',
      'wages',
      'paid me',
      'money in',
      'got paid',
      'get paid',
      'been paid',
      'was i paid',
      'came in',
      'come in',
      'coming in',
      'take home',
      'takehome',
      'how much did i make',
      'how much do i make',
      'how much have i made',
      'how much money did i make',
      'bring in',
      'brought in',
      'bring home',
      'brought home',
      'what did i make',
    ],
  ],
];

export interface QuestionShape {
  shape: Shape;
  topic: Topic;
  /** the words that decided the shape, for a test to read */
  cue: string | null;
}

/** "How has X changed over the last 6 months": how something changed over a stretch is a trend, not one comparison. */
const TREND_FIRST = /\bhow\b.*\bchang(?:ed|ing|e)\s+(?:over|during|in|across)\s+(?:the\s+)?(?:last|past|previous)\b/i;
/** "more on X in June than in May", "than January": a second period after "than" is a comparison. */
const THAN_PERIOD =
  /\bthan\s+(?:in\s+|during\s+|for\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|last|the\s+(?:month|week|year|quarter)|q[1-4]\b|\d{4}\b)/i;
/** "Apr" after a month's cue or before a day or year is April, not an annual percentage rate. */
const APRIL =
  /\b(in|since|during|by|of|from|until|till|before|after|for|to|and|through|between|early|late|mid|last|this|next|vs|than)\s+apr\b|\bapr\.?\s+(?=\d)/gi;

const EACH_MONTH = new Set(['each month', 'every month', 'per month over']);
const USUALLY = ['average', 'typical', 'typically', 'usual', 'usually', 'normally', 'normal'];

function shapeOf(ix: WordIndex, text: string): { shape: Shape; cue: string | null } {
  const early = SHAPES.slice(0, 4).find(([, phrases]) => phrases.some((p) => containsPhrase(ix, p) || fuzzyPhrase(ix, p)));
  if (!early) {
    const trend = ix.words.join(' ').match(TREND_FIRST);
    if (trend) return { shape: 'trend', cue: 'how changed' };
  }
  for (const [s, phrases] of SHAPES) {
    const hit = phrases.find((p) => (p === ' vs ' ? ` ${ix.words.join(' ')} `.includes(' vs ') : containsPhrase(ix, p) || fuzzyPhrase(ix, p)));
    if (hit) {
      // "what do I normally spend each month" asks for the usual month, not month by month
      if (s === 'trend' && EACH_MONTH.has(hit) && USUALLY.some((p) => containsPhrase(ix, p) || fuzzyPhrase(ix, p))) return { shape: 'average', cue: hit };
      if (SHAPES.findIndex(([x]) => x === s) > SHAPES.findIndex(([x]) => x === 'compare') && THAN_PERIOD.test(text)) return { shape: 'compare', cue: 'than' };
      return { shape: s, cue: hit.trim() };
    }
  }
  return THAN_PERIOD.test(text) ? { shape: 'compare', cue: 'than' } : { shape: 'total', cue: null };
}

/** The question's shape and topic; a question with no cue is a total of spending. */
export function readShape(text: string): QuestionShape {
  const ix = indexWords(` ${text} `);
  const { shape, cue } = shapeOf(ix, text);
  const tx = indexWords(` ${text.replace(APRIL, (m) => m.replace(/apr\.?/i, 'april'))} `);
  // a word the question spells right names its topic before a slip does ("direct debits" are bills, not "debts")
  const exact = TOPICS.find(([, phrases]) => phrases.some((p) => containsPhrase(tx, p)));
  let topic: Topic = (exact ?? TOPICS.find(([, phrases]) => has(tx, phrases)))?.[0] ?? 'spending';
  if (topic === 'surplus' && shape === 'affordability') topic = 'goals';
  return { shape, topic, cue };
}
