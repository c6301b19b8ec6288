// Deskewing's angle: the rotation that best lines up the bottoms of a receipt's characters.
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
