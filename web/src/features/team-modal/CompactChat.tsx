// An employee's chat, compact for the team modal: the conversation, the message box and the recent
// conversations folded away. It is built from the same pieces as EmployeeChat (useEmployeeChat,
// ChatMessages, ChatInput, RecentConversations) but leaves two things to the employee's own page:
// claiming Prime's handoffs and following ?conversation=ID in the address (on Harmony's page that
// names her conversation, which another employee's tab must not try to open).
import { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import { MAX_MESSAGE_CHARS } from '../../../../core/chat/messages.ts';
import { employeeProfile, type TeamMemberKey } from '../../../../core/employees.ts';
import { Button } from '../../components/Button.tsx';
import { ChatInput } from '../chat/ChatInput.tsx';
import { ChatMessages } from '../chat/ChatMessages.tsx';
import { RecentConversations } from '../chat/RecentConversations.tsx';
import { useEmployeeChat } from '../chat/useEmployeeChat.ts';
import { useRecentConversations } from '../chat/useRecentConversations.ts';

interface CompactChatProps {
  employeeKey: TeamMemberKey;
  /** runs as the link to the employee's page is followed (the modal closes) */
  onLeave: () => void;
}

export function CompactChat({ employeeKey, onLeave }: CompactChatProps) {
  const profile = employeeProfile(employeeKey);
  const [revision, setRevision] = useState(0);
  const replied = useCallback(() => setRevision((r) => r + 1), []);
  const chat = useEmployeeChat(employeeKey, replied);
  const recent = useRecentConversations(employeeKey, revision);
  const fresh = chat.conversationId === null && chat.messages.length === 0;

  return (
    <div className="team-chat" data-testid="employee-chat" data-employee={employeeKey}>
      <p className="muted small">{profile.role}</p>
      <ChatMessages
        messages={chat.messages}
        name={profile.name}
        pending={chat.pending}
        streamed={chat.streamed}
        empty={chat.opening ? 'Opening the conversation...' : `Ask ${profile.name} anything about your money; the answers come from your own data.`}
      />
      {chat.error && (
        <p className="alert alert-error" role="alert" data-testid="chat-error">
          {chat.error}
        </p>
      )}
      <ChatInput
        label={`Message to ${profile.name}`}
        placeholder={`Ask ${profile.name}...`}
        pending={chat.pending}
        disabled={chat.opening}
        onSend={chat.send}
        maxLength={MAX_MESSAGE_CHARS}
      />
      <details className="team-recent">
        <summary>Recent conversations</summary>
        <RecentConversations
          conversations={recent.conversations}
          error={recent.error}
          currentId={chat.conversationId}
          disabled={chat.pending}
          onOpen={chat.open}
        />
      </details>
      <div className="row-actions">
        <Button variant="secondary" size="sm" onClick={chat.reset} disabled={chat.pending || fresh} data-testid="new-conversation">
          New conversation
        </Button>
        <Link className="link small" to={profile.dashboardRoute} onClick={onLeave}>
          Open {profile.name}'s page
        </Link>
      </div>
    </div>
  );
}
