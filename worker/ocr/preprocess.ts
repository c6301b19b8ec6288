// Turning a photo or scan of a receipt into the image Tesseract reads best. Decoded with
// @napi-rs/canvas, then: grey; paper evened out (shadows, yellowing) by dividing by the local
// background; the print measured (connected components of the ink) to find its character
// height, its skew, the region that holds it and how faint it is; finally cropped to the print,
// straightened, scaled so characters are the height Tesseract's LSTM reads best, and faint
// thermal print darkened. Every step that ran is listed in `steps`.
import zlib, { deflateSync } from 'node:zlib';
import { createCanvas, loadImage, type Image } from '@napi-rs/canvas';

export interface PreprocessOptions {
  /** Median character height (px) the print is scaled to; 0 scales by image size only. */
  targetCharHeight: number;
  /** Limits of that scaling. */
  minScale: number;
  maxScale: number;
  /** When the print cannot be measured: images whose short side is below this are scaled up. */
  minShortSide: number;
  /** Hard limit on the long side of the result (px). */
  maxLongSide: number;
  /** Largest skew searched for, degrees either way (0 turns deskewing off). */
  maxSkewDegrees: number;
  /** Divide by the local paper brightness. */
  normalizeBackground: boolean;
  /** Darken faint print: the median grey of the characters is mapped to `inkTarget`. */
  contrastStretch: boolean;
  inkTarget: number;
  /** Crop to the region that holds the print. */
  crop: boolean;
  /**
   * Extra horizontal scale (1 = none). Tesseract's LSTM reads each text line scaled to a fixed
   * height, so its work grows with how wide the characters are: narrower characters are read
   * faster, but less accurately (SROIE, 134 receipts: at 0.85 about 15 % less CPU, dates 89 → 77 %).
   */
  xScale: number;
}

/** What measurably read the SROIE receipts best (scripts/dev/receipt-accuracy.ts). */
export const DEFAULT_PREPROCESS: PreprocessOptions = {
  targetCharHeight: 30,
  minScale: 0.5,
  maxScale: 2.5,
  minShortSide: 1000,
  maxLongSide: 3000,
  maxSkewDegrees: 5,
  normalizeBackground: true,
  contrastStretch: true,
  inkTarget: 40,
  crop: true,
  xScale: 1,
};

export interface GrayImage {
  /** one byte per pixel, row after row */
  gray: Uint8Array;
  width: number;
  height: number;
  steps: string[];
}

const MAX_PIXELS = 60_000_000;
/** Work size: images are first brought within this long side (no detail a receipt needs is lost). */
const WORK_LONG_SIDE = 2600;

async function decode(image: Uint8Array): Promise<Image> {
  if (image.length === 0) throw new Error('The image is empty (0 bytes).');
  let img: Image;
  try {
    img = await loadImage(Buffer.from(image.buffer, image.byteOffset, image.byteLength));
  } catch (err) {
    throw new Error(`The image could not be decoded: it is not a readable JPEG or PNG (${(err as Error).message}).`);
  }
  if (!(img.width > 0 && img.height > 0)) throw new Error('The image could not be decoded: it has no pixels.');
  if (img.width * img.height > MAX_PIXELS) {
    throw new Error(`The image is too large to read (${img.width}×${img.height} pixels; at most ${MAX_PIXELS / 1e6} megapixels).`);
  }
  return img;
}

function toGray(rgba: Uint8ClampedArray, n: number): Uint8Array {
  const gray = new Uint8Array(n);
  for (let i = 0, j = 0; i < n; i++, j += 4) {
    // Rec. 601 luma, integer maths; transparent pixels count as white paper.
    const a = rgba[j + 3]!;
    const y = (rgba[j]! * 77 + rgba[j + 1]! * 150 + rgba[j + 2]! * 29) >> 8;
    gray[i] = a === 255 ? y : 255 - (((255 - y) * a) >> 8);
  }
  return gray;
}

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

/**
 * Divides every pixel by the local paper brightness (a bright percentile of its neighbourhood,
 * smoothed), so shadows and yellowed paper become white and the print keeps its contrast.
 */
function normalizeBackground(gray: Uint8Array, width: number, height: number): void {
  const cell = Math.max(16, Math.round(Math.min(width, height) / 40));
  const gw = Math.ceil(width / cell);
  const gh = Math.ceil(height / cell);
  const bg = new Float32Array(gw * gh);
  const hist = new Uint32Array(256);
  for (let cy = 0; cy < gh; cy++) {
    for (let cx = 0; cx < gw; cx++) {
      hist.fill(0);
      const x0 = cx * cell;
      const y0 = cy * cell;
      const x1 = Math.min(width, x0 + cell);
      const y1 = Math.min(height, y0 + cell);
      let n = 0;
      for (let y = y0; y < y1; y += 2) {
        const row = y * width;
        for (let x = x0; x < x1; x += 2) {
          hist[gray[row + x]!]!++;
          n++;
        }
      }
      // The 90th percentile: paper, even in a cell that is a third print.
      let acc = 0;
      let v = 255;
      for (; v > 0; v--) {
        acc += hist[v]!;
        if (acc >= n * 0.1) break;
      }
      bg[cy * gw + cx] = v;
    }
  }
  // Smooth: 3×3 max (bridges cells filled by large print), then 3×3 mean.
  const grown = new Float32Array(bg.length);
  for (let cy = 0; cy < gh; cy++) {
    for (let cx = 0; cx < gw; cx++) {
      let m = 0;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const yy = cy + dy;
          const xx = cx + dx;
          if (yy >= 0 && yy < gh && xx >= 0 && xx < gw) m = Math.max(m, bg[yy * gw + xx]!);
        }
      }
      grown[cy * gw + cx] = m;
    }
  }
  for (let cy = 0; cy < gh; cy++) {
    for (let cx = 0; cx < gw; cx++) {
      let sum = 0;
      let k = 0;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const yy = cy + dy;
          const xx = cx + dx;
          if (yy >= 0 && yy < gh && xx >= 0 && xx < gw) {
            sum += grown[yy * gw + xx]!;
            k++;
          }
        }
      }
      bg[cy * gw + cx] = Math.max(48, sum / k);
    }
  }
  // Divide by the background, bilinearly interpolated: per row first at grid resolution, then
  // along the row with precomputed column weights.
  const xi = new Int32Array(width);
  const xt = new Float32Array(width);
  for (let x = 0; x < width; x++) {
    const fx = Math.min(gw - 1, Math.max(0, (x + 0.5) / cell - 0.5));
    xi[x] = Math.min(gw - 2, Math.floor(fx));
    xt[x] = fx - xi[x]!;
  }
  const line = new Float32Array(gw + 1);
  for (let y = 0; y < height; y++) {
    const fy = Math.min(gh - 1, Math.max(0, (y + 0.5) / cell - 0.5));
    const cy0 = Math.floor(fy);
    const cy1 = Math.min(gh - 1, cy0 + 1);
    const ty = fy - cy0;
    for (let cx = 0; cx < gw; cx++) line[cx] = bg[cy0 * gw + cx]! * (1 - ty) + bg[cy1 * gw + cx]! * ty;
    line[gw] = line[gw - 1]!;
    const row = y * width;
    for (let x = 0; x < width; x++) {
      const i0 = Math.max(0, xi[x]!);
      const t = xt[x]!;
      const b = line[i0]! + (line[i0 + 1]! - line[i0]!) * t;
      const v = (gray[row + x]! * 255) / b;
      gray[row + x] = v >= 255 ? 255 : v;
    }
  }
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
interface PrintAnalysis {
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
function analysePrint(gray: Uint8Array, width: number, height: number, maxSkew: number): PrintAnalysis {
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
  const box = bx1 > bx0 && by1 > by0
    ? {
        x0: Math.max(0, (bx0 - m) * f),
        y0: Math.max(0, (by0 - m) * f),
        x1: Math.min(width, (bx1 + 1 + m) * f),
        y1: Math.min(height, (by1 + 1 + m) * f),
      }
    : null;
  return { charHeight: charH * f, box, inkLevel, skew: estimateSkew(body, maxSkew), characters: chars.length };
}

/**
 * The skew (degrees; positive = lines rise to the right) whose row profile of character
 * bottoms is sharpest, searched over ±maxDegrees; 0 when no angle is clearly better than none.
 */
export function estimateSkew(chars: readonly { x0: number; x1: number; y1: number }[], maxDegrees: number): number {
  if (maxDegrees <= 0 || chars.length < 20) return 0;
  const xs = chars.map((c) => (c.x0 + c.x1) / 2);
  const ys = chars.map((c) => c.y1);
  const minY = Math.min(...ys);
  const maxY = Math.max(...ys);
  const maxX = Math.max(...xs);
  const margin = Math.ceil(maxX * Math.tan((maxDegrees * Math.PI) / 180)) + 2;
  const bins = new Float64Array(maxY - minY + 1 + 2 * margin);
  const score = (deg: number): number => {
    const tan = Math.tan((deg * Math.PI) / 180);
    bins.fill(0);
    for (let i = 0; i < xs.length; i++) {
      // Rotating by -deg levels the lines: y' = y + x·tan(deg) for small angles.
      const y = ys[i]! - minY + xs[i]! * tan + margin;
      bins[Math.round(y)]! += 1;
    }
    let s = 0;
    for (let b = 0; b < bins.length; b++) s += bins[b]! * bins[b]!;
    return s;
  };
  const base = score(0);
  let best = 0;
  let bestScore = base;
  for (let deg = -maxDegrees; deg <= maxDegrees + 1e-9; deg += 0.25) {
    const s = score(deg);
    if (s > bestScore * 1.0001) {
      bestScore = s;
      best = deg;
    }
  }
  const coarse = best;
  for (let deg = coarse - 0.2; deg <= coarse + 0.2 + 1e-9; deg += 0.05) {
    const s = score(deg);
    if (s > bestScore * 1.0001) {
      bestScore = s;
      best = deg;
    }
  }
  if (Math.abs(best) < 0.25 || bestScore < base * 1.1) return 0;
  return Math.round(best * 100) / 100;
}

/** Box-averages a grey image down by an integer factor. */
function boxDown(gray: Uint8Array, width: number, height: number, k: number): { gray: Uint8Array; width: number; height: number } {
  const w = Math.floor(width / k);
  const h = Math.floor(height / k);
  const out = new Uint8Array(w * h);
  const n = k * k;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let sum = 0;
      for (let dy = 0; dy < k; dy++) {
        const row = (y * k + dy) * width + x * k;
        for (let dx = 0; dx < k; dx++) sum += gray[row + dx]!;
      }
      out[y * w + x] = Math.round(sum / n);
    }
  }
  return { gray: out, width: w, height: h };
}

/**
 * Crops, rotates and scales in one bilinear pass: output pixel (X, Y) samples the source at
 * centre + R(-θ)·((X, Y) − outCentre) / scale. Outside the source is white paper.
 */
function resample(
  src: Uint8Array, sw: number, sh: number,
  box: { x0: number; y0: number; x1: number; y1: number },
  scaleX: number, scaleY: number, degrees: number, width: number, height: number,
): Uint8Array {
  let img = { gray: src, width: sw, height: sh };
  let b = box;
  let kx = scaleX;
  let ky = scaleY;
  const smaller = Math.max(scaleX, scaleY);
  if (smaller < 0.75) {
    // Average first so that shrinking does not alias thin strokes away.
    const k = Math.floor(1 / smaller);
    img = boxDown(src, sw, sh, k);
    b = { x0: box.x0 / k, y0: box.y0 / k, x1: box.x1 / k, y1: box.y1 / k };
    kx *= k;
    ky *= k;
  }
  const { gray, width: w, height: h } = img;
  const out = new Uint8Array(width * height);
  if (degrees === 0) {
    resampleStraight(gray, w, h, (b.x0 + b.x1) / 2, (b.y0 + b.y1) / 2, kx, ky, out, width, height);
    return out;
  }
  const rad = (degrees * Math.PI) / 180;
  const cos = Math.cos(rad);
  const sin = Math.sin(rad);
  const cx = (b.x0 + b.x1) / 2;
  const cy = (b.y0 + b.y1) / 2;
  // Source offset of an output pixel: rotate (dx / kx, dy / ky) back by the skew.
  const stepX = cos / kx;
  const stepY = -sin / kx;
  for (let Y = 0; Y < height; Y++) {
    const uy = (Y + 0.5 - height / 2) / ky;
    const ux0 = (0.5 - width / 2) / kx;
    let sx = cx + cos * ux0 + sin * uy - 0.5;
    let sy = cy - sin * ux0 + cos * uy - 0.5;
    const o = Y * width;
    for (let X = 0; X < width; X++, sx += stepX, sy += stepY) {
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      if (x0 < 0 || y0 < 0 || x0 >= w - 1 || y0 >= h - 1) {
        out[o + X] = 255;
        continue;
      }
      const tx = sx - x0;
      const ty = sy - y0;
      const i = y0 * w + x0;
      const top = gray[i]! + (gray[i + 1]! - gray[i]!) * tx;
      const bottom = gray[i + w]! + (gray[i + w + 1]! - gray[i + w]!) * tx;
      out[o + X] = top + (bottom - top) * ty + 0.5;
    }
  }
  return out;
}

/**
 * resample without rotation: the same bilinear sampling, separable, with each column's source
 * index and weight computed once (several times faster than the rotating loop).
 */
function resampleStraight(
  gray: Uint8Array, w: number, h: number, cx: number, cy: number, kx: number, ky: number,
  out: Uint8Array, width: number, height: number,
): void {
  const xs = new Int32Array(width);
  const xw = new Float32Array(width);
  for (let X = 0; X < width; X++) {
    const sx = cx + (X + 0.5 - width / 2) / kx - 0.5;
    const x0 = Math.floor(sx);
    xs[X] = x0 < 0 || x0 >= w - 1 ? -1 : x0;
    xw[X] = sx - x0;
  }
  for (let Y = 0; Y < height; Y++) {
    const o = Y * width;
    const sy = cy + (Y + 0.5 - height / 2) / ky - 0.5;
    const y0 = Math.floor(sy);
    if (y0 < 0 || y0 >= h - 1) {
      out.fill(255, o, o + width);
      continue;
    }
    const ty = sy - y0;
    const r0 = y0 * w;
    const r1 = r0 + w;
    for (let X = 0; X < width; X++) {
      const x0 = xs[X]!;
      if (x0 < 0) {
        out[o + X] = 255;
        continue;
      }
      const tx = xw[X]!;
      const top = gray[r0 + x0]! + (gray[r0 + x0 + 1]! - gray[r0 + x0]!) * tx;
      const bottom = gray[r1 + x0]! + (gray[r1 + x0 + 1]! - gray[r1 + x0]!) * tx;
      out[o + X] = top + (bottom - top) * ty + 0.5;
    }
  }
}

/** Decodes and cleans up an image; returns its grey pixels. */
export async function preprocessToGray(image: Uint8Array, options: Partial<PreprocessOptions> = {}): Promise<GrayImage> {
  const opts = { ...DEFAULT_PREPROCESS, ...options };
  const img = await decode(image);
  const steps: string[] = [`decoded ${img.width}×${img.height}`];

  // 1. Work copy: grey, at most WORK_LONG_SIDE.
  const workScale = Math.min(1, WORK_LONG_SIDE / Math.max(img.width, img.height));
  const ww = Math.max(1, Math.round(img.width * workScale));
  const wh = Math.max(1, Math.round(img.height * workScale));
  const canvas = createCanvas(ww, wh);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, ww, wh);
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(img, 0, 0, ww, wh);
  const gray = toGray(ctx.getImageData(0, 0, ww, wh).data, ww * wh);
  steps.push('grayscale');
  if (opts.normalizeBackground) {
    normalizeBackground(gray, ww, wh);
    steps.push('background normalized');
  }

  // 2. Measure the print.
  const print = analysePrint(gray, ww, wh, opts.maxSkewDegrees);
  let box = { x0: 0, y0: 0, x1: ww, y1: wh };
  if (opts.crop && print.box) {
    const area = (print.box.x1 - print.box.x0) * (print.box.y1 - print.box.y0);
    if (area < ww * wh * 0.9) {
      box = print.box;
      steps.push(`cropped to the print ${box.x1 - box.x0}×${box.y1 - box.y0}`);
    }
  }
  const cw = box.x1 - box.x0;
  const ch = box.y1 - box.y0;

  // 3. Scale: by character height when it could be measured, else by image size.
  let scale: number;
  if (opts.targetCharHeight > 0 && print.charHeight !== null) {
    scale = Math.min(opts.maxScale, Math.max(opts.minScale, opts.targetCharHeight / print.charHeight));
    if (Math.abs(scale - 1) < 0.1) scale = 1;
  } else {
    const short = Math.min(img.width, img.height);
    scale = short < opts.minShortSide ? opts.minShortSide / short / workScale : 1;
  }
  if (Math.max(cw, ch) * scale > opts.maxLongSide) scale = opts.maxLongSide / Math.max(cw, ch);
  const xScale = opts.xScale > 0 ? opts.xScale : 1;
  const width = Math.max(1, Math.round(cw * scale * xScale));
  const height = Math.max(1, Math.round(ch * scale));
  const total = workScale * scale;
  if (Math.abs(total - 1) > 0.01) {
    const why = print.charHeight !== null && opts.targetCharHeight > 0 ? ` (characters ${Math.round(print.charHeight / workScale)} px high)` : '';
    steps.push(`scaled ×${total.toFixed(2)} to ${width}×${height}${why}`);
  }
  if (xScale !== 1) steps.push(`narrowed ×${xScale} (faster line reading)`);
  const skew = print.skew;
  if (skew !== 0) steps.push(`deskewed ${skew > 0 ? '+' : ''}${skew}°`);

  // 4. One resampling pass: crop, straighten, scale.
  let out = gray;
  if (box.x0 !== 0 || box.y0 !== 0 || cw !== ww || ch !== wh || scale !== 1 || skew !== 0 || xScale !== 1) {
    out = resample(gray, ww, wh, box, scale * xScale, scale, skew, width, height);
  }

  // 5. Contrast: paper white, ink dark; faint print darkened to the level of fresh print.
  if (opts.contrastStretch) {
    const ink = print.inkLevel ?? 0;
    const target = opts.inkTarget;
    if (ink > target + 15) {
      const factor = Math.min(4, (255 - target) / Math.max(1, 255 - ink));
      const lut = new Uint8Array(256);
      for (let v = 0; v < 256; v++) lut[v] = Math.max(0, Math.round(255 - (255 - v) * factor));
      for (let i = 0; i < out.length; i++) out[i] = lut[out[i]!]!;
      steps.push(`faint print darkened (ink grey ${Math.round(ink)} → ${target})`);
    }
  }
  return { gray: out, width, height, steps };
}

/** A binary PGM (P5) of a grey image: what the OCR pool hands Tesseract (no compression to undo). */
export function encodePgm(img: { gray: Uint8Array; width: number; height: number }): Uint8Array {
  const header = new TextEncoder().encode(`P5\n${img.width} ${img.height}\n255\n`);
  const out = new Uint8Array(header.length + img.gray.length);
  out.set(header, 0);
  out.set(img.gray, header.length);
  return out;
}

const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

/** zlib's native crc32 where Node has it (20.15+); the table below otherwise. */
const nativeCrc32 = (zlib as { crc32?: (data: Uint8Array) => number }).crc32;

function crc32(bytes: Uint8Array, start: number, end: number): number {
  if (nativeCrc32) return nativeCrc32(bytes.subarray(start, end)) >>> 0;
  let c = 0xffffffff;
  for (let i = start; i < end; i++) c = CRC_TABLE[(c ^ bytes[i]!) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out, 4, 8 + data.length));
  return out;
}

/**
 * An 8-bit greyscale PNG, written directly. Stored uncompressed unless `compress`: the PNG that
 * preprocessForOcr returns is only carried to the OCR pool in memory (which reads the grey
 * pixels behind it), and deflating it cost ~40 ms a receipt.
 */
export function encodePng(img: { gray: Uint8Array; width: number; height: number }, compress = false): Uint8Array {
  const { gray, width, height } = img;
  const raw = new Uint8Array((width + 1) * height);
  for (let y = 0; y < height; y++) {
    const o = y * (width + 1);
    const row = y * width;
    if (!compress) {
      raw.set(gray.subarray(row, row + width), o + 1); // filter "None"
      continue;
    }
    raw[o] = 1; // "Sub" filter: paper runs become zeros, which deflate well
    raw[o + 1] = gray[row]!;
    for (let x = 1; x < width; x++) raw[o + 1 + x] = (gray[row + x]! - gray[row + x - 1]!) & 0xff;
  }
  const ihdr = new Uint8Array(13);
  const v = new DataView(ihdr.buffer);
  v.setUint32(0, width);
  v.setUint32(4, height);
  ihdr.set([8, 0, 0, 0, 0], 8); // 8 bits, greyscale, deflate, adaptive filtering, no interlace
  const parts = [
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', new Uint8Array(deflateSync(raw, { level: compress ? 1 : 0 }))),
    pngChunk('IEND', new Uint8Array(0)),
  ];
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** Grey images behind the PNGs preprocessForOcr returned, so the OCR pool need not decode them. */
const prepared = new WeakMap<Uint8Array, GrayImage>();

/** The grey image a PNG from preprocessForOcr was made from (undefined for any other bytes). */
export function preparedImage(png: Uint8Array): GrayImage | undefined {
  return prepared.get(png);
}

/**
 * At most this many images are decoded and prepared at once: a burst of receipts (a batch
 * import) then reaches the OCR pool one by one in order, instead of every decode competing with
 * the OCR workers for the CPU and holding its pixels in memory at the same time.
 */
const MAX_PREPARING = 2;
let preparing = 0;
const waiting: (() => void)[] = [];

async function limited<T>(work: () => Promise<T>): Promise<T> {
  if (preparing >= MAX_PREPARING) await new Promise<void>((resolve) => waiting.push(resolve));
  else preparing++;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next(); // the slot passes straight to the next image
    else preparing--;
  }
}

/**
 * Decodes a JPEG or PNG and prepares it for OCR. Throws an Error naming the problem when the
 * bytes are not a readable image.
 */
export async function preprocessForOcr(
  image: Uint8Array,
  options: Partial<PreprocessOptions> = {},
): Promise<{ png: Uint8Array; width: number; height: number; steps: string[] }> {
  const g = await limited(() => preprocessToGray(image, options));
  const png = encodePng(g);
  prepared.set(png, g);
  return { png, width: g.width, height: g.height, steps: g.steps };
}
