// One employee's chat: the open conversation, sending with an optimistic user bubble, the
// streamed reply while it is written, reopening an earlier conversation and starting anew.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatMessageDto } from '../../../../core/chat/api.ts';
import { errorText, isAbort } from '../../api/client.ts';
import { fetchConversation, sendChatMessage } from './chatApi.ts';
import { isBlank } from './ChatInput.tsx';
import { useChatStream, type StreamTarget } from './useChatStream.ts';

export const CONVERSATION_ELSEWHERE = 'That conversation is with another member of the team.';

export interface EmployeeChatState {
  conversationId: string | null;
  messages: ChatMessageDto[];
  /** a reply is being written */
  pending: boolean;
  /** what has streamed of that reply so far ('' until the first token, and always without an LLM) */
  streamed: string;
  error: string | null;
  /** an earlier conversation is loading */
  opening: boolean;
  /** resolves false when the message was not sent (blank, busy or refused) */
  send: (text: string) => Promise<boolean>;
  open: (conversationId: string) => void;
  reset: () => void;
}

export function useEmployeeChat(employee: string, onReplied?: () => void): EmployeeChatState {
  const [conversationId, setConversationId] = useState<string | null>(null);
  const [messages, setMessages] = useState<ChatMessageDto[]>([]);
  const [pending, setPending] = useState(false);
  const [streamed, setStreamed] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [opening, setOpening] = useState(false);
  const target = useRef<StreamTarget>({ pending: false, conversationId: null, messageId: null });
  const mounted = useRef(false);
  const openController = useRef<AbortController | null>(null);
  const onRepliedRef = useRef(onReplied);
  useEffect(() => {
    onRepliedRef.current = onReplied;
  });

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      openController.current?.abort();
    };
  }, []);

  useChatStream(employee, target, setStreamed);

  const send = useCallback(
    async (text: string): Promise<boolean> => {
      const t = target.current;
      if (t.pending || isBlank(text)) return false;
      openController.current?.abort();
      t.pending = true;
      t.messageId = null;
      const draft: ChatMessageDto = { id: `draft-${Date.now()}`, role: 'user', content: text, at: new Date().toISOString() };
      setMessages((list) => [...list, draft]);
      setPending(true);
      setStreamed('');
      setError(null);
      setOpening(false);
      try {
        const result = await sendChatMessage(employee, text, t.conversationId);
        if (!mounted.current) return true;
        t.conversationId = result.conversationId;
        setConversationId(result.conversationId);
        setMessages((list) => [...list.filter((m) => m.id !== draft.id), result.userMessage, result.reply]);
        onRepliedRef.current?.();
        return true;
      } catch (err) {
        if (!mounted.current) return false;
        setMessages((list) => list.filter((m) => m.id !== draft.id));
        setError(errorText(err));
        return false;
      } finally {
        t.pending = false;
        t.messageId = null;
        if (mounted.current) {
          setPending(false);
          setStreamed('');
        }
      }
    },
    [employee],
  );

  const open = useCallback(
    (id: string) => {
      if (target.current.pending) return;
      openController.current?.abort();
      const controller = new AbortController();
      openController.current = controller;
      setOpening(true);
      setError(null);
      fetchConversation(id, controller.signal)
        .then((conversation) => {
          // a conversation named in the address may be another employee's: it is not continued here
          if (conversation.employee !== employee) throw new Error(CONVERSATION_ELSEWHERE);
          target.current.conversationId = conversation.id;
          setConversationId(conversation.id);
          setMessages(conversation.messages);
          setOpening(false);
        })
        .catch((err: unknown) => {
          if (isAbort(err)) return;
          setError(errorText(err));
          setOpening(false);
        });
    },
    [employee],
  );

  const reset = useCallback(() => {
    if (target.current.pending) return;
    openController.current?.abort();
    target.current.conversationId = null;
    setConversationId(null);
    setMessages([]);
    setError(null);
    setOpening(false);
  }, []);

  return { conversationId, messages, pending, streamed, error, opening, send, open, reset };
}
