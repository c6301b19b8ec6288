// An employee's chat, compact for the team modal: the conversation, the message box and the recent
// conversations folded away. It is built from the same pieces as EmployeeChat (useEmployeeChat,
// ChatConversation, RecentConversations) but leaves two things to the employee's own page:
// claiming Prime's handoffs and following ?conversation=ID in the address (on Harmony's page that
// names her conversation, which another employee's tab must not try to open).
import { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import { employeeProfile, type TeamMemberKey } from '../../../../core/employees.ts';
import { Button } from '../../components/Button.tsx';
import { ChatConversation } from '../chat/ChatConversation.tsx';
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
      <ChatConversation chat={chat} name={profile.name} />
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
