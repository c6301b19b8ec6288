// The desktop's right panel on extra-wide screens (and the three-column demo): LIVE ACTIVITY and
// WORKERS, from the team's real state (GET /api/team, then its socket events).
import { useId } from 'react';
import { PIPELINE_EMPLOYEES } from '../../../../core/employees.ts';
import { EmployeeAvatar } from '../../components/icons/EmployeeAvatar.tsx';
import { ProgressBar } from '../../components/ProgressBar.tsx';
import { statusText } from '../team/EmployeeCard.tsx';
import { useTeamState } from '../team/useTeamState.ts';
import { ActivityList } from './ActivityList.tsx';

const LIVE_ITEMS = 8;

export function LivePanel({ className = 'live-panel' }: { className?: string }) {
  const { team, error } = useTeamState();
  const activityTitle = useId();
  const workersTitle = useId();

  return (
    <aside className={className} aria-label="Live team panel" data-testid="live-panel">
      <section aria-labelledby={activityTitle}>
        <h2 id={activityTitle} className="panel-title">
          <span className="dot dot-live" aria-hidden="true" /> LIVE ACTIVITY
        </h2>
        {error && (
          <p className="alert alert-error small" role="alert">
            {error}
          </p>
        )}
        {team === null && !error && <p className="muted small">Loading...</p>}
        {team !== null && (
          <ActivityList
            activity={team.activity.slice(0, LIVE_ITEMS)}
            empty="No activity yet. Upload a document and the team gets to work."
            testId="live-activity"
          />
        )}
      </section>
      <section aria-labelledby={workersTitle}>
        <h2 id={workersTitle} className="panel-title">
          WORKERS
        </h2>
        <ul className="worker-list" data-testid="workers">
          {PIPELINE_EMPLOYEES.map((profile) => {
            const state = team?.employees.find((e) => e.employee === profile.key);
            const working = state?.status === 'working';
            return (
              <li key={profile.key} className="worker-row" data-testid={`worker-${profile.key}`} data-status={state?.status ?? 'unknown'}>
                <span className="worker-emoji" aria-hidden="true">
                  <EmployeeAvatar employee={profile} />
                </span>
                <span className="worker-body">
                  <strong>{profile.name}</strong>
                  <span className="muted small block">{team === null ? '…' : statusText(state)}</span>
                  {working && state && <ProgressBar value={state.progress} label={`${profile.name} progress`} />}
                  {(state?.queueLength ?? 0) > 0 && <span className="muted small block">{state!.queueLength} waiting</span>}
                </span>
                <span className={working ? 'dot dot-working' : 'dot'} aria-hidden="true" />
              </li>
            );
          })}
        </ul>
      </section>
    </aside>
  );
}
