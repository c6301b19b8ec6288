// Net worth over time (assets, liabilities and the difference), and one account's balance history,
// drawn by uPlot (loaded with the first chart). The summary states the figures for screen readers.
import { useMemo } from 'react';
import type { NetWorthDto } from '../../../../core/accounts/api.ts';
import { formatCentsCompact } from '../../components/charts/format.ts';
import { lineChart, seriesData, type LineSpec } from '../../components/charts/uplot/builders.ts';
import { UPlotChart } from '../../components/charts/uplot/UPlotChart.tsx';
import { formatCents, formatDay } from '../../lib/format.ts';

const HEIGHT = 240;

export function NetWorthChart({ netWorth }: { netWorth: Pick<NetWorthDto, 'home' | 'points' | 'step'> }) {
  const p = netWorth.points;
  const chart = useMemo(() => {
    const lines: LineSpec[] = [
      { label: 'Net worth', colour: (c) => c.accent, values: p.map((x) => x.netWorthCents) },
      { label: 'Assets', colour: (c) => c.success, dashed: true, values: p.map((x) => x.assetsCents) },
      { label: 'Liabilities', colour: (c) => c.danger, dashed: true, values: p.map((x) => x.liabilitiesCents) },
    ];
    const home = netWorth.home;
    return {
      data: seriesData(lines),
      build: lineChart({
        labels: p.map((x) => formatDay(x.date)),
        slotName: 'Date',
        lines,
        includeZero: true,
        compact: (v) => formatCentsCompact(v, home),
        exact: (v) => formatCents(v, home),
      }),
    };
  }, [p, netWorth.home]);
  if (p.length < 2) return null;
  const last = p[p.length - 1]!;
  const home = netWorth.home;
  return (
    <UPlotChart
      title="Net worth over time"
      summary={`Net worth from ${formatDay(p[0]!.date)} to ${formatDay(last.date)}, by ${netWorth.step}: from ${formatCents(p[0]!.netWorthCents, home)} to ${formatCents(last.netWorthCents, home)} (assets ${formatCents(last.assetsCents, home)}, liabilities ${formatCents(last.liabilitiesCents, home)}).`}
      height={HEIGHT}
      data={chart.data}
      build={chart.build}
      testId="net-worth-chart"
    />
  );
}

export function BalanceChart({ name, history, currency }: { name: string; history: { date: string; balanceCents: number }[]; currency: string }) {
  const chart = useMemo(() => {
    const lines: LineSpec[] = [{ label: 'Balance', colour: (c) => c.accent, values: history.map((h) => h.balanceCents) }];
    return {
      data: seriesData(lines),
      build: lineChart({
        labels: history.map((h) => formatDay(h.date)),
        slotName: 'Date',
        lines,
        includeZero: false,
        compact: (v) => formatCentsCompact(v, currency),
        exact: (v) => formatCents(v, currency),
      }),
    };
  }, [history, currency]);
  if (history.length < 2) return <p className="muted small">Not enough history for a chart yet.</p>;
  const first = history[0]!;
  const last = history[history.length - 1]!;
  const values = history.map((h) => h.balanceCents);
  return (
    <UPlotChart
      title={`${name}: balance`}
      summary={`Balance of ${name} from ${formatDay(first.date)} (${formatCents(first.balanceCents, currency)}) to ${formatDay(last.date)} (${formatCents(last.balanceCents, currency)}); lowest ${formatCents(Math.min(...values), currency)}, highest ${formatCents(Math.max(...values), currency)}.`}
      height={HEIGHT}
      data={chart.data}
      build={chart.build}
      testId="balance-chart"
    />
  );
}
