// Streamed replies: `chat:token` pieces and the final `chat:done` for the reply this chat is
// waiting for. A new conversation's id is only known once the POST answers, so a token is
// matched on the employee while a reply is pending, then on the conversation and message ids.
import { useEffect, type RefObject } from 'react';
import type { ChatDoneEvent, ChatTokenEvent } from '../../../../core/events.ts';
import { getSocket } from '../../socket.ts';

export interface StreamTarget {
  pending: boolean;
  conversationId: string | null;
  /** the assistant message being streamed, fixed by the first token that matched */
  messageId: string | null;
}

export function matchesStream(target: StreamTarget, employee: string, e: { employee: string; conversationId: string; messageId: string }): boolean {
  if (!target.pending || e.employee !== employee) return false;
  if (target.conversationId && e.conversationId !== target.conversationId) return false;
  if (target.messageId && e.messageId !== target.messageId) return false;
  return true;
}

export function useChatStream(employee: string, target: RefObject<StreamTarget>, onText: (update: (text: string) => string) => void): void {
  useEffect(() => {
    const socket = getSocket();
    const claim = (e: ChatTokenEvent | ChatDoneEvent) => {
      const t = target.current;
      if (!matchesStream(t, employee, e)) return false;
      t.messageId = e.messageId;
      return true;
    };
    const onToken = (e: ChatTokenEvent) => {
      if (claim(e)) onText((text) => text + e.token);
    };
    const onDone = (e: ChatDoneEvent) => {
      if (claim(e)) onText(() => e.content);
    };
    socket.on('chat:token', onToken);
    socket.on('chat:done', onDone);
    return () => {
      socket.off('chat:token', onToken);
      socket.off('chat:done', onDone);
    };
  }, [employee, target, onText]);
}
