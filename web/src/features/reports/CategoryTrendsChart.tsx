// Monthly spending of the biggest categories, stacked (uPlot, loaded with the first chart); the
// table beside it carries every figure.
import { useMemo } from 'react';
import type { CategoryTrendsReport } from '../../../../core/reports/types.ts';
import { formatCentsCompact, formatMonth, formatMonthTick } from '../../components/charts/format.ts';
import { stackedBarChart, stackedData, type BarSpec } from '../../components/charts/uplot/builders.ts';
import { UPlotChart } from '../../components/charts/uplot/UPlotChart.tsx';
import { formatCents } from '../../lib/format.ts';

export function CategoryTrendsChart({ r }: { r: CategoryTrendsReport }) {
  const chart = useMemo(() => {
    const stacks: BarSpec[] = r.series.map((s, i) => ({ label: s.category, colour: (c) => c.categories[i % c.categories.length]!, values: s.cents }));
    return {
      data: stackedData(stacks),
      build: stackedBarChart({
        labels: r.months.map(formatMonthTick),
        slotName: 'Month',
        stacks,
        compact: (v) => formatCentsCompact(v),
        exact: (v) => formatCents(v),
      }),
    };
  }, [r]);
  const totals = r.series.map((s) => `${s.category} ${formatCents(s.cents.reduce((a, v) => a + v, 0))}`).join(', ');
  return (
    <UPlotChart
      title="Spending of the biggest categories per month"
      height={240}
      data={chart.data}
      build={chart.build}
      testId="report-chart"
      summary={`${formatMonth(r.months[0]!)} to ${formatMonth(r.months[r.months.length - 1]!)}, stacked per month: ${totals}.`}
    />
  );
}
