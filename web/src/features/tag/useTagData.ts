// Smart Categories' data. Each piece reloads when `revision` changes (the page bumps it after any
// change, since a correction, a rule or an accept moves the summary, the queue and the rules'
// matching counts together); the previous data stays on screen while the new one loads.
import { useCallback } from 'react';
import type { TransactionPage } from '../../../../core/ledger/api.ts';
import type { LearnedPatternDto, TagRuleDto, TagSummaryDto } from '../../../../core/tag/api.ts';
import { useLoad } from '../../lib/useLoad.ts';
import { fetchPatterns, fetchReviewQueue, fetchRules, fetchTagSummary } from './tagApi.ts';

export interface TagResource<T> {
  data: T | null;
  loading: boolean;
  error: string | null;
  /** shows what a write already answered with, until the reload confirms it */
  replace: (data: T) => void;
}

function useTagResource<T>(load: (signal: AbortSignal) => Promise<T>, revision: number): TagResource<T> {
  const { data, loading, error, update } = useLoad(load, { deps: [load, revision] });
  // not useLoad's replace: the reload the revision asked for must go on and confirm it
  const replace = useCallback((next: T) => update(() => next), [update]);
  return { data, loading, error, replace };
}

export function useTagSummary(revision: number): TagResource<TagSummaryDto> {
  return useTagResource(fetchTagSummary, revision);
}

export function useTagRules(revision: number): TagResource<TagRuleDto[]> {
  return useTagResource(fetchRules, revision);
}

export function useTagPatterns(revision: number): TagResource<LearnedPatternDto[]> {
  return useTagResource(fetchPatterns, revision);
}

export function useReviewQueue(page: number, pageSize: number, revision: number): TagResource<TransactionPage> {
  const load = useCallback((signal: AbortSignal) => fetchReviewQueue(page, pageSize, signal), [page, pageSize]);
  return useTagResource(load, revision);
}
