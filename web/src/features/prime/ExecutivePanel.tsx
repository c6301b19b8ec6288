// "boss dashboard": the team's real state (GET /api/team, kept live by socket events) inside Prime's chat.
import type { ReactNode } from 'react';
import { employeeProfile, isTeamMemberKey } from '../../../../core/employees.ts';
import { EmployeeAvatar } from '../../components/icons/EmployeeAvatar.tsx';
import type { EmployeeStateEvent } from '../../../../core/events.ts';
import { STEP_LABELS } from '../../../../core/steps.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useTeamState } from '../team/useTeamState.ts';
import { BossSection } from './BossSection.tsx';
import './prime.css';

export const EXECUTIVE_ACTIVITY_LIMIT = 5;

function who(key: string): { name: string; avatar: ReactNode } {
  if (!isTeamMemberKey(key)) return { name: key, avatar: '•' };
  const p = employeeProfile(key);
  return { name: p.name, avatar: <EmployeeAvatar employee={p} inline /> };
}

export function stateText(state: EmployeeStateEvent): string {
  const waiting = state.queueLength > 0 ? ` · ${state.queueLength} waiting` : '';
  if (state.status === 'idle') return `Idle${waiting}`;
  const step = state.step ? `: ${STEP_LABELS[state.step]} ${Math.round(state.progress)}%` : '';
  return `Working on ${state.documentName ?? "another account's document"}${step}${waiting}`;
}

export function ExecutivePanel() {
  const { team, error } = useTeamState();

  return (
    <section className="executive-panel" aria-label="Executive dashboard" data-testid="executive-panel">
      <h3 className="executive-title">Executive dashboard</h3>
      <BossSection />
      {error && (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      )}
      {team === null && !error && <p className="muted small">Loading the team...</p>}
      {team !== null && (
        <>
          <ul className="executive-list">
            {team.employees.map((s) => {
              const { name, avatar } = who(s.employee);
              return (
                <li key={s.employee} className="executive-row" data-testid="executive-employee" data-employee={s.employee}>
                  <span className={s.status === 'working' ? 'dot dot-working' : 'dot'} aria-hidden="true" />
                  <span className="executive-name">
                    <span aria-hidden="true">{avatar} </span>
                    {name}
                  </span>
                  <span className="executive-state">{stateText(s)}</span>
                </li>
              );
            })}
          </ul>
          <h4 className="executive-subtitle">Latest activity</h4>
          {team.activity.length === 0 ? (
            <p className="muted small" data-testid="executive-no-activity">
              No activity yet: upload a statement and the team gets to work.
            </p>
          ) : (
            <ol className="executive-activity">
              {team.activity.slice(0, EXECUTIVE_ACTIVITY_LIMIT).map((a) => (
                <li key={a.id} data-testid="executive-activity">
                  <strong>{who(a.employee).name}</strong> {a.message}{' '}
                  <time className="muted" dateTime={a.createdAt}>
                    {formatDateTime(a.createdAt)}
                  </time>
                </li>
              ))}
            </ol>
          )}
        </>
      )}
    </section>
  );
}
