// Google and Apple sign-in: the identities linked to users, and the sign-ins under way (oidc_flows).
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { OidcProviderId } from '../../core/auth/oidc.ts';
import type { Db } from '../client.ts';
import { oidcFlows, userIdentities, users } from '../schema.ts';
import { isUniqueViolation, type UserRow } from './users.ts';

export type OidcFlowRow = typeof oidcFlows.$inferSelect;
export type NewOidcFlow = Omit<typeof oidcFlows.$inferInsert, 'createdAt' | 'usedAt'>;

export type ClaimedFlow =
  | { ok: true; flow: OidcFlowRow }
  /** 'gone': unknown, expired or already used; 'other_browser': the binding cookie does not match */
  | { ok: false; reason: 'gone' | 'other_browser' };

export interface NewIdentity {
  provider: OidcProviderId;
  subject: string;
  email: string | null;
}

export class IdentitiesRepo {
  constructor(private readonly db: Db) {}

  // ---- sign-ins under way ----

  async createFlow(flow: NewOidcFlow): Promise<void> {
    // sweep what can never be completed any more, so the table stays small
    await this.db.delete(oidcFlows).where(or(lt(oidcFlows.expiresAt, sql`now()`), sql`${oidcFlows.usedAt} < now() - interval '1 day'`));
    await this.db.insert(oidcFlows).values(flow);
  }

  /**
   * Uses a flow up, atomically: of two requests with the same state exactly one gets it, and only
   * with the binding of the browser that started it, before it expires.
   */
  async claimFlow(id: string, bindingHash: string | null): Promise<ClaimedFlow> {
    if (bindingHash) {
      const rows = await this.db
        .update(oidcFlows)
        .set({ usedAt: sql`now()` })
        .where(and(eq(oidcFlows.id, id), eq(oidcFlows.bindingHash, bindingHash), isNull(oidcFlows.usedAt), sql`${oidcFlows.expiresAt} > now()`))
        .returning();
      if (rows[0]) return { ok: true, flow: rows[0] };
    }
    // why not: a live flow of another browser is left alone (a stranger cannot spend it), but said so
    const live = await this.db
      .select({ id: oidcFlows.id })
      .from(oidcFlows)
      .where(and(eq(oidcFlows.id, id), isNull(oidcFlows.usedAt), sql`${oidcFlows.expiresAt} > now()`))
      .limit(1);
    return { ok: false, reason: live[0] ? 'other_browser' : 'gone' };
  }

  // ---- linked identities ----

  async userIdFor(provider: OidcProviderId, subject: string): Promise<string | null> {
    const rows = await this.db
      .select({ userId: userIdentities.userId })
      .from(userIdentities)
      .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, subject)))
      .limit(1);
    return rows[0]?.userId ?? null;
  }

  async providersOf(userId: string): Promise<OidcProviderId[]> {
    const rows = await this.db
      .selectDistinct({ provider: userIdentities.provider })
      .from(userIdentities)
      .where(eq(userIdentities.userId, userId))
      .orderBy(userIdentities.provider);
    return rows.map((r) => r.provider);
  }

  async countFor(userId: string): Promise<number> {
    const rows = await this.db.select({ n: sql<number>`count(*)::int` }).from(userIdentities).where(eq(userIdentities.userId, userId));
    return rows[0]?.n ?? 0;
  }

  /** Links an identity to an existing user; false when (provider, subject) is already linked (to anyone). */
  async link(userId: string, identity: NewIdentity): Promise<boolean> {
    const rows = await this.db
      .insert(userIdentities)
      .values({ userId, ...identity })
      .onConflictDoNothing({ target: [userIdentities.provider, userIdentities.subject] })
      .returning({ id: userIdentities.id });
    return rows.length > 0;
  }

  /**
   * A new account without a password, and its identity, together. null when the email or the
   * identity was taken meanwhile (nothing is written then).
   */
  async createUserWithIdentity(email: string, fullName: string, identity: NewIdentity): Promise<UserRow | null> {
    try {
      return await this.db.transaction(async (tx) => {
        const [user] = await tx.insert(users).values({ email: email.toLowerCase(), passwordHash: null, fullName }).returning();
        await tx.insert(userIdentities).values({ userId: user!.id, ...identity });
        return user!;
      });
    } catch (err) {
      if (isUniqueViolation(err)) return null;
      throw err;
    }
  }
}
