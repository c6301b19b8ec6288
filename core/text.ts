// Turning a text file's bytes into a string: BOMs, UTF-16 and the Windows-1252 of older bank exports.
export interface DecodedText {
  text: string;
  encoding: 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';
}

export function decodeText(bytes: Uint8Array): DecodedText {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { text: new TextDecoder('utf-16le').decode(bytes.subarray(2)), encoding: 'utf-16le' };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { text: new TextDecoder('utf-16be').decode(bytes.subarray(2)), encoding: 'utf-16be' };
  const body = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes;
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(body), encoding: 'utf-8' };
  } catch {
    // a UTF-8 file with a stray byte stays UTF-8: only its broken lines are read as Windows-1252
    return mostlyUtf8(body) ? { text: decodeLineByLine(body), encoding: 'utf-8' } : { text: decodeWindows1252(body), encoding: 'windows-1252' };
  }
}

/**
 * True when the file's non-ASCII bytes are mostly well-formed UTF-8 sequences (real Windows-1252
 * text almost never forms them: "é" is one byte 0xE9 followed by an ASCII letter).
 */
export function mostlyUtf8(bytes: Uint8Array): boolean {
  let valid = 0;
  let invalid = 0;
  for (let i = 0; i < bytes.length;) {
    const b = bytes[i]!;
    if (b < 0x80) { i++; continue; }
    const need = b >= 0xc2 && b <= 0xdf ? 1 : b >= 0xe0 && b <= 0xef ? 2 : b >= 0xf0 && b <= 0xf4 ? 3 : -1;
    let ok = need > 0 && i + need < bytes.length;
    for (let k = 1; ok && k <= need; k++) ok = (bytes[i + k]! & 0xc0) === 0x80;
    if (ok) { valid++; i += need + 1; } else { invalid++; i++; }
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
    try { out.push(strict.decode(line)); } catch { out.push(decodeWindows1252(line)); }
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

export function countLines(text: string): number {
  let n = text.length ? 1 : 0;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) n++;
  return text.endsWith('\n') ? n - 1 : n;
}
