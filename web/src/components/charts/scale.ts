// Small helpers for the hand-drawn SVG charts: a linear scale and "nice" axis ticks.

/** Maps `domain` onto `range` linearly (a zero-width domain maps to the middle of the range). */
export function linearScale(domain: readonly [number, number], range: readonly [number, number]): (v: number) => number {
  const [d0, d1] = domain;
  const [r0, r1] = range;
  if (d1 === d0) return () => (r0 + r1) / 2;
  return (v) => r0 + ((v - d0) / (d1 - d0)) * (r1 - r0);
}

/** Round-numbered ticks (steps of 1, 2 or 5 × 10ⁿ) covering [min, max]; the first and last bound the axis. */
export function niceTicks(min: number, max: number, count = 4): number[] {
  if (!Number.isFinite(min) || !Number.isFinite(max)) return [0, 1];
  if (min > max) [min, max] = [max, min];
  if (min === max) {
    const pad = min === 0 ? 1 : Math.abs(min) * 0.1;
    min -= pad;
    max += pad;
  }
  const raw = (max - min) / Math.max(1, count);
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const norm = raw / magnitude;
  const step = (norm < 1.5 ? 1 : norm < 3 ? 2 : norm < 7 ? 5 : 10) * magnitude;
  const start = Math.floor(min / step) * step;
  const end = Math.ceil(max / step) * step;
  const ticks: number[] = [];
  for (let v = start; v <= end + step / 2; v += step) ticks.push(Math.abs(v) < step / 1e6 ? 0 : v);
  return ticks;
}

/** The smallest and largest of `values` (with `extra` values such as 0 included); [0, 0] when empty. */
export function extent(values: readonly number[], extra: readonly number[] = []): [number, number] {
  const all = [...values, ...extra].filter(Number.isFinite);
  if (all.length === 0) return [0, 0];
  return [Math.min(...all), Math.max(...all)];
}
