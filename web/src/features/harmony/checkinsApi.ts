// Harmony's check-ins over /api/harmony/checkins (core/harmony/api.ts).
import type { CheckinConflictDto, CheckinDto, CheckinInput, CheckinsOverviewDto } from '../../../../core/harmony/api.ts';
import { ApiRequestError, api } from '../../api/client.ts';
import { announceNudgeChange } from '../../lib/corrections.ts';

export const loadCheckins = (signal?: AbortSignal) => api<CheckinsOverviewDto>('/api/harmony/checkins', signal ? { signal } : {});

/** The saved check-in, or the month's existing one when the server answers 409 (nothing changed). */
export async function saveCheckin(input: CheckinInput): Promise<{ saved: CheckinDto } | { conflict: CheckinDto }> {
  try {
    const saved = await api<CheckinDto>('/api/harmony/checkins', { method: 'POST', body: input });
    announceNudgeChange(); // a low score may raise a nudge; the month's "check-in due" card is cleared
    return { saved };
  } catch (err) {
    const existing = err instanceof ApiRequestError && err.status === 409 ? (err.body as CheckinConflictDto | null)?.existing : null;
    if (existing) return { conflict: existing };
    throw err;
  }
}

export const deleteCheckin = (id: string) => api<void>(`/api/harmony/checkins/${id}`, { method: 'DELETE' });
