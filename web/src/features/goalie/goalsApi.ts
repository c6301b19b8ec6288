import type { GoalInput, GoalsDto } from '../../../../core/goalie/api.ts';
import { api } from '../../api/client.ts';

export const fetchGoals = (signal?: AbortSignal) => api<GoalsDto>('/api/goals', { signal });
export const createGoal = (input: GoalInput) => api<GoalsDto & { id: string }>('/api/goals', { method: 'POST', body: input });
export const editGoal = (id: string, updatedAt: string, fields: Partial<GoalInput> & { status?: string }) =>
  api<GoalsDto>(`/api/goals/${encodeURIComponent(id)}`, { method: 'PATCH', body: { ...fields, updatedAt } });
export const deleteGoal = (id: string) => api<GoalsDto>(`/api/goals/${encodeURIComponent(id)}`, { method: 'DELETE' });
export const contribute = (id: string, date: string, amountCents: number) =>
  api<GoalsDto>(`/api/goals/${encodeURIComponent(id)}/contributions`, { method: 'POST', body: { date, amountCents } });
