// Goalie's goals: list with the figures (core/goalie/overview.ts), create, edit (refused when the
// goal changed since the copy it was made from), pause/complete/archive through status, contribute.
import type { RemindersRepo } from '../../db/repos/reminders.ts';
import { Router } from 'express';
import { z } from 'zod';
import type { GoalsDto } from '../../core/goalie/api.ts';
import { GOAL_KINDS, GOAL_STATES } from '../../core/goalie/kinds.ts';
import { StaleEdit, type GoalsRepo } from '../../db/repos/goals.ts';
import type { Ledger } from '../../services/ledger/ledger.ts';
import type { DebtsRepo } from '../../db/repos/debts.ts';
import { userGoalsOverview } from '../../services/goalie/overview.ts';
import { currentUser } from '../auth/middleware.ts';
import { todayIso, userToday } from '../../services/clock.ts';
import { HttpError, handle } from '../http/errors.ts';
import { idParams, isoDate, optionalName, requestInput, safeText } from '../http/input.ts';
import { MAX_PLANNING_CENTS } from '../../core/planning-limits.ts';
import { capRefusal, paged, pageQuery } from '../http/paging.ts';

const cents = z
  .number()
  .int('must be whole cents')
  .refine((n) => Math.abs(n) <= MAX_PLANNING_CENTS, `is too large (at most ${MAX_PLANNING_CENTS} cents either way)`);
const name = safeText(120)
  .transform((s) => s.trim())
  .refine((s) => s.length > 0, 'must not be empty');
const optionalText = optionalName(80);

const goalFields = {
  name,
  kind: z.enum(GOAL_KINDS),
  targetCents: cents.refine((n) => n > 0, 'must be more than zero'),
  targetDate: isoDate.nullable().optional(),
  startingCents: cents.refine((n) => n >= 0, 'must not be negative').optional(),
  linkedAccount: optionalText,
  matchText: optionalText,
  priority: z.number().int().min(1).max(100).optional(),
};
const createBody = z.object(goalFields).strict();
const editBody = z
  .object({ ...goalFields, status: z.enum(GOAL_STATES), updatedAt: z.string().datetime({ offset: true }) })
  .partial()
  .required({ updatedAt: true })
  .strict();
const contributionBody = z.object({ date: isoDate, amountCents: cents.refine((n) => n !== 0, 'must not be zero'), note: safeText(200).optional() }).strict();

/** Checks a goal as the user would write it: a target date not past, a target above what is saved. */
function checkGoal(g: { targetCents: number; startingCents: number; targetDate: string | null }, today: string): void {
  if (g.targetDate && g.targetDate < today) throw new HttpError(400, `targetDate: ${g.targetDate} is in the past.`, undefined, 'targetDate');
  if (g.startingCents >= g.targetCents) {
    throw new HttpError(400, 'targetCents: the target must be more than what is already saved.', undefined, 'targetCents');
  }
}

/** `zones`: the users' time zones, so the page's months and today are the user's, as in chat (issue 30). */
export function goalRoutes(goals: GoalsRepo, ledger: Ledger, debts: DebtsRepo, zones: Pick<RemindersRepo, 'timeZone'>): Router {
  const router = Router();

  const overview = async (userId: string): Promise<GoalsDto> =>
    (await userGoalsOverview({ goals, debts, ledger }, userId, await userToday(zones, userId))).view;

  router.get(
    '/goals',
    handle(async (req, res) => {
      const page = requestInput(req, { query: pageQuery }).query;
      const all = await overview(currentUser(req).id);
      res.json({ ...all, goals: paged(res, all.goals, page) });
    }),
  );

  router.post(
    '/goals',
    handle(async (req, res) => {
      const userId = currentUser(req).id;
      const body = requestInput(req, { body: createBody }).body;
      checkGoal({ targetCents: body.targetCents, startingCents: body.startingCents ?? 0, targetDate: body.targetDate ?? null }, todayIso());
      const row = await goals.create(userId, body, todayIso()).catch(capRefusal);
      res.status(201).json({ id: row.id, ...(await overview(userId)) });
    }),
  );

  router.patch(
    '/goals/:id',
    handle(async (req, res) => {
      const userId = currentUser(req).id;
      const {
        params: { id },
        body,
      } = requestInput(req, { params: idParams('Goal not found.'), body: editBody });
      const current = await goals.get(userId, id);
      if (!current) throw new HttpError(404, 'Goal not found.');
      const { updatedAt, ...fields } = body;
      if (fields.targetCents !== undefined || fields.startingCents !== undefined || fields.targetDate !== undefined) {
        checkGoal(
          {
            targetCents: fields.targetCents ?? current.targetCents,
            startingCents: fields.startingCents ?? current.startingCents,
            targetDate: fields.targetDate === undefined ? null : fields.targetDate,
          },
          todayIso(),
        );
      }
      try {
        await goals.update(userId, id, updatedAt, fields);
      } catch (err) {
        if (err instanceof StaleEdit) throw new HttpError(409, err.message);
        throw err;
      }
      res.json(await overview(userId));
    }),
  );

  router.delete(
    '/goals/:id',
    handle(async (req, res) => {
      const userId = currentUser(req).id;
      const { id } = requestInput(req, { params: idParams('Goal not found.') }).params;
      if (!(await goals.remove(userId, id))) throw new HttpError(404, 'Goal not found.');
      res.json(await overview(userId));
    }),
  );

  router.post(
    '/goals/:id/contributions',
    handle(async (req, res) => {
      const userId = currentUser(req).id;
      const {
        params: { id },
        body,
      } = requestInput(req, { params: idParams('Goal not found.'), body: contributionBody });
      // money taken out (a negative amount) cannot be more than the goal holds
      const held = body.amountCents < 0 ? (await goals.saved(userId)).get(id) : undefined;
      if (held !== undefined && held + body.amountCents < 0) {
        throw new HttpError(400, `amountCents: that takes out more than the goal holds (${held} cents).`, undefined, 'amountCents');
      }
      if (!(await goals.contribute(userId, id, body.date, body.amountCents, body.note ?? null).catch(capRefusal))) throw new HttpError(404, 'Goal not found.');
      res.status(201).json(await overview(userId));
    }),
  );

  return router;
}
