import type { PredictionsDto } from '../../../../core/api.ts';
import { api } from '../../api/client.ts';

export function fetchPredictions(signal?: AbortSignal): Promise<PredictionsDto> {
  return api<PredictionsDto>('/api/crystal/predictions', { signal });
}
