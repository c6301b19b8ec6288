import { and, eq, gt, sql } from 'drizzle-orm';
import type { UserDto } from '../../core/api.ts';
import type { Db } from '../client.ts';
import { sessions, users } from '../schema.ts';

export type UserRow = typeof users.$inferSelect;

export function toUserDto(u: UserRow): UserDto {
  return { id: u.id, email: u.email, fullName: u.fullName, role: u.role, plan: u.plan };
}

export class UsersRepo {
  constructor(private readonly db: Db) {}

  /** null when the email is taken */
  async create(email: string, passwordHash: string, fullName: string): Promise<UserRow | null> {
    const rows = await this.db.insert(users).values({ email: email.toLowerCase(), passwordHash, fullName })
      .onConflictDoNothing({ target: users.email }).returning();
    return rows[0] ?? null;
  }

  async byEmail(email: string): Promise<UserRow | null> {
    const rows = await this.db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
    return rows[0] ?? null;
  }

  async setRole(email: string, role: 'user' | 'admin'): Promise<UserRow | null> {
    const rows = await this.db.update(users).set({ role }).where(eq(users.email, email.toLowerCase())).returning();
    return rows[0] ?? null;
  }

  async createSession(sessionId: string, userId: string, expiresAt: Date): Promise<void> {
    await this.db.insert(sessions).values({ id: sessionId, userId, expiresAt });
  }

  async userForSession(sessionId: string): Promise<UserRow | null> {
    const rows = await this.db.select({ user: users }).from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, sql`now()`))).limit(1);
    return rows[0]?.user ?? null;
  }

  async deleteSession(sessionId: string): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.id, sessionId));
  }
}
