import type { HandoffDto, PrimeAskResult } from '../../../../core/prime/api.ts';
import type { ApprovalDecisionResult, BossDto } from '../../../../core/team/api.ts';
import { api } from '../../api/client.ts';

/** POST /api/prime/ask: Prime routes the question (or answers pricing and help itself). */
export function askPrime(question: string, signal?: AbortSignal): Promise<PrimeAskResult> {
  return api<PrimeAskResult>('/api/prime/ask', { method: 'POST', body: { question }, signal });
}

/** POST /api/prime/handoffs/:id/claim: the receiving employee takes the handed-over question, once. */
export async function claimHandoff(id: string, employee: string): Promise<HandoffDto> {
  const { handoff } = await api<{ handoff: HandoffDto }>(`/api/prime/handoffs/${encodeURIComponent(id)}/claim`, {
    method: 'POST',
    body: { employee },
  });
  return handoff;
}

/** GET /api/team/boss: tasks, efficiency, summary and the batches waiting for a decision. */
export function fetchBoss(signal?: AbortSignal): Promise<BossDto> {
  return api<BossDto>('/api/team/boss', { signal });
}

/** POST /api/team/approvals/:id: approve, reject or redirect a batch Tag is unsure about. */
export function decideApproval(id: string, decision: 'approve' | 'reject' | 'redirect'): Promise<ApprovalDecisionResult> {
  return api<ApprovalDecisionResult>(`/api/team/approvals/${encodeURIComponent(id)}`, { method: 'POST', body: { decision } });
}
