// Word-aware matching shared by Prime's question analysis, router and employee lookup.
//
// A question is cut to MAX_QUESTION_CHARS, stripped of HTML tags, lower-cased and split into
// words (letters and digits). A keyword or phrase matches when its words appear consecutively in
// the question, each compared by a light stem, so "tax" matches "taxes", "tax." and "Tax?", and
// "bill" matches "bills", "billed" and "billing" but never "billion" or "taxi". Everything here is
// linear in the input and uses no backtracking-prone regular expressions.

/** Longer questions are cut here: the router needs no more, and hostile input stays cheap. */
export const MAX_QUESTION_CHARS = 2000;

const TAG_RE = /<[^<>]{0,500}>/g;
const WORD_RE = /[\p{L}\p{N}]+/gu;
/** "401(k)", "403(b)" → "401k", "403b", so retirement accounts read as one word. */
const PAREN_LETTER_RE = /(\d)\s?\(([a-z])\)/g;

/** The question as the router reads it: capped, without HTML tags, NFKC-normalized. */
export function cleanQuestion(text: unknown): string {
  if (typeof text !== 'string') return '';
  return text.slice(0, MAX_QUESTION_CHARS).normalize('NFKC').replace(TAG_RE, ' ');
}

/** Lower-cased words of a (cleaned) text, in order. */
export function words(text: string): string[] {
  const lower = text.toLowerCase().replace(PAREN_LETTER_RE, '$1$2');
  return lower.match(WORD_RE) ?? [];
}

const NO_UNDOUBLE = new Set(['l', 's', 'z', 'f']);

function undouble(w: string): string {
  const n = w.length;
  if (n >= 3 && w[n - 1] === w[n - 2] && !NO_UNDOUBLE.has(w[n - 1]!) && !'aeiou'.includes(w[n - 1]!)) return w.slice(0, -1);
  return w;
}

/**
 * A light English stem: enough to make plurals and -ing/-ed forms meet their base word, never
 * enough to merge different words (bill/billion, tax/taxi, goal/goalie stay apart).
 */
export function stem(word: string): string {
  let w = word.toLowerCase();
  if (w.length <= 3 || /\d/.test(w)) return w;
  if (/[^aeiou]ie[sd]$/.test(w)) w = `${w.slice(0, -3)}y`;
  else {
    if (/(?:x|ch|sh|ss|z)es$/.test(w)) w = w.slice(0, -2);
    else if (w.endsWith('s') && !/(?:ss|us|is)$/.test(w)) w = w.slice(0, -1);
    if (w.endsWith('ing') && w.length > 5) w = undouble(w.slice(0, -3));
    else if (w.endsWith('ed') && w.length > 4) w = undouble(w.slice(0, -2));
  }
  if (w.endsWith('e') && w.length > 3) w = w.slice(0, -1);
  return w;
}

/** The stemmed words of a keyword or phrase ("credit cards" → ["credit", "card"]). */
export function phraseStems(phrase: string): string[] {
  return words(phrase).map(stem);
}

/** A question prepared once for many keyword look-ups. */
export interface WordIndex {
  /** lower-cased words, in order */
  readonly words: readonly string[];
  /** their stems, same positions */
  readonly stems: readonly string[];
  /** stem → positions where it occurs */
  readonly positions: ReadonlyMap<string, readonly number[]>;
}

export function indexWords(text: string): WordIndex {
  const ws = words(cleanQuestion(text));
  const stems = ws.map(stem);
  const positions = new Map<string, number[]>();
  stems.forEach((s, i) => {
    const list = positions.get(s);
    if (list) list.push(i);
    else positions.set(s, [i]);
  });
  return { words: ws, stems, positions };
}

/** Whether the keyword or phrase occurs in the indexed question (word-aware, stemmed). */
export function containsPhrase(index: WordIndex, phrase: string): boolean {
  const parts = phraseStems(phrase);
  const first = parts[0];
  if (first === undefined) return false;
  const starts = index.positions.get(first);
  if (!starts) return false;
  return starts.some((start) => parts.every((p, k) => index.stems[start + k] === p));
}

/** Position of the first exact (unstemmed) occurrence of a one-word name, or -1. */
export function firstExactWord(index: WordIndex, word: string): number {
  return index.words.indexOf(word.toLowerCase());
}
