import type { ActivityEvent } from '../../../../core/events.ts';
import { employeeName } from '../../../../core/employees.ts';
import { formatDateTime } from '../../lib/format.ts';

export function ActivityFeed({ activity }: { activity: ActivityEvent[] }) {
  return (
    <section className="card" aria-labelledby="activity-title">
      <h2 id="activity-title">Activity</h2>
      {activity.length === 0 ? (
        <p className="muted">No activity yet. Upload a document and the team gets to work.</p>
      ) : (
        <ol className="activity" data-testid="activity-feed">
          {activity.map((a) => (
            <li key={a.id} className="activity-item" data-testid="activity-item">
              <span className="activity-who">{employeeName(a.employee)}</span>
              <span className="activity-msg">{a.message}</span>
              <time className="muted small" dateTime={a.createdAt}>
                {formatDateTime(a.createdAt)}
              </time>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
