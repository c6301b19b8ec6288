// Roundtable's episodes, preferences and private feed. Every query is filtered by the owner; the
// feed's token is the only way in without a session (only its sha256 is stored), and it reads one
// user's ready episodes.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { podcastEpisodes, podcastFeeds, userPodcastPreferences } from '../schema.ts';
import { isUniqueViolation } from './users.ts';
import type { EpisodeStatus, EpisodeStepDto, LibraryStatsDto } from '../../core/roundtable/api.ts';
import { ALL_INCLUDED, type EpisodeScript, type PodcastPreferences } from '../../core/roundtable/types.ts';
import { DEFAULT_PODCASTER_ID } from '../../core/roundtable/podcasters.ts';

export type EpisodeRow = typeof podcastEpisodes.$inferSelect;
export type NewEpisode = Pick<typeof podcastEpisodes.$inferInsert, 'podcasterId' | 'type' | 'timeframeDays' | 'periodFrom' | 'periodTo' | 'autoKey' | 'steps'>;
export interface FinishedAudio {
  audioKey: string | null;
  audioUrl: string | null;
  audioMime: string | null;
  audioBytes: number | null;
  durationSeconds: number | null;
  audioProblem: string | null;
}

export const DEFAULT_PREFERENCES: PodcastPreferences = {
  frequency: 'weekly',
  lengthMinutes: 15,
  voice: DEFAULT_PODCASTER_ID,
  include: ALL_INCLUDED,
  autoGenerate: false,
  notifications: true,
  format: 'mp3',
};

const own = (userId: string, id: string) => and(eq(podcastEpisodes.userId, userId), eq(podcastEpisodes.id, id));
/** the listener's own figures move; a ready episode's content does not */
const touch = () => ({ updatedAt: new Date() });

export class PodcastRepo {
  constructor(private readonly db: Db) {}

  /** A queued episode; null when an automatic one for the same period exists already. */
  async create(userId: string, e: NewEpisode): Promise<EpisodeRow | null> {
    const rows = await this.db
      .insert(podcastEpisodes)
      .values({ ...e, userId })
      .onConflictDoNothing()
      .returning();
    return rows[0] ?? null;
  }

  /**
   * A queued episode unless `max` are queued or being made already (then their count). The count and
   * the insert run under one advisory lock per user, so requests at once cannot all see room.
   */
  async createCapped(userId: string, e: NewEpisode, max: number): Promise<{ row: EpisodeRow } | { inProgress: number }> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`podcast-episodes:${userId}`}))`);
      const [{ n }] = (await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(podcastEpisodes)
        .where(and(eq(podcastEpisodes.userId, userId), inArray(podcastEpisodes.status, ['queued', 'generating'])))) as [{ n: number }];
      if (n >= max) return { inProgress: n };
      const [row] = await tx
        .insert(podcastEpisodes)
        .values({ ...e, userId })
        .returning();
      return { row: row! };
    });
  }

  async byAutoKey(userId: string, autoKey: string): Promise<EpisodeRow | null> {
    const [row] = await this.db
      .select()
      .from(podcastEpisodes)
      .where(and(eq(podcastEpisodes.userId, userId), eq(podcastEpisodes.autoKey, autoKey)));
    return row ?? null;
  }

  async get(userId: string, id: string): Promise<EpisodeRow | null> {
    const [row] = await this.db.select().from(podcastEpisodes).where(own(userId, id));
    return row ?? null;
  }

  /** One page of the ready episodes, newest first (the id breaks ties, so pages never overlap). */
  async readyPage(userId: string, page: { limit: number; offset: number }): Promise<EpisodeRow[]> {
    return this.db
      .select()
      .from(podcastEpisodes)
      .where(and(eq(podcastEpisodes.userId, userId), eq(podcastEpisodes.status, 'ready')))
      .orderBy(desc(podcastEpisodes.readyAt), desc(podcastEpisodes.createdAt), desc(podcastEpisodes.id))
      .limit(page.limit)
      .offset(page.offset);
  }

  /** Every ready episode, newest first: the private feed lists them all. */
  async allReady(userId: string): Promise<EpisodeRow[]> {
    return this.db
      .select()
      .from(podcastEpisodes)
      .where(and(eq(podcastEpisodes.userId, userId), eq(podcastEpisodes.status, 'ready')))
      .orderBy(desc(podcastEpisodes.readyAt), desc(podcastEpisodes.createdAt), desc(podcastEpisodes.id));
  }

  /** The episodes queued or being made, oldest first (at most a few: creating them is capped). */
  async inProgress(userId: string): Promise<EpisodeRow[]> {
    return this.db
      .select()
      .from(podcastEpisodes)
      .where(and(eq(podcastEpisodes.userId, userId), inArray(podcastEpisodes.status, ['queued', 'generating'])))
      .orderBy(podcastEpisodes.createdAt, podcastEpisodes.id);
  }

  async stats(userId: string): Promise<LibraryStatsDto> {
    const [s] = await this.db
      .select({
        total: sql<number>`count(*)::int`,
        heard: sql<number>`coalesce(sum(${podcastEpisodes.heardSeconds}), 0)::float8`,
        favourites: sql<number>`count(*) filter (where ${podcastEpisodes.favourite})::int`,
        started: sql<number>`count(*) filter (where ${podcastEpisodes.listenCount} > 0)::int`,
        finished: sql<number>`count(*) filter (where ${podcastEpisodes.completed})::int`,
      })
      .from(podcastEpisodes)
      .where(and(eq(podcastEpisodes.userId, userId), eq(podcastEpisodes.status, 'ready')));
    return {
      totalEpisodes: s!.total,
      listeningSeconds: Math.round(s!.heard),
      favourites: s!.favourites,
      completionRate: s!.started ? Math.min(1, s!.finished / s!.started) : null,
    };
  }

  async setProgress(userId: string, id: string, steps: EpisodeStepDto[], status?: EpisodeStatus): Promise<void> {
    await this.db
      .update(podcastEpisodes)
      .set({ steps, ...(status ? { status } : {}), ...touch() })
      .where(and(own(userId, id), inArray(podcastEpisodes.status, ['queued', 'generating'])));
  }

  async saveScript(userId: string, id: string, script: EpisodeScript, facts: unknown): Promise<void> {
    await this.db
      .update(podcastEpisodes)
      .set({
        script,
        financialData: facts,
        title: script.title,
        description: script.description,
        ...touch(),
      })
      .where(own(userId, id));
  }

  /**
   * Makes the episode ready with the next number for its user and podcaster, once: a second call
   * (a retried job) finds it ready and returns it as it is. Two episodes finishing at once both
   * get a number: the loser of the unique index tries the next one.
   */
  async finish(userId: string, id: string, audio: FinishedAudio, steps: EpisodeStepDto[]): Promise<EpisodeRow | null> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.db.transaction(async (tx) => {
          const [row] = await tx.select().from(podcastEpisodes).where(own(userId, id)).for('update');
          if (!row || row.status === 'ready') return row ?? null;
          const [{ next }] = (await tx
            .select({ next: sql<number>`coalesce(max(${podcastEpisodes.episodeNumber}), 0)::int + 1` })
            .from(podcastEpisodes)
            .where(and(eq(podcastEpisodes.userId, userId), eq(podcastEpisodes.podcasterId, row.podcasterId)))) as [{ next: number }];
          const [done] = await tx
            .update(podcastEpisodes)
            .set({
              ...audio,
              steps,
              status: 'ready',
              episodeNumber: next,
              error: null,
              readyAt: new Date(),
              ...touch(),
            })
            .where(own(userId, id))
            .returning();
          return done ?? null;
        });
      } catch (err) {
        if (!isUniqueViolation(err) || attempt >= 5) throw err;
      }
    }
  }

  async fail(userId: string, id: string, error: string, steps: EpisodeStepDto[]): Promise<EpisodeRow | null> {
    const [row] = await this.db
      .update(podcastEpisodes)
      .set({ status: 'failed', error, steps, ...touch() })
      .where(and(own(userId, id), inArray(podcastEpisodes.status, ['queued', 'generating'])))
      .returning();
    return row ?? null;
  }

  /** One more listen (the player says when one starts). */
  async listen(userId: string, id: string): Promise<EpisodeRow | null> {
    const [row] = await this.db
      .update(podcastEpisodes)
      .set({ listenCount: sql`${podcastEpisodes.listenCount} + 1`, ...touch() })
      .where(and(own(userId, id), eq(podcastEpisodes.status, 'ready')))
      .returning();
    return row ?? null;
  }

  /** Where the listener stopped, the time heard since the last report, and whether they reached the end. */
  async progress(userId: string, id: string, positionSeconds: number, heardSeconds: number, completed: boolean): Promise<EpisodeRow | null> {
    const [row] = await this.db
      .update(podcastEpisodes)
      .set({
        positionSeconds,
        heardSeconds: sql`${podcastEpisodes.heardSeconds} + ${heardSeconds}`,
        completed: completed ? true : podcastEpisodes.completed,
        ...touch(),
      })
      .where(and(own(userId, id), eq(podcastEpisodes.status, 'ready')))
      .returning();
    return row ?? null;
  }

  async update(userId: string, id: string, fields: { rating?: number | null; favourite?: boolean }): Promise<EpisodeRow | null> {
    const [row] = await this.db
      .update(podcastEpisodes)
      .set({ ...fields, ...touch() })
      .where(and(own(userId, id), eq(podcastEpisodes.status, 'ready')))
      .returning();
    return row ?? null;
  }

  async remove(userId: string, id: string): Promise<EpisodeRow | null> {
    const [row] = await this.db.delete(podcastEpisodes).where(own(userId, id)).returning();
    return row ?? null;
  }

  async preferences(userId: string): Promise<PodcastPreferences> {
    const [row] = await this.db.select().from(userPodcastPreferences).where(eq(userPodcastPreferences.userId, userId));
    if (!row) return DEFAULT_PREFERENCES;
    const { userId: _u, updatedAt: _t, lengthMinutes, ...rest } = row;
    return { ...rest, include: { ...ALL_INCLUDED, ...rest.include }, lengthMinutes: lengthMinutes as PodcastPreferences['lengthMinutes'] };
  }

  async savePreferences(userId: string, p: PodcastPreferences): Promise<void> {
    const values = { ...p, userId, updatedAt: new Date() };
    await this.db.insert(userPodcastPreferences).values(values).onConflictDoUpdate({ target: userPodcastPreferences.userId, set: values });
  }

  /** Users whose automatic episodes are on (the worker keeps their schedulers). */
  async autoUsers(): Promise<{ userId: string; frequency: PodcastPreferences['frequency'] }[]> {
    return this.db
      .select({ userId: userPodcastPreferences.userId, frequency: userPodcastPreferences.frequency })
      .from(userPodcastPreferences)
      .where(eq(userPodcastPreferences.autoGenerate, true));
  }

  /** Whether the user has a feed and since when (its token is not stored, so its URL is not here). */
  async feed(userId: string): Promise<{ createdAt: Date } | null> {
    const [row] = await this.db.select({ createdAt: podcastFeeds.createdAt }).from(podcastFeeds).where(eq(podcastFeeds.userId, userId));
    return row ?? null;
  }

  /** The feed's new token, given as its sha256; the old one stops working at once. */
  async newFeed(userId: string, tokenHash: string): Promise<{ createdAt: Date }> {
    const values = { userId, tokenHash, createdAt: new Date() };
    await this.db.insert(podcastFeeds).values(values).onConflictDoUpdate({ target: podcastFeeds.userId, set: values });
    return { createdAt: values.createdAt };
  }

  async revokeFeed(userId: string): Promise<void> {
    await this.db.delete(podcastFeeds).where(eq(podcastFeeds.userId, userId));
  }

  /** The feed's owner by its token's sha256, or null for a token that is unknown or revoked. */
  async feedOwner(tokenHash: string): Promise<string | null> {
    const [row] = await this.db.select({ userId: podcastFeeds.userId }).from(podcastFeeds).where(eq(podcastFeeds.tokenHash, tokenHash));
    return row?.userId ?? null;
  }
}
