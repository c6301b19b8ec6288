// The bell: GET /api/notifications (again on every reconnect and finished import, since events may
// have been missed), then each live `activity` event of a kind the bell shows (a question, a reminder,
// a failure: not a step's progress) is one more unread until the panel is opened.
import { useCallback, useEffect, useState } from 'react';
import type { NotificationsDto } from '../../../../core/dashboard/api.ts';
import type { ActivityEvent } from '../../../../core/events.ts';
import { api, errorText } from '../../api/client.ts';
import { useLiveResource } from '../../lib/useLiveResource.ts';
import { getSocket } from '../../socket.ts';

const ITEMS = 20;

export interface ActivityNotifications {
  unread: number;
  /** the latest activity, newest first; null until loaded */
  items: ActivityEvent[] | null;
  /** items newer than this were unread when the panel was last opened (null: all of them) */
  unreadSince: string | null;
  error: string | null;
  /** the kinds that reach the bell in the user's settings; null until loaded */
  kinds: readonly string[] | null;
  /** the panel opened: everything shown is read now */
  markRead: () => void;
}

const fetchNotifications = (signal: AbortSignal) => api<NotificationsDto>('/api/notifications', { signal });

export function withActivity(state: NotificationsDto, a: ActivityEvent): NotificationsDto {
  if (!state.kinds.includes(a.kind as (typeof state.kinds)[number]) || state.items.some((x) => x.id === a.id)) return state;
  return { ...state, unread: state.unread + 1, items: [a, ...state.items].slice(0, ITEMS) };
}

export function useActivityNotifications(): ActivityNotifications {
  const { data, error, reload, update } = useLiveResource(fetchNotifications);
  const [unreadSince, setUnreadSince] = useState<string | null>(null);
  const [markError, setMarkError] = useState<string | null>(null);

  useEffect(() => {
    const socket = getSocket();
    const onActivity = (a: ActivityEvent) => update((state) => withActivity(state, a));
    socket.on('activity', onActivity);
    return () => {
      socket.off('activity', onActivity);
    };
  }, [update]);

  const markRead = useCallback(() => {
    setUnreadSince(data?.readAt ?? null);
    if (!data || data.unread === 0) return;
    update((state) => ({ ...state, unread: 0 }));
    setMarkError(null);
    api<void>('/api/notifications/read', { method: 'POST' })
      // the server's marker (its clock, not this browser's) and anything that came meanwhile
      .then(reload)
      .catch((err: unknown) => {
        setMarkError(errorText(err));
        reload();
      });
  }, [data, update, reload]);

  return { unread: data?.unread ?? 0, items: data?.items ?? null, kinds: data?.kinds ?? null, unreadSince, error: markError ?? error, markRead };
}
