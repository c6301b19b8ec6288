import type { HandoffDto, PrimeAskResult } from '../../../../core/api.ts';
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
