import type { PredictionsDto } from '../../../../core/crystal/api.ts';
import { formatCents, formatDay } from '../../lib/format.ts';
import './crystal.css';

/** Recurring charges and income expected in the next 30 days, soonest first. */
export function UpcomingCharges({ upcoming }: { upcoming: PredictionsDto['upcoming'] }) {
  return (
    <section className="card" aria-labelledby="upcoming-title">
      <h2 id="upcoming-title">Expected in the next 30 days</h2>
      {upcoming.length === 0 ? (
        <p className="empty" data-testid="upcoming-empty">
          Nothing recurring is expected in the next 30 days.
        </p>
      ) : (
        <ul className="upcoming-list" data-testid="upcoming-list">
          {upcoming.map((u, i) => (
            <li key={`${u.date}-${u.merchant}-${i}`} className="upcoming-item" data-testid="upcoming-item">
              <time dateTime={u.date} className="nowrap">
                {formatDay(u.date)}
              </time>
              <span>
                <strong>{u.merchant}</strong>
                <span className="muted small"> · {u.category}</span>
              </span>
              <span className={`amount num${u.amountCents < 0 ? ' negative' : ' positive'}`}>{formatCents(u.amountCents)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
