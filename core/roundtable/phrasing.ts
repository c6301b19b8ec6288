// How the built-in writer says things: money the way the number check reads it ("$1,234.56"),
// dates in words ("17 March"), and wording picked from a few variants by a hash of the facts, so
// the same facts always give the same script and different facts sound different.
import { formatCents } from '../money.ts';
import { spokenWords } from './spoken-words.ts';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "2026-03-17" → "17 March" */
export function dateWords(iso: string): string {
  return `${Number(iso.slice(8, 10))} ${MONTHS[Number(iso.slice(5, 7)) - 1]}`;
}

/** "the 7 days to 17 March" */
export function timeframeWords(days: number, to: string): string {
  return `the ${days} days to ${dateWords(to)}`;
}

/** "week", "30 days": what the timeframe is called in a title or a comparison */
export function periodName(days: number): string {
  return days === 7 ? 'week' : days === 1 ? 'day' : `${days} days`;
}

/** "the week before", "the 30 days before" */
export function beforeWords(days: number): string {
  return `the ${periodName(days)} before`;
}

export class Speaker {
  constructor(
    private readonly currency: string,
    private readonly seed: string,
  ) {}

  /** money, always with cents, in the user's currency */
  money(cents: number): string {
    return formatCents(Math.abs(cents), this.currency);
  }

  /** one of the variants, the same one every time for the same facts and the same key */
  pick<T>(key: string, variants: readonly T[]): T {
    return variants[hash(`${this.seed}|${key}`) % variants.length]!;
  }

  /** the i-th of a list's variants, from a starting point the facts choose: neighbours never repeat */
  rotate<T>(key: string, i: number, variants: readonly T[]): T {
    return variants[(hash(`${this.seed}|${key}`) + i) % variants.length]!;
  }

  /** true for about `percent` % of keys: whether to add an optional remark */
  chance(key: string, percent: number): boolean {
    return hash(`${this.seed}|?${key}`) % 100 < percent;
  }
}

/** FNV-1a, 32 bits: small, stable across runs and platforms */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** "one visit", "3 visits": one is said as a word, like a person would */
export const plural = (n: number, one: string, many: string) => (n === 1 ? `one ${one}` : `${n} ${many}`);

/**
 * A name as the facts hold it, said as it is: merchants come from merchantDisplayName (the user's or
 * the categorizer's name, else the description's words in title case), so "REWE" is meant.
 */
export function spokenName(name: string): string {
  return name.trim().replace(/\s+/g, ' ');
}

/** Spoken words: a figure counts as the words it takes to say (spoken-words.ts). */
export function countWords(text: string): number {
  return spokenWords(text);
}

/** Sentences of a text: a full stop, question or exclamation mark followed by a space ends one ("$1.50" does not). */
export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?…]["')\]]?)\s+(?=["'([]?[\p{Lu}\d$£€¥₹])/u)
    .map((s) => s.trim())
    .filter(Boolean);
}
