import { desc, eq } from 'drizzle-orm';
import type { ActivityEvent } from '../../core/events.ts';
import type { TeamMemberKey } from '../../core/employees.ts';
import type { Db } from '../client.ts';
import { activity } from '../schema.ts';

type ActivityRow = typeof activity.$inferSelect;

export function toActivityEvent(row: ActivityRow): ActivityEvent {
  return {
    id: row.id,
    employee: row.employee as TeamMemberKey,
    message: row.message,
    documentId: row.documentId,
    createdAt: row.createdAt.toISOString(),
  };
}

export class ActivityRepo {
  constructor(private readonly db: Db) {}

  async add(userId: string, employee: TeamMemberKey, message: string, documentId: string | null): Promise<ActivityEvent> {
    const [row] = await this.db.insert(activity).values({ userId, employee, message, documentId }).returning();
    return toActivityEvent(row!);
  }

  async recent(userId: string, limit = 30): Promise<ActivityEvent[]> {
    const rows = await this.db.select().from(activity).where(eq(activity.userId, userId)).orderBy(desc(activity.createdAt)).limit(limit);
    return rows.map(toActivityEvent);
  }
}
