import type { HarmonyTalkDto, NudgeDto } from '../../../../core/harmony/api.ts';
import { api } from '../../api/client.ts';

/** GET /api/harmony/nudge: records the visit (a return after a week raises a welcome-back nudge), then the latest nudge not cleared. */
export async function fetchNudge(signal?: AbortSignal): Promise<NudgeDto | null> {
  const { nudge } = await api<{ nudge: NudgeDto | null }>('/api/harmony/nudge', { signal });
  return nudge;
}

/** POST /api/harmony/nudges/:id/clear: the card's close icon (204). */
export async function clearNudge(id: string): Promise<void> {
  await api<null>(`/api/harmony/nudges/${encodeURIComponent(id)}/clear`, { method: 'POST' });
}

/** POST /api/harmony/nudges/:id/talk: clears the nudge and opens a Harmony conversation greeting by its figures. */
export function talkAboutNudge(id: string): Promise<HarmonyTalkDto> {
  return api<HarmonyTalkDto>(`/api/harmony/nudges/${encodeURIComponent(id)}/talk`, { method: 'POST' });
}
