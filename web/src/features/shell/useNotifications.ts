import { useEffect } from 'react';
import type { NotificationEvent } from '../../../../core/events.ts';
import type { AppSocket } from '../../socket.ts';
import { showToast } from '../../stores/toasts.ts';

/** Shows the server's `notification` events as toasts. */
export function useNotifications(socket: AppSocket): void {
  useEffect(() => {
    const onNotification = (e: NotificationEvent) => {
      showToast(e.body ? `${e.title}: ${e.body}` : e.title);
      // pages that list what the notification is about (Chime's log) refresh on it
      window.dispatchEvent(new CustomEvent('pf:notification', { detail: e }));
    };
    socket.on('notification', onNotification);
    return () => {
      socket.off('notification', onNotification);
    };
  }, [socket]);
}
