import type { ConversationSummaryDto } from '../../../../core/chat/api.ts';
import { formatDateTime, plural } from '../../lib/format.ts';
import './chat.css';

interface RecentConversationsProps {
  conversations: ConversationSummaryDto[] | null;
  error: string | null;
  currentId: string | null;
  disabled: boolean;
  onOpen: (id: string) => void;
}

export function RecentConversations({ conversations, error, currentId, disabled, onOpen }: RecentConversationsProps) {
  if (error)
    return (
      <p className="muted small" data-testid="recent-conversations-error">
        Recent conversations are not available: {error}
      </p>
    );
  if (conversations === null) return <p className="muted small">Loading conversations...</p>;
  if (conversations.length === 0) return <p className="muted small">No conversations yet.</p>;
  return (
    <ul className="recent-conversations" data-testid="recent-conversations">
      {conversations.map((c) => {
        const current = c.id === currentId;
        return (
          <li key={c.id}>
            <button
              type="button"
              className={current ? 'recent-conversation current' : 'recent-conversation'}
              aria-current={current ? 'true' : undefined}
              disabled={disabled}
              onClick={() => onOpen(c.id)}
              data-testid="recent-conversation"
            >
              <span className="recent-title">{c.title}</span>
              <span className="muted small">
                {plural(c.messageCount, 'message')} · {formatDateTime(c.updatedAt)}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
