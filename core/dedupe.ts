// A transaction's identity for de-duplication: the same row imported twice gets the same key,
// two genuinely identical purchases on one day (two coffees) get different keys.
import { hash } from 'node:crypto';
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
 * An item with the bank's own id (OFX FITID) is keyed by it instead: `fitid|account|externalId`,
 * so a transaction the bank sends again with an edited description or a corrected date is still
 * recognised. (A file that repeats a FITID keeps its repeats apart: `fitid|account|id|1`, …)
 * Keys are stable for the same file, so re-importing it adds nothing.
 */
export function hashKeys(items: readonly ExtractedTransaction[]): string[] {
  const keyer = new HashKeyer();
  const keys = new Array<string>(items.length);
  for (let i = 0; i < items.length; i++) keys[i] = keyer.next(items[i]!);
  return keys;
}

/**
 * hashKeys one item at a time, for a file read as a stream: `next` gives the key of the next item
 * of the file. The occurrence counts are kept per base by its SHA-1 (20 bytes instead of the whole
 * base: a 1,000,000-row file's counts take ~60 MB instead of ~250 MB); two bases of one file sharing
 * a SHA-1 is as unlikely as two rows sharing the SHA-256 hash_id the keys become.
 */
export class HashKeyer {
  private readonly seen = new Map<string, number>();

  next(t: ExtractedTransaction): string {
    const account = t.account === null ? '' : t.account.trim();
    const id = t.externalId?.trim();
    if (id) {
      const base = `fitid|${account}|${id}`;
      const n = this.count(base);
      return n === 0 ? base : `${base}|${n}`;
    }
    const base = `${t.date}|${t.amountCents}|${normalizeDescription(t.description)}|${account}`;
    return `${base}|${this.count(base)}`;
  }

  /** How many earlier items had this base. */
  private count(base: string): number {
    const digest = hash('sha1', base, 'binary');
    const n = this.seen.get(digest) ?? 0;
    this.seen.set(digest, n + 1);
    return n;
  }
}
