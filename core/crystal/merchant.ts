// One merchant key per transaction, so that "NETFLIX.COM", "Netflix.com 866-579-7172" and
// "NETFLIX COM" group together: normalizeDescription, then tokens with digits, card-processor
// prefixes, payment words and dates dropped, at most four words kept.
import { normalizeDescription } from '../ledger/dedupe.ts';
import { boundedMemo } from '../memo.ts';

/** Words that say how a payment was made, not who was paid. */
const NOISE = new Set([
  'pos',
  'purchase',
  'debit',
  'credit',
  'card',
  'visa',
  'mastercard',
  'mc',
  'ach',
  'payment',
  'pmt',
  'pymt',
  'online',
  'web',
  'www',
  'com',
  'net',
  'org',
  'inc',
  'llc',
  'ltd',
  'the',
  'store',
  'sq',
  'tst',
  'dd',
  'recurring',
  'autopay',
  'auto',
  'pay',
  'bill',
  'billpay',
  'dir',
  'dep',
  'ppd',
  'id',
  'ref',
  'us',
  'usa',
  'magtape',
  'order',
  'ext',
  'checkcard',
  'withdrawal',
  'transfer',
  'xx',
  'xxxx',
]);
const MONTH_WORDS = new Set(['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'sept', 'oct', 'nov', 'dec']);
const DIGIT_RE = /\d/;
const MAX_WORDS = 4;

/**
 * The grouping key of a merchant name or a raw description: "STARBUCKS STORE 10482" → "starbucks".
 * Remembered (core/memo.ts): a ledger names the same merchants over and over.
 */
export const merchantKeyOf: (text: string) => string = boundedMemo(20_000, (text: string) => keyOf(text));

function keyOf(text: string): string {
  const tokens = normalizeDescription(text)
    .split(' ')
    .filter((t) => t !== '');
  const kept: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (DIGIT_RE.test(t) || NOISE.has(t)) continue;
    // "… 05 Oct": a month name next to a number is a date, not part of the name
    if (MONTH_WORDS.has(t) && (DIGIT_RE.test(tokens[i - 1] ?? '') || DIGIT_RE.test(tokens[i + 1] ?? ''))) continue;
    if (t.length === 1 && t !== '&') continue;
    kept.push(t);
    if (kept.length === MAX_WORDS) break;
  }
  if (kept.length > 0) return kept.join(' ');
  const fallback = tokens.filter((t) => !DIGIT_RE.test(t)).join(' ');
  return fallback !== '' ? fallback : tokens.join(' ');
}

/** The key of a transaction: its merchant when the categorizer named one, else its description. */
export function merchantKey(t: { merchant: string | null; description: string }): string {
  const m = t.merchant?.trim();
  return merchantKeyOf(m ? m : t.description);
}

/** "whole" → "Whole"; "pg&e" → "PG&E" (initials joined by & are written in capitals) */
const titleWord = (w: string) => (w.includes('&') ? w.toUpperCase() : w[0]!.toUpperCase() + w.slice(1));

/** What to show for a merchant: its own name when known, else the key in title case ("Whole Foods"). */
export function merchantDisplayName(t: { merchant: string | null; description: string }): string {
  const m = t.merchant?.trim();
  if (m) return m;
  const key = merchantKeyOf(t.description);
  return key === '' ? t.description.trim() : key.split(' ').map(titleWord).join(' ');
}
