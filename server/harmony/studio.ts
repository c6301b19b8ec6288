// Harmony's wellness studio (issue 17):
//   GET    /api/studio                    the page: challenges with their status from the ledger, the
//                                         last complete week's review, achievements (rules, progress,
//                                         unlock times), regret categories, recent moods, focus this
//                                         week. Also runs the guilt rule on the regret categories.
//   POST   /api/studio/challenges         {categories, lengthDays: 7|14|30, startDate?} → 201 ChallengeDto
//   DELETE /api/studio/challenges/:id     204 (someone else's: 404)
//   PUT    /api/studio/regrets            {category, regret: boolean} → {regrets, nudge}
//   GET    /api/studio/moods/:documentId  {mood: 1–5 | null} for one of the user's documents
//   POST   /api/studio/moods              {documentId, mood: 1–5} → 201 MoodResultDto (a low mood may
//                                         raise a mood_based nudge)
//   POST   /api/studio/focus              {kind: focus|break, minutes} → 201 (a finished countdown)
import type { RemindersRepo } from '../../db/repos/reminders.ts';
import { Router } from 'express';
import { z } from 'zod';
import type { NudgeDto, ChallengeDto, MoodResultDto, StudioDto } from '../../core/harmony/api.ts';
import { addDays } from '../../core/dates.ts';
import { CHALLENGE_LENGTHS, SPENDING_CATEGORIES, achievements, challengeStatus, isSpendingCategory, weeklyReview } from '../../core/harmony/studio.ts';
import type { Ledger } from '../../services/ledger/ledger.ts';
import { nudgeDtoOf } from '../../db/repos/harmony.ts';
import type { ChallengeRow, StudioRepo } from '../../db/repos/studio.ts';
import type { LedgerTransaction } from '../../core/crystal/types.ts';
import { currentUser } from '../auth/middleware.ts';
import { todayIso, userToday } from '../../services/clock.ts';
import { userFigures } from '../../services/figures/user-figures.ts';
import { HttpError, handle } from '../http/errors.ts';
import { idParams, isoDate, pathId, requestInput, safeText, uuid } from '../http/input.ts';
import { raiseGuiltNudges, raiseMoodNudge } from '../../services/harmony/studio-nudges.ts';

export interface StudioRouteDeps {
  studio: StudioRepo;
  ledger: Ledger;
  /** the users' time zones: the page's week, challenges and badge are as of the user's today (issue 30) */
  zones: Pick<RemindersRepo, 'timeZone'>;
}

const category = safeText(60).refine(isSpendingCategory, `must be one of the spending categories: ${SPENDING_CATEGORIES.join(', ')}`);
const challengeBody = z
  .object({
    categories: z.array(category).min(1, 'choose at least one category').max(SPENDING_CATEGORIES.length),
    lengthDays: z
      .number()
      .int()
      .refine((n) => (CHALLENGE_LENGTHS as readonly number[]).includes(n), `must be ${CHALLENGE_LENGTHS.join(', ')} days`),
    startDate: isoDate.optional(),
  })
  .strict();
const regretBody = z.object({ category, regret: z.boolean() }).strict();
const moodBody = z.object({ documentId: uuid, mood: z.number().int().min(1, 'must be 1 to 5').max(5, 'must be 1 to 5') }).strict();
const focusBody = z.object({ kind: z.enum(['focus', 'break']), minutes: z.number().int().min(1, 'must be at least 1').max(120, 'at most 120') }).strict();
const documentParams = z.object({ documentId: pathId('Document not found.') });

const challengeDto = (r: ChallengeRow, ledger: readonly LedgerTransaction[], today: string): ChallengeDto => ({
  id: r.id,
  categories: r.categories,
  startDate: r.startDate,
  lengthDays: r.lengthDays,
  createdAt: r.createdAt.toISOString(),
  ...challengeStatus({ id: r.id, categories: r.categories, startDate: r.startDate, lengthDays: r.lengthDays }, ledger, today),
});

export function studioRoutes({ studio, ledger, zones }: StudioRouteDeps): Router {
  const router = Router();

  router.get(
    '/studio',
    handle(async (req, res) => {
      const userId = currentUser(req).id;
      const today = await userToday(zones, userId);
      const txs = await ledger.window(userId, today);
      const raised = await raiseGuiltNudges(studio, userId, txs, today);
      const [rows, regrets, moods, focus, counts, mine] = await Promise.all([
        studio.challenges(userId),
        studio.regrets(userId),
        studio.moods(userId, 10),
        studio.focusSince(userId, addDays(today, -6)),
        studio.achievementCounts(userId),
        userFigures(ledger, userId, today, { window: txs }),
      ]);
      const challenges = rows.map((r) => challengeDto(r, txs, today));
      const rules = achievements({ ...counts, savingsRate: mine.figures.savingsRate });
      const unlocked = await studio.unlock(
        userId,
        rules.filter((a) => a.reached).map((a) => a.key),
      );
      const body: StudioDto = {
        today,
        categories: [...SPENDING_CATEGORIES],
        challenges,
        review: { ...weeklyReview(txs, today), challenges: challenges.map((c) => ({ id: c.id, categories: c.categories, state: c.state })) },
        achievements: rules.map((a) => ({ ...a, unlockedAt: unlocked.get(a.key)?.toISOString() ?? null })),
        regrets: regrets.map((r) => r.category),
        moods: moods.map((m) => ({ documentId: m.documentId, mood: m.mood, date: m.date })),
        focus,
        nudge: raised.length ? nudgeDtoOf(raised[raised.length - 1]!) : null,
      };
      res.json(body);
    }),
  );

  router.post(
    '/studio/challenges',
    handle(async (req, res) => {
      const userId = currentUser(req).id;
      const b = requestInput(req, { body: challengeBody }).body;
      const today = todayIso();
      const row = await studio.createChallenge(userId, { categories: [...new Set(b.categories)], startDate: b.startDate ?? today, lengthDays: b.lengthDays });
      res.status(201).json(challengeDto(row, await ledger.window(userId, today), today));
    }),
  );

  router.delete(
    '/studio/challenges/:id',
    handle(async (req, res) => {
      const { id } = requestInput(req, { params: idParams('Challenge not found.') }).params;
      if (!(await studio.deleteChallenge(currentUser(req).id, id))) throw new HttpError(404, 'Challenge not found.');
      res.status(204).end();
    }),
  );

  router.put(
    '/studio/regrets',
    handle(async (req, res) => {
      const userId = currentUser(req).id;
      const b = requestInput(req, { body: regretBody }).body;
      let nudge: NudgeDto | null = null;
      if (b.regret) {
        await studio.addRegret(userId, b.category);
        const today = todayIso();
        const raised = await raiseGuiltNudges(studio, userId, await ledger.window(userId, today), today);
        nudge = raised.length ? nudgeDtoOf(raised[raised.length - 1]!) : null;
      } else {
        await studio.removeRegret(userId, b.category);
      }
      res.json({ regrets: (await studio.regrets(userId)).map((r) => r.category), nudge });
    }),
  );

  router.get(
    '/studio/moods/:documentId',
    handle(async (req, res) => {
      const userId = currentUser(req).id;
      const { documentId } = requestInput(req, { params: documentParams }).params;
      if (!(await studio.document(userId, documentId))) throw new HttpError(404, 'Document not found.');
      const mood = (await studio.moods(userId, 100)).find((m) => m.documentId === documentId);
      res.json({ mood: mood?.mood ?? null });
    }),
  );

  router.post(
    '/studio/moods',
    handle(async (req, res) => {
      const userId = currentUser(req).id;
      const b = requestInput(req, { body: moodBody }).body;
      const doc = await studio.document(userId, b.documentId);
      if (!doc) throw new HttpError(404, 'Document not found.');
      const row = await studio.setMood(userId, doc.id, b.mood, todayIso());
      const nudge = await raiseMoodNudge(studio, userId, doc);
      res.status(201).json({ documentId: doc.id, mood: row.mood, date: row.date, nudge: nudge ? nudgeDtoOf(nudge) : null } satisfies MoodResultDto);
    }),
  );

  router.post(
    '/studio/focus',
    handle(async (req, res) => {
      const userId = currentUser(req).id;
      const b = requestInput(req, { body: focusBody }).body;
      const row = await studio.addFocus(userId, { ...b, date: todayIso() });
      res.status(201).json({ id: row.id, kind: row.kind, minutes: row.minutes, date: row.date });
    }),
  );

  return router;
}
