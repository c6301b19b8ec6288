// Prime routes a question to the employee best placed to answer it and hands the question over.
import { Router } from 'express';
import { z } from 'zod';
import type { HandoffDto, PrimeAskResult } from '../../core/prime/api.ts';
import { isTeamMemberKey } from '../../core/employees.ts';
import { analyzeQuestion } from '../../core/prime/analysis.ts';
import { primeReply, routeQuestion } from '../../core/prime/router.ts';
import { cleanQuestion, MAX_QUESTION_CHARS } from '../../core/prime/words.ts';
import type { PrimeRepo } from '../../db/repos/prime.ts';
import type { BuiltInReply } from '../../core/chat/responder-types.ts';
import { currentUser } from '../auth/middleware.ts';
import { HttpError, handle } from '../http/errors.ts';
import { idParams, requestInput } from '../http/input.ts';

const askBody = z.object({
  question: z
    .string()
    .max(MAX_QUESTION_CHARS * 4, `A question is at most ${MAX_QUESTION_CHARS} characters.`)
    // control characters (a NUL among them) are dropped, not stored; what is left must be a question
    .transform((q) =>
      cleanQuestion(q.replace(/[\u0000-\u001f\u007f]/g, ' ').replace(/[\ud800-\udfff]/g, ''))
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .refine((q) => q.length > 0, 'Ask Prime a question first.'),
});
const claimBody = z.object({ employee: z.string().max(40) });

const REFUSALS = {
  not_found: [404, 'This handoff does not exist.'],
  other_employee: [409, 'This handoff was made for another employee.'],
  used: [410, 'This handoff has already been opened.'],
  expired: [410, 'This handoff has expired (they last 24 hours); ask Prime again.'],
} as const;

export interface PrimeRouteDeps {
  /** the team's answer to a money question from the user's data (core/chat/responders.ts specificReply), null when it asks none */
  answer?: (user: { id: string; email: string }, question: string) => Promise<BuiltInReply | null>;
}

export function primeRoutes(prime: PrimeRepo, deps: PrimeRouteDeps = {}): Router {
  const router = Router();

  router.post(
    '/prime/ask',
    handle(async (req, res) => {
      const { question } = requestInput(req, { body: askBody }).body;
      const started = Date.now();
      const user = currentUser(req);
      const routed = primeReply(question);
      // a money question the routing rules do not cover gets the team's answer, not the help line
      const answer = deps.answer && routed.kind !== 'pricing' ? await deps.answer(user, question) : null;
      const reply = routed.kind === 'help' && answer ? ({ kind: 'answer', message: answer.content, delayMs: 0 } as const) : routed;
      const analysis = analyzeQuestion(question);
      const confidence = reply.kind === 'route' ? routeQuestion(question).confidence : 0;
      const employee = reply.kind === 'route' ? reply.employee : null;
      const handoffId = await prime.recordRouting(user.id, {
        question,
        analysis: { ...analysis },
        routedTo: employee,
        replyKind: reply.kind,
        confidence,
        output: reply.message,
        latencyMs: Date.now() - started,
      });
      const body: PrimeAskResult = {
        kind: reply.kind,
        employee,
        route: reply.kind === 'help' || reply.kind === 'answer' ? null : reply.route,
        message: reply.message,
        delayMs: reply.delayMs,
        handoffId,
        confidence,
        reply: answer ? { content: answer.content, dataUsed: answer.dataUsed } : { content: reply.message, dataUsed: [] },
      };
      res.json(body);
    }),
  );

  router.post(
    '/prime/handoffs/:id/claim',
    handle(async (req, res) => {
      const {
        params: { id },
        body: claim,
      } = requestInput(req, { params: idParams(REFUSALS.not_found[1]), body: claimBody });
      if (!isTeamMemberKey(claim.employee)) throw new HttpError(400, "Send {employee} with the receiving employee's key.", undefined, 'employee');
      const result = await prime.claim(currentUser(req).id, id, claim.employee);
      if (!result.ok) {
        const [status, message] = REFUSALS[result.reason];
        throw new HttpError(status, message);
      }
      const h = result.handoff;
      const body: HandoffDto = { id: h.id, question: h.question, employee: h.employee, context: h.context, expiresAt: h.expiresAt.toISOString() };
      res.json({ handoff: body });
    }),
  );

  return router;
}
