// The window between "the SMTP server said 250" and "the reminder log says delivered" (issue 28): the
// record right after the acknowledgement is the only thing in it. When that record fails (the database
// blinks), the record is tried again and the job is never retried into a second email; and every copy
// of one reminder carries one Message-ID per (bill, occurrence, channel), so a mail system that does
// get it twice (a worker killed inside the window) keeps one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RemindersDto } from '../../core/chime/api.ts';
import { createDb, type DbHandle } from '../../db/client.ts';
import { logIdleDbError } from '../../infra/logger.ts';
import { redisEmit } from '../../infra/emit.ts';
import { createRedis } from '../../infra/redis.ts';
import { BillsRepo } from '../../db/repos/bills.ts';
import { Ledger } from '../../services/ledger/ledger.ts';
import { RemindersRepo } from '../../db/repos/reminders.ts';
import { startServer, type RunningServer } from '../../server/app.ts';
import { reminderMessageId, startReminders, type RunningReminders } from '../../worker/reminders/run.ts';
import { JOBS } from '../../worker/jobs.ts';
import { ApiClient, uniqueEmail } from '../support/api.ts';
import { smtp } from '../support/delivery-peers.ts';
import { createTestEnv, type TestEnv } from '../support/env.ts';
import { waitFor } from '../support/stack.ts';

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c().catch(() => {});
});

/** A reminder log whose first "delivered" write fails, as a database that drops one connection would. */
class BlinkingRemindersRepo extends RemindersRepo {
  failures = 1;
  override async markDelivered(userId: string, id: string, detail: string | null): Promise<void> {
    if (this.failures > 0) {
      this.failures--;
      throw new Error('Connection terminated unexpectedly');
    }
    return super.markDelivered(userId, id, detail);
  }
}

describe('an email reminder whose record fails after the SMTP server accepted it', () => {
  let env: TestEnv;
  let server: RunningServer;
  let db: DbHandle;
  let running: RunningReminders;
  let mail: Awaited<ReturnType<typeof smtp>>;

  beforeAll(async () => {
    mail = await smtp(cleanups);
    env = await createTestEnv({
      CLOCK_TODAY: '2026-03-17',
      SMTP_URL: mail.url,
      MAIL_FROM: 'chime@prime.test',
      REMINDER_BACKOFF_MS: '50',
      REMINDER_ATTEMPTS: '3',
    });
    cleanups.push(() => env.cleanup());
    server = await startServer(env.config);
    cleanups.push(() => server.close());
    db = createDb(env.config.DATABASE_URL, logIdleDbError, 4);
    cleanups.push(() => db.close());
    const redis = createRedis(env.config.REDIS_URL, 'test-reminders');
    cleanups.push(async () => redis.disconnect());
    running = await startReminders(
      redis,
      {
        config: env.config,
        reminders: new BlinkingRemindersRepo(db.db),
        bills: new BillsRepo(db.db),
        ledger: new Ledger(db.db),
        emit: redisEmit(redis, env.config.REDIS_PREFIX),
      },
      JOBS.reminders,
    );
    cleanups.push(() => running.close());
  }, 60_000);

  it('is sent once, recorded once, with the Message-ID of its bill, occurrence and channel', async () => {
    const client = new ApiClient(server.url);
    const email = uniqueEmail('blink');
    await client.signup(email);
    const bill = await client.json<{ id: string }>('POST', '/api/bills', {
      name: 'Water',
      payee: 'City Water Dept',
      expected: { kind: 'exact', cents: 4200 },
      cadence: { kind: 'monthly', day: 19 },
      anchor: '2026-01-19',
      channels: ['email'],
    });
    expect(bill.status).toBe(201);
    const row = await waitFor(
      async () => (await client.json<RemindersDto>('GET', '/api/reminders')).body.log.find((r) => r.status === 'delivered'),
      'the email recorded as delivered',
      30_000,
    );
    // give a wrongly retried job time to send its second copy
    await new Promise((r) => setTimeout(r, 1000));
    expect(mail.accepted).toHaveLength(1);
    expect(mail.accepted[0]!.to).toBe(email);
    expect(row).toMatchObject({ channel: 'email', attempts: 1, due: '2026-03-19' });
    expect(mail.accepted[0]!.messageId).toBe(reminderMessageId({ id: row.id, billId: row.billId, due: row.due, channel: 'email' }));
    expect(mail.accepted[0]!.messageId).toBe(`<reminder-${row.billId}-2026-03-19-email@prime-finance.invalid>`);
  }, 60_000);
});
