// Chat with the employees: what /api/chat answers (server/chat/routes.ts) and the web reads.
import type { ChatMessage } from './messages.ts';

export type ChatMessageDto = ChatMessage;

/** POST /api/chat/:employee/messages {message, conversationId?, handoffId?} */
export interface ChatReplyDto {
  conversationId: string;
  userMessage: ChatMessageDto;
  reply: ChatMessageDto;
}

export interface ConversationSummaryDto {
  id: string;
  employee: string;
  title: string;
  messageCount: number;
  updatedAt: string;
}

export interface ConversationDto extends ConversationSummaryDto {
  messages: ChatMessageDto[];
}
