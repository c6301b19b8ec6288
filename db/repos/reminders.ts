// Chime's reminder log, the user's time zone, web push subscriptions and the server's VAPID keys.
// A reminder row is claimed once per (bill, due, channel) by the unique index; delivery moves it from
// pending through sending to delivered or failed.
import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { DueReminder } from '../../core/chime/reminders.ts';
import type { Db } from '../client.ts';
import { activity, bills, pushSubscriptions, reminders, serverKeys, userPreferences, users } from '../schema.ts';
import { toActivityEvent } from './activity.ts';
import type { ActivityEvent } from '../../core/events.ts';
import type { StoredNotificationSettings } from '../../core/notifications/kinds.ts';

export type ReminderRow = typeof reminders.$inferSelect;
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

export class RemindersRepo {
  constructor(private readonly db: Db) {}

  async timeZone(userId: string): Promise<string | null> {
    const [row] = await this.db.select({ tz: userPreferences.timeZone }).from(userPreferences).where(eq(userPreferences.userId, userId));
    return row?.tz ?? null;
  }

  async setTimeZone(userId: string, zone: string): Promise<void> {
    await this.db
      .insert(userPreferences)
      .values({ userId, timeZone: zone })
      .onConflictDoUpdate({ target: userPreferences.userId, set: { timeZone: zone, updatedAt: new Date() } });
  }

  /** Users with an active bill, and their zone: the ones that need a daily run. */
  async usersWithBills(): Promise<{ userId: string; timeZone: string | null }[]> {
    return this.db
      .selectDistinct({ userId: bills.userId, timeZone: userPreferences.timeZone })
      .from(bills)
      .leftJoin(userPreferences, eq(userPreferences.userId, bills.userId))
      .where(eq(bills.active, true));
  }

  async email(userId: string): Promise<string | null> {
    const [row] = await this.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
    return row?.email ?? null;
  }

  /** Claims each reminder once; returns the rows not yet delivered (new ones and ones a crash left behind). */
  async claim(userId: string, due: readonly DueReminder[]): Promise<ReminderRow[]> {
    if (!due.length) return [];
    await this.db
      .insert(reminders)
      .values(due.map((r) => ({ userId, ...r })))
      .onConflictDoNothing();
    const ids = due.map((r) => r.billId);
    const rows = await this.db
      .select()
      .from(reminders)
      .where(and(eq(reminders.userId, userId), inArray(reminders.billId, ids), inArray(reminders.status, ['pending', 'sending'])));
    const wanted = new Set(due.map((r) => `${r.billId}|${r.due}|${r.channel}`));
    return rows.filter((r) => wanted.has(`${r.billId}|${r.due}|${r.channel}`));
  }

  /** Rows not tied to a bill (Automa's notify) still waiting: a worker that died before queueing them left them here. */
  async waitingUnbilled(userId: string): Promise<ReminderRow[]> {
    return this.db
      .select()
      .from(reminders)
      .where(
        and(
          eq(reminders.userId, userId),
          isNull(reminders.billId),
          inArray(reminders.status, ['pending', 'sending']),
          gt(reminders.createdAt, sql`now() - interval '7 days'`),
        ),
      );
  }

  async get(userId: string, id: string): Promise<ReminderRow | null> {
    const [row] = await this.db
      .select()
      .from(reminders)
      .where(and(eq(reminders.userId, userId), eq(reminders.id, id)));
    return row ?? null;
  }

  /** The user's notification choices (core/notifications/kinds.ts): a channel turned off is not sent on. */
  async notificationSettings(userId: string): Promise<StoredNotificationSettings> {
    const [row] = await this.db.select({ stored: userPreferences.notificationSettings }).from(userPreferences).where(eq(userPreferences.userId, userId));
    return row?.stored ?? {};
  }

  /** Not sent, and never will be: the user turned this channel off for its kind. */
  async markSkipped(userId: string, id: string, detail: string): Promise<void> {
    await this.db
      .update(reminders)
      .set({ status: 'skipped', detail, reason: null, updatedAt: new Date() })
      .where(and(eq(reminders.userId, userId), eq(reminders.id, id), inArray(reminders.status, ['pending', 'sending'])));
  }

  async markSending(userId: string, id: string): Promise<void> {
    await this.db
      .update(reminders)
      .set({ status: 'sending', attempts: sql`${reminders.attempts} + 1`, updatedAt: new Date() })
      .where(and(eq(reminders.userId, userId), eq(reminders.id, id)));
  }

  async markDelivered(userId: string, id: string, detail: string | null): Promise<void> {
    await this.db
      .update(reminders)
      .set({ status: 'delivered', detail, reason: null, sentAt: new Date(), updatedAt: new Date() })
      .where(and(eq(reminders.userId, userId), eq(reminders.id, id)));
  }

  /** A failed attempt: final ends the row as failed; otherwise it waits for the retry with its reason. */
  async markFailed(userId: string, id: string, reason: string, final: boolean): Promise<void> {
    await this.db
      .update(reminders)
      .set({ status: final ? 'failed' : 'pending', reason, updatedAt: new Date() })
      .where(and(eq(reminders.userId, userId), eq(reminders.id, id)));
  }

  /** The in-app reminder and its delivered mark in one transaction: it can only be written once. */
  async deliverInApp(userId: string, id: string, message: string): Promise<ActivityEvent | null> {
    return this.db.transaction(async (tx) => {
      const done = await tx
        .update(reminders)
        .set({ status: 'delivered', detail: 'activity feed', reason: null, sentAt: new Date(), updatedAt: new Date() })
        .where(and(eq(reminders.userId, userId), eq(reminders.id, id), inArray(reminders.status, ['pending', 'sending'])))
        .returning({ id: reminders.id });
      if (!done.length) return null;
      const [row] = await tx.insert(activity).values({ userId, employee: 'chime', message, kind: 'reminder', documentId: null }).returning();
      return toActivityEvent(row!);
    });
  }

  log(userId: string, limit = 100): Promise<ReminderRow[]> {
    return this.db.select().from(reminders).where(eq(reminders.userId, userId)).orderBy(desc(reminders.createdAt), desc(reminders.updatedAt)).limit(limit);
  }

  subscriptions(userId: string): Promise<PushSubscriptionRow[]> {
    return this.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)).orderBy(desc(pushSubscriptions.createdAt));
  }

  /**
   * One row per (account, endpoint): the same device subscribing again keeps its row (new keys). Another
   * account's identical endpoint is that account's own row; it never moves a row between accounts.
   */
  async subscribe(userId: string, s: { endpoint: string; p256dh: string; auth: string; device: string }): Promise<PushSubscriptionRow> {
    const [row] = await this.db
      .insert(pushSubscriptions)
      .values({ userId, ...s })
      .onConflictDoUpdate({ target: [pushSubscriptions.userId, pushSubscriptions.endpoint], set: { p256dh: s.p256dh, auth: s.auth, device: s.device } })
      .returning();
    return row!;
  }

  async unsubscribe(userId: string, id: string): Promise<boolean> {
    const gone = await this.db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.id, id)))
      .returning({ id: pushSubscriptions.id });
    return gone.length > 0;
  }

  /** The push service said this endpoint is gone (404/410). */
  async dropEndpoint(userId: string, endpoint: string): Promise<void> {
    await this.db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
  }

  /** The VAPID pair, generated by `make` the first time any process asks; concurrent first calls agree. */
  async vapidKeys(make: () => { publicKey: string; privateKey: string }): Promise<{ publicKey: string; privateKey: string }> {
    const [have] = await this.db.select().from(serverKeys).where(eq(serverKeys.name, 'vapid'));
    if (have) return { publicKey: have.publicKey, privateKey: have.privateKey };
    await this.db
      .insert(serverKeys)
      .values({ name: 'vapid', ...make() })
      .onConflictDoNothing();
    const [row] = await this.db.select().from(serverKeys).where(eq(serverKeys.name, 'vapid'));
    return { publicKey: row!.publicKey, privateKey: row!.privateKey };
  }
}
