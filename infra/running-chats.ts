// Chat replies being written right now, per user, in Redis: the boss's view shows them as tasks in
// progress whichever server process is writing them.
import type { Redis } from 'ioredis';

/** An entry older than this is a reply whose server died mid-way: not shown, and Redis forgets it. */
export const RUNNING_CHAT_TTL_S = 600;

export interface RunningChat {
  id: string;
  employee: string;
  startedAt: string;
}

export class RunningChats {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  private key(userId: string): string {
    return `${this.prefix}:chat-running:${userId}`;
  }

  async start(userId: string, chat: RunningChat): Promise<void> {
    const key = this.key(userId);
    await this.redis.multi().hset(key, chat.id, JSON.stringify(chat)).expire(key, RUNNING_CHAT_TTL_S).exec();
  }

  async finish(userId: string, id: string): Promise<void> {
    await this.redis.hdel(this.key(userId), id);
  }

  async list(userId: string, now = Date.now()): Promise<RunningChat[]> {
    const all = await this.redis.hgetall(this.key(userId));
    return Object.values(all)
      .map((v) => JSON.parse(v) as RunningChat)
      .filter((c) => now - Date.parse(c.startedAt) < RUNNING_CHAT_TTL_S * 1000);
  }
}
