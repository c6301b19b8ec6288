// Crystal's predictions: loaded on mount, reloaded on reconnect and whenever an import finishes.
import type { PredictionsDto } from '../../../../core/crystal/api.ts';
import { useLiveResource } from '../../lib/useLiveResource.ts';
import { fetchPredictions } from './crystalApi.ts';

export function usePredictions(): { predictions: PredictionsDto | null; error: string | null } {
  const { data, error } = useLiveResource(fetchPredictions);
  return { predictions: data, error };
}
