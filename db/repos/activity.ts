import { and, count, desc, eq, gt, inArray, type SQL } from 'drizzle-orm';
import type { ActivityEvent } from '../../core/events.ts';
import type { TeamMemberKey } from '../../core/employees.ts';
import type { NotificationKind } from '../../core/notifications/kinds.ts';
import type { Db } from '../client.ts';
import { activity } from '../schema.ts';

type ActivityRow = typeof activity.$inferSelect;

export function toActivityEvent(row: ActivityRow): ActivityEvent {
  return {
    id: row.id,
    employee: row.employee as TeamMemberKey,
    message: row.message,
    kind: row.kind,
    documentId: row.documentId,
    createdAt: row.createdAt.toISOString(),
  };
}

export class ActivityRepo {
  constructor(private readonly db: Db) {}

  async add(userId: string, employee: TeamMemberKey, message: string, documentId: string | null, kind: NotificationKind = 'progress'): Promise<ActivityEvent> {
    const [row] = await this.db.insert(activity).values({ userId, employee, message, kind, documentId }).returning();
    return toActivityEvent(row!);
  }

  /** Whether this document already has a line of this kind (a handler run again must not say it twice). */
  async hasKind(userId: string, documentId: string, kind: NotificationKind): Promise<boolean> {
    const [row] = await this.db
      .select({ id: activity.id })
      .from(activity)
      .where(and(eq(activity.userId, userId), eq(activity.documentId, documentId), eq(activity.kind, kind)))
      .limit(1);
    return row !== undefined;
  }

  /** The team room's feed: every line, newest first. */
  async recent(userId: string, limit = 30): Promise<ActivityEvent[]> {
    const rows = await this.db.select().from(activity).where(eq(activity.userId, userId)).orderBy(desc(activity.createdAt)).limit(limit);
    return rows.map(toActivityEvent);
  }

  /** The bell's list: only lines of these kinds, newest first. */
  async recentOfKinds(userId: string, kinds: readonly NotificationKind[], limit: number): Promise<ActivityEvent[]> {
    if (!kinds.length) return [];
    const rows = await this.db
      .select()
      .from(activity)
      .where(and(eq(activity.userId, userId), inArray(activity.kind, [...kinds])))
      .orderBy(desc(activity.createdAt))
      .limit(limit);
    return rows.map(toActivityEvent);
  }

  /** How many lines of these kinds came after `after` (all of them when null). */
  async countOfKinds(userId: string, kinds: readonly NotificationKind[], after: Date | null): Promise<number> {
    if (!kinds.length) return 0;
    const where: SQL[] = [eq(activity.userId, userId), inArray(activity.kind, [...kinds])];
    if (after) where.push(gt(activity.createdAt, after));
    const [row] = await this.db
      .select({ n: count() })
      .from(activity)
      .where(and(...where));
    return row?.n ?? 0;
  }
}
