import { announceCorrection } from '../../lib/corrections.ts';
import type { TransactionPage } from '../../../../core/ledger/api.ts';
import type { LearnedPatternDto, TagRuleDto, TagRuleInput, TagSummaryDto, UpdatedCount } from '../../../../core/tag/api.ts';
import { api } from '../../api/client.ts';
import { fetchTransactions } from '../ledger/transactionsApi.ts';

export function fetchTagSummary(signal?: AbortSignal): Promise<TagSummaryDto> {
  return api<TagSummaryDto>('/api/tag/summary', { signal });
}

/** One page of the transactions Tag wants the user to review. */
export function fetchReviewQueue(page: number, pageSize: number, signal?: AbortSignal): Promise<TransactionPage> {
  return fetchTransactions({ needsReview: true, page, pageSize }, signal);
}

/** Confirms Tag's categories as they are (Uncategorized rows are skipped and not counted). */
export async function acceptReview(ids: string[]): Promise<number> {
  const { updated } = await api<UpdatedCount>('/api/tag/review/accept', { method: 'POST', body: { ids } });
  return updated;
}

export async function categorizeReview(ids: string[], category: string, subcategory: string | null): Promise<number> {
  const { updated } = await api<UpdatedCount>('/api/tag/review/categorize', { method: 'POST', body: { ids, category, subcategory } });
  announceCorrection();
  return updated;
}

export async function fetchRules(signal?: AbortSignal): Promise<TagRuleDto[]> {
  const { rules } = await api<{ rules: TagRuleDto[] }>('/api/tag/rules', { signal });
  return rules;
}

export async function createRule(input: TagRuleInput): Promise<TagRuleDto> {
  const { rule } = await api<{ rule: TagRuleDto }>('/api/tag/rules', { method: 'POST', body: input });
  return rule;
}

export async function updateRule(id: string, input: TagRuleInput): Promise<TagRuleDto> {
  const { rule } = await api<{ rule: TagRuleDto }>(`/api/tag/rules/${encodeURIComponent(id)}`, { method: 'PUT', body: input });
  return rule;
}

export async function deleteRule(id: string): Promise<void> {
  await api<null>(`/api/tag/rules/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export async function moveRule(id: string, direction: 'up' | 'down'): Promise<TagRuleDto[]> {
  const { rules } = await api<{ rules: TagRuleDto[] }>(`/api/tag/rules/${encodeURIComponent(id)}/move`, {
    method: 'POST',
    body: { direction },
  });
  return rules;
}

/** Recategorizes the transactions the rule matches (except ones set by hand); resolves to how many changed. */
export async function applyRule(id: string): Promise<number> {
  const { updated } = await api<UpdatedCount>(`/api/tag/rules/${encodeURIComponent(id)}/apply`, { method: 'POST' });
  return updated;
}

export async function fetchPatterns(signal?: AbortSignal): Promise<LearnedPatternDto[]> {
  const { patterns } = await api<{ patterns: LearnedPatternDto[] }>('/api/tag/patterns', { signal });
  return patterns;
}

export async function forgetPattern(pattern: string): Promise<void> {
  await api<null>(`/api/tag/patterns/${encodeURIComponent(pattern)}`, { method: 'DELETE' });
}
