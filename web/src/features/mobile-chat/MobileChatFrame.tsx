// The full-screen chat's layout: header (who, status, close), the conversation, quick actions
// until the first message, the attachments with their progress, and the message box with the
// attach and camera buttons.
import { Camera, Paperclip } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { employeeProfile, type TeamMemberKey } from '../../../../core/employees.ts';
import { EmployeeAvatar } from '../../components/icons/EmployeeAvatar.tsx';
import { Icon } from '../../components/icons/Icon.tsx';
import { ChatInput } from '../chat/ChatInput.tsx';
import { ACCEPT_ATTRIBUTE, extensionOf } from '../byte/validateFiles.ts';
import type { FileUploads } from '../team-modal/useFileUploads.ts';
import { AttachmentChip } from './AttachmentChip.tsx';
import { quickActionsFor } from '../../../../core/chat/quick-actions.ts';
import { IMPORT_ACTION, isMobileDevice } from './mobileChat.ts';
import './mobile-chat.css';

export interface FrameContext {
  titleId: string;
  connected: boolean;
  onClose: () => void;
  uploads: FileUploads;
}

interface MobileChatFrameProps extends FrameContext {
  employeeKey: TeamMemberKey;
  pending: boolean;
  showQuickActions: boolean;
  onSend: (text: string) => Promise<boolean>;
  inputLabel: string;
  maxLength: number;
  /** changes whenever the conversation grows, to keep its newest line in view */
  scrollKey: string;
  /** the conversation */
  children: ReactNode;
}

const IMAGE_EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png' };

/** A camera capture named as the receipt it is (phones call every photo "image.jpg", some without an extension). */
export function receiptFile(photo: File, now = new Date()): File {
  const ext = IMAGE_EXTENSIONS[photo.type] ?? extensionOf(photo.name);
  const stamp = now.toISOString().slice(0, 19).replace('T', '-').replace(/:/g, '');
  return new File([photo], `receipt-${stamp}.${ext || 'jpg'}`, { type: photo.type, lastModified: photo.lastModified });
}

function statusOf(pending: boolean, connected: boolean): { state: string; text: string } {
  if (pending) return { state: 'thinking', text: 'Thinking…' };
  return connected ? { state: 'connected', text: 'Connected' } : { state: 'reconnecting', text: 'Reconnecting…' };
}

export function MobileChatFrame(props: MobileChatFrameProps) {
  const { employeeKey, titleId, connected, onClose, uploads, pending, showQuickActions, onSend, inputLabel, maxLength, scrollKey, children } = props;
  const profile = employeeProfile(employeeKey);
  const status = statusOf(pending, connected);
  const [camera] = useState(isMobileDevice);
  const [rejections, setRejections] = useState<string[]>([]);
  const bodyRef = useRef<HTMLDivElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const cameraRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const body = bodyRef.current;
    if (body) body.scrollTop = body.scrollHeight;
  }, [scrollKey, uploads.items.length]);

  function attach(files: File[]) {
    if (files.length > 0) setRejections(uploads.start(files));
  }

  return (
    <>
      <header className="mobile-chat-head">
        <span className="mobile-chat-avatar" aria-hidden="true">
          <EmployeeAvatar employee={profile} />
        </span>
        <div className="mobile-chat-title">
          <h2 id={titleId}>{profile.name}</h2>
          <p className="mobile-chat-status" role="status" data-testid="mobile-chat-status" data-state={status.state}>
            <span className={status.state === 'reconnecting' ? 'dot' : 'dot dot-live'} aria-hidden="true" />
            {status.text}
          </p>
        </div>
        <button type="button" className="mobile-chat-close" aria-label="Close chat" onClick={onClose} data-testid="mobile-chat-close">
          ×
        </button>
      </header>

      <div ref={bodyRef} className="mobile-chat-body">
        {children}
      </div>

      <div className="mobile-chat-foot">
        {showQuickActions && (
          <div className="quick-actions" role="group" aria-label="Quick actions" data-testid="quick-actions">
            {[...quickActionsFor(employeeKey), IMPORT_ACTION].map((text) => (
              <button key={text} type="button" className="quick-action" disabled={pending} onClick={() => void onSend(text)}>
                {text}
              </button>
            ))}
          </div>
        )}
        {uploads.items.length > 0 && (
          <ul className="attachment-list" aria-label="Attachments" data-testid="attachments">
            {uploads.items.map((item) => (
              <AttachmentChip key={item.id} item={item} />
            ))}
          </ul>
        )}
        {rejections.length > 0 && (
          <div className="alert alert-error small" role="alert" data-testid="attachment-rejections">
            <ul>
              {rejections.map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ul>
          </div>
        )}
        <div className="mobile-compose">
          <button
            type="button"
            className="compose-btn"
            aria-label="Attach a file"
            title="Attach a statement or receipt"
            onClick={() => fileRef.current?.click()}
            data-testid="attach-button"
          >
            <Icon icon={Paperclip} />
          </button>
          <input
            ref={fileRef}
            type="file"
            className="visually-hidden"
            tabIndex={-1}
            multiple
            accept={ACCEPT_ATTRIBUTE}
            onChange={(e) => {
              attach(Array.from(e.currentTarget.files ?? []));
              e.currentTarget.value = '';
            }}
            data-testid="attach-input"
          />
          {camera && (
            <>
              <button
                type="button"
                className="compose-btn"
                aria-label="Take a photo of a receipt"
                onClick={() => cameraRef.current?.click()}
                data-testid="camera-button"
              >
                <Icon icon={Camera} />
              </button>
              <input
                ref={cameraRef}
                type="file"
                className="visually-hidden"
                tabIndex={-1}
                accept="image/*"
                capture="environment"
                onChange={(e) => {
                  attach(Array.from(e.currentTarget.files ?? []).map((photo) => receiptFile(photo)));
                  e.currentTarget.value = '';
                }}
                data-testid="camera-input"
              />
            </>
          )}
          <ChatInput label={inputLabel} placeholder={`Message ${profile.name}...`} pending={pending} onSend={onSend} maxLength={maxLength} />
        </div>
      </div>
    </>
  );
}
