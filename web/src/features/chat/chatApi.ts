import type { ChatReplyDto, ConversationDto, ConversationSummaryDto } from '../../../../core/chat/api.ts';
import { api } from '../../api/client.ts';

/** POST /api/chat/:employee/messages: resolves when the reply is complete (tokens may stream meanwhile). */
export function sendChatMessage(employee: string, message: string, conversationId: string | null): Promise<ChatReplyDto> {
  return api<ChatReplyDto>(`/api/chat/${encodeURIComponent(employee)}/messages`, {
    method: 'POST',
    body: conversationId ? { message, conversationId } : { message },
  });
}

export async function listConversations(employee: string, limit: number, signal?: AbortSignal): Promise<ConversationSummaryDto[]> {
  const { conversations } = await api<{ conversations: ConversationSummaryDto[] }>('/api/chat/conversations', {
    query: { employee, limit },
    signal,
  });
  return conversations;
}

export async function fetchConversation(id: string, signal?: AbortSignal): Promise<ConversationDto> {
  const { conversation } = await api<{ conversation: ConversationDto }>(`/api/chat/conversations/${encodeURIComponent(id)}`, { signal });
  return conversation;
}
