// Two readings of the merchant's name made one: Tesseract keeps the spaces between words but
// misreads letters ("SUNGAL RENGLT"); PaddleOCR reads the letters right but runs words together
// ("SUNGAIRENGIT") and reads O as 0. The letters are taken from Paddle, aligned to Tesseract's
// reading character by character, and the spaces (and letters where Paddle put a digit) from Tesseract.

/**
 * `tess` rewritten with the characters of the best-matching stretch of `paddle`; `tess` unchanged
 * when the two differ too much to be the same words (more than a quarter of the letters).
 */
export function fuseName(tess: string, paddle: string, known: (word: string) => boolean = () => false): string {
  const t: string[] = [];
  const spaceBefore: boolean[] = [];
  for (const ch of tess) {
    if (ch === ' ') {
      if (t.length) spaceBefore[t.length] = true;
      continue;
    }
    t.push(ch);
  }
  // Paddle's characters without spaces, remembering where its own words start
  const p: string[] = [];
  const wordStart: boolean[] = [];
  for (const word of paddle.split(/\s+/).filter(Boolean)) {
    [...word].forEach((c, k) => {
      p.push(c);
      wordStart.push(k === 0);
    });
  }
  wordStart.push(true);
  const n = t.length;
  const m = p.length;
  if (n === 0 || m === 0) return tess;
  // Semi-global alignment: all of t against any stretch of p (free start and end in p).
  const cost = (a: string, b: string) => (a === b ? 0 : same(a, b) ? 0.5 : 1);
  const D: Float64Array[] = Array.from({ length: n + 1 }, () => new Float64Array(m + 1));
  for (let i = 1; i <= n; i++) D[i]![0] = i;
  for (let i = 1; i <= n; i++) {
    for (let j = 1; j <= m; j++) {
      D[i]![j] = Math.min(D[i - 1]![j - 1]! + cost(t[i - 1]!, p[j - 1]!), D[i - 1]![j]! + 1, D[i]![j - 1]! + 1);
    }
  }
  let end = 0;
  for (let j = 1; j <= m; j++) if (D[n]![j]! < D[n]![end]!) end = j;
  if (D[n]![end]! > Math.max(1, n / 4)) return tess;
  // Walk back: for each character of t, the character of p it stands for (or none).
  const out: string[] = Array.from({ length: n }, () => '');
  const extra: string[][] = Array.from({ length: n + 1 }, () => []);
  const at: number[] = Array.from({ length: n }, () => -1); // the index in p each character of t matched
  let i = n;
  let j = end;
  while (i > 0) {
    if (j > 0 && D[i]![j] === D[i - 1]![j - 1]! + cost(t[i - 1]!, p[j - 1]!)) {
      out[i - 1] = pick(t[i - 1]!, p[j - 1]!);
      at[i - 1] = j - 1;
      i--;
      j--;
    } else if (D[i]![j] === D[i - 1]![j]! + 1) {
      out[i - 1] = ''; // a character only Tesseract read: a speck or a split letter
      i--;
    } else {
      extra[i]!.unshift(p[j - 1]!); // a character only Paddle read (a dropped letter)
      j--;
    }
  }
  // A word Tesseract read without its first or last letters ("EO HENG" for "TEO HENG"): Paddle's word whole.
  let lead = '';
  for (let k = j; k > 0 && !wordStart[k] && /\p{L}/u.test(p[k - 1]!); k--) lead = p[k - 1]! + lead;
  let tail = '';
  for (let k = end; k < m && !wordStart[k] && /\p{L}/u.test(p[k]!); k++) tail += p[k]!;
  // Word by word: Paddle's letters, unless only Tesseract's reading of the word is a known word.
  let s = lead;
  let k = 0;
  let prevWord = '';
  while (k < n) {
    let e = k + 1;
    while (e < n && !spaceBefore[e]) e++;
    let fused = '';
    // (letters only: a digit only Paddle saw is its O-as-0 more often than a dropped digit)
    for (let q = k; q < e; q++) fused += (q > k ? extra[q]!.filter((c) => /\p{L}/u.test(c)).join('') : '') + out[q];
    const own = t.slice(k, e).join('');
    const letters = (w: string) => w.replace(/[^\p{L}]/gu, '');
    const word = fused !== own && known(letters(own)) && !known(letters(fused)) ? own : fused;
    // A letter Tesseract split off a word ("G ARDENI A") where Paddle reads one word: joined.
    // (never into a word that stands on its own: "A BAKERIES" stays apart)
    const into = e - k === 1 ? prevWord : prevWord.length === 1 ? word : null;
    const split = into !== null && !known(letters(into)) && /\p{L}/u.test(t[k]!) && /\p{L}/u.test(t[k - 1] ?? '') && at[k]! > 0 && !wordStart[at[k]!];
    s += (k > 0 && !split ? ' ' : '') + word;
    prevWord = word;
    k = e;
  }
  return (s + tail).replace(/\(\s+/g, '(').replace(/\s+\)/g, ')').replace(/\s+/g, ' ').trim();
}

const LOOKALIKE: Record<string, string> = { '0': 'O', '1': 'I', '5': 'S', '8': 'B', '6': 'G', '2': 'Z' };

function same(a: string, b: string): boolean {
  return LOOKALIKE[a] === b || LOOKALIKE[b] === a;
}

/** Paddle's character, except a digit where Tesseract read a letter (Paddle's O-as-0). */
function pick(tc: string, pc: string): string {
  if (/\d/.test(pc) && /\p{L}/u.test(tc)) return tc;
  return pc;
}
