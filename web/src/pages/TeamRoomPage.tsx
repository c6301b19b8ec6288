import { PIPELINE_EMPLOYEES } from '../../../core/employees.ts';
import { ActivityFeed } from '../features/team/ActivityFeed.tsx';
import { EmployeeCard } from '../features/team/EmployeeCard.tsx';
import { useTeamState } from '../features/team/useTeamState.ts';
import '../features/team/team.css';

export default function TeamRoomPage() {
  const { team, error } = useTeamState();

  return (
    <div className="page">
      <header className="page-header">
        <h1>Team Room</h1>
        <p className="muted">What each AI employee is doing right now, from the real job queues.</p>
      </header>
      {error && (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      )}
      {team === null && !error && <p className="muted">Loading the team...</p>}
      {team !== null && (
        <>
          <div className="employee-grid">
            {PIPELINE_EMPLOYEES.map((profile) => (
              <EmployeeCard key={profile.key} profile={profile} state={team.employees.find((e) => e.employee === profile.key)} />
            ))}
          </div>
          <ActivityFeed activity={team.activity} />
        </>
      )}
    </div>
  );
}
