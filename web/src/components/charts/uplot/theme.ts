// What the uPlot charts share: colours from the app's CSS variables (a canvas cannot use classes),
// an x axis over labelled slots (months or days) and a money y axis. Pure option builders: the
// uPlot module is passed in, so nothing here loads it.
import type uPlot from 'uplot';
import type { UPlotModule } from './loadUPlot.ts';

export interface ChartColors {
  accent: string;
  success: string;
  danger: string;
  muted: string;
  grid: string;
  /** distinct colours for categories, in order */
  categories: string[];
}

/** The chart colours of the page `el` is on, from styles.css's variables (with its values as fallback). */
export function chartColors(el: Element): ChartColors {
  const css = getComputedStyle(el);
  const v = (name: string, fallback: string) => css.getPropertyValue(name).trim() || fallback;
  const accent = v('--accent', '#5b4bdb');
  return {
    accent,
    success: v('--success', '#16a34a'),
    danger: v('--danger', '#dc2626'),
    muted: v('--muted', '#6b6f86'),
    grid: '#ececf5',
    categories: [accent, '#0e7490', '#d97706', '#db2777', '#65a30d', '#64748b'],
  };
}

const FONT = '11px Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

/** Slot steps uPlot may tick at: every slot, every 2nd, … so ticks land on whole months or days. */
const SLOT_STEPS = [1, 2, 3, 4, 6, 12, 24, 36, 48, 96, 192, 384];

/**
 * The x axis over slots 0 … n−1, each labelled (a month, a day): uPlot picks the step so labels
 * stay `space` pixels apart, which is what keeps a 390 px phone readable.
 */
export function slotAxis(labels: readonly string[], c: ChartColors, space = 60): uPlot.Axis {
  return {
    stroke: c.muted,
    font: FONT,
    space,
    incrs: SLOT_STEPS,
    gap: 4,
    size: 28,
    grid: { show: false },
    ticks: { show: false },
    values: (_u, splits) => splits.map((s) => (Number.isInteger(s) ? (labels[s] ?? '') : '')),
  };
}

/** The y axis: compact money ("$1.2K") on light grid lines. */
export function moneyAxis(format: (cents: number) => string, c: ChartColors): uPlot.Axis {
  return {
    stroke: c.muted,
    font: FONT,
    size: 62,
    gap: 6,
    space: 36,
    grid: { stroke: c.grid, width: 1 },
    ticks: { show: false },
    values: (_u, splits) => splits.map((v) => format(v)),
  };
}

/** The x scale over n slots; bars get half a slot of room at each end so none is cut in two. */
export function slotScale(n: number, bars: boolean): uPlot.Scale {
  const pad = bars ? 0.5 : 0;
  return { time: false, range: () => [-pad, Math.max(1, n - 1) + pad] };
}

/** The y scale: a little headroom, and 0 kept in range when asked (spending and income bars). */
export function valueScale(lib: UPlotModule, includeZero: boolean): uPlot.Scale {
  return {
    range: (_u, min, max) => {
      const lo = includeZero ? Math.min(0, min) : min;
      const hi = includeZero ? Math.max(0, max) : max;
      return lib.rangeNum(lo, hi === lo ? lo + 100 : hi, 0.1, true);
    },
  };
}
