import type { DebtDto, DebtPlansDto } from '../../../../core/liberty/api.ts';
import { api } from '../../api/client.ts';

export type DebtInput = Omit<
  DebtDto,
  'id' | 'updatedAt' | 'minimumOnlyMonths' | 'payment36Cents' | 'payment36Months' | 'payment36IsMinimum' | 'accountUnlinked'
> & {
  accountUnlinked?: boolean;
};

export const fetchDebts = (signal?: AbortSignal) => api<{ debts: DebtDto[] }>('/api/debts', { signal });
export const createDebt = (input: DebtInput) => api<DebtDto>('/api/debts', { method: 'POST', body: input });
export const deleteDebt = (id: string) => api<null>(`/api/debts/${encodeURIComponent(id)}`, { method: 'DELETE' });
export const fetchPlans = (budgetCents: number | null, order: string[] | null, signal?: AbortSignal, bufferCents?: number) =>
  api<DebtPlansDto>('/api/debts/plan', {
    query: { budget: budgetCents ?? undefined, order: order?.length ? order.join(',') : undefined, buffer: bufferCents },
    signal,
  });
/** Changes some of a debt's fields; `updatedAt` is the version they were read from (a stale one is refused). */
export const updateDebt = (id: string, updatedAt: string, fields: Partial<DebtInput>) =>
  api<DebtDto>(`/api/debts/${encodeURIComponent(id)}`, { method: 'PATCH', body: { ...fields, updatedAt } });
