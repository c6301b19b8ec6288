// The crown's chat on small screens (narrower than 768 px) and the phone's AI Chat button: full
// screen, with the current page's employee (core/site/dashboard-nav.ts); where that is Prime,
// Prime's answers route like the crown's (the chat closes and the employee's page opens with the
// question handed over).
// Attachments and receipt photos go through Byte with their real upload progress.
import { useCallback, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useLocation } from 'react-router-dom';
import { MAX_MESSAGE_CHARS } from '../../../../core/chat/messages.ts';
import { employeeProfile, type TeamMemberKey } from '../../../../core/employees.ts';
import { MAX_QUESTION_CHARS } from '../../../../core/prime/words.ts';
import { ChatMessages } from '../chat/ChatMessages.tsx';
import { isBlank } from '../chat/ChatInput.tsx';
import { useEmployeeChat } from '../chat/useEmployeeChat.ts';
import { usePrimeChat } from '../prime/usePrimeChat.ts';
import { PrimeEntryItem, PrimeGreeting, PrimeThinking } from '../prime/PrimeEntryItem.tsx';
import { useFileUploads } from '../team-modal/useFileUploads.ts';
import { employeeForPath } from './mobileChat.ts';
import { MobileChatFrame, type FrameContext } from './MobileChatFrame.tsx';
import { useFullScreenDialog } from './useFullScreenDialog.ts';
import { useSocketConnected } from './useSocketConnected.ts';
import './mobile-chat.css';

/** Wraps `send` so the quick actions go away with the first message that really goes out. */
function useFirstSend(pending: boolean, send: (text: string) => Promise<boolean>): [boolean, (text: string) => Promise<boolean>] {
  const [sent, setSent] = useState(false);
  const wrapped = useCallback(
    (text: string) => {
      if (!pending && !isBlank(text)) setSent(true);
      return send(text);
    },
    [pending, send],
  );
  return [sent, wrapped];
}

function PrimeConversation(frame: FrameContext) {
  const prime = usePrimeChat(frame.onClose);
  const [sent, send] = useFirstSend(prime.pending, prime.ask);
  return (
    <MobileChatFrame
      {...frame}
      employeeKey="prime"
      pending={prime.pending}
      showQuickActions={!sent}
      onSend={send}
      inputLabel="Your question for Prime"
      maxLength={MAX_QUESTION_CHARS}
      scrollKey={`${prime.entries.length}:${prime.pending}`}
    >
      <ol className="prime-log mobile-chat-log" aria-live="polite" data-testid="prime-messages">
        {prime.entries.length === 0 && <PrimeGreeting />}
        {prime.entries.map((entry) => (
          <PrimeEntryItem key={entry.id} entry={entry} />
        ))}
        {prime.pending && <PrimeThinking />}
      </ol>
    </MobileChatFrame>
  );
}

function EmployeeConversation({ employeeKey, ...frame }: FrameContext & { employeeKey: TeamMemberKey }) {
  const profile = employeeProfile(employeeKey);
  const chat = useEmployeeChat(employeeKey);
  const [sent, send] = useFirstSend(chat.pending, chat.send);
  return (
    <MobileChatFrame
      {...frame}
      employeeKey={employeeKey}
      pending={chat.pending}
      showQuickActions={!sent}
      onSend={send}
      inputLabel={`Message to ${profile.name}`}
      maxLength={MAX_MESSAGE_CHARS}
      scrollKey={`${chat.messages.length}:${chat.pending}:${chat.streamed.length}`}
    >
      <ChatMessages
        messages={chat.messages}
        name={profile.name}
        pending={chat.pending}
        streamed={chat.streamed}
        empty={`Ask ${profile.name} anything about your money; the answers come from your own data.`}
      />
      {chat.error && (
        <p className="alert alert-error" role="alert" data-testid="chat-error">
          {chat.error}
        </p>
      )}
    </MobileChatFrame>
  );
}

export function MobileChat({ onClose }: { onClose: () => void }) {
  const { pathname } = useLocation();
  const employee = employeeForPath(pathname);
  const uploads = useFileUploads();
  const connected = useSocketConnected();
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useFullScreenDialog(dialogRef, onClose);
  const frame: FrameContext = { titleId, connected, onClose, uploads };

  return createPortal(
    <div
      ref={dialogRef}
      className="mobile-chat"
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      tabIndex={-1}
      data-testid="mobile-chat"
      data-employee={employee}
    >
      {employee === 'prime' ? <PrimeConversation {...frame} /> : <EmployeeConversation key={employee} employeeKey={employee} {...frame} />}
    </div>,
    document.body,
  );
}
