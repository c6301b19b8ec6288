// A transaction's identity for de-duplication: the same row imported twice gets the same key,
// two genuinely identical purchases on one day (two coffees) get different keys.
import { hash } from 'node:crypto';
import type { ExtractedTransaction } from '../parsers/types.ts';

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
 * of the file. The occurrence counts are kept per base by the first 16 bytes of its SHA-1, in a table
 * of typed arrays (OccurrenceCounts): a 1,000,000-row file's counts take 40 MB outside the JavaScript
 * heap instead of ~250 MB of base strings, and the garbage collector has no million small objects to
 * trace (it lets the heap grow to a multiple of what it traces). Two bases of one file sharing those
 * 128 bits is as unlikely as two rows sharing the SHA-256 hash_id the keys become.
 */
export class HashKeyer {
  private readonly seen = new OccurrenceCounts();
  /** the digest's bytes, reused: a Buffer per row would be a million small allocations outside the heap */
  private readonly digest = new Uint8Array(DIGEST_BYTES);

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
    const d = hash('sha1', base, 'binary');
    for (let i = 0; i < DIGEST_BYTES; i++) this.digest[i] = d.charCodeAt(i);
    return this.seen.next(this.digest);
  }
}

const DIGEST_BYTES = 16;
const FIRST_SLOTS = 1024;

/**
 * Counts of 16-byte digests in an open-addressing table (linear probing, at most half full): the
 * digests side by side in one byte array, their counts in another. A digest's first four bytes are
 * already uniform, so they are its slot.
 */
export class OccurrenceCounts {
  private slots = FIRST_SLOTS;
  private digests = new Uint8Array(FIRST_SLOTS * DIGEST_BYTES);
  /** per slot: how many times its digest was given, 0 for an empty slot */
  private counts = new Uint32Array(FIRST_SLOTS);
  private used = 0;

  /** How many times `digest` (≥ 16 bytes; the first 16 are used) was given before; counts this time. */
  next(digest: Uint8Array): number {
    if ((this.used + 1) * 2 > this.slots) this.grow();
    const at = this.find(digest, this.digests, this.counts, this.slots);
    const n = this.counts[at]!;
    if (n === 0) {
      this.digests.set(digest.subarray(0, DIGEST_BYTES), at * DIGEST_BYTES);
      this.used++;
    }
    this.counts[at] = n + 1;
    return n;
  }

  /** The slot holding `digest`, or the empty slot where it goes. */
  private find(digest: Uint8Array, digests: Uint8Array, counts: Uint32Array, slots: number): number {
    const mask = slots - 1;
    let at = (digest[0]! | (digest[1]! << 8) | (digest[2]! << 16) | (digest[3]! << 24)) & mask;
    for (;;) {
      if (counts[at] === 0) return at;
      let same = true;
      const base = at * DIGEST_BYTES;
      for (let b = 0; b < DIGEST_BYTES; b++) {
        if (digests[base + b] !== digest[b]) {
          same = false;
          break;
        }
      }
      if (same) return at;
      at = (at + 1) & mask;
    }
  }

  private grow(): void {
    const slots = this.slots * 2;
    const digests = new Uint8Array(slots * DIGEST_BYTES);
    const counts = new Uint32Array(slots);
    for (let i = 0; i < this.slots; i++) {
      const n = this.counts[i]!;
      if (n === 0) continue;
      const digest = this.digests.subarray(i * DIGEST_BYTES, (i + 1) * DIGEST_BYTES);
      const at = this.find(digest, digests, counts, slots);
      digests.set(digest, at * DIGEST_BYTES);
      counts[at] = n;
    }
    this.slots = slots;
    this.digests = digests;
    this.counts = counts;
  }
}
