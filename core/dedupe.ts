// A transaction's identity for de-duplication: the same row imported twice gets the same key,
// two genuinely identical purchases on one day (two coffees) get different keys.
import type { ExtractedTransaction } from './parsers/types.ts';

const APOSTROPHES_RE = /['’`]/g;
const PUNCTUATION_RE = /[^\p{L}\p{N}&\s]+/gu;
const WS_RE = /\s+/g;

/**
 * Lower-case, punctuation (except &) removed, whitespace collapsed, trimmed:
 * "  STARBUCKS  Store #1234, Seattle " → "starbucks store 1234 seattle"; "AT&T*Bill" → "at&t bill";
 * "Trader Joe's" → "trader joes".
 */
export function normalizeDescription(s: string): string {
  return s.toLowerCase().replace(APOSTROPHES_RE, '').replace(PUNCTUATION_RE, ' ').replace(WS_RE, ' ').trim();
}

/**
 * One key per item: `date|amountCents|normalizedDescription|account|occurrence`, where occurrence
 * counts the earlier items of the same list with the same date, amount, description and account.
 * Keys are stable for the same file, so re-importing it adds nothing.
 */
export function hashKeys(items: readonly ExtractedTransaction[]): string[] {
  const seen = new Map<string, number>();
  const keys = new Array<string>(items.length);
  for (let i = 0; i < items.length; i++) {
    const t = items[i]!;
    const base = `${t.date}|${t.amountCents}|${normalizeDescription(t.description)}|${t.account === null ? '' : t.account.trim()}`;
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    keys[i] = `${base}|${n}`;
  }
  return keys;
}
