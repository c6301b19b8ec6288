// Stacked columns (e.g. business and personal spending per month), drawn as plain SVG.
import { useId } from 'react';
import { extent, linearScale, niceTicks } from './scale.ts';

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

const W = 640;
const H = 240;
const M = { top: 14, right: 16, bottom: 30, left: 68 };

export function StackedBarChart({ title, summary, labels, stacks, formatY, formatValue, testId }: StackedBarChartProps) {
  const id = useId();
  const totals = labels.map((_, i) => stacks.reduce((sum, s) => sum + Math.max(0, s.values[i] ?? 0), 0));
  const [, hi] = extent(totals, [0]);
  const ticks = niceTicks(0, hi, 4);
  const y = linearScale([ticks[0] ?? 0, ticks[ticks.length - 1] ?? 1], [H - M.bottom, M.top]);
  const band = (W - M.left - M.right) / Math.max(1, labels.length);
  const barWidth = Math.min(56, band * 0.6);

  return (
    <figure className="chart" data-testid={testId}>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={`${id}-t ${id}-d`} className="chart-svg">
        <title id={`${id}-t`}>{title}</title>
        <desc id={`${id}-d`}>{summary}</desc>
        <g className="chart-grid">
          {ticks.map((t) => (
            <g key={t}>
              <line x1={M.left} x2={W - M.right} y1={y(t)} y2={y(t)} className={t === 0 ? 'chart-zero' : undefined} />
              <text x={M.left - 8} y={y(t)} dy="0.32em" textAnchor="end" className="chart-label">
                {formatY(t)}
              </text>
            </g>
          ))}
        </g>
        {labels.map((label, i) => {
          const left = M.left + band * i + (band - barWidth) / 2;
          let base = 0;
          return (
            <g key={label}>
              {stacks.map((s) => {
                const v = Math.max(0, s.values[i] ?? 0);
                const top = base + v;
                const rect = (
                  <rect
                    key={s.key}
                    className={`chart-bar chart-tone-${s.tone}`}
                    x={left}
                    width={barWidth}
                    y={y(top)}
                    height={Math.max(0, y(base) - y(top))}
                  >
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
      </svg>
      <figcaption className="chart-legend">
        {stacks.map((s) => (
          <span key={s.key} className="legend-item">
            <span className={`legend-swatch legend-band chart-tone-${s.tone}`} aria-hidden="true" />
            {s.label}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
