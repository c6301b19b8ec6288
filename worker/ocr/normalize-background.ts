// Evening out the paper: a grey image divided by its local background brightness (shadows, yellowing).
/**
 * Divides every pixel by the local paper brightness (a bright percentile of its neighbourhood,
 * smoothed), so shadows and yellowed paper become white and the print keeps its contrast.
 */
export function normalizeBackground(gray: Uint8Array, width: number, height: number): void {
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
