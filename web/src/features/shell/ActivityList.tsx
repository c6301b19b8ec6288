import type { ActivityEvent } from '../../../../core/events.ts';
import { employeeProfile } from '../../../../core/employees.ts';
import { EmployeeAvatar } from '../../components/icons/EmployeeAvatar.tsx';
import { formatDateTime } from '../../lib/format.ts';

/** The team's activity (the bell's panel, the live panel, the team room): who, what, when; unread ones marked. */
export function ActivityList({
  activity: items,
  unreadSince,
  empty,
  testId,
}: {
  activity: readonly ActivityEvent[];
  /** items newer than this are marked unread; undefined: none are */
  unreadSince?: string | null;
  empty: string;
  testId: string;
}) {
  if (items.length === 0) return <p className="muted small">{empty}</p>;
  const isUnread = (a: ActivityEvent) => unreadSince !== undefined && (unreadSince === null || a.createdAt > unreadSince);
  return (
    <ol className="activity-list" data-testid={testId}>
      {items.map((a) => {
        const who = employeeProfile(a.employee);
        const unread = isUnread(a);
        return (
          <li key={a.id} className={unread ? 'activity-row unread' : 'activity-row'} data-testid="activity-item" data-unread={unread}>
            <span className="activity-row-emoji" aria-hidden="true">
              {who ? <EmployeeAvatar employee={who} /> : '•'}
            </span>
            <span className="activity-row-body">
              <span className="activity-row-msg">
                <strong>{who?.name ?? a.employee}</strong> {a.message}
                {unread && <span className="visually-hidden"> (new)</span>}
              </span>
              <time className="muted small" dateTime={a.createdAt}>
                {formatDateTime(a.createdAt)}
              </time>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
