// Net worth over time (assets, liabilities and the difference), and one account's balance history.
import type { NetWorthDto } from '../../../../core/accounts/api.ts';
import { LineBandChart } from '../../components/charts/LineBandChart.tsx';
import { formatCents, formatDay } from '../../lib/format.ts';

function ticks(dates: readonly string[]) {
  const every = Math.max(1, Math.ceil(dates.length / 5));
  return dates.map((d, x) => ({ x, label: formatDay(d) })).filter((t) => t.x % every === 0 || t.x === dates.length - 1);
}

export function NetWorthChart({ netWorth }: { netWorth: NetWorthDto }) {
  const p = netWorth.points;
  if (p.length < 2) return null;
  const last = p[p.length - 1]!;
  return (
    <LineBandChart
      title="Net worth over time"
      summary={`Net worth from ${formatDay(p[0]!.date)} to ${formatDay(last.date)}, by ${netWorth.step}: now ${formatCents(last.netWorthCents)} (assets ${formatCents(last.assetsCents)}, liabilities ${formatCents(last.liabilitiesCents)}).`}
      xCount={p.length}
      xTicks={ticks(p.map((x) => x.date))}
      lines={[
        { key: 'net', label: 'Net worth', tone: 'primary', points: p.map((x, i) => ({ x: i, y: x.netWorthCents / 100 })) },
        { key: 'assets', label: 'Assets', tone: 'income', dashed: true, points: p.map((x, i) => ({ x: i, y: x.assetsCents / 100 })) },
        { key: 'liabilities', label: 'Liabilities', tone: 'spending', dashed: true, points: p.map((x, i) => ({ x: i, y: x.liabilitiesCents / 100 })) },
      ]}
      includeZero
      formatY={(v) => formatCents(Math.round(v * 100))}
      testId="net-worth-chart"
    />
  );
}

export function BalanceChart({ name, history, currency }: { name: string; history: { date: string; balanceCents: number }[]; currency: string }) {
  if (history.length < 2) return <p className="muted small">Not enough history for a chart yet.</p>;
  return (
    <LineBandChart
      title={`${name}: balance`}
      summary={`Balance of ${name} from ${formatDay(history[0]!.date)} to ${formatDay(history[history.length - 1]!.date)}.`}
      xCount={history.length}
      xTicks={ticks(history.map((h) => h.date))}
      lines={[{ key: 'balance', label: 'Balance', tone: 'primary', points: history.map((h, i) => ({ x: i, y: h.balanceCents / 100 })) }]}
      includeZero={false}
      formatY={(v) => formatCents(Math.round(v * 100), currency)}
      testId="balance-chart"
    />
  );
}
