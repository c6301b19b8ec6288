// The reports' plain-SVG charts: income and spending side by side per month, and horizontal bars
// (a budget's spending against its limit, top categories). Built on the shared ChartFrame.
import { ChartFrame, CHART_MARGIN, CHART_WIDTH, YGrid } from '../../components/charts/ChartFrame.tsx';
import { formatCentsCompact, formatMonthTick } from '../../components/charts/format.ts';
import { linearScale, niceTicks } from '../../components/charts/scale.ts';
import { formatCents } from '../../lib/format.ts';

const M = CHART_MARGIN;
const W = CHART_WIDTH;

export function IncomeSpendingChart({ months }: { months: { month: string; incomeCents: number; spendingCents: number }[] }) {
  const H = 240;
  const hi = Math.max(1, ...months.flatMap((m) => [m.incomeCents, m.spendingCents]));
  const ticks = niceTicks(0, hi, 4);
  const y = linearScale([0, ticks[ticks.length - 1] ?? hi], [H - M.bottom, M.top]);
  const band = (W - M.left - M.right) / Math.max(1, months.length);
  const bar = Math.min(24, band * 0.38);
  const every = Math.ceil(months.length / 12);
  return (
    <ChartFrame title="Income and spending per month" summary={`${months.length} months of income and spending`} height={H} testId="report-chart"
      legend={<>
        <span className="legend-item"><span className="legend-swatch chart-bar report-tone-income" aria-hidden="true" />Income</span>
        <span className="legend-item"><span className="legend-swatch chart-bar report-tone-spending" aria-hidden="true" />Spending</span>
      </>}>
      <YGrid ticks={ticks} y={y} format={formatCentsCompact} />
      {months.map((m, i) => {
        const left = M.left + band * i + band / 2 - bar;
        return (
          <g key={m.month}>
            <rect className="chart-bar report-tone-income" x={left} width={bar} y={y(m.incomeCents)} height={Math.max(0, y(0) - y(m.incomeCents))}>
              <title>{`${m.month} income: ${formatCents(m.incomeCents)}`}</title>
            </rect>
            <rect className="chart-bar report-tone-spending" x={left + bar} width={bar} y={y(m.spendingCents)} height={Math.max(0, y(0) - y(m.spendingCents))}>
              <title>{`${m.month} spending: ${formatCents(m.spendingCents)}`}</title>
            </rect>
            {i % every === 0 && (
              <text x={left + bar} y={H - M.bottom + 18} textAnchor="middle" className="chart-label">{formatMonthTick(m.month)}</text>
            )}
          </g>
        );
      })}
    </ChartFrame>
  );
}

export interface HBar { label: string; cents: number; limitCents?: number }

/** One bar per row; with a limit, a marker at it and the bar red past it. */
export function HBarChart({ title, bars }: { title: string; bars: HBar[] }) {
  const row = 26;
  const H = Math.max(1, bars.length) * row + 12;
  const left = 150;
  const hi = Math.max(1, ...bars.map((b) => Math.max(b.cents, b.limitCents ?? 0)));
  const x = linearScale([0, hi], [left, W - M.right - 70]);
  return (
    <ChartFrame title={title} summary={bars.map((b) => `${b.label}: ${formatCents(b.cents)}`).join('; ')} height={H} testId="report-chart" legend={null}>
      {bars.map((b, i) => {
        const over = b.limitCents !== undefined && b.cents > b.limitCents;
        const top = 6 + i * row;
        return (
          <g key={`${b.label}-${i}`}>
            <text x={left - 8} y={top + 10} dy="0.32em" textAnchor="end" className="chart-label">{b.label.length > 22 ? `${b.label.slice(0, 21)}…` : b.label}</text>
            <rect className={`chart-bar ${over ? 'chart-tone-low' : 'chart-tone-actual'}`} x={left} y={top} height={row - 8} width={Math.max(1, x(b.cents) - left)}>
              <title>{`${b.label}: ${formatCents(b.cents)}${b.limitCents !== undefined ? ` of ${formatCents(b.limitCents)}` : ''}`}</title>
            </rect>
            {b.limitCents !== undefined && <line className="report-limit" x1={x(b.limitCents)} x2={x(b.limitCents)} y1={top - 2} y2={top + row - 6} />}
            <text x={Math.max(x(b.cents), b.limitCents !== undefined ? x(b.limitCents) : 0) + 6} y={top + 10} dy="0.32em" className="chart-label">{formatCentsCompact(b.cents)}</text>
          </g>
        );
      })}
    </ChartFrame>
  );
}
