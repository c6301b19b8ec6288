// ?conversation=ID on an employee's page opens that conversation in the chat (Harmony's card lands
// on her page with the conversation it started). The parameter is dropped once the user moves on
// (a new conversation, another from the list, a handed-over question).
import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';

export const CONVERSATION_PARAM = 'conversation';

/** The address of `route` with that conversation open. */
export function conversationPath(route: string, conversationId: string): string {
  return `${route}?${new URLSearchParams({ [CONVERSATION_PARAM]: conversationId }).toString()}`;
}

/** Opens the conversation named in the address (again whenever it changes); the returned function drops it. */
export function useConversationParam(open: (conversationId: string) => void): () => void {
  const [params, setParams] = useSearchParams();
  const requested = params.get(CONVERSATION_PARAM);

  useEffect(() => {
    if (requested) open(requested);
  }, [requested, open]);

  return useCallback(() => {
    if (requested === null) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(CONVERSATION_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [requested, setParams]);
}
