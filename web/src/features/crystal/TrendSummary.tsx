import type { PredictionsDto } from '../../../../core/crystal/api.ts';
import { formatCents } from '../../lib/format.ts';
import './crystal.css';

function changeText(changePct: number | null): string {
  if (changePct === null) return 'no change to measure: there was no spending in the first 15 days';
  const pct = changePct * 100;
  return `${pct > 0 ? '+' : pct < 0 ? '−' : ''}${Math.abs(pct).toFixed(1)} %`;
}

/** The specification's 30-day rule: the last 15 days against the 15 before, ±10 %. */
export function TrendSummary({ trend }: { trend: PredictionsDto['trend'] }) {
  return (
    <section className="card" aria-labelledby="trend-title">
      <h2 id="trend-title">The last 30 days</h2>
      <p className={`trend-sentence trend-${trend.trend}`} data-testid="spending-trend">
        Your spending is <strong>{trend.trend}</strong>: {formatCents(trend.secondHalfCents)} in the last 15 days against {formatCents(trend.firstHalfCents)} in
        the 15 days before ({changeText(trend.changePct)}).
      </p>
      <p className="muted small">A change of more than 10 % either way counts as increasing or decreasing.</p>
    </section>
  );
}
