// The amounts a question names: "1,200", "$600 a month", "1.2k", "€50", "50 euros", "£1,200.50",
// "1 200", "1.200,50 €", "two grand". A number that counts something else ("6 months", "Q3",
// "90 days", "2025", "3rd") is not an amount; a bare number is one only where money is meant
// (after "afford", "save", "pay", "spend", "costs", or with thousands separators).
import { words } from '../prime/words.ts';
import { nearly } from './spelling.ts';

export interface ReadAmount {
  cents: number;
  /** ISO code the question wrote, or null when it named none (the ledger's own currency) */
  currency: string | null;
  /** "$600 a month", "600/month", "600 monthly" */
  perMonth: boolean;
  /** the text as written, for "I read $600 a month" */
  written: string;
}

const SYMBOLS: Record<string, string> = { $: 'USD', '€': 'EUR', '£': 'GBP', '¥': 'JPY', '₹': 'INR', RM: 'MYR', A$: 'AUD', C$: 'CAD', S$: 'SGD' };
const CODES = new Set(['USD', 'EUR', 'GBP', 'JPY', 'INR', 'MYR', 'AUD', 'CAD', 'SGD', 'CHF', 'NZD', 'SEK', 'NOK', 'DKK', 'PLN', 'MXN', 'BRL', 'ZAR']);
const WORD_CURRENCY: Record<string, string> = {
  dollar: 'USD',
  dollars: 'USD',
  bucks: 'USD',
  euro: 'EUR',
  euros: 'EUR',
  pound: 'GBP',
  pounds: 'GBP',
  quid: 'GBP',
  ringgit: 'MYR',
  rupees: 'INR',
  yen: 'JPY',
};
const SCALE: Record<string, number> = { k: 1e3, thousand: 1e3, grand: 1e3, m: 1e6, mil: 1e6, million: 1e6 };
const SMALL: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, a: 1, an: 1, half: 0.5 };
/** Words after a number that make it a count, not money. */
const COUNTS =
  /^(days?|weeks?|months?|mos?|mths?|years?|yrs?|quarters?|times?|transactions?|payments?|rows?|bills?|items?|percent|%|st|nd|rd|th|am|pm|hours?|minutes?)$/i;
const MONEY_CUES = new Set([
  'afford',
  'save',
  'saving',
  'pay',
  'paying',
  'paid',
  'toward',
  'towards',
  'spend',
  'spent',
  'cost',
  'costs',
  'costing',
  'budget',
  'put',
  'extra',
  'buy',
  'borrow',
  'owe',
  'over',
  'under',
  'above',
  'below',
  'than',
  'is',
  'of',
  'for',
  'about',
  'at',
  'least',
  'most',
]);
/** A money cue, or one slip in a long one ("afofrd", "spedn"). */
const moneyCue = (w: string) => MONEY_CUES.has(w) || (w.length >= 5 && [...MONEY_CUES].some((c) => c.length >= 5 && nearly(w, c)));
/** "a month", "monthly", "/month", with one slip ("motnhly", "a mnoth"). */
function perMonth(after: string): boolean {
  if (PER_MONTH.test(after)) return true;
  const m = after.match(/^\s*(?:(a|per|each|every|\/)\s*)?([A-Za-z]{5,})/i);
  if (!m) return false;
  const w = m[2]!.toLowerCase();
  return m[1] ? nearly(w, 'month') : nearly(w, 'monthly');
}
const PER_MONTH = /^\s*(?:a|per|each|every|\/)\s*(?:month|mo|mth)\b|^\s*monthly\b|^\s*pm\b|^\s*p\/m\b/i;

// one pass over the text: [symbol][number][scale][code|word] with either end optional
const AMOUNT_RE =
  /(A\$|C\$|S\$|RM|[$€£¥₹])?\s?(\d{1,3}(?:[,  .]\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?)(?:\s?(k|thousand|grand|m|mil|million)\b)?(?:\s?([A-Za-z]{3})\b|\s?(dollars?|bucks|euros?|pounds?|quid|ringgit|rupees|yen)\b|\s?([$€£]))?/gi;

const isCodeOf = (code: string) => CODES.has(code.toUpperCase());

/** "1.200,50" → 1200.5, "1,200.50" → 1200.5, "1 200" → 1200, "12,5" → 12.5. */
function numberValue(digits: string): number {
  const s = digits.replace(/[  ]/g, '');
  const lastSep = Math.max(s.lastIndexOf(','), s.lastIndexOf('.'));
  if (lastSep < 0) return Number(s);
  const decimals = s.length - lastSep - 1;
  if (decimals === 3) return Number(s.replace(/[.,]/g, '')); // a thousands separator last: 1,200 / 1.200
  return Number(`${s.slice(0, lastSep).replace(/[.,]/g, '')}.${s.slice(lastSep + 1)}`);
}

/** Every amount in the text, in order. */
export function readAmounts(text: string): ReadAmount[] {
  const out: ReadAmount[] = [];
  for (const m of text.matchAll(AMOUNT_RE)) {
    const [whole, symbol, digits, scale, code, word, trailingSymbol] = m;
    const start = (m.index ?? 0) + (whole.length - whole.trimStart().length);
    const before = text.slice(Math.max(0, start - 1), start);
    if (/[\p{L}\d]/u.test(before) && !symbol) continue; // "q3", "mp3", part of a word
    const end = (m.index ?? 0) + whole.length;
    // a three-letter word that is no currency ("per") belongs to what follows: "750 per month"
    const after = code && !isCodeOf(code) ? text.slice(end - code.length) : text.slice(end);
    const nextWord = after.match(/^\s*([\p{L}%]+)/u)?.[1] ?? '';
    const codeUpper = code?.toUpperCase();
    const isCode = codeUpper !== undefined && CODES.has(codeUpper);
    const currency = symbol
      ? (SYMBOLS[symbol.toUpperCase()] ?? SYMBOLS[symbol]!)
      : isCode
        ? codeUpper!
        : word
          ? WORD_CURRENCY[word.toLowerCase()]!
          : trailingSymbol
            ? SYMBOLS[trailingSymbol]!
            : null;
    if (!symbol && scale?.toLowerCase() === 'k' && /^(401|403|457)$/.test(digits!)) continue; // retirement plans, not money
    const scaleValue = scale ? SCALE[scale.toLowerCase()]! : 1;
    // a count ("6 months"), a year, an ordinal or a code that is not a currency: not money
    if (!currency && !scale) {
      if (code && !isCode) {
        if (COUNTS.test(code)) continue;
      }
      if (COUNTS.test(nextWord)) continue;
      if (/^(19|20)\d\d$/.test(digits!)) continue;
      const hasSeparators = /\d[, ]\d{3}\b/.test(digits!);
      const cue = words(text.slice(0, start)).at(-1) ?? '';
      // "800/month", "800 a month": a number by the month is money
      if (!hasSeparators && !moneyCue(cue) && !perMonth(after)) continue;
    }
    const value = numberValue(digits!) * scaleValue;
    if (!Number.isFinite(value) || value <= 0) continue;
    const byMonth = perMonth(after);
    out.push({ cents: Math.round(value * 100), currency, perMonth: byMonth, written: (code && !isCodeOf(code) ? whole.slice(0, -code.length) : whole).trim() });
  }
  return out;
}

/** The first amount, or undefined. */
export const readAmount = (text: string): ReadAmount | undefined => readAmounts(text)[0];

/** "two grand", "a thousand", "half a million": amounts in words (only with a scale word). */
export function wordAmount(text: string): ReadAmount | undefined {
  const w = words(text);
  for (let i = 0; i < w.length - 1; i++) {
    const n = SMALL[w[i]!];
    const scale = SCALE[w[i + 1]!] ?? (w[i + 1] === 'a' ? SCALE[w[i + 2] ?? ''] : undefined);
    if (n !== undefined && scale !== undefined && scale >= 1000) {
      return { cents: Math.round(n * scale * 100), currency: null, perMonth: false, written: w.slice(i, i + (w[i + 1] === 'a' ? 3 : 2)).join(' ') };
    }
  }
  return undefined;
}
