// Turning a photo or scan of a receipt into the image Tesseract reads best. Decoded with
// @napi-rs/canvas, then: grey; paper evened out (shadows, yellowing) by dividing by the local
// background; the print measured (connected components of the ink) to find its character
// height, its skew, the region that holds it and how faint it is; finally cropped to the print,
// straightened, scaled so characters are the height Tesseract's LSTM reads best, and faint
// thermal print darkened. Every step that ran is listed in `steps`.
import { createCanvas, ImageData, loadImage, type Image } from '@napi-rs/canvas';

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
  /** Stretch the grey levels so the paper is white and the ink dark (faint print darkened). */
  contrastStretch: boolean;
  /** Crop to the region that holds the print. */
  crop: boolean;
}

export const DEFAULT_PREPROCESS: PreprocessOptions = {
  targetCharHeight: 0,
  minScale: 0.5,
  maxScale: 2.5,
  minShortSide: 1000,
  maxLongSide: 3000,
  maxSkewDegrees: 5,
  normalizeBackground: true,
  contrastStretch: true,
  crop: false,
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

function grayToRgba(gray: Uint8Array): Uint8ClampedArray {
  const rgba = new Uint8ClampedArray(gray.length * 4);
  for (let i = 0, j = 0; i < gray.length; i++, j += 4) {
    const v = gray[i]!;
    rgba[j] = v;
    rgba[j + 1] = v;
    rgba[j + 2] = v;
    rgba[j + 3] = 255;
  }
  return rgba;
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
  for (let y = 0; y < height; y++) {
    const fy = Math.min(gh - 1, Math.max(0, (y + 0.5) / cell - 0.5));
    const cy0 = Math.floor(fy);
    const cy1 = Math.min(gh - 1, cy0 + 1);
    const ty = fy - cy0;
    const row = y * width;
    for (let x = 0; x < width; x++) {
      const fx = Math.min(gw - 1, Math.max(0, (x + 0.5) / cell - 0.5));
      const cx0 = Math.floor(fx);
      const cx1 = Math.min(gw - 1, cx0 + 1);
      const tx = fx - cx0;
      const b =
        (bg[cy0 * gw + cx0]! * (1 - tx) + bg[cy0 * gw + cx1]! * tx) * (1 - ty) +
        (bg[cy1 * gw + cx0]! * (1 - tx) + bg[cy1 * gw + cx1]! * tx) * ty;
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
  // Two-pass labelling with union-find.
  const labels = new Int32Array(w * h);
  const parent: number[] = [0];
  const find = (a: number): number => {
    while (parent[a] !== a) {
      parent[a] = parent[parent[a]!]!;
      a = parent[a]!;
    }
    return a;
  };
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      if (small[i]! >= t) continue;
      let l = 0;
      const neighbours = [
        x > 0 ? labels[i - 1]! : 0,
        y > 0 ? labels[i - w]! : 0,
        y > 0 && x > 0 ? labels[i - w - 1]! : 0,
        y > 0 && x < w - 1 ? labels[i - w + 1]! : 0,
      ];
      for (const n of neighbours) {
        if (n === 0) continue;
        if (l === 0) l = find(n);
        else {
          const a = find(n);
          if (a !== l) {
            if (a < l) {
              parent[l] = a;
              l = a;
            } else parent[a] = l;
          }
        }
      }
      if (l === 0) {
        l = parent.length;
        parent.push(l);
      }
      labels[i] = l;
    }
  }
  const comps = new Map<number, Component>();
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      if (labels[i] === 0) continue;
      const r = find(labels[i]!);
      let c = comps.get(r);
      if (!c) {
        c = { x0: x, y0: y, x1: x, y1: y, area: 0, graySum: 0 };
        comps.set(r, c);
      }
      if (x < c.x0) c.x0 = x;
      if (x > c.x1) c.x1 = x;
      if (y < c.y0) c.y0 = y;
      if (y > c.y1) c.y1 = y;
      c.area++;
      c.graySum += small[i]!;
    }
  }
  const chars: Component[] = [];
  const kept: Component[] = [];
  for (const c of comps.values()) {
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
  const width = Math.max(1, Math.round(cw * scale));
  const height = Math.max(1, Math.round(ch * scale));
  const total = workScale * scale;
  if (Math.abs(total - 1) > 0.01) {
    const why = print.charHeight !== null && opts.targetCharHeight > 0 ? ` (characters ${Math.round(print.charHeight / workScale)} px high)` : '';
    steps.push(`scaled ×${total.toFixed(2)} to ${width}×${height}${why}`);
  }
  const skew = print.skew;
  if (skew !== 0) steps.push(`deskewed ${skew > 0 ? '+' : ''}${skew}°`);

  // 4. One resampling pass: crop, straighten, scale.
  let out = gray;
  if (box.x0 !== 0 || box.y0 !== 0 || cw !== ww || ch !== wh || scale !== 1 || skew !== 0) {
    const src = createCanvas(ww, wh);
    src.getContext('2d').putImageData(new ImageData(grayToRgba(gray), ww, wh), 0, 0);
    const dst = createCanvas(width, height);
    const d = dst.getContext('2d');
    d.fillStyle = '#fff';
    d.fillRect(0, 0, width, height);
    d.imageSmoothingEnabled = true;
    d.imageSmoothingQuality = scale < 1 ? 'high' : 'medium';
    d.translate(width / 2, height / 2);
    d.scale(scale, scale);
    d.rotate((skew * Math.PI) / 180);
    d.translate(-(box.x0 + cw / 2), -(box.y0 + ch / 2));
    d.drawImage(src, 0, 0);
    out = toGray(d.getImageData(0, 0, width, height).data, width * height);
  }

  // 5. Contrast: paper white, ink dark; faint print darkened to the level of fresh print.
  if (opts.contrastStretch) {
    const ink = print.inkLevel ?? 0;
    const target = 40;
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

export async function encodePng(img: { gray: Uint8Array; width: number; height: number }): Promise<Uint8Array> {
  const canvas = createCanvas(img.width, img.height);
  canvas.getContext('2d').putImageData(new ImageData(grayToRgba(img.gray), img.width, img.height), 0, 0);
  return new Uint8Array(await canvas.encode('png'));
}

/**
 * Decodes a JPEG or PNG and prepares it for OCR. Throws an Error naming the problem when the
 * bytes are not a readable image.
 */
export async function preprocessForOcr(
  image: Uint8Array,
  options: Partial<PreprocessOptions> = {},
): Promise<{ png: Uint8Array; width: number; height: number; steps: string[] }> {
  const g = await preprocessToGray(image, options);
  return { png: await encodePng(g), width: g.width, height: g.height, steps: g.steps };
}
