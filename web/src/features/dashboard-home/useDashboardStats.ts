// The stats strip's figures (GET /api/dashboard/stats): loaded on mount, again when an import
// completes (document:done) or the socket reconnects, when anything asks with the
// refreshDashboardStats window event (pull-to-refresh does), and after a correction.
import { useEffect } from 'react';
import type { DashboardStatsDto } from '../../../../core/dashboard/api.ts';
import { api } from '../../api/client.ts';
import { CATEGORY_CORRECTED } from '../../lib/corrections.ts';
import { useLiveResource, type Loaded } from '../../lib/useLiveResource.ts';

export const REFRESH_DASHBOARD_STATS = 'refreshDashboardStats';

export function refreshDashboardStats(): void {
  window.dispatchEvent(new Event(REFRESH_DASHBOARD_STATS));
}

const fetchStats = (signal: AbortSignal) => api<DashboardStatsDto>('/api/dashboard/stats', { signal });

export function useDashboardStats(): Loaded<DashboardStatsDto> {
  const stats = useLiveResource(fetchStats);
  const { reload } = stats;
  useEffect(() => {
    window.addEventListener(REFRESH_DASHBOARD_STATS, reload);
    window.addEventListener(CATEGORY_CORRECTED, reload);
    return () => {
      window.removeEventListener(REFRESH_DASHBOARD_STATS, reload);
      window.removeEventListener(CATEGORY_CORRECTED, reload);
    };
  }, [reload]);
  return stats;
}
