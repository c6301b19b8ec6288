// Turning a photo or scan of a receipt into the image Tesseract reads best. Decoded with
// @napi-rs/canvas, then: grey; paper evened out (shadows, yellowing) by dividing by the local
// background; the print measured (connected components of the ink) to find its character
// height, its skew, the region that holds it and how faint it is; finally cropped to the print,
// straightened, scaled so characters are the height Tesseract's LSTM reads best, and faint
// thermal print darkened. Every step that ran is listed in `steps`. The steps live in image-decode.ts,
// normalize-background.ts, print-analysis.ts (skew.ts), resample.ts and image-encode.ts.
import { createCanvas } from '@napi-rs/canvas';
import { decode, toGray } from './image-decode.ts';
import { encodePng } from './image-encode.ts';
import { normalizeBackground } from './normalize-background.ts';
import { analysePrint } from './print-analysis.ts';
import { resample } from './resample.ts';
export { encodePgm, encodePng } from './image-encode.ts';
export { estimateSkew } from './skew.ts';

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

/** Work size: images are first brought within this long side (no detail a receipt needs is lost). */
const WORK_LONG_SIDE = 2600;

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
    if (next)
      next(); // the slot passes straight to the next image
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
