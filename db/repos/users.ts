import { and, eq, gt, gte, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { UserDto } from '../../core/auth/api.ts';
import type { Db } from '../client.ts';
import { loginChallenges, sessions, users } from '../schema.ts';

export type UserRow = typeof users.$inferSelect;

export interface ProfileChanges {
  fullName?: string;
  email?: string;
  phone?: string | null;
}

/** PostgreSQL's unique_violation, whether Drizzle wrapped the driver's error or not. */
export function isUniqueViolation(err: unknown): boolean {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}

export function toUserDto(u: UserRow): UserDto {
  return { id: u.id, email: u.email, fullName: u.fullName, role: u.role, plan: u.plan, homeCurrency: u.homeCurrency };
}

export class UsersRepo {
  constructor(private readonly db: Db) {}

  /** null when the email is taken */
  async create(email: string, passwordHash: string, fullName: string): Promise<UserRow | null> {
    const rows = await this.db
      .insert(users)
      .values({ email: email.toLowerCase(), passwordHash, fullName })
      .onConflictDoNothing({ target: users.email })
      .returning();
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
    const rows = await this.db
      .select({ user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, sql`now()`)))
      .limit(1);
    return rows[0]?.user ?? null;
  }

  async deleteSession(sessionId: string): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.id, sessionId));
  }

  async byId(id: string): Promise<UserRow | null> {
    const rows = await this.db.select().from(users).where(eq(users.id, id)).limit(1);
    return rows[0] ?? null;
  }

  /** 'email_taken' when another account has that email */
  async updateProfile(id: string, changes: ProfileChanges): Promise<UserRow | 'email_taken'> {
    const set: Partial<typeof users.$inferInsert> = {};
    if (changes.fullName !== undefined) set.fullName = changes.fullName;
    if (changes.email !== undefined) set.email = changes.email.toLowerCase();
    if (changes.phone !== undefined) set.phone = changes.phone;
    if (Object.keys(set).length === 0) return (await this.byId(id))!;
    try {
      const rows = await this.db.update(users).set(set).where(eq(users.id, id)).returning();
      return rows[0]!;
    } catch (err) {
      if (isUniqueViolation(err)) return 'email_taken';
      throw err;
    }
  }

  async setPasswordHash(id: string, passwordHash: string): Promise<void> {
    await this.db.update(users).set({ passwordHash }).where(eq(users.id, id));
  }

  /** The first password of an account made through Google or Apple; false when it has one already. */
  async setFirstPasswordHash(id: string, passwordHash: string): Promise<boolean> {
    const rows = await this.db
      .update(users)
      .set({ passwordHash })
      .where(and(eq(users.id, id), isNull(users.passwordHash)))
      .returning({ id: users.id });
    return rows.length > 0;
  }

  /** Ends every session of the user but one (null: all of them). */
  async deleteSessionsOf(userId: string, keepSessionId: string | null = null): Promise<number> {
    const rows = await this.db
      .delete(sessions)
      .where(keepSessionId ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)) : eq(sessions.userId, userId))
      .returning({ id: sessions.id });
    return rows.length;
  }

  // ---- two-factor authentication ----

  /** Stores a pending secret (not yet enabled); null when 2FA is already on. */
  async setPendingTotp(userId: string, secret: string): Promise<UserRow | null> {
    const rows = await this.db
      .update(users)
      .set({ totpSecret: secret, totpLastStep: null, recoveryCodes: [] })
      .where(and(eq(users.id, userId), eq(users.totpEnabled, false)))
      .returning();
    return rows[0] ?? null;
  }

  /** Turns the pending secret on, remembering the step of the code that proved it; false when there was none. */
  async enableTotp(userId: string, secret: string, step: number, recoveryCodeHashes: string[]): Promise<boolean> {
    const rows = await this.db
      .update(users)
      .set({ totpEnabled: true, totpLastStep: step, recoveryCodes: recoveryCodeHashes })
      .where(and(eq(users.id, userId), eq(users.totpEnabled, false), eq(users.totpSecret, secret)))
      .returning({ id: users.id });
    return rows.length > 0;
  }

  async disableTotp(userId: string): Promise<void> {
    await this.db.update(users).set({ totpEnabled: false, totpSecret: null, totpLastStep: null, recoveryCodes: [] }).where(eq(users.id, userId));
  }

  /**
   * Records that a TOTP step was used, only if it is later than the last one used: of two requests
   * with the same code, exactly one gets true.
   */
  async claimTotpStep(userId: string, step: number): Promise<boolean> {
    const rows = await this.db
      .update(users)
      .set({ totpLastStep: step })
      .where(and(eq(users.id, userId), or(sql`${users.totpLastStep} is null`, lt(users.totpLastStep, step))))
      .returning({ id: users.id });
    return rows.length > 0;
  }

  /** Removes one recovery code (its sha256) if the user still has it; true when it was there. */
  async useRecoveryCode(userId: string, codeHash: string): Promise<boolean> {
    const rows = await this.db
      .update(users)
      .set({ recoveryCodes: sql`${users.recoveryCodes} - ${codeHash}::text` })
      .where(and(eq(users.id, userId), sql`${users.recoveryCodes} @> jsonb_build_array(${codeHash}::text)`))
      .returning({ id: users.id });
    return rows.length > 0;
  }

  async createLoginChallenge(id: string, userId: string, expiresAt: Date, keepSince: Date): Promise<void> {
    // old challenges are kept as long as their wrong codes count towards the user's limit
    await this.db
      .delete(loginChallenges)
      .where(and(eq(loginChallenges.userId, userId), lt(loginChallenges.createdAt, keepSince), lt(loginChallenges.expiresAt, sql`now()`)));
    await this.db.insert(loginChallenges).values({ id, userId, expiresAt });
  }

  /** A challenge that is not expired, used or dead from too many wrong codes. */
  async liveLoginChallenge(id: string, maxAttempts: number): Promise<{ userId: string; attempts: number } | null> {
    const rows = await this.db
      .select({ userId: loginChallenges.userId, attempts: loginChallenges.attempts })
      .from(loginChallenges)
      .where(and(eq(loginChallenges.id, id), gt(loginChallenges.expiresAt, sql`now()`), lt(loginChallenges.attempts, maxAttempts)))
      .limit(1);
    return rows[0] ?? null;
  }

  /** Counts a wrong code; returns the challenge's wrong codes so far. */
  async failLoginChallenge(id: string): Promise<number> {
    const rows = await this.db
      .update(loginChallenges)
      .set({ attempts: sql`${loginChallenges.attempts} + 1` })
      .where(eq(loginChallenges.id, id))
      .returning({ attempts: loginChallenges.attempts });
    return rows[0]?.attempts ?? 0;
  }

  /** Uses the challenge up; false when it was no longer live (used by a concurrent request, expired or dead). */
  async consumeLoginChallenge(id: string, maxAttempts: number): Promise<boolean> {
    const rows = await this.db
      .delete(loginChallenges)
      .where(and(eq(loginChallenges.id, id), gt(loginChallenges.expiresAt, sql`now()`), lt(loginChallenges.attempts, maxAttempts)))
      .returning({ id: loginChallenges.id });
    return rows.length > 0;
  }

  /** Wrong second-factor codes of the user's challenges started since a moment. */
  async wrongCodesSince(userId: string, since: Date): Promise<number> {
    const rows = await this.db
      .select({ n: sql<number>`coalesce(sum(${loginChallenges.attempts}), 0)::int` })
      .from(loginChallenges)
      .where(and(eq(loginChallenges.userId, userId), gte(loginChallenges.createdAt, since)));
    return rows[0]?.n ?? 0;
  }
}
