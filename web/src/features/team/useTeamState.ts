// Team room data: `GET /api/team`, then live `employee:state` and `activity` events;
// refetched on every (re)connect because events may have been missed.
import { useEffect, useState } from 'react';
import type { TeamStateDto } from '../../../../core/team/api.ts';
import type { ActivityEvent, EmployeeStateEvent } from '../../../../core/events.ts';
import { errorText, isAbort } from '../../api/client.ts';
import { getSocket } from '../../socket.ts';
import { fetchTeamState } from './teamApi.ts';
import { sortActivity, withActivity, withEmployee } from './teamState.ts';

export function useTeamState(): { team: TeamStateDto | null; error: string | null } {
  const [team, setTeam] = useState<TeamStateDto | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const socket = getSocket();
    let controller: AbortController | null = null;

    const load = () => {
      controller?.abort();
      const ctrl = new AbortController();
      controller = ctrl;
      fetchTeamState(ctrl.signal)
        .then((state) => {
          setTeam(sortActivity(state));
          setError(null);
        })
        .catch((err: unknown) => {
          if (!isAbort(err)) setError(errorText(err));
        });
    };

    const onEmployee = (e: EmployeeStateEvent) => setTeam((prev) => prev && withEmployee(prev, e));
    const onActivity = (a: ActivityEvent) => setTeam((prev) => prev && withActivity(prev, a));

    load();
    socket.on('connect', load);
    socket.on('employee:state', onEmployee);
    socket.on('activity', onActivity);
    return () => {
      controller?.abort();
      socket.off('connect', load);
      socket.off('employee:state', onEmployee);
      socket.off('activity', onActivity);
    };
  }, []);

  return { team, error };
}
