// Chime's reminder worker. The daily job (one BullMQ job scheduler per user, 08:00 in their zone) finds
// the reminders due today, claims each (bill, occurrence, channel) once in PostgreSQL and queues one
// delivery job per row under the row's id; a delivery job sends on its channel and records the outcome.
// A worker killed while sending leaves the row "sending" and the job stalled: the next worker sends it
// again, and only a send the SMTP server or push service acknowledged counts (see docs/capabilities/bills-reminders.md: the one
// window left is between that acknowledgement and the row's update).
import { UnrecoverableError, Worker, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Config } from '../../core/config.ts';
import { userRoom } from '../../core/events.ts';
import { KIND_INFO, reaches, resolveNotificationSettings } from '../../core/notifications/kinds.ts';
import { dueReminders, isPermanentFailure, type ReminderChannel } from '../../core/chime/reminders.ts';
import { usualCents } from '../../core/chime/occurrences.ts';
import { REMINDERS_QUEUE, type DailyRemindersJob, type DeliverReminderJob } from '../../core/queues.ts';
import type { Emit } from '../../infra/emit.ts';
import { createRemindersQueue, enqueueDelivery, scheduleDaily, unscheduleDaily, type RemindersQueue } from '../../infra/queues/reminders.ts';
import type { BillsRepo } from '../../db/repos/bills.ts';
import type { Ledger } from '../../services/ledger/ledger.ts';
import type { ReminderRow, RemindersRepo } from '../../db/repos/reminders.ts';
import { DeliveryError, createMailer } from './email.ts';
import { generateVapidKeys, pushSender } from './push.ts';
import { logger } from '../../infra/logger.ts';
import { isFinalAttempt } from '../../infra/queues/attempts.ts';
import { billOccurrences } from '../../services/bills/occurrences.ts';
import { todayFor } from '../../services/clock.ts';
import { dispatch, type QueueHandlers } from '../../infra/queues/registry.ts';

const log = logger.child({ component: 'reminders' });

export interface ReminderDeps {
  config: Config;
  reminders: RemindersRepo;
  bills: BillsRepo;
  ledger: Ledger;
  emit: Emit;
  /** schedule-based work that runs with the daily job (Automa's ticks) */
  afterDaily?: (userId: string, today: string) => Promise<unknown>;
  /** users who need the daily run for that other work (active schedule-based rules) */
  alsoDaily?: () => Promise<string[]>;
}

/** The daily run for one user: the reminders due today, claimed and queued. */
export async function dailyRun(deps: ReminderDeps, queue: RemindersQueue, userId: string) {
  const zone = (await deps.reminders.timeZone(userId)) ?? 'UTC';
  const today = todayFor(zone);
  const bills = await billOccurrences(deps, userId, today, 'reminders');
  // nothing left to check (no active bill, no schedule-based rule, or no account): the daily run stops until there is
  if (!bills.some(({ bill }) => bill.active) && !(await deps.alsoDaily?.())?.includes(userId)) await unscheduleDaily(queue, userId);
  const due = dueReminders(
    bills
      .filter(({ bill }) => bill.active)
      .map(({ bill: b, occurrences }) => ({
        id: b.id,
        name: b.name,
        leadDays: b.leadDays,
        channels: b.channels,
        expectedCents: usualCents(b.expected),
        autopay: b.autopay,
        occurrences,
      })),
    today,
  );
  // and Automa's notify rows whose delivery job was never queued (their job id dedupes the rest)
  const claimed = [...(await deps.reminders.claim(userId, due)), ...(await deps.reminders.waitingUnbilled(userId))];
  for (const r of claimed) await enqueueDelivery(queue, { userId, reminderId: r.id }, deps.config.REMINDER_ATTEMPTS, deps.config.REMINDER_BACKOFF_MS);
  const after = deps.afterDaily ? await deps.afterDaily(userId, today) : null;
  return { today, zone, due: due.length, queued: claimed.length, after };
}

/** A bill's reminder, or the message of one of the user's Automa rules (those rows have no bill). */
const kindOf = (row: Pick<ReminderRow, 'billId'>): 'reminder' | 'automation' => (row.billId ? 'reminder' : 'automation');

/** Why this row is not sent, when the user turned its channel off for its kind (Settings › Notifications); null: send it. */
async function turnedOff(reminders: Pick<RemindersRepo, 'notificationSettings'>, row: ReminderRow): Promise<string | null> {
  if (row.channel === 'in-app') return null; // the team's feed always has the line; the bell decides what it counts
  const kind = kindOf(row);
  const settings = resolveNotificationSettings(await reminders.notificationSettings(row.userId));
  if (reaches(settings, kind, row.channel)) return null;
  return `not sent: ${row.channel} is off for ${KIND_INFO[kind].label.toLowerCase()} in Settings › Notifications`;
}

/** What a channel did: a detail for the log, and whether the channel already recorded the delivery. */
type Sent = string | { detail: string; recorded: true };
type Send = (row: ReminderRow) => Promise<Sent>;

/**
 * One Message-ID per (bill, occurrence, channel): if a worker dies between the SMTP server's 250 and
 * the record, the copy sent on retry carries the same id, and mail systems that see it twice keep one.
 */
export function reminderMessageId(row: Pick<ReminderRow, 'id' | 'billId' | 'due' | 'channel'>): string {
  return row.billId ? `<reminder-${row.billId}-${row.due}-${row.channel}@prime-finance.invalid>` : `<reminder-${row.id}@prime-finance.invalid>`;
}

/**
 * The record after a send the other side acknowledged. A failure here is not a failed delivery (a retry
 * of the job would send again), so the record alone is tried again, a few times, before giving up.
 */
async function recordDelivered(reminders: RemindersRepo, row: ReminderRow, detail: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await reminders.markDelivered(row.userId, row.id, detail);
    } catch (err) {
      if (attempt >= RECORD_ATTEMPTS) throw new SentNotRecorded(err);
      await new Promise((r) => setTimeout(r, 200 * 2 ** attempt));
    }
  }
}
const RECORD_ATTEMPTS = 4;

/** Sent, but the log could not be written: the job must not send again. */
class SentNotRecorded extends Error {
  constructor(cause: unknown) {
    super(`sent, but the reminder log could not be updated: ${cause instanceof Error ? cause.message : String(cause)}`);
  }
}

function senders(deps: ReminderDeps): Record<ReminderChannel, Send> & { close(): void } {
  const { config, reminders, emit } = deps;
  const mailer = createMailer(config);
  const push = pushSender(config);
  return {
    async 'in-app'(row) {
      const event = await reminders.deliverInApp(row.userId, row.id, row.body);
      if (event) {
        emit([userRoom(row.userId)], 'activity', event);
        // the toast: Chime, and the body's first sentence (bill, amount, date), when reminders reach the bell
        const bell = reaches(resolveNotificationSettings(await reminders.notificationSettings(row.userId)), kindOf(row), 'bell');
        if (bell)
          emit([userRoom(row.userId)], 'notification', {
            id: row.id,
            kind: 'reminder',
            title: 'Chime',
            body: row.body.split(' (')[0] ?? row.body,
            createdAt: event.createdAt,
          });
      }
      return { detail: 'activity feed', recorded: true }; // deliverInApp wrote the row and its mark in one transaction
    },
    async email(row) {
      if (!mailer) throw new UnrecoverableError('Email is not set up on this server (SMTP_URL and MAIL_FROM).');
      const to = await reminders.email(row.userId);
      if (!to) throw new UnrecoverableError('The account has no email address.');
      const reply = await mailer.send({ to, subject: row.title, text: `${row.body}\n\n— Chime, Prime Finance`, messageId: reminderMessageId(row) });
      return `to ${to}: ${reply.slice(0, 120)}`;
    },
    async push(row) {
      const subs = await reminders.subscriptions(row.userId);
      if (!subs.length) throw new UnrecoverableError('No device has push reminders turned on (turn them on from the Bill Reminders page).');
      const vapid = await reminders.vapidKeys(generateVapidKeys);
      const out = await push(subs, { title: row.title, body: row.body, url: '/dashboard/bill-reminders', tag: row.id }, vapid);
      if (out.delivered > 0) {
        const detail = `${out.delivered} device${out.delivered === 1 ? '' : 's'}${out.gone.length ? `; ${out.gone.length} expired subscription(s) dropped` : ''}`;
        // recorded before the clean-up below: the window between the push service's yes and the record stays as small as it can be
        await recordDelivered(reminders, row, detail);
        for (const endpoint of out.gone) await reminders.dropEndpoint(row.userId, endpoint);
        return { detail, recorded: true };
      }
      for (const endpoint of out.gone) await reminders.dropEndpoint(row.userId, endpoint);
      if (!out.failed.length)
        throw new UnrecoverableError(`Every device's push subscription has expired (the push service answered 404/410); turn push on again.`);
      const first = out.failed[0]!;
      throw new DeliveryError(`push: ${first.reason}`, null, first.status);
    },
    close: () => mailer?.close(),
  };
}

export interface RunningReminders {
  queue: RemindersQueue;
  worker: Worker;
  close(): Promise<void>;
}

/** What the reminders queue's job handlers share (worker/jobs.ts). */
export interface RemindersRuntime {
  deps: ReminderDeps;
  queue: RemindersQueue;
  deliver(job: Job<DeliverReminderJob>): Promise<string>;
}

/** The reminders worker (its jobs' handlers: worker/jobs.ts), and every user with bills given a daily scheduler (upserted: harmless twice). */
export async function startReminders(redis: Redis, deps: ReminderDeps, jobs: QueueHandlers<RemindersRuntime>): Promise<RunningReminders> {
  const { config, reminders } = deps;
  const queue = createRemindersQueue(redis, config.REDIS_PREFIX);
  const send = senders(deps);
  const schedule = async () => {
    const users = await reminders.usersWithBills();
    const have = new Set(users.map((u) => u.userId));
    for (const userId of (await deps.alsoDaily?.()) ?? []) if (!have.has(userId)) users.push({ userId, timeZone: await reminders.timeZone(userId) });
    for (const u of users) await scheduleDaily(queue, u.userId, u.timeZone);
  };
  await schedule();
  const onReady = () => {
    // the next reconnect tries again; meanwhile the schedulers Redis still holds keep running
    void schedule().catch((err: unknown) => log.warn({ err }, 'rescheduling the daily reminders after Redis reconnected failed'));
  };
  redis.on('ready', onReady);

  const deliver = async (job: Job<DeliverReminderJob>) => {
    const row = await reminders.get(job.data.userId, job.data.reminderId);
    if (!row) return 'gone (its bill was deleted with the account)';
    if (row.status === 'delivered' || row.status === 'failed' || row.status === 'skipped') return `already ${row.status}`;
    const off = await turnedOff(reminders, row);
    if (off) {
      await reminders.markSkipped(row.userId, row.id, off);
      return `skipped: ${off}`;
    }
    await reminders.markSending(row.userId, row.id);
    const channel = row.channel;
    let sent: Sent;
    try {
      sent = await send[channel](row);
    } catch (err) {
      if (err instanceof SentNotRecorded) throw new UnrecoverableError(err.message);
      const reason = err instanceof Error ? err.message : String(err);
      const permanent =
        err instanceof UnrecoverableError ||
        (err instanceof DeliveryError && isPermanentFailure({ channel, smtpCode: err.smtpCode, httpStatus: err.httpStatus }));
      const final = isFinalAttempt(job, permanent);
      await reminders.markFailed(row.userId, row.id, reason, final);
      throw permanent ? new UnrecoverableError(reason) : err;
    }
    if (typeof sent === 'string') {
      try {
        await recordDelivered(reminders, row, sent);
      } catch (err) {
        throw new UnrecoverableError((err as Error).message);
      }
      return `delivered: ${sent}`;
    }
    return `delivered: ${sent.detail}`;
  };

  const worker = new Worker<DailyRemindersJob | DeliverReminderJob>(REMINDERS_QUEUE, dispatch(REMINDERS_QUEUE, jobs, { deps, queue, deliver }), {
    connection: redis.duplicate(),
    prefix: config.REDIS_PREFIX,
    concurrency: 2,
    lockDuration: config.WORKER_LOCK_MS,
    stalledInterval: config.WORKER_LOCK_MS,
    maxStalledCount: 2,
  });
  worker.on('error', (err) => log.error({ err, queue: REMINDERS_QUEUE }, 'the reminders worker reported an error'));
  await worker.waitUntilReady();
  return {
    queue,
    worker,
    async close() {
      redis.off('ready', onReady);
      await worker.close();
      send.close();
      await queue.close();
    },
  };
}
