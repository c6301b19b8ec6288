// Which kinds of news reach the bell, email and push (user_preferences.notification_settings: only the
// choices that differ from the defaults of core/notifications/kinds.ts), and when the bell was last read.
import { eq, sql } from 'drizzle-orm';
import type { StoredNotificationSettings } from '../../core/notifications/kinds.ts';
import type { Db } from '../client.ts';
import { userPreferences } from '../schema.ts';

export class NotificationSettingsRepo {
  constructor(private readonly db: Db) {}

  /** The stored choices and the bell's read marker (null: never opened, so all of it is unread). */
  async bellState(userId: string): Promise<{ stored: StoredNotificationSettings; readAt: Date | null }> {
    const [row] = await this.db
      .select({ stored: userPreferences.notificationSettings, readAt: userPreferences.activityReadAt })
      .from(userPreferences)
      .where(eq(userPreferences.userId, userId));
    return { stored: row?.stored ?? {}, readAt: row?.readAt ?? null };
  }

  async stored(userId: string): Promise<StoredNotificationSettings> {
    return (await this.bellState(userId)).stored;
  }

  async save(userId: string, stored: StoredNotificationSettings): Promise<void> {
    await this.db
      .insert(userPreferences)
      .values({ userId, notificationSettings: stored })
      .onConflictDoUpdate({ target: userPreferences.userId, set: { notificationSettings: stored, updatedAt: sql`now()` } });
  }
}
