import type { TeamStateDto } from '../../../../core/team/api.ts';
import { api } from '../../api/client.ts';

export function fetchTeamState(signal?: AbortSignal): Promise<TeamStateDto> {
  return api<TeamStateDto>('/api/team', { signal });
}
