// Chime's reminder settings and log: the user's time zone (the daily run is at 08:00 there), the web
// push key and this user's devices, "check now", and what was sent when, on which channel, and how it went.
import { Router } from 'express';
import webpush from 'web-push';
import { z } from 'zod';
import type { RemindersDto } from '../../core/chime/api.ts';
import type { Config } from '../../core/config.ts';
import { MAX_PUSH_DEVICES, timeZoneProblem } from '../../core/chime/reminders.ts';
import { OutboundRefused, allowHostsFrom, checkOutboundUrl, type OutboundPolicy } from '../../infra/outbound-guard.ts';
import { runDailyNow, scheduleDaily, type RemindersQueue } from '../../infra/queues/reminders.ts';
import type { RemindersRepo } from '../../db/repos/reminders.ts';
import { currentUser } from '../auth/middleware.ts';
import { HttpError, handle } from '../http/errors.ts';
import { idParams, requestInput, safeText } from '../http/input.ts';

const zoneBody = z.object({ timeZone: safeText(64) }).strict();
const base64url = (what: string, max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[A-Za-z0-9_-]+=*$/, `${what} must be base64url text`);
const subscribeBody = z
  .object({
    endpoint: z
      .string()
      .max(2000)
      .refine((s) => {
        try {
          return new URL(s).protocol === 'https:';
        } catch {
          return false;
        }
      }, "must be the push service's https:// address"),
    keys: z.object({ p256dh: base64url('p256dh', 200), auth: base64url('auth', 100) }).strict(),
    device: safeText(120)
      .refine((s) => s.trim().length > 0, 'must not be empty')
      .optional(),
    expirationTime: z.number().nullable().optional(),
  })
  .strict();

export function reminderRoutes(reminders: RemindersRepo, queue: RemindersQueue, config: Config): Router {
  const router = Router();
  const vapid = () => reminders.vapidKeys(() => webpush.generateVAPIDKeys());
  const pushPolicy: OutboundPolicy = { protocols: ['https:'], allowHosts: allowHostsFrom(config.OUTBOUND_ALLOW_HOSTS) };

  async function view(userId: string): Promise<RemindersDto> {
    const [timeZone, log, devices, keys, email] = await Promise.all([
      reminders.timeZone(userId),
      reminders.log(userId),
      reminders.subscriptions(userId),
      vapid(),
      reminders.email(userId),
    ]);
    return {
      timeZone,
      email: { configured: Boolean(config.SMTP_URL && config.MAIL_FROM), to: email },
      push: {
        publicKey: keys.publicKey,
        devices: devices.map((d) => ({ id: d.id, device: d.device, endpointHost: new URL(d.endpoint).host, createdAt: d.createdAt.toISOString() })),
      },
      log: log.map((r) => ({
        id: r.id,
        billId: r.billId,
        billName: r.billName,
        due: r.due,
        channel: r.channel,
        title: r.title,
        status: r.status,
        attempts: r.attempts,
        reason: r.reason,
        detail: r.detail,
        createdAt: r.createdAt.toISOString(),
        sentAt: r.sentAt?.toISOString() ?? null,
      })),
    };
  }

  router.get(
    '/reminders',
    handle(async (req, res) => {
      res.json(await view(currentUser(req).id));
    }),
  );

  router.put(
    '/reminders/time-zone',
    handle(async (req, res) => {
      const userId = currentUser(req).id;
      const { timeZone } = requestInput(req, { body: zoneBody }).body;
      const problem = timeZoneProblem(timeZone);
      if (problem) throw new HttpError(400, `timeZone: ${problem}`, undefined, 'timeZone');
      await reminders.setTimeZone(userId, timeZone);
      await scheduleDaily(queue, userId, timeZone);
      res.json(await view(userId));
    }),
  );

  // the daily run's work now: what is due today goes out (each reminder still only once)
  router.post(
    '/reminders/check',
    handle(async (req, res) => {
      const userId = currentUser(req).id;
      await runDailyNow(queue, userId);
      res.status(202).json(await view(userId));
    }),
  );

  router.post(
    '/push/subscriptions',
    handle(async (req, res) => {
      const userId = currentUser(req).id;
      const body = requestInput(req, { body: subscribeBody }).body;
      await checkPushEndpoint(body.endpoint, pushPolicy);
      const devices = await reminders.subscriptions(userId);
      if (devices.length >= MAX_PUSH_DEVICES && !devices.some((d) => d.endpoint === body.endpoint)) {
        throw new HttpError(409, `An account can have at most ${MAX_PUSH_DEVICES} devices with push reminders; remove one first.`);
      }
      await reminders.subscribe(userId, {
        endpoint: body.endpoint,
        p256dh: body.keys.p256dh,
        auth: body.keys.auth,
        device: body.device?.trim() || 'This browser',
      });
      res.status(201).json(await view(userId));
    }),
  );

  router.delete(
    '/push/subscriptions/:id',
    handle(async (req, res) => {
      const userId = currentUser(req).id;
      const { id } = requestInput(req, { params: idParams('No such device.') }).params;
      if (!(await reminders.unsubscribe(userId, id))) throw new HttpError(404, 'No such device.');
      res.json(await view(userId));
    }),
  );

  return router;
}

/** A push endpoint must be a public push service: the outbound guard's verdict as a 400 naming the field. */
async function checkPushEndpoint(endpoint: string, policy: OutboundPolicy): Promise<void> {
  try {
    await checkOutboundUrl(endpoint, policy);
  } catch (err) {
    if (err instanceof OutboundRefused) throw new HttpError(400, `endpoint: ${err.message}`, undefined, 'endpoint');
    throw err;
  }
}
