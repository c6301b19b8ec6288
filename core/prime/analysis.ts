// Question analysis: what a question is about, how pressing it is, and the amount and timeframe
// it mentions. Pure and cheap (input is capped, see words.ts), used by Prime's router, the chat
// persona prompts and the interactions log.
import { routeQuestion } from './router.ts';
import { cleanQuestion, containsPhrase, indexWords, stem, type WordIndex } from './words.ts';

export const INTENTS = ['general', 'saving', 'investment', 'debt_management', 'budgeting', 'goal_setting'] as const;
export type Intent = (typeof INTENTS)[number];
export type Urgency = 'normal' | 'medium' | 'high';

export interface QuestionAnalysis {
  /** the question's meaningful words (no stop words, no bare numbers), lower-case, first 15, in order */
  keywords: string[];
  intent: Intent;
  urgency: Urgency;
  /** the best routing rule's topic ("tax", "debt payoff", …), or "general" */
  topic: string;
  /** the first amount of money mentioned, in currency units ("$5,000", "5k", "2.5 million") */
  amountMentioned: number | null;
  /** the first timeframe mentioned, as written ("in 6 months", "by December", "next year") */
  timeframeMentioned: string | null;
}

/**
 * Intent cues. The intent with most cues wins; a tie goes to the one listed first. A saving
 * question that names both an amount and a timeframe ("save $5,000 by December") is a goal.
 */
const INTENT_CUES: ReadonlyArray<readonly [Exclude<Intent, 'general'>, readonly string[]]> = [
  [
    'debt_management',
    [
      'debt',
      'loan',
      'credit card',
      'pay off',
      'payoff',
      'interest rate',
      'apr',
      'owe',
      'minimum payment',
      'mortgage',
      'collections',
      'balance transfer',
      'snowball',
      'avalanche',
      'refinance',
    ],
  ],
  [
    'investment',
    ['invest', 'investment', 'stock', 'portfolio', 'index fund', 'etf', '401k', 'ira', 'roth', 'dividend', 'crypto', 'bond', 'brokerage', 'retirement'],
  ],
  ['goal_setting', ['goal', 'target', 'milestone', 'save for', 'down payment', 'achieve', 'plan for', 'dream']],
  ['saving', ['save', 'emergency fund', 'set aside', 'put away', 'rainy day', 'nest egg', 'high yield']],
  ['budgeting', ['budget', 'spend', 'expense', 'overspend', 'cut back', 'afford', 'allowance', 'track', 'paycheck', 'grocery']],
];

const HIGH_URGENCY = [
  'urgent',
  'urgently',
  'asap',
  'immediately',
  'right now',
  'overdue',
  'past due',
  'collections',
  'collection agency',
  'evict',
  'eviction',
  'foreclosure',
  'repossess',
  'shut off',
  "can't pay",
  'cannot pay',
  'bounced',
  'overdrawn',
];
const MEDIUM_URGENCY = ['soon', 'today', 'tonight', 'tomorrow', 'this week', 'next week', 'deadline', 'due', 'late', 'behind', 'worried', 'quickly'];

const STOP_WORDS = new Set(
  (
    'a an and are as at be been but by can could did do does doing for from had has have how i if in into is it its ' +
    'just me my myself of on or our should so some than that the their them then there these they this to too up us ' +
    'was we were what when where which who why will with would you your yours am im ive id dont cant wont s t ll ve re d m ' +
    'about any all more most much need needs want wants like get got help please hi hello hey thanks thank know tell ' +
    'give make let go going also very really only over out off again here now one'
  ).split(' '),
);
/** digit-only words worth keeping as keywords */
const NUMERIC_KEYWORDS = new Set(['1099', '401k']);
const MAX_KEYWORDS = 15;
/** longer "words" are noise (hashes, pasted junk), not keywords */
const MAX_KEYWORD_CHARS = 30;

function keywordsOf(index: WordIndex): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const w of index.words) {
    if (w.length > MAX_KEYWORD_CHARS || STOP_WORDS.has(w) || (!/\p{L}/u.test(w) && !NUMERIC_KEYWORDS.has(w))) continue;
    if (seen.has(w)) continue;
    seen.add(w);
    out.push(w);
    if (out.length === MAX_KEYWORDS) break;
  }
  return out;
}

function intentOf(index: WordIndex, amount: number | null, timeframe: string | null): Intent {
  let best: Intent = 'general';
  let bestCount = 0;
  for (const [intent, cues] of INTENT_CUES) {
    const count = cues.filter((c) => containsPhrase(index, c)).length;
    if (count > bestCount) {
      best = intent;
      bestCount = count;
    }
  }
  if (best === 'saving' && amount !== null && timeframe !== null) return 'goal_setting';
  return best;
}

/** "emergency" is urgent, an "emergency fund" is not. */
function urgentEmergency(index: WordIndex): boolean {
  const em = stem('emergency');
  return index.stems.some((s, i) => s === em && index.stems[i + 1] !== stem('fund'));
}

function urgencyOf(index: WordIndex): Urgency {
  if (urgentEmergency(index) || HIGH_URGENCY.some((p) => containsPhrase(index, p))) return 'high';
  if (MEDIUM_URGENCY.some((p) => containsPhrase(index, p))) return 'medium';
  return 'normal';
}

// ── amounts ─────────────────────────────────────────────────────────────────────────────────────

const MULTIPLIERS: Readonly<Record<string, number>> = {
  k: 1e3,
  thousand: 1e3,
  grand: 1e3,
  m: 1e6,
  mm: 1e6,
  mil: 1e6,
  million: 1e6,
  bn: 1e9,
  billion: 1e9,
};
/** 401(k), 403(b), 457(b): account names, not amounts */
const RETIREMENT_ACCOUNT_RE = /\b(?:401|403|457)\s?\(?[kb]\)?/gi;
/**
 * A number that is money: after a currency sign ("$5,000", "€ 12.50", "$1.2m"), before a
 * magnitude ("5k", "2.5 million", "3 grand") or before a currency word ("500 dollars"). Bare
 * numbers ("6 months", "3 cards", "2025") are not amounts.
 */
const AMOUNT_RE =
  /(?<![\p{L}\p{N}.,])([$€£¥]\s?)?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?(?:\s?(thousand|million|billion|grand)\b|(k|mm|m|mil|bn)\b)?(?:\s?(dollars?|bucks|usd|eur|euros?|pounds?|gbp)\b)?/giu;

export function parseAmount(text: string): number | null {
  const src = cleanQuestion(text).replace(RETIREMENT_ACCOUNT_RE, ' ');
  for (const m of src.matchAll(AMOUNT_RE)) {
    const [, currency, whole, fraction, word, suffix, currencyWord] = m;
    const scale = word ?? suffix;
    if (!currency && !scale && !currencyWord) continue;
    const value = Number(`${whole!.replace(/,/g, '')}${fraction ? `.${fraction}` : ''}`) * (scale ? MULTIPLIERS[scale.toLowerCase()]! : 1);
    if (Number.isFinite(value)) return Math.round(value * 100) / 100;
  }
  return null;
}

// ── timeframes ──────────────────────────────────────────────────────────────────────────────────

const COUNT = String.raw`(?:\d{1,3}|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|eighteen|twenty|thirty|a\s+few|few|several|a\s+couple\s+of|a\s+couple|couple\s+of)`;
const UNIT = String.raw`(?:days?|weeks?|months?|years?|yrs?|quarters?|decades?)`;
const PERIOD = String.raw`(?:week|weekend|month|year|quarter|summer|winter|spring|fall|autumn|semester)`;
const MONTH = String.raw`(?:january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|nov|dec)`;
const TIMEFRAME_RES: readonly RegExp[] = [
  // in 6 months, within a year, over the next 5 years, for the last 3 months
  new RegExp(String.raw`\b(?:in|within|over|for|after)\s+(?:the\s+)?(?:next\s+|coming\s+|last\s+|past\s+)?${COUNT}\s+${UNIT}\b`, 'gi'),
  // over the next year, in the coming months
  new RegExp(String.raw`\b(?:in|within|over|during)\s+the\s+(?:next|coming)\s+${UNIT}\b`, 'gi'),
  // by December, by December 15th, by March 2027, by 2027, by the end of the year, before next summer
  new RegExp(
    String.raw`\b(?:by|before|until|till)\s+(?:the\s+end\s+of\s+(?:the\s+|this\s+|next\s+)?${PERIOD}|(?:next|this)\s+${PERIOD}|${MONTH}(?:\s+\d{1,2}(?:st|nd|rd|th)?)?(?:,?\s+(?:19|20)\d{2})?|(?:19|20)\d{2}|tomorrow|christmas|year[-\s]end|retirement)\b`,
    'gi',
  ),
  // in 2027
  /\bin\s+(?:19|20)\d{2}\b/gi,
  // next year, this month, coming summer
  new RegExp(String.raw`\b(?:next|this|coming)\s+${PERIOD}\b`, 'gi'),
  // end of the month
  new RegExp(String.raw`\b(?:end|start|beginning)\s+of\s+(?:the\s+|this\s+|next\s+)?${PERIOD}\b`, 'gi'),
  // a 5-year plan, 10 year horizon
  new RegExp(String.raw`\b${COUNT}[-\s]+(?:day|week|month|year)\s+(?:plan|goal|timeline|horizon)\b`, 'gi'),
  /\b(?:today|tonight|tomorrow)\b/gi,
];

export function parseTimeframe(text: string): string | null {
  const src = cleanQuestion(text);
  let best: { at: number; text: string } | null = null;
  for (const re of TIMEFRAME_RES) {
    for (const m of src.matchAll(re)) {
      const at = m.index;
      if (!best || at < best.at || (at === best.at && m[0].length > best.text.length)) best = { at, text: m[0] };
    }
  }
  return best ? best.text.replace(/\s+/g, ' ').trim() : null;
}

export function analyzeQuestion(text: string): QuestionAnalysis {
  const index = indexWords(text);
  const amountMentioned = parseAmount(text);
  const timeframeMentioned = parseTimeframe(text);
  return {
    keywords: keywordsOf(index),
    intent: intentOf(index, amountMentioned, timeframeMentioned),
    urgency: urgencyOf(index),
    topic: routeQuestion(text).topic ?? 'general',
    amountMentioned,
    timeframeMentioned,
  };
}
