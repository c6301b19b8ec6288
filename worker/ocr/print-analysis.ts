// Measuring the print: its ink's connected components give the character height, skew, ink level and crop box.
import { estimateSkew } from './skew.ts';

/** Otsu's threshold of a histogram. */
function otsu(hist: ArrayLike<number>): number {
  let total = 0;
  let sum = 0;
  for (let v = 0; v < 256; v++) {
    total += hist[v]!;
    sum += v * hist[v]!;
  }
  let sumB = 0;
  let wB = 0;
  let best = 0;
  let threshold = 128;
  for (let t = 0; t < 256; t++) {
    wB += hist[t]!;
    if (wB === 0) continue;
    const wF = total - wB;
    if (wF === 0) break;
    sumB += t * hist[t]!;
    const mB = sumB / wB;
    const mF = (sum - sumB) / wF;
    const between = wB * wF * (mB - mF) * (mB - mF);
    if (between > best) {
      best = between;
      threshold = t;
    }
  }
  return threshold;
}

interface Component {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  area: number;
  /** sum of grey levels of its pixels (for how dark the print is) */
  graySum: number;
}

/** What the print looks like, measured on a reduced copy (`f` work pixels per analysis pixel). */
export interface PrintAnalysis {
  /** median character height in work pixels, or null when there is too little print */
  charHeight: number | null;
  /** the print's bounding box in work pixels */
  box: { x0: number; y0: number; x1: number; y1: number } | null;
  /** median grey level of the characters */
  inkLevel: number | null;
  /** skew in degrees (positive: lines rise to the right) */
  skew: number;
  characters: number;
}

/**
 * Finds the characters: the ink (below Otsu's threshold) of a copy reduced by `f` with the
 * darkest pixel of each block kept (so dot-matrix print joins up), labelled into 8-connected
 * components; the ones shaped like characters give the character height, the skew, the ink level
 * and the print's extent.
 */
export function analysePrint(gray: Uint8Array, width: number, height: number, maxSkew: number): PrintAnalysis {
  const f = Math.max(1, Math.round(Math.max(width, height) / 1400));
  const w = Math.floor(width / f);
  const h = Math.floor(height / f);
  const small = new Uint8Array(w * h);
  const hist = new Uint32Array(256);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let m = 255;
      for (let dy = 0; dy < f; dy++) {
        const row = (y * f + dy) * width + x * f;
        for (let dx = 0; dx < f; dx++) {
          const v = gray[row + dx]!;
          if (v < m) m = v;
        }
      }
      small[y * w + x] = m;
      hist[m]!++;
    }
  }
  const t = Math.min(otsu(hist), 200);
  // Two-pass labelling with union-find (typed arrays: this runs on every receipt).
  const labels = new Int32Array(w * h);
  let cap = 1024;
  let parent = new Int32Array(cap);
  let next = 1;
  const find = (a: number): number => {
    while (parent[a] !== a) {
      parent[a] = parent[parent[a]!]!;
      a = parent[a]!;
    }
    return a;
  };
  const union = (l: number, n: number): number => {
    const a = find(n);
    if (a === l) return l;
    if (a < l) {
      parent[l] = a;
      return a;
    }
    parent[a] = l;
    return l;
  };
  for (let y = 0; y < h; y++) {
    const row = y * w;
    for (let x = 0; x < w; x++) {
      const i = row + x;
      if (small[i]! >= t) continue;
      let l = 0;
      if (x > 0 && labels[i - 1] !== 0) l = find(labels[i - 1]!);
      if (y > 0) {
        const up = labels[i - w]!;
        if (up !== 0) l = l === 0 ? find(up) : union(l, up);
        if (x > 0) {
          const ul = labels[i - w - 1]!;
          if (ul !== 0) l = l === 0 ? find(ul) : union(l, ul);
        }
        if (x < w - 1) {
          const ur = labels[i - w + 1]!;
          if (ur !== 0) l = l === 0 ? find(ur) : union(l, ur);
        }
      }
      if (l === 0) {
        if (next === cap) {
          cap *= 2;
          const grown = new Int32Array(cap);
          grown.set(parent);
          parent = grown;
        }
        l = next++;
        parent[l] = l;
      }
      labels[i] = l;
    }
  }
  // Resolve every label to its root once (a root is always the smaller label, so one forward pass).
  for (let l = 1; l < next; l++) parent[l] = parent[parent[l]!]!;
  const cx0 = new Int32Array(next).fill(w);
  const cy0 = new Int32Array(next).fill(h);
  const cx1 = new Int32Array(next).fill(-1);
  const cy1 = new Int32Array(next).fill(-1);
  const carea = new Int32Array(next);
  const cgray = new Float64Array(next);
  for (let y = 0; y < h; y++) {
    const row = y * w;
    for (let x = 0; x < w; x++) {
      const l0 = labels[row + x]!;
      if (l0 === 0) continue;
      const r = parent[l0]!;
      if (x < cx0[r]!) cx0[r] = x;
      if (x > cx1[r]!) cx1[r] = x;
      if (y < cy0[r]!) cy0[r] = y;
      if (y > cy1[r]!) cy1[r] = y;
      carea[r]!++;
      cgray[r]! += small[row + x]!;
    }
  }
  const comps: Component[] = [];
  for (let r = 1; r < next; r++) {
    if (carea[r]! > 0) comps.push({ x0: cx0[r]!, y0: cy0[r]!, x1: cx1[r]!, y1: cy1[r]!, area: carea[r]!, graySum: cgray[r]! });
  }
  const chars: Component[] = [];
  const kept: Component[] = [];
  for (const c of comps) {
    const cw = c.x1 - c.x0 + 1;
    const ch = c.y1 - c.y0 + 1;
    const touchesEdge = c.x0 === 0 || c.y0 === 0 || c.x1 === w - 1 || c.y1 === h - 1;
    if (touchesEdge || c.area < 4) continue;
    kept.push(c);
    if (ch >= 4 && ch <= 120 && cw <= ch * 2.5 && cw >= 1 && c.area >= ch * 0.6) chars.push(c);
  }
  const empty: PrintAnalysis = { charHeight: null, box: null, inkLevel: null, skew: 0, characters: chars.length };
  if (chars.length < 20) return empty;
  const heights = chars.map((c) => c.y1 - c.y0 + 1).sort((a, b) => a - b);
  const charH = heights[Math.floor(heights.length / 2)]!;
  // Characters of about that height are the body text.
  const body = chars.filter((c) => {
    const ch = c.y1 - c.y0 + 1;
    return ch >= charH * 0.6 && ch <= charH * 1.6;
  });
  const levels = body.map((c) => c.graySum / c.area).sort((a, b) => a - b);
  const inkLevel = levels[Math.floor(levels.length / 2)] ?? null;
  // The print's extent: every component that is not a speck, with a margin.
  let bx0 = w;
  let by0 = h;
  let bx1 = 0;
  let by1 = 0;
  for (const c of kept) {
    if (c.area < charH) continue;
    if (c.x0 < bx0) bx0 = c.x0;
    if (c.y0 < by0) by0 = c.y0;
    if (c.x1 > bx1) bx1 = c.x1;
    if (c.y1 > by1) by1 = c.y1;
  }
  const m = charH * 2;
  const box =
    bx1 > bx0 && by1 > by0
      ? {
          x0: Math.max(0, (bx0 - m) * f),
          y0: Math.max(0, (by0 - m) * f),
          x1: Math.min(width, (bx1 + 1 + m) * f),
          y1: Math.min(height, (by1 + 1 + m) * f),
        }
      : null;
  return { charHeight: charH * f, box, inkLevel, skew: estimateSkew(body, maxSkew), characters: chars.length };
}
