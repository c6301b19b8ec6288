import type { EmployeeProfile } from '../../../../core/employees.ts';
import { EmployeeAvatar } from '../../components/icons/EmployeeAvatar.tsx';
import type { EmployeeStateEvent } from '../../../../core/events.ts';
import { STEP_LABELS } from '../../../../core/steps.ts';
import { ProgressBar } from '../../components/ProgressBar.tsx';
import './team.css';

export function statusText(state: EmployeeStateEvent | undefined): string {
  if (!state || state.status === 'idle') return 'Idle';
  const step = state.step ? ` — ${STEP_LABELS[state.step]} ${Math.round(state.progress)}%` : '';
  if (!state.documentName) return `Working on another account's document${step}`;
  return `Working on ${state.documentName}${step}`;
}

export function EmployeeCard({ profile, state }: { profile: EmployeeProfile; state: EmployeeStateEvent | undefined }) {
  const working = state?.status === 'working';
  return (
    <article className={`card employee-card${working ? ' working' : ''}`} data-testid={`employee-${profile.key}`} aria-labelledby={`emp-${profile.key}`}>
      <div className="employee-head">
        <span className="employee-emoji" aria-hidden="true">
          <EmployeeAvatar employee={profile} />
        </span>
        <div>
          <h2 id={`emp-${profile.key}`} className="employee-name">
            {profile.name}
          </h2>
          <p className="muted small">{profile.role}</p>
        </div>
        <span className={working ? 'dot dot-working' : 'dot'} aria-hidden="true" />
      </div>
      <p className="employee-status" data-testid="employee-status">
        {statusText(state)}
      </p>
      {working && state && <ProgressBar value={state.progress} label={`${profile.name} progress`} />}
      <p className="muted small" data-testid="employee-queue">
        {state?.queueLength ?? 0} waiting
      </p>
    </article>
  );
}
