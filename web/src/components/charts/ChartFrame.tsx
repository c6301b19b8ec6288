// What every chart shares: the figure with its accessible svg (title and summary for screen
// readers), the plot's margins, and the horizontal grid with its y labels.
import { useId, type ReactNode } from 'react';
import './charts.css';

export const CHART_WIDTH = 640;
export const CHART_MARGIN = { top: 14, right: 16, bottom: 30, left: 68 };

interface ChartFrameProps {
  title: string;
  summary: string;
  height: number;
  testId?: string;
  /** the svg's content */
  children: ReactNode;
  /** the legend, below the svg */
  legend: ReactNode;
}

export function ChartFrame({ title, summary, height, testId, children, legend }: ChartFrameProps) {
  const id = useId();
  return (
    <figure className="chart" data-testid={testId}>
      <svg viewBox={`0 0 ${CHART_WIDTH} ${height}`} role="img" aria-labelledby={`${id}-t ${id}-d`} className="chart-svg">
        <title id={`${id}-t`}>{title}</title>
        <desc id={`${id}-d`}>{summary}</desc>
        {children}
      </svg>
      <figcaption className="chart-legend">{legend}</figcaption>
    </figure>
  );
}

/** One line and one label per y tick; the zero line drawn stronger. */
export function YGrid({ ticks, y, format }: { ticks: readonly number[]; y: (v: number) => number; format: (v: number) => string }) {
  const M = CHART_MARGIN;
  return (
    <g className="chart-grid">
      {ticks.map((t) => (
        <g key={t}>
          <line x1={M.left} x2={CHART_WIDTH - M.right} y1={y(t)} y2={y(t)} className={t === 0 ? 'chart-zero' : undefined} />
          <text x={M.left - 8} y={y(t)} dy="0.32em" textAnchor="end" className="chart-label">
            {format(t)}
          </text>
        </g>
      ))}
    </g>
  );
}
