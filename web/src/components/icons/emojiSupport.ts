// Whether this browser can draw an emoji, and the letters shown when it cannot. A machine without
// an emoji font draws a missing glyph (a "tofu" box) for most emoji; an employee's avatar shows
// their initials instead. No React here, so the logic is unit-tested on its own.

/** One or two letters for a name: the first letters of its first two words ("Prime" → "P"). */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/[\s\-_]+/u)
    .filter(Boolean);
  const letters = words.slice(0, 2).map((w) => Array.from(w)[0] ?? '');
  return letters.join('').toLocaleUpperCase() || '?';
}

/**
 * Draws a text and gives its pixels (RGBA), or null when nothing can be drawn (no canvas, as in
 * Node or a browser that refuses it).
 */
export type GlyphRenderer = (text: string) => Uint8ClampedArray | null;

/** A code point no font has: the browser draws its missing-glyph box for it. */
export const MISSING_GLYPH = '\u{10FFFF}';

const blank = (pixels: Uint8ClampedArray) => {
  for (let i = 3; i < pixels.length; i += 4) if (pixels[i] !== 0) return false;
  return true;
};

const same = (a: Uint8ClampedArray, b: Uint8ClampedArray) => {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return false;
  return true;
};

/**
 * True when the emoji draws as something other than nothing or the missing-glyph box. Without a
 * renderer the answer is false: the initials are the safe side.
 */
export function drawsEmoji(emoji: string, render: GlyphRenderer): boolean {
  const drawn = render(emoji);
  if (!drawn || blank(drawn)) return false;
  const tofu = render(MISSING_GLYPH);
  if (!tofu) return false;
  return !same(drawn, tofu);
}

/** The browser's renderer: a small canvas, made once. */
function canvasRenderer(): GlyphRenderer | null {
  if (typeof document === 'undefined') return null;
  try {
    const canvas = document.createElement('canvas');
    canvas.width = 32;
    canvas.height = 32;
    const ctx = canvas.getContext('2d', { willReadFrequently: true });
    if (!ctx) return null;
    ctx.textBaseline = 'top';
    ctx.font = '24px sans-serif';
    return (text) => {
      ctx.clearRect(0, 0, canvas.width, canvas.height);
      ctx.fillStyle = '#000';
      ctx.fillText(text, 2, 2);
      return ctx.getImageData(0, 0, canvas.width, canvas.height).data;
    };
  } catch {
    return null;
  }
}

let renderer: GlyphRenderer | null | undefined;
const known = new Map<string, boolean>();

/** drawsEmoji with the browser's canvas, each emoji checked once and remembered. */
export function canDrawEmoji(emoji: string): boolean {
  const cached = known.get(emoji);
  if (cached !== undefined) return cached;
  if (renderer === undefined) renderer = canvasRenderer();
  const answer = renderer ? drawsEmoji(emoji, renderer) : false;
  known.set(emoji, answer);
  return answer;
}
