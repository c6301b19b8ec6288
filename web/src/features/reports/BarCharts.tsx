// The reports' bar charts: income and spending side by side per month (uPlot, loaded with the first
// chart), and horizontal bars (a budget's spending against its limit, top categories), which are
// a few labelled rows rather than a series over time, so they stay plain SVG on the shared ChartFrame.
import { useMemo } from 'react';
import { ChartFrame, CHART_MARGIN, CHART_WIDTH } from '../../components/charts/ChartFrame.tsx';
import { formatCentsCompact, formatMonth, formatMonthTick } from '../../components/charts/format.ts';
import { linearScale } from '../../components/charts/scale.ts';
import { groupedBarChart, seriesData, type BarSpec } from '../../components/charts/uplot/builders.ts';
import { UPlotChart } from '../../components/charts/uplot/UPlotChart.tsx';
import { formatCents } from '../../lib/format.ts';
import '../../components/charts/charts.css';

const M = CHART_MARGIN;
const W = CHART_WIDTH;

export function IncomeSpendingChart({ months }: { months: { month: string; incomeCents: number; spendingCents: number }[] }) {
  const chart = useMemo(() => {
    const bars: [BarSpec, BarSpec] = [
      { label: 'Income', colour: (c) => c.success, values: months.map((m) => m.incomeCents) },
      { label: 'Spending', colour: (c) => c.accent, values: months.map((m) => m.spendingCents) },
    ];
    return {
      data: seriesData(bars),
      build: groupedBarChart({
        labels: months.map((m) => formatMonthTick(m.month)),
        slotName: 'Month',
        bars,
        compact: (v) => formatCentsCompact(v),
        exact: (v) => formatCents(v),
      }),
    };
  }, [months]);
  const income = months.reduce((a, m) => a + m.incomeCents, 0);
  const spending = months.reduce((a, m) => a + m.spendingCents, 0);
  const first = months[0]?.month ?? '';
  const last = months[months.length - 1]?.month ?? '';
  return (
    <UPlotChart
      title="Income and spending per month"
      height={240}
      data={chart.data}
      build={chart.build}
      testId="report-chart"
      summary={`${months.length} months, ${formatMonth(first)} to ${formatMonth(last)}: income ${formatCents(income)}, spending ${formatCents(spending)}; each month is in the table below.`}
    />
  );
}

export interface HBar {
  label: string;
  cents: number;
  limitCents?: number;
}

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
            <text x={left - 8} y={top + 10} dy="0.32em" textAnchor="end" className="chart-label">
              {b.label.length > 22 ? `${b.label.slice(0, 21)}…` : b.label}
            </text>
            <rect
              className={`chart-bar ${over ? 'chart-tone-low' : 'chart-tone-actual'}`}
              x={left}
              y={top}
              height={row - 8}
              width={Math.max(1, x(b.cents) - left)}
            >
              <title>{`${b.label}: ${formatCents(b.cents)}${b.limitCents !== undefined ? ` of ${formatCents(b.limitCents)}` : ''}`}</title>
            </rect>
            {b.limitCents !== undefined && <line className="report-limit" x1={x(b.limitCents)} x2={x(b.limitCents)} y1={top - 2} y2={top + row - 6} />}
            <text x={Math.max(x(b.cents), b.limitCents !== undefined ? x(b.limitCents) : 0) + 6} y={top + 10} dy="0.32em" className="chart-label">
              {formatCentsCompact(b.cents)}
            </text>
          </g>
        );
      })}
    </ChartFrame>
  );
}
