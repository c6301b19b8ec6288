import type { PredictionsDto } from '../../../../core/crystal/api.ts';
import { api } from '../../api/client.ts';

export function fetchPredictions(signal?: AbortSignal): Promise<PredictionsDto> {
  return api<PredictionsDto>('/api/crystal/predictions', { signal });
}
