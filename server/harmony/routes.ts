// Harmony's nudges, the floating card on the dashboard:
//   GET  /api/harmony/nudge              what the dashboard calls on load: records the visit (a
//                                        return after TIME_BASED_MIN_DAYS or more raises a
//                                        time_based nudge) and suggests a due check-in (checkin_due,
//                                        only when no other nudge is on the card), then
//                                        {nudge: the latest not cleared, or null}
//   POST /api/harmony/nudges/:id/clear   the card's close icon: 204
//   POST /api/harmony/nudges/:id/talk    "Let's Talk About It": clears the nudge and opens a Harmony
//                                        conversation whose first message greets by the nudge's
//                                        context → {conversationId, greeting}; asked again, the same
//                                        conversation. The chat (POST /api/chat/harmony/messages)
//                                        then answers about that nudge.
// Someone else's nudge gets the same 404 as a missing one.
import { randomUUID } from 'node:crypto';
import { Router } from 'express';
import type { ChatMessageDto } from '../../core/chat/api.ts';
import type { HarmonyTalkDto, NudgeDto } from '../../core/harmony/api.ts';
import { greeting, nudgeSource, nudgeTitle } from '../../core/harmony/nudges.ts';
import type { ChatRepo } from '../../db/repos/chat.ts';
import { nudgeDtoOf, type HarmonyRepo, type NudgeRow } from '../../db/repos/harmony.ts';
import { suggestCheckin, visitAndWelcome } from '../../services/harmony/nudges.ts';
import { currentUser } from '../auth/middleware.ts';
import { todayIso } from '../../services/clock.ts';
import { HttpError, handle } from '../http/errors.ts';
import { idParams, requestInput } from '../http/input.ts';

export interface HarmonyRouteDeps {
  harmony: HarmonyRepo;
  chat: ChatRepo;
}

const NOT_FOUND = 'Nudge not found.';

export function harmonyRoutes({ harmony, chat }: HarmonyRouteDeps): Router {
  const router = Router();

  async function owned(userId: string, id: string): Promise<NudgeRow> {
    const row = await harmony.get(userId, id);
    if (!row) throw new HttpError(404, NOT_FOUND);
    return row;
  }

  router.get(
    '/harmony/nudge',
    handle(async (req, res) => {
      const userId = currentUser(req).id;
      await visitAndWelcome(harmony, userId, todayIso());
      await suggestCheckin(harmony, userId, todayIso());
      const row = await harmony.active(userId);
      const body: { nudge: NudgeDto | null } = { nudge: row ? nudgeDtoOf(row) : null };
      res.json(body);
    }),
  );

  router.post(
    '/harmony/nudges/:id/clear',
    handle(async (req, res) => {
      const { id } = requestInput(req, { params: idParams(NOT_FOUND) }).params;
      if (!(await harmony.clear(currentUser(req).id, id))) throw new HttpError(404, NOT_FOUND);
      res.status(204).end();
    }),
  );

  router.post(
    '/harmony/nudges/:id/talk',
    handle(async (req, res) => {
      const userId = currentUser(req).id;
      const nudge = await owned(userId, requestInput(req, { params: idParams(NOT_FOUND) }).params.id);
      await harmony.clear(userId, nudge.id);
      const existing = await harmony.conversationOf(userId, nudge.id);
      if (existing) {
        res.json({ conversationId: existing.id, greeting: existing.greeting } satisfies HarmonyTalkDto);
        return;
      }
      const text = greeting(nudge.context, todayIso());
      const first: ChatMessageDto = {
        id: randomUUID(),
        role: 'assistant',
        content: text,
        at: new Date().toISOString(),
        source: 'builtin',
        dataUsed: [nudgeSource(nudge.context)],
      };
      const conversation = await chat.start(userId, 'harmony', nudgeTitle(nudge.context), first, { nudgeId: nudge.id, openedByNudge: true });
      res.json({ conversationId: conversation.id, greeting: text } satisfies HarmonyTalkDto);
    }),
  );

  return router;
}
