// Turning a text file's bytes into a string: BOMs, UTF-16, and the single-byte code pages of older
// bank exports (Windows-1252 in the west, Windows-1250 from Polish, Czech and Hungarian banks).
export interface DecodedText {
  text: string;
  encoding: 'utf-8' | 'utf-16le' | 'utf-16be' | SingleByteEncoding;
}

export type SingleByteEncoding = 'windows-1252' | 'windows-1250';

export function decodeText(bytes: Uint8Array): DecodedText {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { text: new TextDecoder('utf-16le').decode(bytes.subarray(2)), encoding: 'utf-16le' };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { text: new TextDecoder('utf-16be').decode(bytes.subarray(2)), encoding: 'utf-16be' };
  const body = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes;
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(body), encoding: 'utf-8' };
  } catch {
    // a UTF-8 file with a stray byte stays UTF-8: only its broken lines are read as Windows-1252
    return mostlyUtf8(body) ? { text: decodeLineByLine(body), encoding: 'utf-8' } : decodeSingleByte(body);
  }
}

/**
 * True when the file's non-ASCII bytes are mostly well-formed UTF-8 sequences (real Windows-1252
 * text almost never forms them: "é" is one byte 0xE9 followed by an ASCII letter).
 */
export function mostlyUtf8(bytes: Uint8Array): boolean {
  let valid = 0;
  let invalid = 0;
  for (let i = 0; i < bytes.length; ) {
    const b = bytes[i]!;
    if (b < 0x80) {
      i++;
      continue;
    }
    const need = b >= 0xc2 && b <= 0xdf ? 1 : b >= 0xe0 && b <= 0xef ? 2 : b >= 0xf0 && b <= 0xf4 ? 3 : -1;
    let ok = need > 0 && i + need < bytes.length;
    for (let k = 1; ok && k <= need; k++) ok = (bytes[i + k]! & 0xc0) === 0x80;
    if (ok) {
      valid++;
      i += need + 1;
    } else {
      invalid++;
      i++;
    }
  }
  return valid > 0 && valid >= invalid;
}

function decodeLineByLine(bytes: Uint8Array): string {
  const strict = new TextDecoder('utf-8', { fatal: true });
  const out: string[] = [];
  let start = 0;
  for (let i = 0; i <= bytes.length; i++) {
    if (i < bytes.length && bytes[i] !== 0x0a) continue;
    const line = bytes.subarray(start, i);
    try {
      out.push(strict.decode(line));
    } catch {
      out.push(decodeWindows1252(line));
    }
    start = i + 1;
  }
  return out.join('\n');
}

/** Windows-1252's characters at 0x80–0x9F (€ ‚ ƒ „ … † ‡ ˆ ‰ Š ‹ Œ Ž ‘ ’ “ ” • – — ˜ ™ š › œ ž Ÿ). */
const CP1252_HIGH =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';
const C1_RE = /[\u0080-\u009f]/g;

/**
 * Windows-1252 text. Node builds without full ICU decode 'windows-1252' as Latin-1, leaving "€"
 * or "–" as invisible C1 controls; those never occur in real statements, so they are mapped here.
 */
export function decodeWindows1252(bytes: Uint8Array): string {
  return new TextDecoder('windows-1252').decode(bytes).replace(C1_RE, (c) => CP1252_HIGH[c.charCodeAt(0) - 0x80]!);
}

/**
 * Text in a single-byte code page: Windows-1250 when its accented letters read as one Central
 * European language's (Polish "Żywność" is "¯ywnoœæ" in 1252, Czech "Přijato" is "Pøijato"), else
 * Windows-1252 (readsCentralEuropean says how they are told apart). A file whose bytes both code
 * pages read alike is 1252's: the choice would change nothing.
 */
export function decodeSingleByte(bytes: Uint8Array): { text: string; encoding: SingleByteEncoding } {
  const encoding = readDifferently(bytes) && readsCentralEuropean(bytes) ? 'windows-1250' : 'windows-1252';
  return { text: encoding === 'windows-1250' ? new TextDecoder('windows-1250').decode(bytes) : decodeWindows1252(bytes), encoding };
}

/**
 * Accented letters (lowercase) of the languages written in each code page, each as its own words
 * have them (Dutch's é ë ï ö ü, not the á or è of a loanword), so a reading that mixes two languages'
 * letters loses to one that is all one language's. 1252's signs (£, ¢) count as its own.
 */
const WESTERN_SIGNS = '£¢';
const ALPHABETS: Record<SingleByteEncoding, readonly string[]> = {
  'windows-1252': ['äöüß', 'àâæçéèêëîïôœùûüÿ', 'áéíñóúü¿¡', 'áâãàçéêíóôõúü', 'àèéìòù', 'éëïöü', 'åäöé', 'æøåé', 'æøåéóò', 'äöåšž'].map(
    (a) => a + WESTERN_SIGNS,
  ),
  // Polish, Czech, Slovak (without its rare ĺ and ŕ, which are 1252's å and à), Hungarian, Romanian, Slovene and Croatian
  'windows-1250': ['ąćęłńóśźż', 'áčďéěíňóřšťúůýž', 'áäčďéíľňóôšťúýž', 'áéíóöőúüű', 'ăâîşţ', 'čšžćđ'],
};
const CODE_PAGES: Record<SingleByteEncoding, string[]> = { 'windows-1252': [], 'windows-1250': [] };
for (const label of ['windows-1252', 'windows-1250'] as const) {
  const decoder = new TextDecoder(label);
  for (let b = 0; b < 256; b++) CODE_PAGES[label].push(label === 'windows-1252' ? decodeWindows1252(new Uint8Array([b])) : decoder.decode(new Uint8Array([b])));
}
const LETTER_RE = /\p{L}/u;
/** How many bytes are looked at for the code page (a statement's accented letters show early). */
const SCAN_BYTES = 4 * 1024 * 1024;

/** Whether the file has a byte the two code pages read as different characters (else the choice changes nothing). */
function readDifferently(bytes: Uint8Array): boolean {
  for (let i = 0, n = Math.min(bytes.length, SCAN_BYTES); i < n; i++) {
    const b = bytes[i]!;
    if (b >= 0x80 && CODE_PAGES['windows-1252'][b] !== CODE_PAGES['windows-1250'][b]) return true;
  }
  return false;
}

/**
 * Whether the file reads better in 1250: fewer characters that none of 1250's languages write than
 * 1252 has of its own (a "¯" or "³" where 1250 reads "Ż" or "ł"); on a tie, more of its characters
 * written by one language (Czech "ů í Č" against Italian "ù È" with Spanish "í"); on a tie again,
 * fewer of those letters in an unlikely place among their neighbours: a vowel beside a vowel
 * (1252's "ÈEZ" for "ČEZ", "pøíjem" for "příjem") or a consonant between consonants (1250's "lřb"
 * for Danish "løb"). A tie after all three stays 1252.
 */
function readsCentralEuropean(bytes: Uint8Array): boolean {
  const west = characters(bytes, 'windows-1252');
  const central = characters(bytes, 'windows-1250');
  const stray = (seen: Set<string>, label: SingleByteEncoding) => [...seen].filter((c) => !ALPHABETS[label].some((a) => a.includes(c))).length;
  const [strayWest, strayCentral] = [stray(west, 'windows-1252'), stray(central, 'windows-1250')];
  if (strayWest !== strayCentral) return strayCentral < strayWest;
  const [oneWest, oneCentral] = [oneLanguage(west, 'windows-1252'), oneLanguage(central, 'windows-1250')];
  if (oneWest !== oneCentral) return oneCentral > oneWest;
  return unlikelyPlaces(bytes, 'windows-1250') < unlikelyPlaces(bytes, 'windows-1252');
}

// Polish ą and ę are left out: they follow i as often as not ("się", "pieniądze")
const VOWELS = new Set('aeiouyáàâãäåæéèêëíìîïóòôõöøœúùûüýÿěőůű');
const NASAL = new Set('ąę');
const isLetter = (c: string | undefined) => c !== undefined && LETTER_RE.test(c);

/** At each byte the two code pages read differently: a vowel beside a vowel, or a consonant between two consonants, in `label`. */
function unlikelyPlaces(bytes: Uint8Array, label: SingleByteEncoding): number {
  const page = CODE_PAGES[label];
  const at = (i: number) => (i < 0 || i >= bytes.length ? undefined : page[bytes[i]!]!.toLowerCase());
  let n = 0;
  for (let i = 0, end = Math.min(bytes.length, SCAN_BYTES); i < end; i++) {
    const b = bytes[i]!;
    if (b < 0x80 || CODE_PAGES['windows-1252'][b] === CODE_PAGES['windows-1250'][b]) continue;
    const c = at(i)!;
    if (!isLetter(c) || NASAL.has(c)) continue;
    const [prev, next] = [at(i - 1), at(i + 1)];
    if (VOWELS.has(c)) {
      if ((prev !== undefined && VOWELS.has(prev)) || (next !== undefined && VOWELS.has(next))) n++;
    } else if (isLetter(prev) && isLetter(next) && !VOWELS.has(prev!) && !VOWELS.has(next!)) n++;
  }
  return n;
}

/** The file's distinct non-ASCII characters in `label` (lowercase) that matter: letters, and any the two code pages read differently. */
function characters(bytes: Uint8Array, label: SingleByteEncoding): Set<string> {
  const page = CODE_PAGES[label];
  const seen = new Set<string>();
  for (let i = 0, n = Math.min(bytes.length, SCAN_BYTES); i < n; i++) {
    const b = bytes[i]!;
    if (b < 0x80) continue;
    const c = page[b]!;
    if (LETTER_RE.test(c) || CODE_PAGES['windows-1252'][b] !== CODE_PAGES['windows-1250'][b]) seen.add(c.toLowerCase());
  }
  return seen;
}

/** The share of these characters that one language of the code page writes, for its best language. */
function oneLanguage(seen: Set<string>, label: SingleByteEncoding): number {
  if (seen.size === 0) return 0;
  let best = 0;
  for (const alphabet of ALPHABETS[label]) {
    let covered = 0;
    for (const c of seen) if (alphabet.includes(c)) covered++;
    best = Math.max(best, covered / seen.size);
  }
  return best;
}
