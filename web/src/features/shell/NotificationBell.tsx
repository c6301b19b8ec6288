// The header's bell: its badge is the real number of unread news that needs the user (reminders,
// questions, approvals, alerts, failures: the kinds their settings send to the bell); it opens the
// "AI Team Activity" panel (opening it marks them read). Escape or a press outside closes it. The
// team's progress is in the live panel and the team room, not here.
import { Bell } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Icon } from '../../components/icons/Icon.tsx';
import { ActivityList } from './ActivityList.tsx';
import { CountBadge } from './CountBadge.tsx';
import type { ActivityNotifications } from './useActivityNotifications.ts';
import { useDismiss } from './useDismiss.ts';

export function bellLabel(unread: number): string {
  return unread === 0 ? 'Notifications, none unread' : `Notifications, ${unread} unread`;
}

export function ActivityPanelBody({ notifications }: { notifications: ActivityNotifications }) {
  const { items, unreadSince, error } = notifications;
  return (
    <>
      {error && (
        <p className="alert alert-error small" role="alert">
          {error}
        </p>
      )}
      {items === null && !error && <p className="muted small">Loading the team's activity...</p>}
      {items !== null && (
        <ActivityList
          activity={items}
          unreadSince={unreadSince}
          empty="Nothing needs you now. Reminders, questions from Byte or Tag, approvals, budget and goal alerts and failures come here; the team's progress is in the live panel and the team room."
          testId="notification-list"
        />
      )}
      <p className="small muted">
        <Link to="/dashboard/settings#notifications">Choose what comes here</Link>
      </p>
    </>
  );
}

export function NotificationBell({ notifications }: { notifications: ActivityNotifications }) {
  const [open, setOpen] = useState(false);
  const wrapRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const panelId = useId();
  useDismiss(open, wrapRef, () => setOpen(false), buttonRef);

  function toggle() {
    if (!open) notifications.markRead();
    setOpen(!open);
  }

  return (
    <div className="bell" ref={wrapRef}>
      <button
        ref={buttonRef}
        type="button"
        className="icon-button"
        aria-label={bellLabel(notifications.unread)}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-haspopup="dialog"
        onClick={toggle}
        data-testid="notification-bell"
      >
        <Icon icon={Bell} />
        <CountBadge count={notifications.unread} testId="notification-badge" />
      </button>
      {open && (
        <div id={panelId} className="popover bell-panel" role="dialog" aria-labelledby={titleId} data-testid="notification-panel">
          <h2 id={titleId} className="popover-title">
            AI Team Activity
          </h2>
          <ActivityPanelBody notifications={notifications} />
        </div>
      )}
    </div>
  );
}
