// Chime's bills: list with each occurrence against the ledger and the balance warnings, create by hand,
// confirm or dismiss a series Crystal proposes (a dismissed one is not proposed again), delete, and the
// buffer the warnings keep the balance above. Every answer is the page as services/bills/overview.ts builds it.
import { Router } from 'express';
import { z } from 'zod';
import type { BillsDto } from '../../core/chime/api.ts';
import { cadenceProblem, type Cadence } from '../../core/chime/cadence.ts';
import type { ExpectedAmount } from '../../core/chime/occurrences.ts';
import { merchantKeyOf } from '../../core/crystal/merchant.ts';
import type { BillsRepo } from '../../db/repos/bills.ts';
import type { RemindersRepo } from '../../db/repos/reminders.ts';
import { runDailyNow, scheduleDaily, type RemindersQueue } from '../../infra/queues/reminders.ts';
import { DEFAULT_LEAD_DAYS, REMINDER_CHANNELS } from '../../core/chime/reminders.ts';
import type { Ledger } from '../../services/ledger/ledger.ts';
import { billsOverview } from '../../services/bills/overview.ts';
import { currentUser } from '../auth/middleware.ts';
import { HttpError, handle } from '../http/errors.ts';
import { idParams, isoDate, optionalName, requestInput, safeText } from '../http/input.ts';
import { capRefusal, paged, pageQuery } from '../http/paging.ts';
import { MAX_BUFFER_CENTS } from '../../core/chime/warnings.ts';

const positive = z
  .number()
  .int('must be whole cents')
  .refine((n) => n > 0, 'must be more than zero')
  .refine((n) => n <= 100_000_000_00, 'is too large');
const expected = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('exact'), cents: positive }).strict(),
    z.object({ kind: z.literal('approx'), cents: positive, percent: z.number().min(0).max(100) }).strict(),
    z.object({ kind: z.literal('range'), minCents: positive, maxCents: positive }).strict(),
  ])
  .refine((e) => e.kind !== 'range' || e.minCents <= e.maxCents, 'the range must not end before it starts');
const channelsField = z
  .array(z.enum(REMINDER_CHANNELS))
  .max(3)
  .transform((c) => [...new Set(c)]);
// exactly the shapes core/chime/cadence.ts reads, nothing more stored beside them; the ranges
// (a whole day 1-31, February has no 31st…) are cadenceProblem's, with its messages
const num = z.number();
const cadence = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('weekly') }).strict(),
  z.object({ kind: z.literal('every-n-weeks'), n: num }).strict(),
  z.object({ kind: z.literal('every-n-days'), n: num }).strict(),
  z.object({ kind: z.literal('monthly'), day: num }).strict(),
  z.object({ kind: z.literal('quarterly'), day: num, startMonth: num }).strict(),
  z.object({ kind: z.literal('yearly'), month: num, day: num }).strict(),
]) satisfies z.ZodType<Cadence>;
const createBody = z
  .object({
    name: safeText(120)
      .transform((s) => s.trim())
      .refine((s) => s.length > 0, 'must not be empty'),
    payee: optionalName(120),
    expected,
    cadence,
    anchor: isoDate,
    weekend: z.enum(['before', 'after']).nullable().optional(),
    account: optionalName(80),
    autopay: z.boolean().optional(),
    leadDays: z.number().int().min(0).max(30).optional(),
    channels: channelsField.optional(),
  })
  .strict();
const patchBody = z
  .object({
    leadDays: z.number().int().min(0, 'must be 0 days or more').max(30, 'can be at most 30 days').optional(),
    channels: channelsField.optional(),
    active: z.boolean().optional(),
    autopay: z.boolean().optional(),
  })
  .strict()
  .refine((b) => Object.keys(b).length > 0, 'say what to change (leadDays, channels, active or autopay)');
const proposalBody = z.object({ merchantKey: safeText(200).refine((s) => s.trim().length > 0, 'must not be empty') }).strict();
const bufferBody = z
  .object({
    // whole cents by refine: zod's int() reports a fraction as a wrong type ("is not a int")
    bufferCents: z
      .number()
      .refine(Number.isInteger, 'must be whole cents')
      .min(0, 'must not be negative: give 0 or more')
      .max(MAX_BUFFER_CENTS, 'is too large (at most $10,000,000)'),
  })
  .strict();

export function billRoutes(billsRepo: BillsRepo, ledger: Ledger, reminders: RemindersRepo, queue: RemindersQueue): Router {
  const router = Router();

  /** A bill added or changed: the user's daily run is scheduled, and a reminder already due goes out now. */
  async function remind(userId: string): Promise<void> {
    await scheduleDaily(queue, userId, await reminders.timeZone(userId));
    await runDailyNow(queue, userId);
  }

  const overview = (userId: string): Promise<BillsDto> => billsOverview({ bills: billsRepo, ledger, zones: reminders }, userId);

  router.get(
    '/bills',
    handle(async (req, res) => {
      const page = requestInput(req, { query: pageQuery }).query;
      const all = await overview(currentUser(req).id);
      res.json({ ...all, bills: paged(res, all.bills, page) });
    }),
  );

  // the balance the warnings keep above, kept for the user (0: warn only under zero)
  router.put(
    '/bills/buffer',
    handle(async (req, res) => {
      const userId = currentUser(req).id;
      const { bufferCents } = requestInput(req, { body: bufferBody }).body;
      await billsRepo.setBuffer(userId, bufferCents);
      res.json(await overview(userId));
    }),
  );

  router.post(
    '/bills',
    handle(async (req, res) => {
      const userId = currentUser(req).id;
      const body = requestInput(req, { body: createBody }).body;
      const problem = cadenceProblem(body.cadence);
      if (problem) throw new HttpError(400, `cadence: ${problem}`, undefined, 'cadence');
      await billsRepo
        .create(userId, {
          name: body.name,
          merchantKey: merchantKeyOf(body.payee ?? body.name),
          expected: body.expected as ExpectedAmount,
          cadence: body.cadence,
          anchor: body.anchor,
          weekend: body.weekend ?? null,
          account: body.account ?? null,
          autopay: body.autopay ?? false,
          leadDays: body.leadDays ?? DEFAULT_LEAD_DAYS,
          channels: body.channels ?? ['in-app'],
        })
        .catch(capRefusal);
      await remind(userId);
      res.status(201).json(await overview(userId));
    }),
  );

  // a proposal confirmed: the bill as Crystal saw it (the usual amount ± 10 %, or the range seen when it varies)
  router.post(
    '/bills/proposals/confirm',
    handle(async (req, res) => {
      const userId = currentUser(req).id;
      const { merchantKey: key } = requestInput(req, { body: proposalBody }).body;
      const current = await overview(userId);
      const p = current.proposals.find((x) => x.merchantKey === key);
      if (!p) throw new HttpError(404, 'There is no such proposal (already a bill, dismissed, or no longer seen).');
      const exp: ExpectedAmount =
        p.minCents === p.maxCents ? { kind: 'approx', cents: p.amountCents, percent: 10 } : { kind: 'range', minCents: p.minCents, maxCents: p.maxCents };
      await billsRepo
        .create(userId, {
          name: p.merchant,
          merchantKey: p.merchantKey,
          expected: exp,
          cadence: p.cadence,
          anchor: p.firstDate,
          weekend: null,
          account: null,
          autopay: false,
          leadDays: DEFAULT_LEAD_DAYS,
          channels: ['in-app'],
        })
        .catch(capRefusal);
      await remind(userId);
      res.status(201).json(await overview(userId));
    }),
  );

  router.post(
    '/bills/proposals/dismiss',
    handle(async (req, res) => {
      const userId = currentUser(req).id;
      const { merchantKey: key } = requestInput(req, { body: proposalBody }).body;
      await billsRepo.dismiss(userId, key).catch(capRefusal);
      res.json(await overview(userId));
    }),
  );

  router.patch(
    '/bills/:id',
    handle(async (req, res) => {
      const userId = currentUser(req).id;
      const { id } = requestInput(req, { params: idParams('Bill not found.') }).params;
      const body = requestInput(req, { body: patchBody }).body;
      if (!(await billsRepo.update(userId, id, body))) throw new HttpError(404, 'Bill not found.');
      await remind(userId);
      res.json(await overview(userId));
    }),
  );

  router.delete(
    '/bills/:id',
    handle(async (req, res) => {
      const userId = currentUser(req).id;
      const { id } = requestInput(req, { params: idParams('Bill not found.') }).params;
      if (!(await billsRepo.remove(userId, id))) throw new HttpError(404, 'Bill not found.');
      res.json(await overview(userId));
    }),
  );

  return router;
}
