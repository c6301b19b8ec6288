import type { TeamStateDto } from '../../../../core/team/api.ts';
import type { ActivityEvent, EmployeeStateEvent } from '../../../../core/events.ts';

export const ACTIVITY_LIMIT = 50;

export function withEmployee(state: TeamStateDto, e: EmployeeStateEvent): TeamStateDto {
  const others = state.employees.filter((x) => x.employee !== e.employee);
  return { ...state, employees: [...others, e] };
}

/** Newest first, no duplicates (an event may also be in a later REST snapshot). */
export function withActivity(state: TeamStateDto, a: ActivityEvent): TeamStateDto {
  if (state.activity.some((x) => x.id === a.id)) return state;
  const activity = [a, ...state.activity].sort((x, y) => Date.parse(y.createdAt) - Date.parse(x.createdAt)).slice(0, ACTIVITY_LIMIT);
  return { ...state, activity };
}

export function sortActivity(state: TeamStateDto): TeamStateDto {
  const activity = [...state.activity].sort((x, y) => Date.parse(y.createdAt) - Date.parse(x.createdAt)).slice(0, ACTIVITY_LIMIT);
  return { ...state, activity };
}
