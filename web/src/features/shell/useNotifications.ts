import { useEffect, useRef } from 'react';
import type { NotificationEvent } from '../../../../core/events.ts';
import type { AppSocket } from '../../socket.ts';
import { showToast } from '../../stores/toasts.ts';

/** Whether a notification is shown as a toast: only a kind that reaches the bell in the user's settings (all until they are loaded). */
export function toastWanted(e: Pick<NotificationEvent, 'kind'>, bellKinds: readonly string[] | null): boolean {
  return bellKinds === null || bellKinds.includes(e.kind);
}

/** Shows the server's `notification` events as toasts, for the kinds the user lets reach the bell. */
export function useNotifications(socket: AppSocket, bellKinds: readonly string[] | null): void {
  const kinds = useRef(bellKinds);
  kinds.current = bellKinds;
  useEffect(() => {
    const onNotification = (e: NotificationEvent) => {
      if (toastWanted(e, kinds.current)) showToast(e.body ? `${e.title}: ${e.body}` : e.title);
      // pages that list what the notification is about (Chime's log) refresh on it either way
      window.dispatchEvent(new CustomEvent('pf:notification', { detail: e }));
    };
    socket.on('notification', onNotification);
    return () => {
      socket.off('notification', onNotification);
    };
  }, [socket]);
}
