import { announceCorrection } from '../../lib/corrections.ts';
import type { TransactionPage, TransactionQuery } from '../../../../core/ledger/api.ts';
import type { CategoriesDto, CorrectionResult, UpdatedCount } from '../../../../core/tag/api.ts';
import { api } from '../../api/client.ts';
import { useLedgerUndo } from './useLedgerUndo.ts';

/** One category of GET /api/categories: `spending` is false for Income and Transfer. */
export type CategoryOption = CategoriesDto['categories'][number];

export function fetchTransactions(query: TransactionQuery, signal?: AbortSignal): Promise<TransactionPage> {
  const { needsReview, ...rest } = query;
  return api<TransactionPage>('/api/transactions', { query: { ...rest, needsReview: needsReview ? 1 : undefined }, signal });
}

/** Stores the correction; `similar` counts the same merchant's other rows "Apply to N similar?" would change. */
export async function updateTransactionCategory(id: string, category: string, subcategory: string | null): Promise<CorrectionResult> {
  const result = await api<CorrectionResult>(`/api/transactions/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: { category, subcategory },
  });
  announceCorrection();
  if (result.change) useLedgerUndo.getState().offer(result.change);
  return result;
}

/** Gives the transaction's category to the other transactions of its merchant; resolves to how many changed. */
export async function applySimilar(id: string): Promise<number> {
  const { updated } = await api<UpdatedCount>(`/api/transactions/${encodeURIComponent(id)}/apply-similar`, { method: 'POST' });
  return updated;
}

export async function fetchCategories(signal?: AbortSignal): Promise<CategoryOption[]> {
  const { categories } = await api<CategoriesDto>('/api/categories', { signal });
  return categories;
}
