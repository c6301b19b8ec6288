// Team room data: `GET /api/team`, then live `employee:state` and `activity` events;
// refetched on every (re)connect because events may have been missed.
import { useEffect } from 'react';
import type { TeamStateDto } from '../../../../core/team/api.ts';
import type { ActivityEvent, EmployeeStateEvent } from '../../../../core/events.ts';
import { useLoad } from '../../lib/useLoad.ts';
import { getSocket } from '../../socket.ts';
import { fetchTeamState } from './teamApi.ts';
import { sortActivity, withActivity, withEmployee } from './teamState.ts';

const loadTeam = (signal: AbortSignal) => fetchTeamState(signal).then(sortActivity);

export function useTeamState(): { team: TeamStateDto | null; error: string | null } {
  const { data: team, error, reload, update } = useLoad(loadTeam);

  useEffect(() => {
    const socket = getSocket();
    const onEmployee = (e: EmployeeStateEvent) => update((prev) => withEmployee(prev, e));
    const onActivity = (a: ActivityEvent) => update((prev) => withActivity(prev, a));
    socket.on('connect', reload);
    socket.on('employee:state', onEmployee);
    socket.on('activity', onActivity);
    return () => {
      socket.off('connect', reload);
      socket.off('employee:state', onEmployee);
      socket.off('activity', onActivity);
    };
  }, [reload, update]);

  return { team, error };
}
