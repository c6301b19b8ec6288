import { useEffect, useState } from 'react';
import type { ConversationSummaryDto } from '../../../../core/chat/api.ts';
import { errorText, isAbort } from '../../api/client.ts';
import { listConversations } from './chatApi.ts';

export const RECENT_LIMIT = 5;

/** The employee's latest conversations; reloads when `revision` changes (after each reply). */
export function useRecentConversations(employee: string, revision: number): { conversations: ConversationSummaryDto[] | null; error: string | null } {
  const [conversations, setConversations] = useState<ConversationSummaryDto[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    listConversations(employee, RECENT_LIMIT, controller.signal)
      .then((list) => {
        setConversations(list);
        setError(null);
      })
      .catch((err: unknown) => {
        if (!isAbort(err)) setError(errorText(err));
      });
    return () => controller.abort();
  }, [employee, revision]);

  return { conversations, error };
}
