// The wellness studio's calls (server/harmony/studio.ts).
import type { ChallengeDto, MoodResultDto, StudioDto, NudgeDto } from '../../../../core/harmony/api.ts';
import { api } from '../../api/client.ts';

export const fetchStudio = (signal?: AbortSignal) => api<StudioDto>('/api/studio', { signal });
export const createChallenge = (body: { categories: string[]; lengthDays: number; startDate?: string }) =>
  api<ChallengeDto>('/api/studio/challenges', { method: 'POST', body });
export const deleteChallenge = (id: string) => api<null>(`/api/studio/challenges/${encodeURIComponent(id)}`, { method: 'DELETE' });
export const setRegret = (category: string, regret: boolean) =>
  api<{ regrets: string[]; nudge: NudgeDto | null }>('/api/studio/regrets', { method: 'PUT', body: { category, regret } });
export const fetchMood = (documentId: string, signal?: AbortSignal) =>
  api<{ mood: number | null }>(`/api/studio/moods/${encodeURIComponent(documentId)}`, { signal });
export const sendMood = (documentId: string, mood: number) => api<MoodResultDto>('/api/studio/moods', { method: 'POST', body: { documentId, mood } });
export const logFocus = (kind: 'focus' | 'break', minutes: number) => api<unknown>('/api/studio/focus', { method: 'POST', body: { kind, minutes } });
