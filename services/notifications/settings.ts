// Settings › Notifications: which kinds reach the bell, email and push. Stored as the choices that
// differ from the defaults, so a default changed later still reaches users who never chose.
import {
  KIND_INFO,
  USER_KINDS,
  defaultNotificationSettings,
  resolveNotificationSettings,
  type NotificationSettings,
  type StoredNotificationSettings,
} from '../../core/notifications/kinds.ts';
import type { NotificationSettingsDto } from '../../core/settings/api.ts';
import type { NotificationSettingsRepo } from '../../db/repos/notification-settings.ts';

function dtoOf(settings: NotificationSettings): NotificationSettingsDto {
  return { settings, kinds: USER_KINDS.map((kind) => ({ kind, ...KIND_INFO[kind], channels: [...KIND_INFO[kind].channels] })) };
}

export async function notificationSettingsFor(repo: Pick<NotificationSettingsRepo, 'stored'>, userId: string): Promise<NotificationSettingsDto> {
  return dtoOf(resolveNotificationSettings(await repo.stored(userId)));
}

/** Saves the choices given (kinds left out keep theirs); answers the settings as they now are. */
export async function saveNotificationSettings(
  repo: Pick<NotificationSettingsRepo, 'stored' | 'save'>,
  userId: string,
  changes: StoredNotificationSettings,
): Promise<NotificationSettingsDto> {
  const current = resolveNotificationSettings(await repo.stored(userId));
  for (const kind of USER_KINDS) Object.assign(current[kind], changes[kind] ?? {});
  const next = resolveNotificationSettings(current);
  const defaults = defaultNotificationSettings();
  const stored: StoredNotificationSettings = {};
  for (const kind of USER_KINDS) {
    const differs = KIND_INFO[kind].channels.filter((c) => next[kind][c] !== defaults[kind][c]);
    if (differs.length) stored[kind] = Object.fromEntries(differs.map((c) => [c, next[kind][c]]));
  }
  await repo.save(userId, stored);
  return dtoOf(next);
}
