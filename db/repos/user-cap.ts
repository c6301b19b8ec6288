// Creates under a per-user cap: the count and the insert run in one transaction holding a
// transaction-scoped advisory lock on (kind, user), so two concurrent creates cannot both see
// "one below the cap" and both insert. Other users and other kinds are not blocked.
import { sql } from 'drizzle-orm';
import { CapReached, USER_CAPS, type CapKind } from '../../core/planning-limits.ts';
import type { Db } from '../client.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Takes the (kind, user) lock for the rest of `tx`; also used to serialize checks such as unique debt names. */
export async function lockUserKind(tx: Tx, userId: string, kind: CapKind): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`cap:${kind}`}), hashtext(${userId}))`);
}

/**
 * Runs `write` when `count` (read under the lock) is below the cap for `kind`; CapReached otherwise.
 * `count` may return null to say "this write adds no row" (an upsert of an existing row).
 */
export async function createWithinCap<T>(
  db: Db,
  userId: string,
  kind: CapKind,
  count: (tx: Tx) => Promise<number | null>,
  write: (tx: Tx) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await lockUserKind(tx, userId, kind);
    const n = await count(tx);
    if (n !== null && n >= USER_CAPS[kind]) throw new CapReached(kind);
    return write(tx);
  });
}
