import type { ThisMonthDto } from '../../../../core/crystal/api.ts';
import { formatMonth } from '../../components/charts/format.ts';
import { formatCents, formatDay } from '../../lib/format.ts';
import './crystal.css';

/** This month: what was spent so far plus what is expected in the days left, and how (core/figures/current-month.ts). */
export function ThisMonthCard({ thisMonth, missing }: { thisMonth: ThisMonthDto; missing: string | null }) {
  return (
    <section className="card" aria-labelledby="this-month-title" data-testid="this-month">
      <h2 id="this-month-title">{formatMonth(thisMonth.month)} so far and to come</h2>
      <p className="trend-sentence">
        Expected for the month: <strong data-testid="this-month-value">{formatCents(thisMonth.cents)}</strong>
      </p>
      <p className="muted small" data-testid="this-month-basis">
        {thisMonth.basis}
      </p>
      {missing && (
        <p className="muted small" data-testid="forecast-missing">
          {missing}
        </p>
      )}
      {thisMonth.due.length > 0 && (
        <ul className="upcoming-list" data-testid="this-month-due">
          {thisMonth.due.map((d, i) => (
            <li key={`${d.date}-${d.name}-${i}`} className="upcoming-item">
              <time dateTime={d.date} className="nowrap">
                {formatDay(d.date)}
              </time>
              <span>
                <strong>{d.name}</strong>
                <span className="muted small"> · {d.source === 'bill' ? 'a bill you set up' : 'a fixed charge from your statements'}</span>
              </span>
              <span className="amount num negative">{formatCents(-d.cents)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
