import type { TransactionDto, TransactionPage, TransactionQuery } from '../../../../core/api.ts';
import { api } from '../../api/client.ts';

export interface CategoryOption {
  name: string;
  subcategories: string[];
}

export function fetchTransactions(query: TransactionQuery, signal?: AbortSignal): Promise<TransactionPage> {
  return api<TransactionPage>('/api/transactions', { query: { ...query }, signal });
}

export async function updateTransactionCategory(id: string, category: string, subcategory: string | null): Promise<TransactionDto> {
  const { transaction } = await api<{ transaction: TransactionDto }>(`/api/transactions/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: { category, subcategory },
  });
  return transaction;
}

export async function fetchCategories(signal?: AbortSignal): Promise<CategoryOption[]> {
  const { categories } = await api<{ categories: CategoryOption[] }>('/api/categories', { signal });
  return categories;
}
