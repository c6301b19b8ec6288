// Chat with the employees: send a message (the reply comes back when complete; with an LLM its
// tokens stream meanwhile as chat:token to the user's room), list and read conversations.
import type { RunningChats } from '../../infra/running-chats.ts';
import { Router } from 'express';
import { z } from 'zod';
import type { ChatReplyDto, ConversationDto, ConversationSummaryDto } from '../../core/chat/api.ts';
import type { Config } from '../../core/config.ts';
import {
  BLANK_MESSAGE,
  DEFAULT_CONVERSATIONS,
  MAX_CONVERSATIONS,
  MAX_MESSAGE_CHARS,
  TOO_LONG_MESSAGE,
  employeeNotFoundMessage,
} from '../../core/chat/messages.ts';
import { isTeamMemberKey, type TeamMemberKey } from '../../core/employees.ts';
import type { Emit } from '../../infra/emit.ts';
import type { ChatRepo } from '../../db/repos/chat.ts';
import type { HarmonyRepo } from '../../db/repos/harmony.ts';
import { currentUser } from '../auth/middleware.ts';
import { HttpError, handle } from '../http/errors.ts';
import { createLlm } from './llm.ts';
import { ChatService } from './service.ts';
import { gatherChatData, type UserDataDeps } from './user-data.ts';
import { idParams, inputPart, isUuid, requestInput } from '../http/input.ts';

export interface ChatRouteDeps extends UserDataDeps {
  chat: ChatRepo;
  emit: Emit;
  config: Config;
  /** Harmony's nudges: her replies are about one (server/chat/service.ts) */
  harmony?: HarmonyRepo;
  running?: RunningChats;
}

const messageBody = z.object({
  message: z.string(),
  conversationId: z.string().nullish(),
});

function employeeOf(id: string): TeamMemberKey {
  if (!isTeamMemberKey(id)) throw new HttpError(404, employeeNotFoundMessage(id));
  return id;
}

function limitOf(value: unknown): number {
  if (value === undefined || value === '') return DEFAULT_CONVERSATIONS;
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : NaN;
  if (!(n >= 1 && n <= MAX_CONVERSATIONS)) throw new HttpError(400, `limit is a whole number from 1 to ${MAX_CONVERSATIONS}.`);
  return n;
}

export function chatRoutes(deps: ChatRouteDeps): Router {
  const router = Router();
  const service = new ChatService({
    chat: deps.chat,
    emit: deps.emit,
    llm: createLlm(deps.config),
    ...(deps.running ? { running: deps.running } : {}),
    data: (user, today, nudge) => gatherChatData(deps, user, today, nudge ?? null),
    ...(deps.reminders ? { zones: deps.reminders } : {}),
    ...(deps.harmony ? { harmonyNudge: harmonyNudgeOf(deps.harmony) } : {}),
  });

  router.post(
    '/chat/:employee/messages',
    handle(async (req, res) => {
      const employee = employeeOf(String(req.params.employee));
      const parsed = inputPart(messageBody, req.body ?? {}, 'body', { explain: 'Send {message} and, to continue a conversation, its conversationId.' });
      const message = parsed.message.trim();
      if (!message) throw new HttpError(400, BLANK_MESSAGE);
      if (message.length > MAX_MESSAGE_CHARS) throw new HttpError(400, TOO_LONG_MESSAGE);
      const user = currentUser(req);
      const body: ChatReplyDto = await service.send(user, employee, message, parsed.conversationId ?? null);
      res.json(body);
    }),
  );

  router.get(
    '/chat/conversations',
    handle(async (req, res) => {
      const employee = req.query.employee;
      if (employee !== undefined && typeof employee !== 'string') throw new HttpError(400, 'employee is one employee id.');
      if (employee) employeeOf(employee);
      const conversations: ConversationSummaryDto[] = await service.list(currentUser(req).id, {
        limit: limitOf(req.query.limit),
        ...(employee ? { employee } : {}),
      });
      res.json({ conversations });
    }),
  );

  router.get(
    '/chat/conversations/:id',
    handle(async (req, res) => {
      const conversation: ConversationDto = await service.get(
        currentUser(req).id,
        requestInput(req, { params: idParams('Conversation not found.') }).params.id,
      );
      res.json({ conversation });
    }),
  );

  return router;
}

/** The nudge a Harmony conversation is about: the one its context names, else the active one. */
function harmonyNudgeOf(harmony: HarmonyRepo) {
  return async (userId: string, context: Record<string, unknown>) => {
    const named = typeof context.nudgeId === 'string' && isUuid(context.nudgeId) ? await harmony.get(userId, context.nudgeId) : null;
    const row = named ?? (await harmony.active(userId));
    return row ? { id: row.id, context: row.context } : null;
  };
}
