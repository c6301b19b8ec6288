// Harmony's check-ins with the CFPB Financial Well-Being Scale, and the facts beside them:
//   GET    /api/harmony/checkins        {checkins (oldest first), factsNow, due (none this month),
//                                        month, greeting, items (the statements), shortFormIds}
//   POST   /api/harmony/checkins        {form, answers, ageBand, administered, replace?} → 201 the
//                                        check-in (with a snapshot of the facts) and `nudge`: the
//                                        mood_based nudge its score raised, or null; 409 {error, existing}
//                                        when this month has one and `replace` is not true; 400 naming
//                                        the statement with a missing or out-of-range answer
//   DELETE /api/harmony/checkins/:id    204; someone else's (or a missing) check-in: 404
import type { RemindersRepo } from '../../db/repos/reminders.ts';
import { Router } from 'express';
import { z } from 'zod';
import { usualCents } from '../../core/chime/occurrences.ts';
import { addDays } from '../../core/dates.ts';
import type { CheckinConflictDto, CheckinDto, CheckinSavedDto, CheckinsOverviewDto } from '../../core/harmony/api.ts';
import { nudgeDtoOf } from '../../db/repos/harmony.ts';
import type { StudioRepo } from '../../db/repos/studio.ts';
import { checkinGreeting } from '../../core/harmony/checkin-greeting.ts';
import { BILLS_DAYS, computeFacts, type FactsSnapshot } from '../../core/harmony/facts.ts';
import { userFigures } from '../../services/figures/user-figures.ts';
import { SCALE_ITEMS, SHORT_FORM_IDS, ScaleInputError, scoreBand, scoreCheckin } from '../../core/harmony/wellbeing-scale.ts';
import type { BillsRepo } from '../../db/repos/bills.ts';
import type { Ledger } from '../../services/ledger/ledger.ts';
import type { CheckinRow, WellbeingRepo } from '../../db/repos/wellbeing.ts';
import { currentUser } from '../auth/middleware.ts';
import { billOccurrences } from '../../services/bills/occurrences.ts';
import { userToday } from '../../services/clock.ts';
import { HttpError, handle } from '../http/errors.ts';
import { idParams, requestInput } from '../http/input.ts';
import { paged, pageQuery } from '../http/paging.ts';
import { raiseCheckinMoodNudge } from '../../services/harmony/studio-nudges.ts';

export interface CheckinRouteDeps {
  wellbeing: WellbeingRepo;
  ledger: Ledger;
  bills: BillsRepo;
  /** a saved check-in joins the moods (a low or falling score can raise mood_based) */
  studio: StudioRepo;
  /** the users' time zones: the facts are as of the user's today, as in chat (issue 30) */
  zones: Pick<RemindersRepo, 'timeZone'>;
}

const NOT_FOUND = 'Check-in not found.';

const answer = z.number({ error: 'must be an answer from 0 to 4' });
const ITEM_IDS = new Set(SCALE_ITEMS.map((i) => i.id));
const body = z
  .object({
    form: z.enum(['full', 'short']),
    // only the scale's statements: an unknown one is refused even when its answer is null
    answers: z.record(
      z.string().refine((k) => ITEM_IDS.has(k), 'is not a statement of the scale'),
      answer.nullable(),
    ),
    ageBand: z.enum(['18-61', '62+']),
    administered: z.enum(['self', 'other']),
    replace: z.boolean().optional(),
  })
  .strict();

export function dtoOf(r: CheckinRow): CheckinDto {
  return {
    id: r.id,
    month: r.month,
    form: r.form,
    answers: r.answers,
    ageBand: r.ageBand,
    administered: r.administered,
    raw: r.raw,
    score: r.score,
    band: scoreBand(r.score),
    facts: r.facts,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

export function checkinRoutes({ wellbeing, ledger, bills, studio, zones }: CheckinRouteDeps): Router {
  const router = Router();

  async function factsNow(userId: string, today: string): Promise<FactsSnapshot> {
    const window = ledger.window(userId, today);
    const [txs, mine, balance, billRows] = await Promise.all([
      window,
      window.then((w) => userFigures(ledger, userId, today, { window: w })),
      ledger.statedBalance(userId),
      billOccurrences({ bills, ledger }, userId, today, 'checkin-facts', { ledger: window, activeOnly: true }),
    ]);
    const end = addDays(today, BILLS_DAYS);
    const upcomingBills = billRows
      .flatMap(({ bill: b, occurrences }) =>
        occurrences.filter((o) => o.due > today && o.due <= end && !o.paidBy).map((o) => ({ name: b.name, due: o.due, cents: usualCents(b.expected) })),
      )
      .sort((a, b) => a.due.localeCompare(b.due));
    return computeFacts({
      today,
      transactions: txs,
      figures: mine.figures,
      balance: { cents: balance.cents, source: balance.source === 'statement' ? 'statement' : 'none', asOf: balance.asOf },
      upcomingBills,
    });
  }

  router.get(
    '/harmony/checkins',
    handle(async (req, res) => {
      const userId = currentUser(req).id;
      const page = requestInput(req, { query: pageQuery }).query;
      const today = await userToday(zones, userId);
      const month = today.slice(0, 7);
      const [rows, facts] = await Promise.all([wellbeing.list(userId), factsNow(userId, today)]);
      const due = !rows.some((r) => r.month === month);
      const body: CheckinsOverviewDto = {
        month,
        due,
        checkins: paged(res, rows.map(dtoOf), page),
        factsNow: facts,
        items: SCALE_ITEMS,
        shortFormIds: SHORT_FORM_IDS,
        greeting: checkinGreeting(
          rows.map((r) => ({ month: r.month, score: r.score, facts: r.facts })),
          facts,
          due,
        ),
      };
      res.json(body);
    }),
  );

  router.post(
    '/harmony/checkins',
    handle(async (req, res) => {
      const userId = currentUser(req).id;
      const input = requestInput(req, { body }).body;
      let scored;
      try {
        const answers: Record<string, number> = {};
        for (const [k, v] of Object.entries(input.answers)) if (v !== null) answers[k] = v;
        scored = scoreCheckin(input.form, answers, input.ageBand, input.administered);
      } catch (err) {
        if (err instanceof ScaleInputError)
          throw new HttpError(400, err.message, undefined, err.item === 'administered' ? 'administered' : `answers.${err.item}`);
        throw err;
      }
      const today = await userToday(zones, userId);
      const month = today.slice(0, 7);
      const facts = await factsNow(userId, today);
      const answers = Object.fromEntries(Object.entries(input.answers).filter(([, v]) => v !== null)) as Record<string, number>;
      const row = await wellbeing.save(
        userId,
        {
          month,
          form: input.form,
          answers,
          ageBand: input.ageBand,
          administered: input.administered,
          raw: scored.raw,
          score: scored.score,
          facts,
        },
        input.replace === true,
      );
      if (!row) {
        const existing = await wellbeing.ofMonth(userId, month);
        res.status(409).json({
          error: `You already checked in for ${month} (score ${existing?.score ?? '?'}). Send replace: true to replace it.`,
          existing: existing ? dtoOf(existing) : null,
        } satisfies CheckinConflictDto);
        return;
      }
      const nudge = await raiseCheckinMoodNudge(studio, userId, row.id);
      res.status(201).json({ ...dtoOf(row), nudge: nudge ? nudgeDtoOf(nudge) : null } satisfies CheckinSavedDto);
    }),
  );

  router.delete(
    '/harmony/checkins/:id',
    handle(async (req, res) => {
      const { id } = requestInput(req, { params: idParams(NOT_FOUND) }).params;
      if (!(await wellbeing.remove(currentUser(req).id, id))) throw new HttpError(404, NOT_FOUND);
      res.status(204).end();
    }),
  );

  return router;
}
