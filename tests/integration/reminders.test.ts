// Chime's reminders through the real queue: an in-process SMTP server (smtp-server, mailparser) gets
// exactly one email per reminder even when the worker is killed while sending, and when two workers and
// two daily runs race; a loopback HTTPS push service gets the web push request and the test decrypts it
// with the subscription's keys (404 or 410: the device is dropped); refusals and timeouts end in the log
// with their reason; the daily scheduler is at 08:00 in the user's zone, also on a pinned clock across
// daylight-saving changes.
import type { createECDH } from 'node:crypto';
import { createRequire } from 'node:module';
import { Queue } from 'bullmq';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BillsDto, RemindersDto } from '../../core/chime/api.ts';
import type { NotificationsDto } from '../../core/dashboard/api.ts';
import { localTime } from '../../core/chime/reminders.ts';
import { REMINDERS_QUEUE, dailySchedulerId } from '../../core/queues.ts';
import { scheduleDaily, type RemindersQueue } from '../../infra/queues/reminders.ts';
import { BillsRepo } from '../../db/repos/bills.ts';
import { Ledger } from '../../services/ledger/ledger.ts';
import { RemindersRepo } from '../../db/repos/reminders.ts';
import { activity } from '../../db/schema.ts';
import { startServer, type RunningServer } from '../../server/app.ts';
import { dailyRun } from '../../worker/reminders/run.ts';
import { startWorkers, type RunningWorkers } from '../../worker/runner.ts';
import { ApiClient, uniqueEmail } from '../support/api.ts';
import { createTestEnv, type TestEnv } from '../support/env.ts';
import { killed, spawnWorker, waitForOutput } from '../support/processes.ts';
import { waitFor } from '../support/stack.ts';
import { device, pushService, smtp } from '../support/delivery-peers.ts';

const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(buf: Buffer, p: { version: string; privateKey: ReturnType<typeof createECDH>; authSecret: Buffer }): Buffer;
};

const TODAY = '2026-03-17';
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c().catch(() => {});
});

/** A hand-made bill due 2026-03-19, two days after TODAY: inside the 3-day lead time. */
const waterBill = (channels: string[], name = 'Water') => ({
  name,
  payee: 'City Water Dept',
  expected: { kind: 'exact', cents: 4200 },
  cadence: { kind: 'monthly', day: 19 },
  anchor: '2026-01-19',
  channels,
});

const log = async (client: ApiClient) => (await client.json<RemindersDto>('GET', '/api/reminders')).body.log;

async function stackWith(env: Record<string, string>, inProcessWorker: boolean) {
  const testEnv: TestEnv = await createTestEnv({ CLOCK_TODAY: TODAY, WORKER_LOCK_MS: '1000', REMINDER_BACKOFF_MS: '50', ...env });
  cleanups.push(() => testEnv.cleanup());
  const server: RunningServer = await startServer(testEnv.config);
  cleanups.push(() => server.close());
  let workers: RunningWorkers | null = null;
  if (inProcessWorker) {
    workers = await startWorkers(testEnv.config);
    cleanups.push(() => workers!.close());
  }
  return { env: testEnv, server, workers };
}

describe('email reminders', () => {
  it('delivers each reminder exactly once when the worker is killed while the SMTP server has not answered', async () => {
    let holding = true;
    const mail = await smtp(cleanups, { hold: () => holding });
    const { env, server } = await stackWith({ SMTP_URL: mail.url, MAIL_FROM: 'Chime <chime@prime.test>' }, false);
    const client = new ApiClient(server.url);
    const email = uniqueEmail('remind');
    await client.signup(email);

    let worker = spawnWorker(env.envVars);
    cleanups.push(() => killed(worker));
    await waitForOutput(worker, /processing queues/);
    expect((await client.json<BillsDto>('POST', '/api/bills', waterBill(['in-app', 'email']))).status).toBe(201);

    await waitFor(async () => mail.held.length === 1, 'the first email to reach the SMTP server');
    await killed(worker);
    holding = false;
    worker = spawnWorker(env.envVars);
    await waitForOutput(worker, /processing queues/);

    const rows = await waitFor(
      async () => {
        const l = await log(client);
        return l.length === 2 && l.every((r) => r.status === 'delivered') ? l : null;
      },
      'both reminders delivered',
      30_000,
    );
    expect(mail.accepted).toHaveLength(1);
    expect(mail.accepted[0]).toMatchObject({ to: email, subject: 'Water is due in 2 days' });
    expect(mail.accepted[0]!.text).toContain('about $42.00 is due on 2026-03-19');
    const byChannel = Object.fromEntries(rows.map((r) => [r.channel, r]));
    expect(byChannel.email).toMatchObject({ status: 'delivered', attempts: 2, due: '2026-03-19' });
    expect(byChannel['in-app']).toMatchObject({ status: 'delivered', attempts: 1 });

    // the daily run again (a restarted scheduler, a second check): nothing is sent twice
    const queue = new Queue(REMINDERS_QUEUE, { connection: new Redis(env.config.REDIS_URL), prefix: env.config.REDIS_PREFIX });
    cleanups.push(() => queue.close());
    const before = await queue.getCompletedCount();
    await client.json('POST', '/api/reminders/check');
    await waitFor(async () => (await queue.getCompletedCount()) > before, 'the second daily run');
    await new Promise((r) => setTimeout(r, 500));
    expect(mail.accepted).toHaveLength(1);
    expect(await log(client)).toHaveLength(2);
    const bell = (await client.json<NotificationsDto>('GET', '/api/notifications')).body;
    expect(bell.unread).toBeGreaterThanOrEqual(1);
    expect(bell.items.filter((e) => e.employee === 'chime' && e.message.startsWith('Water:'))).toHaveLength(1);
  }, 90_000);
});

describe('reminder faults and settings', () => {
  let client: ApiClient;
  let mail: Awaited<ReturnType<typeof smtp>>;
  let push: Awaited<ReturnType<typeof pushService>>;
  let env: TestEnv;
  let server: RunningServer;

  beforeAll(async () => {
    mail = await smtp(cleanups, { refuse: (to) => to.startsWith('refused'), hold: (to) => to.startsWith('slow') });
    push = await pushService(cleanups, (p) => (p.includes('gone') ? 410 : p.includes('missing') ? 404 : 201));
    ({ env, server } = await stackWith(
      {
        SMTP_URL: mail.url,
        MAIL_FROM: 'chime@prime.test',
        PUSH_CA_FILE: push.caFile,
        OUTBOUND_ALLOW_HOSTS: '127.0.0.1',
        DELIVERY_TIMEOUT_MS: '800',
        REMINDER_ATTEMPTS: '2',
      },
      true,
    ));
  }, 60_000);

  it("a refused email is failed at once with the server's answer; a silent server fails after its retries", async () => {
    client = new ApiClient(server.url);
    await client.signup(uniqueEmail('refused'));
    await client.json('POST', '/api/bills', waterBill(['email']));
    const refused = await waitFor(async () => (await log(client)).find((r) => r.status === 'failed'), 'the refusal in the log');
    expect(refused.attempts).toBe(1);
    expect(refused.reason).toMatch(/550.*Mailbox unavailable/);
    // Chime's chat answers from the bills and the log
    const chat = await client.json<{ reply: { content: string } }>('POST', '/api/chat/chime/messages', { message: "What's due this week?" });
    expect(chat.body.reply.content).toContain('Mar 19: Water $42.00');
    expect(chat.body.reply.content).toMatch(/Reminders I sent lately:\n- .*Water \(due Mar 19\) by email: failed \(email: 550/);

    const slow = new ApiClient(server.url);
    await slow.signup(uniqueEmail('slow'));
    await slow.json('POST', '/api/bills', waterBill(['email']));
    const timedOut = await waitFor(async () => (await log(slow)).find((r) => r.status === 'failed'), 'the timeout in the log', 30_000);
    expect(timedOut.attempts).toBe(2);
    expect(timedOut.reason).toMatch(/email: .*(did not answer|timeout)/i);
    expect(mail.accepted).toHaveLength(0);
  }, 60_000);

  it('sends web push the device can decrypt, and drops a subscription the push service says is gone', async () => {
    const c = new ApiClient(server.url);
    await c.signup(uniqueEmail('push'));
    const phone = device();
    const old = device();
    expect((await c.json('POST', '/api/push/subscriptions', { endpoint: `${push.base}/send/phone`, keys: phone.keys, device: 'Phone' })).status).toBe(201);
    const two = await c.json<RemindersDto>('POST', '/api/push/subscriptions', { endpoint: `${push.base}/send/gone`, keys: old.keys, device: 'Old laptop' });
    expect(two.body.push.devices.map((d) => d.device).sort()).toEqual(['Old laptop', 'Phone']);
    expect(two.body.push.publicKey).toMatch(/^[A-Za-z0-9_-]{80,}$/);

    await c.json('POST', '/api/bills', waterBill(['push'], 'Electricity'));
    const row = await waitFor(async () => (await log(c)).find((r) => r.status === 'delivered'), 'the push reminder delivered');
    expect(row.detail).toBe('1 device; 1 expired subscription(s) dropped');

    const toPhone = push.received.filter((r) => r.path === '/send/phone');
    expect(toPhone).toHaveLength(1);
    expect(toPhone[0]!.headers['content-encoding']).toBe('aes128gcm');
    expect(String(toPhone[0]!.headers.authorization)).toMatch(/^vapid t=.+, k=/);
    const payload = JSON.parse(ece.decrypt(toPhone[0]!.body, { version: 'aes128gcm', privateKey: phone.ecdh, authSecret: phone.auth }).toString('utf8'));
    expect(payload).toMatchObject({ title: 'Electricity is due in 2 days', url: '/dashboard/bill-reminders' });
    expect((await c.json<RemindersDto>('GET', '/api/reminders')).body.push.devices.map((d) => d.device)).toEqual(['Phone']);
  }, 60_000);

  it('drops a subscription the push service answers 404 for, as it does for 410', async () => {
    const c = new ApiClient(server.url);
    await c.signup(uniqueEmail('push404'));
    const tablet = device();
    await c.json('POST', '/api/push/subscriptions', { endpoint: `${push.base}/send/tablet`, keys: tablet.keys, device: 'Tablet' });
    await c.json('POST', '/api/push/subscriptions', { endpoint: `${push.base}/send/missing`, keys: device().keys, device: 'Sold phone' });
    await c.json('POST', '/api/bills', waterBill(['push'], 'Gas'));
    const row = await waitFor(async () => (await log(c)).find((r) => r.status === 'delivered'), 'the push reminder delivered');
    expect(row.detail).toBe('1 device; 1 expired subscription(s) dropped');
    // the push service was asked once and said 404 (not found): the device is gone from the account
    expect(push.received.filter((r) => r.path === '/send/missing')).toHaveLength(1);
    expect(push.received.filter((r) => r.path === '/send/tablet')).toHaveLength(1);
    expect((await c.json<RemindersDto>('GET', '/api/reminders')).body.push.devices.map((d) => d.device)).toEqual(['Tablet']);

    // with only a 404 device left, the next reminder fails at once with the reason, and the device is dropped too
    const d = new ApiClient(server.url);
    await d.signup(uniqueEmail('push404only'));
    await d.json('POST', '/api/push/subscriptions', { endpoint: `${push.base}/send/missing-too`, keys: device().keys, device: 'Old phone' });
    await d.json('POST', '/api/bills', waterBill(['push'], 'Gas'));
    const failed = await waitFor(async () => (await log(d)).find((r) => r.status === 'failed'), 'the push failure');
    expect(failed).toMatchObject({ attempts: 1, reason: expect.stringMatching(/expired \(the push service answered 404\/410\)/) });
    expect((await d.json<RemindersDto>('GET', '/api/reminders')).body.push.devices).toEqual([]);
  }, 60_000);

  it("push with no device, and another user's device or bill, are answered plainly", async () => {
    const a = new ApiClient(server.url);
    await a.signup(uniqueEmail('nodevice'));
    await a.json('POST', '/api/bills', waterBill(['push']));
    const failed = await waitFor(async () => (await log(a)).find((r) => r.status === 'failed'), 'the push failure');
    expect(failed.reason).toMatch(/No device has push reminders turned on/);

    const mine = await a.json<RemindersDto>('POST', '/api/push/subscriptions', { endpoint: `${push.base}/send/a`, keys: device().keys });
    const bill = (await a.json<BillsDto>('GET', '/api/bills')).body.bills[0]!;
    const b = new ApiClient(server.url);
    await b.signup(uniqueEmail('other'));
    expect((await b.json('DELETE', `/api/push/subscriptions/${mine.body.push.devices[0]!.id}`)).status).toBe(404);
    expect((await b.json('PATCH', `/api/bills/${bill.id}`, { leadDays: 5 })).status).toBe(404);
    expect((await a.json<RemindersDto>('GET', '/api/reminders')).body.push.devices).toHaveLength(1);

    const bad = await a.json<{ error: string; field?: string }>('PATCH', `/api/bills/${bill.id}`, { leadDays: 40 });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/leadDays: can be at most 30 days/);
    const badEndpoint = await a.json<{ error: string }>('POST', '/api/push/subscriptions', { endpoint: 'http://example.com/x', keys: device().keys });
    expect(badEndpoint.body.error).toMatch(/endpoint: must be the push service's https:\/\/ address/);
    const ok = await a.json<BillsDto>('PATCH', `/api/bills/${bill.id}`, { leadDays: 7, channels: ['in-app', 'email'] });
    expect(ok.body.bills[0]).toMatchObject({ leadDays: 7, channels: ['in-app', 'email'] });
  }, 60_000);

  it("schedules the daily run at 08:00 in the user's time zone, and refuses a zone that does not exist", async () => {
    const c = new ApiClient(server.url);
    const user = await c.signup(uniqueEmail('zone'));
    const bad = await c.json<{ error: string; field: string }>('PUT', '/api/reminders/time-zone', { timeZone: 'Mars/Olympus_Mons' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ field: 'timeZone' });
    expect(bad.body.error).toContain('"Mars/Olympus_Mons" is not a time zone');
    expect((await c.json<RemindersDto>('GET', '/api/reminders')).body.timeZone).toBeNull();

    const queue = new Queue(REMINDERS_QUEUE, { connection: new Redis(env.config.REDIS_URL), prefix: env.config.REDIS_PREFIX });
    cleanups.push(() => queue.close());
    for (const zone of ['America/New_York', 'Asia/Kolkata', 'Australia/Lord_Howe']) {
      expect((await c.json<RemindersDto>('PUT', '/api/reminders/time-zone', { timeZone: zone })).body.timeZone).toBe(zone);
      const s = await queue.getJobScheduler(dailySchedulerId(user.id));
      expect(s).toMatchObject({ tz: zone, pattern: '0 8 * * *' });
      // the next run, whatever today is, is 08:00 on the wall clock there, within the next day
      const next = new Date(Number(s!.next));
      expect(localTime(next, zone)).toBe('08:00');
      expect(next.getTime() - Date.now()).toBeGreaterThan(0);
      expect(next.getTime() - Date.now()).toBeLessThanOrEqual(25 * 3600 * 1000);
    }
    expect((await queue.getJobSchedulers()).filter((j) => j.key === dailySchedulerId(user.id))).toHaveLength(1);
  });
});

describe('two workers at once', () => {
  it('send each (bill, occurrence, channel) once: one email, one in-app line, however many daily runs race', async () => {
    const mail = await smtp(cleanups);
    const { env, server } = await stackWith({ SMTP_URL: mail.url, MAIL_FROM: 'chime@prime.test' }, false);
    const client = new ApiClient(server.url);
    const email = uniqueEmail('twice');
    const user = await client.signup(email);
    const workers: RunningWorkers[] = [];
    for (let i = 0; i < 2; i++) {
      const w = await startWorkers(env.config);
      cleanups.push(() => w.close());
      workers.push(w);
    }
    // the daily run's own work, called straight from two places at the same moment (as two workers would on one tick)
    const db = server.db.db;
    const deps = { config: env.config, reminders: new RemindersRepo(db), bills: new BillsRepo(db), ledger: new Ledger(db), emit: () => {} };

    // adding the bill queues one daily run; two "check now" and two direct runs race it, on both workers
    expect((await client.json<BillsDto>('POST', '/api/bills', waterBill(['in-app', 'email']))).status).toBe(201);
    const raced = await Promise.all([
      client.json('POST', '/api/reminders/check'),
      client.json('POST', '/api/reminders/check'),
      dailyRun(deps, workers[0]!.reminders.queue, user.id),
      dailyRun(deps, workers[1]!.reminders.queue, user.id),
    ]);
    expect(raced.slice(2)).toEqual([expect.objectContaining({ due: 2 }), expect.objectContaining({ due: 2 })]);

    const rows = await waitFor(
      async () => {
        const l = await log(client);
        return l.length === 2 && l.every((r) => r.status === 'delivered') ? l : null;
      },
      'both reminders delivered',
      30_000,
    );
    // every queued job has run (the daily runs and the deliveries) before counting what arrived; the one
    // delayed job is the scheduler's run at 08:00 tomorrow
    const queue = workers[0]!.reminders.queue;
    await waitFor(async () => {
      const c = await queue.getJobCounts('waiting', 'active', 'prioritized');
      return c.waiting! + c.active! + c.prioritized! === 0;
    }, 'the queue to drain');
    expect(await queue.getCompletedCount()).toBeGreaterThanOrEqual(5);
    await new Promise((r) => setTimeout(r, 300));

    expect(rows.map((r) => r.channel).sort()).toEqual(['email', 'in-app']);
    expect(rows.every((r) => r.attempts === 1 && r.due === '2026-03-19')).toBe(true);
    expect(mail.accepted).toHaveLength(1);
    expect(mail.accepted[0]).toMatchObject({ to: email, subject: 'Water is due in 2 days' });
    const lines = await db.select().from(activity).where(eq(activity.userId, user.id));
    expect(lines.filter((a) => a.employee === 'chime' && a.message.startsWith('Water:'))).toHaveLength(1);
  }, 90_000);
});

describe('the daily scheduler on a test clock', () => {
  // BullMQ's job scheduler takes "now" from Date.now() in the process that upserts it:
  // JobScheduler.upsertJobScheduler hands it to the repeat strategy (cron-parser with that currentDate
  // and the scheduler's tz) and sends it to Redis as the job's timestamp. Faking only Date pins that
  // clock for the real BullMQ API; timers stay real, so Redis works as usual. The queue has its own
  // name, so no worker takes the delayed job the scheduler adds.
  let queue: RemindersQueue;
  let env: TestEnv;
  beforeAll(async () => {
    env = await createTestEnv();
    cleanups.push(() => env.cleanup());
    queue = new Queue(`${REMINDERS_QUEUE}-clock`, { connection: new Redis(env.config.REDIS_URL), prefix: env.config.REDIS_PREFIX }) as RemindersQueue;
    cleanups.push(() => queue.close());
  });

  const nextRun = async (userId: string, zone: string, now: string) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date(now));
      await scheduleDaily(queue, userId, zone);
    } finally {
      vi.useRealTimers();
    }
    const s = await queue.getJobScheduler(dailySchedulerId(userId));
    expect(s).toMatchObject({ tz: zone, pattern: '0 8 * * *' });
    return new Date(Number(s!.next)).toISOString();
  };

  it("is 08:00 on the wall clock of the user's zone, before and after the clocks go forward or back", async () => {
    // New York springs forward at 02:00 on Sunday 2026-03-08: 08:00 is 13:00 UTC before, 12:00 UTC from that day
    expect(await nextRun('u-ny', 'America/New_York', '2026-03-06T12:00:00Z')).toBe('2026-03-06T13:00:00.000Z');
    expect(await nextRun('u-ny', 'America/New_York', '2026-03-07T14:00:00Z')).toBe('2026-03-08T12:00:00.000Z');
    expect(await nextRun('u-ny', 'America/New_York', '2026-03-08T12:30:00Z')).toBe('2026-03-09T12:00:00.000Z');
    // and falls back on Sunday 2026-11-01: 08:00 is 13:00 UTC again
    expect(await nextRun('u-ny', 'America/New_York', '2026-10-31T13:00:00Z')).toBe('2026-11-01T13:00:00.000Z');
    // London goes to summer time at 01:00 UTC on Sunday 2026-03-29: 08:00 GMT, then 08:00 BST (07:00 UTC)
    expect(await nextRun('u-london', 'Europe/London', '2026-03-27T09:00:00Z')).toBe('2026-03-28T08:00:00.000Z');
    expect(await nextRun('u-london', 'Europe/London', '2026-03-28T09:00:00Z')).toBe('2026-03-29T07:00:00.000Z');
    for (const [user, zone] of [
      ['u-ny', 'America/New_York'],
      ['u-london', 'Europe/London'],
    ] as const) {
      const next = new Date(Number((await queue.getJobScheduler(dailySchedulerId(user)))!.next));
      expect(localTime(next, zone)).toBe('08:00');
    }
    // one scheduler per user however often it is upserted
    expect((await queue.getJobSchedulers()).map((j) => j.key).sort()).toEqual([dailySchedulerId('u-london'), dailySchedulerId('u-ny')].sort());
  });
});
