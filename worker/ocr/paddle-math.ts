// The arithmetic of the PaddleOCR pipeline (PP-OCRv4: DB text detection, then CTC line
// recognition), on plain typed arrays so it runs the same in the OCR thread and in tests.
// No model here: paddle-thread.ts feeds these to onnxruntime and back.

export interface GrayPlane {
  gray: Uint8Array;
  width: number;
  height: number;
}

export interface TextBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  /** mean text probability of the detected region, 0..1 */
  score: number;
}

/** Detection input size: the image scaled by `scale`, each side a multiple of 32 (the model's stride). */
export function detectionSize(width: number, height: number, scale: number): { width: number; height: number } {
  const round32 = (v: number) => Math.max(32, Math.round((v * scale) / 32) * 32);
  return { width: round32(width), height: round32(height) };
}

/**
 * The detection model's input: the grey image resized (bilinear) to w × h, as three equal
 * channels normalized with ImageNet's mean and deviation, in NCHW order.
 */
export function detectionInput(img: GrayPlane, w: number, h: number): Float32Array {
  const out = new Float32Array(3 * w * h);
  const mean = [0.485, 0.456, 0.406];
  const std = [0.229, 0.224, 0.225];
  const plane = w * h;
  const sx = img.width / w;
  const sy = img.height / h;
  const lut = [0, 1, 2].map((c) => Float32Array.from({ length: 256 }, (_, v) => (v / 255 - mean[c]!) / std[c]!));
  for (let y = 0; y < h; y++) {
    const fy = Math.min(img.height - 1, Math.max(0, (y + 0.5) * sy - 0.5));
    const y0 = Math.floor(fy);
    const y1 = Math.min(img.height - 1, y0 + 1);
    const ty = fy - y0;
    for (let x = 0; x < w; x++) {
      const fx = Math.min(img.width - 1, Math.max(0, (x + 0.5) * sx - 0.5));
      const x0 = Math.floor(fx);
      const x1 = Math.min(img.width - 1, x0 + 1);
      const tx = fx - x0;
      const g = img.gray;
      const top = g[y0 * img.width + x0]! + (g[y0 * img.width + x1]! - g[y0 * img.width + x0]!) * tx;
      const bottom = g[y1 * img.width + x0]! + (g[y1 * img.width + x1]! - g[y1 * img.width + x0]!) * tx;
      const v = Math.round(top + (bottom - top) * ty);
      const i = y * w + x;
      out[i] = lut[0]![v]!;
      out[plane + i] = lut[1]![v]!;
      out[2 * plane + i] = lut[2]![v]!;
    }
  }
  return out;
}

/**
 * Text boxes from the detection model's probability map (w × h): connected regions above
 * `threshold`, kept when their mean probability reaches `boxThreshold`, each grown by the DB
 * "unclip" distance (area × ratio / perimeter) since the model predicts a shrunk text kernel.
 * Boxes are axis-aligned: the image is deskewed before it gets here.
 */
export function boxesFromMap(
  prob: Float32Array,
  w: number,
  h: number,
  opts: { threshold?: number; boxThreshold?: number; unclipRatio?: number; minSize?: number } = {},
): TextBox[] {
  const threshold = opts.threshold ?? 0.3;
  const boxThreshold = opts.boxThreshold ?? 0.6;
  const unclipRatio = opts.unclipRatio ?? 1.6;
  const minSize = opts.minSize ?? 3;
  const label = new Int32Array(w * h);
  const stack = new Int32Array(w * h);
  const boxes: TextBox[] = [];
  let next = 0;
  for (let start = 0; start < w * h; start++) {
    if (label[start] !== 0 || prob[start]! <= threshold) continue;
    next++;
    let top = 0;
    stack[top++] = start;
    label[start] = next;
    let x0 = w,
      y0 = h,
      x1 = -1,
      y1 = -1,
      sum = 0,
      n = 0;
    while (top > 0) {
      const p = stack[--top]!;
      const px = p % w;
      const py = (p - px) / w;
      sum += prob[p]!;
      n++;
      if (px < x0) x0 = px;
      if (px > x1) x1 = px;
      if (py < y0) y0 = py;
      if (py > y1) y1 = py;
      // 4-neighbours: lines a pixel apart stay separate
      if (px > 0 && label[p - 1] === 0 && prob[p - 1]! > threshold) {
        label[p - 1] = next;
        stack[top++] = p - 1;
      }
      if (px < w - 1 && label[p + 1] === 0 && prob[p + 1]! > threshold) {
        label[p + 1] = next;
        stack[top++] = p + 1;
      }
      if (py > 0 && label[p - w] === 0 && prob[p - w]! > threshold) {
        label[p - w] = next;
        stack[top++] = p - w;
      }
      if (py < h - 1 && label[p + w] === 0 && prob[p + w]! > threshold) {
        label[p + w] = next;
        stack[top++] = p + w;
      }
    }
    const bw = x1 - x0 + 1;
    const bh = y1 - y0 + 1;
    if (Math.min(bw, bh) < minSize) continue;
    const score = sum / n;
    if (score < boxThreshold) continue;
    const d = (n * unclipRatio) / (2 * (bw + bh));
    boxes.push({ x0: Math.max(0, x0 - d), y0: Math.max(0, y0 - d), x1: Math.min(w, x1 + 1 + d), y1: Math.min(h, y1 + 1 + d), score });
  }
  return boxes.sort((a, b) => a.y0 - b.y0 || a.x0 - b.x0);
}

export const REC_HEIGHT = 48;
/** Widest line the recognizer is handed (px at height 48); wider crops are squeezed to it. */
export const REC_MAX_WIDTH = 2400;

/**
 * The recognition model's input for one box: the crop resized to height 48 (width keeping the
 * aspect), three equal channels scaled to −1..1, NCHW.
 */
export function recognitionInput(img: GrayPlane, box: { x0: number; y0: number; x1: number; y1: number }): { data: Float32Array; width: number } {
  const bx0 = Math.max(0, Math.floor(box.x0));
  const by0 = Math.max(0, Math.floor(box.y0));
  const bx1 = Math.min(img.width, Math.ceil(box.x1));
  const by1 = Math.min(img.height, Math.ceil(box.y1));
  const cw = Math.max(1, bx1 - bx0);
  const ch = Math.max(1, by1 - by0);
  const w = Math.max(8, Math.min(REC_MAX_WIDTH, Math.round((REC_HEIGHT * cw) / ch)));
  const h = REC_HEIGHT;
  const plane = w * h;
  const out = new Float32Array(3 * plane);
  const sx = cw / w;
  const sy = ch / h;
  for (let y = 0; y < h; y++) {
    const fy = Math.min(ch - 1, Math.max(0, (y + 0.5) * sy - 0.5));
    const yy0 = Math.floor(fy);
    const yy1 = Math.min(ch - 1, yy0 + 1);
    const ty = fy - yy0;
    const r0 = (by0 + yy0) * img.width + bx0;
    const r1 = (by0 + yy1) * img.width + bx0;
    for (let x = 0; x < w; x++) {
      const fx = Math.min(cw - 1, Math.max(0, (x + 0.5) * sx - 0.5));
      const xx0 = Math.floor(fx);
      const xx1 = Math.min(cw - 1, xx0 + 1);
      const tx = fx - xx0;
      const g = img.gray;
      const top = g[r0 + xx0]! + (g[r0 + xx1]! - g[r0 + xx0]!) * tx;
      const bottom = g[r1 + xx0]! + (g[r1 + xx1]! - g[r1 + xx0]!) * tx;
      const v = (top + (bottom - top) * ty) / 127.5 - 1;
      const i = y * w + x;
      out[i] = v;
      out[plane + i] = v;
      out[2 * plane + i] = v;
    }
  }
  return { data: out, width: w };
}

/**
 * Greedy CTC decoding of one line: the most likely class per time step, repeats merged, blanks
 * (class 0) dropped. `dictionary[k - 1]` is class k's character. The model often runs words
 * together, so a run of at least `spaceGap` blank steps between two characters is read as a space.
 */
export function ctcDecode(
  probs: Float32Array,
  steps: number,
  classes: number,
  dictionary: readonly string[],
  spaceGap = Infinity,
): { text: string; confidence: number } {
  let text = '';
  let prev = 0;
  let sum = 0;
  let n = 0;
  let blanks = 0;
  for (let t = 0; t < steps; t++) {
    const base = t * classes;
    let best = 0;
    let bestP = probs[base]!;
    for (let c = 1; c < classes; c++) {
      const p = probs[base + c]!;
      if (p > bestP) {
        bestP = p;
        best = c;
      }
    }
    if (best === 0) {
      blanks++;
    } else if (best !== prev) {
      const ch = dictionary[best - 1] ?? '';
      // (only between words: "66.04" and "(12345-X)" keep no gap around their punctuation)
      if (blanks >= spaceGap && /[\p{L}\p{N})]$/u.test(text) && /^[\p{L}\p{N}(]/u.test(ch)) text += ' ';
      text += ch;
      sum += bestP;
      n++;
      blanks = 0;
    } else {
      blanks = 0;
    }
    prev = best;
  }
  return { text: text.trim(), confidence: n ? sum / n : 0 };
}
