import type { CategoryForecastDto } from '../../../../core/crystal/api.ts';
import { LineBandChart } from '../../components/charts/LineBandChart.tsx';
import { formatCentsCompact, formatMonth, formatMonthTick } from '../../components/charts/format.ts';
import { formatCents, plural } from '../../lib/format.ts';
import { methodLabel, rangeLabel } from './methods.ts';

/** Every `step`-th label, so an axis of many months stays readable. */
function tickStep(count: number): number {
  return count <= 12 ? 1 : Math.ceil(count / 12);
}

/** Actual monthly spending against Crystal's forecast, with the forecast's band shaded. */
export function SpendingForecast({ total, level, basis }: { total: CategoryForecastDto; level: number; basis: string }) {
  const months = [...new Set([...total.history.map((h) => h.month), ...total.points.map((p) => p.month)])].sort();
  const index = new Map(months.map((m, i) => [m, i]));
  const at = (month: string) => index.get(month) ?? 0;
  const actual = total.history.map((h) => ({ x: at(h.month), y: h.cents }));
  const lastActual = actual[actual.length - 1];
  const firstForecast = total.points[0];
  // the forecast line starts at the last full month
  const joins = lastActual && (!firstForecast || lastActual.x < at(firstForecast.month));
  const forecast = [...(joins ? [lastActual] : []), ...total.points.map((p) => ({ x: at(p.month), y: p.cents }))];
  const step = tickStep(months.length);
  const range = rangeLabel(level);

  return (
    <section className="card" aria-labelledby="forecast-title">
      <h2 id="forecast-title">Monthly spending: actual and forecast</h2>
      <p className="muted small" data-testid="forecast-method">
        Method: {methodLabel(total.method)}, {basis}. Fixed charges are held at their own amounts. This month is what was spent so far plus what is expected in
        the days left. The shaded area is the {range}.
      </p>
      <LineBandChart
        title="Monthly spending, actual and forecast"
        summary={[
          `Actual spending for ${plural(total.history.length, 'full month')}.`,
          ...total.points.map((p) => `${formatMonth(p.month)} forecast ${formatCents(p.cents)} (${formatCents(p.lowCents)} to ${formatCents(p.highCents)}).`),
        ].join(' ')}
        xCount={months.length}
        xTicks={months.flatMap((m, i) => (i % step === 0 || i === months.length - 1 ? [{ x: i, label: formatMonthTick(m) }] : []))}
        lines={[
          { key: 'actual', label: 'Actual spending', points: actual, tone: 'actual' },
          { key: 'forecast', label: 'Forecast', points: forecast, tone: 'forecast', dashed: true },
        ]}
        bands={[
          {
            key: 'band',
            label: range,
            tone: 'forecast',
            points: total.points.map((p) => ({ x: at(p.month), low: p.lowCents, high: p.highCents })),
          },
        ]}
        divider={firstForecast ? { x: at(firstForecast.month), label: 'Forecast' } : undefined}
        formatY={formatCentsCompact}
        testId="forecast-chart"
      />
    </section>
  );
}
