// Cropping, straightening and scaling a grey image in one bilinear resampling pass.
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
export function resample(
  src: Uint8Array,
  sw: number,
  sh: number,
  box: { x0: number; y0: number; x1: number; y1: number },
  scaleX: number,
  scaleY: number,
  degrees: number,
  width: number,
  height: number,
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
  gray: Uint8Array,
  w: number,
  h: number,
  cx: number,
  cy: number,
  kx: number,
  ky: number,
  out: Uint8Array,
  width: number,
  height: number,
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
