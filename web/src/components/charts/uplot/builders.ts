// The three kinds of uPlot chart the reports and accounts pages draw, as option builders and their
// data: lines over dates (net worth, a balance), grouped bars per month (income against spending)
// and stacked bars per month (the biggest categories). Values are integer cents throughout; the
// axis shows them compact, uPlot's legend exactly as the cursor moves.
import type uPlot from 'uplot';
import type { BuildChart } from './UPlotChart.tsx';
import { moneyAxis, slotAxis, slotScale, valueScale, type ChartColors } from './theme.ts';

type Colour = (c: ChartColors) => string;

interface Common {
  /** one label per slot (a month, a day) */
  labels: readonly string[];
  /** the axis' compact money and the legend's exact money */
  compact: (cents: number) => string;
  exact: (cents: number) => string;
  /** the x series' name in the legend ("Month", "Date") */
  slotName: string;
  /** pixels between two x labels (longer labels need more) */
  space?: number;
}

function xSeries(o: Common): uPlot.Series {
  return { label: o.slotName, value: (_u, v) => (v === null ? '—' : (o.labels[v] ?? '')) };
}

const exactValue = (o: Common) => (_u: uPlot, v: number | null) => (v === null ? '—' : o.exact(v));

const slots = (n: number) => Array.from({ length: n }, (_, i) => i);

// ── lines ──────────────────────────────────────────────────────────────────────────────────────

export interface LineSpec {
  label: string;
  colour: Colour;
  values: number[];
  dashed?: boolean;
}

/** uPlot's columns for lines or grouped bars: the slots, then each series' values as they are. */
export function seriesData(series: readonly { values: number[] }[]): uPlot.AlignedData {
  return [slots(series[0]?.values.length ?? 0), ...series.map((l) => l.values)];
}

export function lineChart(o: Common & { lines: readonly LineSpec[]; includeZero: boolean }): BuildChart {
  const n = o.labels.length;
  return (lib, c) => ({
    scales: { x: slotScale(n, false), y: valueScale(lib, o.includeZero) },
    axes: [slotAxis(o.labels, c, o.space ?? 80), moneyAxis(o.compact, c)],
    series: [
      xSeries(o),
      ...o.lines.map(
        (l, i): uPlot.Series => ({
          label: l.label,
          stroke: l.colour(c),
          width: i === 0 ? 2.5 : 2,
          dash: l.dashed ? [6, 5] : undefined,
          value: exactValue(o),
          // a few points are dots too; on a long series they would only be noise
          points: { show: n <= 12, size: 6, fill: '#fff' },
        }),
      ),
    ],
    cursor: { points: { size: 8 } },
  });
}

// ── grouped bars ───────────────────────────────────────────────────────────────────────────────

export interface BarSpec {
  label: string;
  colour: Colour;
  values: number[];
}

/** Two series side by side in each slot (the first left of the slot's middle, the second right). */
export function groupedBarChart(o: Common & { bars: readonly [BarSpec, BarSpec] }): BuildChart {
  const n = o.labels.length;
  return (lib, c) => ({
    scales: { x: slotScale(n, true), y: valueScale(lib, true) },
    axes: [slotAxis(o.labels, c, o.space ?? 56), moneyAxis(o.compact, c)],
    series: [
      xSeries(o),
      ...o.bars.map(
        (b, i): uPlot.Series => ({
          label: b.label,
          stroke: b.colour(c),
          fill: b.colour(c),
          width: 0,
          value: exactValue(o),
          points: { show: false },
          paths: lib.paths.bars!({ align: i === 0 ? -1 : 1, size: [0.36, 28] }),
        }),
      ),
    ],
    cursor: { points: { show: false } },
  });
}

// ── stacked bars ───────────────────────────────────────────────────────────────────────────────

/**
 * Stacks as uPlot data: uPlot does not stack, so each series holds its stack's running total and
 * the tallest is drawn first, each shorter one over it from the baseline. Series k of the result
 * is stack n−1−k (the top of the stack comes first, as the eye reads it).
 */
export function stackedData(stacks: readonly BarSpec[]): uPlot.AlignedData {
  const n = stacks[0]?.values.length ?? 0;
  const running = new Array<number>(n).fill(0);
  const totals = stacks.map((s) => s.values.map((v, i) => (running[i]! += Math.max(0, v))));
  return [slots(n), ...totals.reverse()];
}

export function stackedBarChart(o: Common & { stacks: readonly BarSpec[] }): BuildChart {
  const n = o.labels.length;
  const top = [...o.stacks].reverse();
  return (lib, c) => ({
    scales: { x: slotScale(n, true), y: valueScale(lib, true) },
    axes: [slotAxis(o.labels, c, o.space ?? 56), moneyAxis(o.compact, c)],
    series: [
      xSeries(o),
      ...top.map(
        (s): uPlot.Series => ({
          label: s.label,
          stroke: s.colour(c),
          fill: s.colour(c),
          width: 0,
          points: { show: false },
          // the legend shows the stack's own amount, not the running total it is drawn at
          value: (_u, _v, _si, idx) => (idx === null ? '—' : o.exact(Math.max(0, s.values[idx] ?? 0))),
          paths: lib.paths.bars!({ size: [0.6, 56] }),
        }),
      ),
    ],
    cursor: { points: { show: false } },
  });
}
