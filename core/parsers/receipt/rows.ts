// Rows of a receipt: OCR lines that sit side by side on the paper joined into one printed row,
// plus the small text helpers every field reader needs (OCR-tolerant words and amounts).

export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface RowSource {
  text: string;
  confidence: number;
  bbox: Box;
}

export interface Row {
  /** index from the top, 0-based */
  index: number;
  text: string;
  confidence: number;
  bbox: Box;
}

function centerY(b: Box): number {
  return (b.y0 + b.y1) / 2;
}

/**
 * Groups lines into printed rows: a line belongs to a row when its vertical middle lies inside
 * the row's band (and the row's middle inside the line's), so a label on the left and its amount
 * on the right that Tesseract read as separate lines become one row again.
 */
export function groupRows(lines: readonly RowSource[]): Row[] {
  const sorted = lines
    .filter((l) => l.text.trim().length > 0)
    .slice()
    .sort((a, b) => centerY(a.bbox) - centerY(b.bbox) || a.bbox.x0 - b.bbox.x0);
  const groups: { parts: RowSource[]; bbox: Box }[] = [];
  for (const line of sorted) {
    const cy = centerY(line.bbox);
    const h = line.bbox.y1 - line.bbox.y0;
    let target: (typeof groups)[number] | undefined;
    for (let i = groups.length - 1; i >= 0 && i >= groups.length - 3; i--) {
      const g = groups[i]!;
      const gh = g.bbox.y1 - g.bbox.y0;
      const gy = centerY(g.bbox);
      const overlapsX = g.parts.some((p) => p.bbox.x0 < line.bbox.x1 && line.bbox.x0 < p.bbox.x1);
      if (overlapsX) continue; // two lines above each other are never one row
      if (Math.abs(cy - gy) < Math.min(h, gh) * 0.5) {
        target = g;
        break;
      }
    }
    if (target) {
      target.parts.push(line);
      target.bbox = {
        x0: Math.min(target.bbox.x0, line.bbox.x0),
        y0: Math.min(target.bbox.y0, line.bbox.y0),
        x1: Math.max(target.bbox.x1, line.bbox.x1),
        y1: Math.max(target.bbox.y1, line.bbox.y1),
      };
    } else {
      groups.push({ parts: [line], bbox: { ...line.bbox } });
    }
  }
  return groups.map((g, index) => {
    const parts = g.parts.sort((a, b) => a.bbox.x0 - b.bbox.x0);
    const chars = parts.reduce((n, p) => n + p.text.length, 0) || 1;
    return {
      index,
      text: parts.map((p) => p.text.trim()).join('   '),
      confidence: parts.reduce((s, p) => s + p.confidence * p.text.length, 0) / chars,
      bbox: g.bbox,
    };
  });
}

/** Levenshtein distance, stopping early once it exceeds `max`. */
export function editDistance(a: string, b: string, max = 3): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      cur.push(v);
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    prev = cur;
  }
  return prev[b.length]!;
}

/** Letters and digits that OCR commonly swaps, read as the digit they stand for inside a number. */
const DIGIT_LOOKALIKES: Record<string, string> = {
  O: '0',
  o: '0',
  D: '0',
  Q: '0',
  I: '1',
  l: '1',
  '|': '1',
  i: '1',
  S: '5',
  s: '5',
  B: '8',
  Z: '2',
  z: '2',
  G: '6',
  b: '6',
  g: '9',
  q: '9',
};

/** Reads "1O.5O" as "10.50": only applied to tokens that are mostly digits already. */
export function fixDigits(token: string): string {
  let digits = 0;
  let fixable = 0;
  for (const c of token) {
    if (c >= '0' && c <= '9') digits++;
    else if (DIGIT_LOOKALIKES[c] !== undefined) fixable++;
  }
  if (digits === 0 || fixable === 0 || fixable > digits) return token;
  let out = '';
  for (const c of token) out += DIGIT_LOOKALIKES[c] ?? c;
  return out;
}

export interface Amount {
  cents: number;
  /** where the amount starts in the row text */
  at: number;
  /** the text matched */
  raw: string;
  /** printed with a currency marker (RM, $) */
  currency: boolean;
}

// An amount: optional minus and currency, digits (grouped by commas or not), a decimal mark
// (OCR may turn "." into "," or put a space around it), exactly two decimals; not part of a
// date (12.03.2018), a phone number or a longer number.
const AMOUNT_RE =
  /(?<![\d.,])(-\s?)?((?:RM|MYR|\$|USD|S\$)\s?)?(-\s?)?(\d{1,3}(?:,\d{3})+|\d{1,7}|(?<=[\s-]|^)(?=[.,]\d\d))\s?([.,])\s?(\d{2})(?![\d])(?![.,/:-]?\d)(\s?-(?!\d))?/gi;

/** Every amount printed in a row, left to right. */
export function findAmounts(text: string): Amount[] {
  const out: Amount[] = [];
  // Specks OCR puts inside a number ("3¢9.60", "12’.50") are dropped; look-alike letters fixed.
  const fixed = text.replace(/(?<=\d)[¢©®'’`"“”](?=[\d.])/g, '').replace(/[0-9OoIlSB|,.]{3,}/g, fixDigits);
  for (const m of fixed.matchAll(AMOUNT_RE)) {
    const whole = m[4]!.replace(/,/g, '') || '0';
    if (m[5] === ',' && m[4]!.includes(',')) continue; // "1,234,56": not an amount we trust
    const cents = Number(whole) * 100 + Number(m[6]);
    const negative = Boolean(m[1] || m[3] || m[7]);
    out.push({ cents: negative ? -cents : cents, at: m.index, raw: m[0], currency: Boolean(m[2]) });
  }
  return out;
}

/** Upper-case words of a label with OCR noise removed ("T0TAL:" → ["TOTAL"]). */
export function labelWords(text: string): string[] {
  return text
    .toUpperCase()
    .replace(/0/g, 'O')
    .replace(/[^A-Z ]+/g, ' ')
    .split(' ')
    .filter((w) => w.length > 0);
}
