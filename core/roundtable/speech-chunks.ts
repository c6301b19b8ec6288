// Script text on its way to a speech engine: made speakable (money, percentages and dates said the
// way a host would say them, emoji and control characters out, ASCII only for the offline engines,
// which mangle or skip anything else), then cut at sentence boundaries into chunks small enough that
// no single synthesis call is huge and several can run in parallel. Every word is kept once, in order.

/** About 60 words: a few seconds of synthesis per call on one core, and many calls to share out. */
export const MAX_CHUNK_CHARS = 400;

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const CURRENCY: Record<string, [one: string, many: string, cent: string, cents: string]> = {
  $: ['dollar', 'dollars', 'cent', 'cents'],
  '£': ['pound', 'pounds', 'penny', 'pence'],
  '€': ['euro', 'euros', 'cent', 'cents'],
};

/** "$1,234.50" → "1,234 dollars and 50 cents": flite says it well, espeak-ng and festival do not. */
function sayMoney(text: string): string {
  return text.replace(/([$£€])\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?(?!\d)/g, (_m, sym: string, whole: string, frac?: string) => {
    const [one, many, cent, cents] = CURRENCY[sym]!;
    const n = Number(whole.replace(/,/g, ''));
    const c = frac ? Number(frac.padEnd(2, '0')) : 0;
    const main = `${whole} ${n === 1 ? one : many}`;
    return c ? `${main} and ${c} ${c === 1 ? cent : cents}` : main;
  });
}

/** ISO dates read as digits and dashes; hosts say "March 17, 2026". */
function sayDates(text: string): string {
  return text.replace(/\b(\d{4})-(\d{2})-(\d{2})\b/g, (m, y: string, mo: string, d: string) => {
    const month = MONTHS[Number(mo) - 1];
    return month && Number(d) >= 1 && Number(d) <= 31 ? `${month} ${Number(d)}, ${y}` : m;
  });
}

/**
 * Text a speech engine can say. `ascii` folds accents (café → cafe) and drops what is left outside
 * ASCII, for engines whose lexicons know only English letters.
 */
export function speakableText(text: string, opts: { ascii: boolean }): string {
  let t = text.normalize('NFKC');
  t = t
    // emoji (with their joiners, variation selectors and skin tones) have nothing to say
    .replace(/[\p{Extended_Pictographic}\u{1F3FB}-\u{1F3FF}\u200D\uFE0E\uFE0F\u20E3]/gu, ' ')
    .replace(/[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g, ' ')
    .replace(/[\u2018\u2019\u201A\u2032]/g, "'")
    .replace(/[\u201C\u201D\u201E\u2033]/g, '"')
    .replace(/(\d)\s*[\u2013\u2014]\s*(\d)/g, '$1 to $2')
    .replace(/\s*[\u2013\u2014]\s*/g, ', ')
    .replace(/\u2026/g, '...')
    .replace(/\s&\s/g, ' and ')
    .replace(/(\d)\s?%/g, '$1 percent');
  t = sayDates(sayMoney(t));
  if (opts.ascii)
    t = t
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .replace(/[^\x20-\x7E\n\t]/g, ' ');
  // what was taken out can leave a space before punctuation ("all 🎉." → "all .")
  return t
    .replace(/\s+/g, ' ')
    .replace(/ ([.,!?;:])(?=\s|$)/g, '$1')
    .trim();
}

/** Sentences, split after . ! ? (and any closing quote or bracket) followed by a space. */
export function splitSentences(text: string): string[] {
  const t = text.replace(/\s+/g, ' ').trim();
  if (!t) return [];
  return t.split(/(?<=[.!?]+["')\]]*)\s+/).filter(Boolean);
}

/** Pieces of one sentence no longer than max: at clause marks first, then between words. */
function splitLong(sentence: string, max: number): string[] {
  if (sentence.length <= max) return [sentence];
  const clauses = sentence.split(/(?<=[,;:])\s+/);
  if (clauses.length > 1)
    return pack(
      clauses.flatMap((c) => splitLong(c, max)),
      max,
    );
  const words = sentence.split(' ');
  if (words.length > 1)
    return pack(
      words.flatMap((w) => splitLong(w, max)),
      max,
    );
  // one "word" longer than a chunk (a pasted URL): cut it, nothing better to do
  const out: string[] = [];
  for (let i = 0; i < sentence.length; i += max) out.push(sentence.slice(i, i + max));
  return out;
}

/** Greedy: pieces joined with spaces while the chunk stays within max. */
function pack(pieces: string[], max: number): string[] {
  const out: string[] = [];
  let cur = '';
  for (const p of pieces) {
    if (cur && cur.length + 1 + p.length > max) {
      out.push(cur);
      cur = p;
    } else cur = cur ? `${cur} ${p}` : p;
  }
  if (cur) out.push(cur);
  return out;
}

/** One part's text as synthesis chunks of whole sentences (a longer sentence is cut at commas, then words). */
export function speechChunks(text: string, maxChars = MAX_CHUNK_CHARS): string[] {
  if (maxChars < 1) throw new Error('maxChars must be at least 1');
  return pack(
    splitSentences(text).flatMap((s) => splitLong(s, maxChars)),
    maxChars,
  );
}

export function countWords(text: string): number {
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}
