import type { ConversationSummaryDto } from '../../../../core/chat/api.ts';
import { useLoad } from '../../lib/useLoad.ts';
import { listConversations } from './chatApi.ts';

export const RECENT_LIMIT = 5;

/** The employee's latest conversations; reloads when `revision` changes (after each reply). */
export function useRecentConversations(employee: string, revision: number): { conversations: ConversationSummaryDto[] | null; error: string | null } {
  const { data, error } = useLoad((signal) => listConversations(employee, RECENT_LIMIT, signal), { deps: [employee, revision] });
  return { conversations: data, error };
}
