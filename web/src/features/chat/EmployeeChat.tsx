// Chat with one employee: the conversation, streamed replies, recent conversations, the
// question Prime handed over (sent automatically, once) and the conversation named by
// ?conversation=ID (Harmony's card opens hers that way).
import { Crown } from 'lucide-react';
import { useCallback, useId, useState } from 'react';
import { employeeProfile, type TeamMemberKey } from '../../../../core/employees.ts';
import { Button } from '../../components/Button.tsx';
import { Icon } from '../../components/icons/Icon.tsx';
import { ChatConversation } from './ChatConversation.tsx';
import { RecentConversations } from './RecentConversations.tsx';
import { useConversationParam } from './useConversationParam.ts';
import { useEmployeeChat } from './useEmployeeChat.ts';
import { useHandoff } from './useHandoff.ts';
import { useRecentConversations } from './useRecentConversations.ts';
import './chat.css';

export function EmployeeChat({ employeeKey }: { employeeKey: TeamMemberKey }) {
  const profile = employeeProfile(employeeKey);
  const recentId = useId();
  const [revision, setRevision] = useState(0);
  const replied = useCallback(() => setRevision((r) => r + 1), []);
  const chat = useEmployeeChat(employeeKey, replied);
  const { reset, send, open } = chat;
  const forgetRequested = useConversationParam(open);
  // a handed-over question starts a conversation of its own
  const receive = useCallback(
    (question: string) => {
      forgetRequested();
      reset();
      return send(question);
    },
    [forgetRequested, reset, send],
  );
  const handoff = useHandoff(employeeKey, receive);
  const recent = useRecentConversations(employeeKey, revision);
  const fresh = chat.conversationId === null && chat.messages.length === 0;

  function startNew() {
    forgetRequested();
    chat.reset();
    handoff.dismiss();
  }

  function openRecent(id: string) {
    forgetRequested();
    chat.open(id);
  }

  return (
    <div className="employee-chat" data-testid="employee-chat" data-employee={employeeKey}>
      <div className="chat-main">
        {handoff.note && (
          <p className="chat-note" role="status" data-testid="chat-handoff-note">
            <Icon icon={Crown} /> {handoff.note}
          </p>
        )}
        {handoff.problem && (
          <p className="chat-note chat-note-quiet" role="status" data-testid="chat-handoff-problem">
            {handoff.problem}
          </p>
        )}
        <ChatConversation chat={chat} name={profile.name} />
      </div>
      <aside className="chat-side" aria-labelledby={recentId}>
        <h3 id={recentId} className="chat-side-title">
          Recent conversations
        </h3>
        <RecentConversations
          conversations={recent.conversations}
          error={recent.error}
          currentId={chat.conversationId}
          disabled={chat.pending}
          onOpen={openRecent}
        />
        <Button variant="secondary" size="sm" onClick={startNew} disabled={chat.pending || fresh} data-testid="new-conversation">
          New conversation
        </Button>
      </aside>
    </div>
  );
}
