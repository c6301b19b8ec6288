// The statistical model's view of a transaction: weighted sparse features.
import type { FeatureVector } from './model.ts';

const MONTH_WORDS = new Set(['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'sept', 'oct', 'nov', 'dec']);
const DIGITS_RE = /\d+/g;
const MAX_CHAR_SPAN = 24;

export interface FeatureInput {
  /** the description's words (keywords.ts tokenize) */
  tokens: readonly string[];
  /** merchantKey of the description */
  merchantKey: string;
  amountCents: number;
  account?: string | null;
  /** what the knowledge base answered (its category), or null when it recognized nothing */
  knowledge: string | null;
}

/** Weights: whole words and the merchant count most; character n-grams let "Shell Greenfields" meet "Shell Parkhurst". */
export const FEATURE_WEIGHTS = {
  word: 1,
  other: 0.5,
  bigram: 0.7,
  lead: 0.7,
  merchant: 1.5,
  char: 0.12,
  sign: 1,
  amount: 0.4,
  account: 0.4,
  knowledge: 1.5,
} as const;

function words(tokens: readonly string[]): string[] {
  const out: string[] = [];
  for (const t of tokens) {
    const w = t.replace(DIGITS_RE, '');
    if (w.length < 2 || MONTH_WORDS.has(w)) continue;
    out.push(w);
  }
  return out;
}

/**
 * The merchant's words ("w:") and word pairs ("b:"), the other words ("o:", the bank's wording),
 * the first two words ("p:", the bank's operation: "pos purchase", "fuel purchase", "magtape
 * debit"), the merchant key ("m:") and its character
 * 3–5-grams (" sh", "shel", "hell ": keys without a colon), the sign ("s:"), the amount's order of magnitude ("a:"), the account ("acct:"),
 * and the knowledge base's answer ("k:"), so the model learns how this user's categories relate
 * to the built-in ones ("small purchases at fuel stations are snacks", "unknown cafés are Eating Out").
 */
export function extractFeatures(input: FeatureInput): FeatureVector {
  const keys: string[] = [];
  const weights: number[] = [];
  const W = FEATURE_WEIGHTS;
  const key = input.merchantKey;
  const mine = ' ' + key + ' ';
  const ws = words(input.tokens);
  let prev: string | null = null;
  for (let i = 0; i < ws.length; i++) {
    const word = ws[i]!;
    if (mine.includes(' ' + word + ' ')) {
      // a word of the merchant's name
      keys.push('w:' + word);
      weights.push(W.word);
      if (prev !== null) {
        keys.push('b:' + prev + ' ' + word);
        weights.push(W.bigram);
      }
      prev = word;
    } else {
      // a word of the bank's wording around it ("pos", "purchase", "magtape", "debit")
      keys.push('o:' + word);
      weights.push(W.other);
      prev = null;
    }
  }
  if (ws.length > 0) {
    keys.push('p:' + (ws.length > 1 ? ws[0] + ' ' + ws[1] : ws[0]));
    weights.push(W.lead);
  }
  if (key !== '') {
    keys.push('m:' + key);
    weights.push(W.merchant);
    // the name's first MAX_CHAR_SPAN characters carry the merchant; the rest is branch and place
    const span = mine.length > MAX_CHAR_SPAN ? mine.slice(0, MAX_CHAR_SPAN) : mine;
    for (let n = 3; n <= 5; n++) {
      // a character n-gram is its own key: it never contains ':', unlike every other feature
      for (let i = 0; i + n <= span.length; i++) {
        keys.push(span.slice(i, i + n));
        weights.push(W.char);
      }
    }
  }
  const out = input.amountCents < 0;
  keys.push(out ? 's:out' : 's:in');
  weights.push(W.sign);
  const abs = Math.abs(input.amountCents);
  if (abs > 0) {
    keys.push('a:' + (out ? '-' : '+') + Math.floor(Math.log2(abs / 100 + 1)));
    weights.push(W.amount);
  }
  keys.push('k:' + (input.knowledge ?? '-'));
  weights.push(W.knowledge);
  const account = input.account?.trim().toLowerCase();
  if (account) {
    keys.push('acct:' + account);
    weights.push(W.account);
  }
  return { keys, weights };
}
