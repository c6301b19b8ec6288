// Stacked columns (e.g. business and personal spending per month), drawn as plain SVG.
import { ChartFrame, CHART_MARGIN, CHART_WIDTH, YGrid } from './ChartFrame.tsx';
import { extent, linearScale, niceTicks } from './scale.ts';
import './charts.css';

export interface BarStack {
  key: string;
  label: string;
  /** one non-negative value per column */
  values: number[];
  tone: string;
}

interface StackedBarChartProps {
  title: string;
  summary: string;
  labels: string[];
  stacks: BarStack[];
  formatY: (v: number) => string;
  /** the exact figure for a bar's tooltip */
  formatValue: (v: number) => string;
  testId?: string;
}

const H = 240;
const M = CHART_MARGIN;
const W = CHART_WIDTH;

export function StackedBarChart({ title, summary, labels, stacks, formatY, formatValue, testId }: StackedBarChartProps) {
  const totals = labels.map((_, i) => stacks.reduce((sum, s) => sum + Math.max(0, s.values[i] ?? 0), 0));
  const [, hi] = extent(totals, [0]);
  const ticks = niceTicks(0, hi, 4);
  const y = linearScale([ticks[0] ?? 0, ticks[ticks.length - 1] ?? 1], [H - M.bottom, M.top]);
  const band = (W - M.left - M.right) / Math.max(1, labels.length);
  const barWidth = Math.min(56, band * 0.6);

  return (
    <ChartFrame
      title={title}
      summary={summary}
      height={H}
      testId={testId}
      legend={
        <>
          {stacks.map((s) => (
            <span key={s.key} className="legend-item">
              <span className={`legend-swatch legend-band chart-tone-${s.tone}`} aria-hidden="true" />
              {s.label}
            </span>
          ))}
        </>
      }
    >
      <YGrid ticks={ticks} y={y} format={formatY} />
      {labels.map((label, i) => {
        const left = M.left + band * i + (band - barWidth) / 2;
        let base = 0;
        return (
          <g key={label}>
            {stacks.map((s) => {
              const v = Math.max(0, s.values[i] ?? 0);
              const top = base + v;
              const rect = (
                <rect key={s.key} className={`chart-bar chart-tone-${s.tone}`} x={left} width={barWidth} y={y(top)} height={Math.max(0, y(base) - y(top))}>
                  <title>{`${label}, ${s.label}: ${formatValue(v)}`}</title>
                </rect>
              );
              base = top;
              return rect;
            })}
            <text x={left + barWidth / 2} y={H - M.bottom + 18} textAnchor="middle" className="chart-label">
              {label}
            </text>
          </g>
        );
      })}
    </ChartFrame>
  );
}
