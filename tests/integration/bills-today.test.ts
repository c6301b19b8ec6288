// The bills page and the daily reminder run take "today" from the one clock (services/clock.ts) in the
// user's own zone: at 23:30 UTC on 2026-03-17 it is already 2026-03-18 in Auckland, and both say so.
// CLOCK_TODAY pins a day for every zone (both would agree trivially), so this test leaves it unset and
// fakes only Date at that instant; timers stay real, so PostgreSQL and Redis work as usual.
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BillsDto } from '../../core/chime/api.ts';
import { REMINDERS_QUEUE } from '../../core/queues.ts';
import { BillsRepo } from '../../db/repos/bills.ts';
import { Ledger } from '../../services/ledger/ledger.ts';
import { RemindersRepo } from '../../db/repos/reminders.ts';
import type { RemindersQueue } from '../../infra/queues/reminders.ts';
import { startServer, type RunningServer } from '../../server/app.ts';
import { todayIso } from '../../services/clock.ts';
import { dailyRun } from '../../worker/reminders/run.ts';
import { ApiClient, uniqueEmail } from '../support/api.ts';
import { createTestEnv, type TestEnv } from '../support/env.ts';

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  vi.useRealTimers();
  for (const c of cleanups.reverse()) await c().catch(() => {});
});

let env: TestEnv;
let server: RunningServer;
let queue: RemindersQueue;
beforeAll(async () => {
  env = await createTestEnv();
  cleanups.push(() => env.cleanup());
  server = await startServer(env.config);
  cleanups.push(() => server.close());
  // a queue of its own: no worker takes the deliveries the direct daily run queues
  queue = new Queue(`${REMINDERS_QUEUE}-today`, { connection: new Redis(env.config.REDIS_URL), prefix: env.config.REDIS_PREFIX }) as RemindersQueue;
  cleanups.push(() => queue.close());
}, 60_000);

describe('today, for a user whose zone is ahead of UTC, near midnight UTC', () => {
  it('is the same day on the bills page and in the daily reminder run: the day on their wall clock', async () => {
    const client = new ApiClient(server.url);
    const user = await client.signup(uniqueEmail('zone'));
    expect((await client.json('PUT', '/api/reminders/time-zone', { timeZone: 'Pacific/Auckland' })).status).toBe(200);
    const water = {
      name: 'Water',
      payee: 'City Water Dept',
      expected: { kind: 'exact', cents: 4200 },
      cadence: { kind: 'monthly', day: 18 },
      anchor: '2026-01-18',
    };
    expect((await client.json('POST', '/api/bills', water)).status).toBe(201);

    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-03-17T23:30:00Z'));
      expect(todayIso()).toBe('2026-03-17');
      const page = (await client.json<BillsDto>('GET', '/api/bills')).body;
      const db = server.db.db;
      const run = await dailyRun(
        { config: env.config, reminders: new RemindersRepo(db), bills: new BillsRepo(db), ledger: new Ledger(db), emit: () => {} },
        queue,
        user.id,
      );
      expect(page.today).toBe('2026-03-18');
      expect(run).toMatchObject({ today: '2026-03-18', zone: 'Pacific/Auckland', due: 1 });
      // and the occurrence is due today on the page, as the reminder run sees it
      expect(page.bills[0]!.occurrences.find((o) => o.due === '2026-03-18')?.status).toBe('due today');
    } finally {
      vi.useRealTimers();
    }
  }, 60_000);
});
