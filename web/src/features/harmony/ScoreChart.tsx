// The well-being score over time: one point per monthly check-in, drawn with the project's own SVG
// line chart (components/charts).
import type { CheckinDto } from '../../../../core/harmony/api.ts';
import { LineBandChart } from '../../components/charts/LineBandChart.tsx';
import { formatMonthTick } from '../../components/charts/format.ts';

export function ScoreChart({ checkins }: { checkins: readonly CheckinDto[] }) {
  if (checkins.length === 0) return null;
  const step = checkins.length <= 12 ? 1 : Math.ceil(checkins.length / 12);
  return (
    <LineBandChart
      title="Financial well-being score by month"
      summary={checkins.map((c) => `${c.month}: ${c.score} (${c.band.label})`).join('. ')}
      xCount={checkins.length}
      xTicks={checkins.flatMap((c, i) => (i % step === 0 || i === checkins.length - 1 ? [{ x: i, label: formatMonthTick(c.month) }] : []))}
      lines={[{ key: 'score', label: 'Well-being score (CFPB scale)', points: checkins.map((c, i) => ({ x: i, y: c.score })), tone: 'actual' }]}
      includeZero={false}
      formatY={(v) => String(Math.round(v))}
      testId="harmony-score-chart"
    />
  );
}
