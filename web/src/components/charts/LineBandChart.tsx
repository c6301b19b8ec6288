// A line chart with shaded bands (forecast ranges), drawn as plain SVG.
import { ChartFrame, CHART_MARGIN, CHART_WIDTH, YGrid } from './ChartFrame.tsx';
import { extent, linearScale, niceTicks } from './scale.ts';
import './charts.css';

export interface ChartLine {
  key: string;
  label: string;
  /** x is a slot index (0 … xCount − 1) */
  points: { x: number; y: number }[];
  /** CSS tone: chart-tone-<tone> colours the line and its legend swatch */
  tone: string;
  dashed?: boolean;
}

export interface ChartBand {
  key: string;
  label: string;
  points: { x: number; low: number; high: number }[];
  tone: string;
}

export interface ChartMarker {
  x: number;
  y: number;
  label: string;
  tone: string;
}

interface LineBandChartProps {
  title: string;
  /** what the chart shows, in words, for screen readers */
  summary: string;
  xCount: number;
  xTicks: { x: number; label: string }[];
  lines: ChartLine[];
  bands?: ChartBand[];
  markers?: ChartMarker[];
  /** a vertical rule, e.g. where actual figures end and the forecast starts */
  divider?: { x: number; label: string };
  /** keep 0 on the y axis (spending charts); a balance chart only shows it when it is in range */
  includeZero?: boolean;
  formatY: (v: number) => string;
  testId?: string;
}

const H = 260;
const M = CHART_MARGIN;
const W = CHART_WIDTH;

function path(points: { x: number; y: number }[]): string {
  return points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ');
}

export function LineBandChart({
  title,
  summary,
  xCount,
  xTicks,
  lines,
  bands = [],
  markers = [],
  divider,
  includeZero = true,
  formatY,
  testId,
}: LineBandChartProps) {
  const values = [...lines.flatMap((l) => l.points.map((p) => p.y)), ...bands.flatMap((b) => b.points.flatMap((p) => [p.low, p.high]))];
  const [lo, hi] = extent(values, includeZero ? [0] : []);
  const ticks = niceTicks(lo, hi, 4);
  const yDomain: [number, number] = [ticks[0] ?? 0, ticks[ticks.length - 1] ?? 1];
  const x = linearScale([0, Math.max(1, xCount - 1)], [M.left, W - M.right]);
  const sx = xCount <= 1 ? () => (M.left + W - M.right) / 2 : x;
  const y = linearScale(yDomain, [H - M.bottom, M.top]);

  return (
    <ChartFrame
      title={title}
      summary={summary}
      height={H}
      testId={testId}
      legend={
        <>
          {lines.map((l) => (
            <span key={l.key} className="legend-item">
              <span className={`legend-swatch legend-line${l.dashed ? ' legend-dashed' : ''} chart-tone-${l.tone}`} aria-hidden="true" />
              {l.label}
            </span>
          ))}
          {bands.map((b) => (
            <span key={b.key} className="legend-item">
              <span className={`legend-swatch legend-band chart-tone-${b.tone}`} aria-hidden="true" />
              {b.label}
            </span>
          ))}
          {markers.map((m) => (
            <span key={`${m.x}-${m.label}`} className="legend-item">
              <span className={`legend-swatch legend-marker chart-tone-${m.tone}`} aria-hidden="true" />
              {m.label}
            </span>
          ))}
        </>
      }
    >
      <YGrid ticks={ticks} y={y} format={formatY} />
      <g className="chart-x">
        {xTicks.map((t) => (
          <text key={t.x} x={sx(t.x)} y={H - M.bottom + 18} textAnchor="middle" className="chart-label">
            {t.label}
          </text>
        ))}
      </g>
      {divider && (
        <g className="chart-divider">
          <line x1={sx(divider.x)} x2={sx(divider.x)} y1={M.top} y2={H - M.bottom} />
          <text x={sx(divider.x) + 4} y={M.top + 10} className="chart-label">
            {divider.label}
          </text>
        </g>
      )}
      {bands.map((b) =>
        b.points.length > 0 ? (
          <path
            key={b.key}
            className={`chart-band chart-tone-${b.tone}`}
            d={`${path(b.points.map((p) => ({ x: sx(p.x), y: y(p.high) })))} ${path([...b.points].reverse().map((p) => ({ x: sx(p.x), y: y(p.low) }))).replace(
              /^M/,
              'L',
            )} Z`}
          />
        ) : null,
      )}
      {lines.map((l) => (
        <g key={l.key} className={`chart-tone-${l.tone}`}>
          {l.points.length > 1 && (
            <path className={`chart-line${l.dashed ? ' chart-line-dashed' : ''}`} d={path(l.points.map((p) => ({ x: sx(p.x), y: y(p.y) })))} />
          )}
          {l.points.length <= 12 && l.points.map((p) => <circle key={p.x} className="chart-dot" cx={sx(p.x)} cy={y(p.y)} r={3} />)}
        </g>
      ))}
      {markers.map((m) => (
        <g key={`${m.x}-${m.label}`} className={`chart-tone-${m.tone}`}>
          <circle className="chart-marker" cx={sx(m.x)} cy={y(m.y)} r={5} />
          <title>{m.label}</title>
        </g>
      ))}
    </ChartFrame>
  );
}
