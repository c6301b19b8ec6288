// Roundtable's financial story: GET /api/story?period=month&month=2026-02 or ?period=year&year=2025.
// With neither, the last complete month (or the latest with transactions), and the story says why.
import type { RemindersRepo } from '../../db/repos/reminders.ts';
import { Router } from 'express';
import { z } from 'zod';
import type { StoryPeriod } from '../../core/story/api.ts';
import { currentUser } from '../auth/middleware.ts';
import { userToday } from '../../services/clock.ts';
import { HttpError, handle } from '../http/errors.ts';
import { oneValue, requestInput } from '../http/input.ts';
import { storyFor, type StoryDeps } from './service.ts';

const storyQuery = z.object({
  period: oneValue(z.enum(['month', 'year'], 'must be "month" or "year"').optional()),
  month: oneValue(
    z
      .string()
      .regex(/^(19\d\d|2[01]\d\d)-(0[1-9]|1[0-2])$/, 'must be a month like 2026-02')
      .optional(),
  ),
  year: oneValue(
    z
      .string()
      .regex(/^(19\d\d|2[01]\d\d)$/, 'must be a year like 2026')
      .transform(Number)
      .optional(),
  ),
});

/** The period asked for, or null for the default; 400 naming the field when it cannot be told. */
export function askedPeriod(q: z.infer<typeof storyQuery>, today: string): StoryPeriod | null {
  const kind = q.period ?? (q.year !== undefined ? 'year' : q.month !== undefined ? 'month' : null);
  if (kind === 'month' && q.year !== undefined) throw new HttpError(400, 'year: goes with period=year; a month story takes month=YYYY-MM.', undefined, 'year');
  if (kind === 'year' && q.month !== undefined) throw new HttpError(400, 'month: goes with period=month; a year story takes year=YYYY.', undefined, 'month');
  if (kind === 'month') {
    if (q.month === undefined) return null;
    if (q.month > today.slice(0, 7)) throw new HttpError(400, `month: ${q.month} has not started yet (today is ${today}).`, undefined, 'month');
    return { kind: 'month', month: q.month };
  }
  if (kind === 'year') {
    const year = q.year ?? Number(today.slice(0, 4));
    if (year > Number(today.slice(0, 4))) throw new HttpError(400, `year: ${year} has not started yet (today is ${today}).`, undefined, 'year');
    return { kind: 'year', year };
  }
  return null;
}

export function storyRoutes(deps: StoryDeps & { zones: Pick<RemindersRepo, 'timeZone'> }): Router {
  const router = Router();

  router.get(
    '/story',
    handle(async (req, res) => {
      const today = await userToday(deps.zones, currentUser(req).id);
      const period = askedPeriod(requestInput(req, { query: storyQuery }).query, today);
      res.json(await storyFor(deps, currentUser(req).id, period, today));
    }),
  );

  return router;
}
