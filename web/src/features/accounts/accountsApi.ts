// The accounts page's calls to /api/accounts (server/accounts/routes.ts).
import type { AccountDto, AccountsOverviewDto, ReconcilePreviewDto, ReconcileResultDto } from '../../../../core/accounts/api.ts';
import { api } from '../../api/client.ts';

const at = (id: string, rest = '') => `/api/accounts/${encodeURIComponent(id)}${rest}`;

export const loadAccounts = (signal?: AbortSignal) => api<AccountsOverviewDto>('/api/accounts', signal ? { signal } : {});
export const createAccount = (body: Record<string, unknown>) => api<{ account: AccountDto }>('/api/accounts', { method: 'POST', body });
export const updateAccount = (id: string, body: Record<string, unknown>) => api<{ account: AccountDto }>(at(id), { method: 'PATCH', body });
export const mergeAccount = (id: string, intoId: string) => api<{ moved: number; account: AccountDto }>(at(id, '/merge'), { method: 'POST', body: { intoId } });
export const previewReconcile = (id: string, date: string, balanceCents: number) =>
  api<ReconcilePreviewDto>(at(id, '/reconcile/preview'), { method: 'POST', body: { date, balanceCents } });
export const confirmReconcile = (id: string, date: string, balanceCents: number, transactionIds: string[]) =>
  api<ReconcileResultDto>(at(id, '/reconcile'), { method: 'POST', body: { date, balanceCents, transactionIds } });
export const unreconcile = (id: string) => api<{ unreconciled: number; account: AccountDto }>(at(id, '/unreconcile'), { method: 'POST', body: {} });

/** "1,234.56" or "-12" → cents; null when it is not an amount. */
export function parseCents(text: string): number | null {
  const t = text.replace(/[,\s$€£]/g, '');
  if (!/^[-−]?\d+(\.\d{1,2})?$/.test(t)) return null;
  return Math.round(Number(t.replace('−', '-')) * 100);
}
