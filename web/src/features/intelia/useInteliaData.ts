// Intelia's figures: loaded on mount, reloaded on reconnect and whenever an import finishes.
import type { BusinessIntelligenceDto, InsightsDto } from '../../../../core/intelia/api.ts';
import { useLiveResource, type Loaded } from '../../lib/useLiveResource.ts';
import { fetchBusinessIntelligence, fetchInsights } from './inteliaApi.ts';

export function useInsights(): Loaded<InsightsDto> {
  return useLiveResource(fetchInsights);
}

export function useBusinessIntelligence(): Loaded<BusinessIntelligenceDto> {
  return useLiveResource(fetchBusinessIntelligence);
}
