// The bell: only the lines of the team's activity whose kind needs the user and reaches the bell in
// their settings (core/notifications/kinds.ts); the team room's feed keeps every line.
import type { NotificationsDto } from '../../core/dashboard/api.ts';
import { bellKinds, resolveNotificationSettings } from '../../core/notifications/kinds.ts';
import type { ActivityRepo } from '../../db/repos/activity.ts';
import type { NotificationSettingsRepo } from '../../db/repos/notification-settings.ts';

/** How many lines the bell's panel lists. */
export const BELL_ITEMS = 20;

export interface BellDeps {
  activity: Pick<ActivityRepo, 'recentOfKinds' | 'countOfKinds'>;
  notificationSettings: Pick<NotificationSettingsRepo, 'bellState'>;
}

export async function bellFor(deps: BellDeps, userId: string): Promise<NotificationsDto> {
  const { stored, readAt } = await deps.notificationSettings.bellState(userId);
  const kinds = bellKinds(resolveNotificationSettings(stored));
  const [unread, items] = await Promise.all([deps.activity.countOfKinds(userId, kinds, readAt), deps.activity.recentOfKinds(userId, kinds, BELL_ITEMS)]);
  return { unread, items, readAt: readAt?.toISOString() ?? null, kinds };
}
