import type { BusinessIntelligenceDto, InsightsDto } from '../../../../core/intelia/api.ts';
import { api } from '../../api/client.ts';

export function fetchInsights(signal?: AbortSignal): Promise<InsightsDto> {
  return api<InsightsDto>('/api/intelia/insights', { signal });
}

export function fetchBusinessIntelligence(signal?: AbortSignal): Promise<BusinessIntelligenceDto> {
  return api<BusinessIntelligenceDto>('/api/intelia/business', { signal });
}

/** Marks which accounts are business accounts; answers with the recomputed page. */
export function saveBusinessAccounts(accounts: string[]): Promise<BusinessIntelligenceDto> {
  return api<BusinessIntelligenceDto>('/api/intelia/business-accounts', { method: 'PUT', body: { accounts } });
}
