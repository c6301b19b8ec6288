// A PDF page's positioned pieces of text rebuilt into lines, words and cells.

/** One piece of text as the PDF placed it, in page units (points); y is the top edge, from the top of the page. */
export interface PdfTextItem {
  str: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PdfPage {
  /** 1-based */
  number: number;
  width: number;
  height: number;
  items: PdfTextItem[];
}

export interface Word {
  text: string;
  x0: number;
  x1: number;
  /** font height */
  h: number;
}

export interface Line {
  page: number;
  baseline: number;
  /** typical font height on the line */
  h: number;
  /** left to right; neighbouring glyph runs already joined */
  words: Word[];
  /** words grouped where the gap is small (a phrase, a header cell, a value) */
  cells: Word[];
  /** the cells joined by single spaces */
  text: string;
}

/** Splits a piece at runs of 2+ spaces (a cell gap inside one piece), placing parts by character share. */
function splitPiece(item: PdfTextItem): Word[] {
  const h = item.height > 0 ? item.height : 1;
  const str = item.str.replace(/[\u00a0\u2007\u202f]/g, ' ');
  const trimmed = str.trim();
  if (trimmed === '') return [];
  const len = str.length;
  const perChar = len > 0 ? item.width / len : 0;
  const parts = /\s{2,}/.test(trimmed) ? splitWithOffsets(str, /\S+(?:\s\S+)*/g) : splitWithOffsets(str, /\S(?:.*\S)?/g);
  return parts.map((p) => ({ text: p.text, x0: item.x + p.start * perChar, x1: item.x + (p.start + p.text.length) * perChar, h }));
}

function splitWithOffsets(s: string, re: RegExp): { text: string; start: number }[] {
  const out: { text: string; start: number }[] = [];
  for (const m of s.matchAll(re)) out.push({ text: m[0], start: m.index ?? 0 });
  return out;
}

/** Splits a word at single spaces too (used when one piece straddles two columns). */
export function splitTokens(w: Word): Word[] {
  const parts = splitWithOffsets(w.text, /\S+/g);
  if (parts.length <= 1) return [w];
  const perChar = (w.x1 - w.x0) / Math.max(1, w.text.length);
  return parts.map((p) => ({ text: p.text, x0: w.x0 + p.start * perChar, x1: w.x0 + (p.start + p.text.length) * perChar, h: w.h }));
}

function median(values: number[]): number {
  if (values.length === 0) return 0;
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

function buildLines(page: PdfPage): Line[] {
  const pieces: { w: Word; baseline: number }[] = [];
  for (const item of page.items) {
    if (typeof item.str !== 'string' || !Number.isFinite(item.x) || !Number.isFinite(item.y)) continue;
    const baseline = item.y + (item.height > 0 ? item.height : 0);
    for (const w of splitPiece(item)) pieces.push({ w, baseline });
  }
  pieces.sort((a, b) => a.baseline - b.baseline || a.w.x0 - b.w.x0);

  // Group by baseline: a piece joins the line when its baseline is within a third of the font
  // height of the line's lowest one, and the line stays within about half a font height overall.
  const groups: { baseline: number; top: number; bottom: number; h: number; words: Word[] }[] = [];
  for (const p of pieces) {
    const g = groups[groups.length - 1];
    const h = g ? Math.min(g.h, p.w.h) : p.w.h;
    if (g && p.baseline - g.bottom <= Math.max(1, 0.35 * h) && p.baseline - g.top <= Math.max(1.5, 0.6 * h)) {
      g.words.push(p.w);
      g.bottom = p.baseline;
    } else {
      groups.push({ baseline: p.baseline, top: p.baseline, bottom: p.baseline, h: p.w.h, words: [p.w] });
    }
  }
  // The line's baseline: the one most of its text sits on.
  for (const g of groups) {
    if (g.top !== g.bottom) g.baseline = g.top + (g.bottom - g.top) / 2;
  }

  const lines: Line[] = [];
  for (const g of groups) {
    g.words.sort((a, b) => a.x0 - b.x0);
    const h = median(g.words.map((w) => w.h)) || 1;
    // Text drawn twice a hair apart (a cheap bold) is read once.
    g.words = g.words.filter((w, k) => !g.words.slice(Math.max(0, k - 3), k).some((o) => o.text === w.text && Math.abs(o.x0 - w.x0) < 0.3 * h));
    // Glyph runs that touch are one word (PDFs that place every letter on its own).
    const words: Word[] = [];
    for (const w of g.words) {
      const prev = words[words.length - 1];
      if (prev && w.x0 - prev.x1 < 0.1 * h && w.x0 >= prev.x0) {
        words[words.length - 1] = { text: prev.text + w.text, x0: prev.x0, x1: Math.max(prev.x1, w.x1), h: Math.max(prev.h, w.h) };
      } else {
        words.push({ ...w });
      }
    }
    const cells: Word[] = [];
    for (const w of words) {
      const prev = cells[cells.length - 1];
      if (prev && w.x0 - prev.x1 <= 0.8 * h) {
        cells[cells.length - 1] = { text: `${prev.text} ${w.text}`, x0: prev.x0, x1: Math.max(prev.x1, w.x1), h: Math.max(prev.h, w.h) };
      } else {
        cells.push({ ...w });
      }
    }
    lines.push({ page: page.number, baseline: g.baseline, h, words, cells, text: cells.map((c) => c.text).join(' ') });
  }
  return lines;
}

export function allLines(pages: PdfPage[]): Line[] {
  const out: Line[] = [];
  for (const page of [...pages].sort((a, b) => a.number - b.number)) out.push(...buildLines(page));
  return out;
}

/**
 * The text of every page rebuilt as lines, top to bottom, page after page. Pieces on one line are
 * joined by a space, or by two spaces where the gap is wide (a column gap), so callers can split
 * columns on /\s{2,}/.
 */
export function pdfLinesText(pages: PdfPage[]): string[] {
  return allLines(pages).map((l) => l.cells.map((c) => c.text).join('  '));
}
