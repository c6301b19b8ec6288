// The conversation itself (messages, error, input) for one employee: shared by the employee's page
// and the AI Team modal's compact chat, which differ only in what surrounds it.
import { MAX_MESSAGE_CHARS } from '../../../../core/chat/messages.ts';
import { ChatInput } from './ChatInput.tsx';
import { ChatMessages } from './ChatMessages.tsx';
import type { EmployeeChatState } from './useEmployeeChat.ts';

export function ChatConversation({ chat, name }: { chat: EmployeeChatState; name: string }) {
  return (
    <>
      <ChatMessages
        messages={chat.messages}
        name={name}
        pending={chat.pending}
        streamed={chat.streamed}
        empty={chat.opening ? 'Opening the conversation...' : `Ask ${name} anything about your money; the answers come from your own data.`}
      />
      {chat.error && (
        <p className="alert alert-error" role="alert" data-testid="chat-error">
          {chat.error}
        </p>
      )}
      <ChatInput
        label={`Message to ${name}`}
        placeholder={`Ask ${name}...`}
        pending={chat.pending}
        disabled={chat.opening}
        onSend={chat.send}
        maxLength={MAX_MESSAGE_CHARS}
      />
    </>
  );
}
