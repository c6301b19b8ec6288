// Smart Categories' data. Each piece reloads when `revision` changes (the page bumps it after any
// change, since a correction, a rule or an accept moves the summary, the queue and the rules'
// matching counts together); the previous data stays on screen while the new one loads.
import { useCallback, useEffect, useState } from 'react';
import type { TransactionPage } from '../../../../core/ledger/api.ts';
import type { LearnedPatternDto, TagRuleDto, TagSummaryDto } from '../../../../core/tag/api.ts';
import { errorText, isAbort } from '../../api/client.ts';
import { fetchPatterns, fetchReviewQueue, fetchRules, fetchTagSummary } from './tagApi.ts';

interface ResourceState<T> {
  data: T | null;
  loading: boolean;
  error: string | null;
}

export interface TagResource<T> extends ResourceState<T> {
  /** shows what a write already answered with, until the reload confirms it */
  replace: (data: T) => void;
}

function useTagResource<T>(load: (signal: AbortSignal) => Promise<T>, revision: number): TagResource<T> {
  const [state, setState] = useState<ResourceState<T>>({ data: null, loading: true, error: null });

  useEffect(() => {
    const controller = new AbortController();
    setState((s) => ({ ...s, loading: true }));
    load(controller.signal)
      .then((data) => setState({ data, loading: false, error: null }))
      .catch((err: unknown) => {
        if (!isAbort(err)) setState((s) => ({ ...s, loading: false, error: errorText(err) }));
      });
    return () => controller.abort();
  }, [load, revision]);

  const replace = useCallback((data: T) => setState((s) => ({ ...s, data })), []);
  return { ...state, replace };
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
