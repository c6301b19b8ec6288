import { Router } from 'express';
import { z } from 'zod';
import type { ApprovalDecisionResult, BossDto } from '../../core/team/api.ts';
import { bossState, taskOfChat, taskOfRunningChat, tasksOfDocument, type TeamTask } from '../../core/team/boss.ts';
import { EMPLOYEES, isTeamMemberKey } from '../../core/employees.ts';
import type { PipelineQueues } from '../../infra/queues/pipeline.ts';
import type { ActivityRepo } from '../../db/repos/activity.ts';
import type { ApprovalsRepo } from '../../db/repos/approvals.ts';
import type { CorrectionsRepo } from '../../db/repos/corrections.ts';
import type { DocumentsRepo } from '../../db/repos/documents.ts';
import type { RunningChats } from '../../infra/running-chats.ts';
import { currentUser } from '../auth/middleware.ts';
import { todayIso } from '../../services/clock.ts';
import { HttpError, handle } from '../http/errors.ts';
import { teamState } from './team-state.ts';
import { idParams, requestInput } from '../http/input.ts';

/** The boss's view looks at this many recent documents and this many days of chats. */
const BOSS_DOCUMENTS = 50;
const BOSS_CHAT_DAYS = 30;
const RECENT_TASKS = 20;
const decisionBody = z.object({ decision: z.enum(['approve', 'reject', 'redirect']) });

export interface TeamDeps {
  queues: PipelineQueues;
  documents: DocumentsRepo;
  activity: ActivityRepo;
  approvals: ApprovalsRepo;
  corrections: CorrectionsRepo;
  runningChats?: RunningChats;
}

export function teamRoutes({ queues, documents, activity, approvals, corrections, runningChats }: TeamDeps): Router {
  const router = Router();
  router.get(
    '/team',
    handle(async (req, res) => {
      res.json(await teamState(currentUser(req).id, queues, documents, activity));
    }),
  );

  router.get(
    '/team/boss',
    handle(async (req, res) => {
      const userId = currentUser(req).id;
      const [docs, chats, pending, writing] = await Promise.all([
        documents.list(userId, BOSS_DOCUMENTS),
        approvals.chats(userId, new Date(Date.now() - BOSS_CHAT_DAYS * 86_400_000)),
        approvals.list(userId, 'pending'),
        runningChats ? runningChats.list(userId) : Promise.resolve([]),
      ]);
      const tasks: TeamTask[] = [
        ...docs.flatMap((d) => tasksOfDocument(d)),
        ...chats.filter((c) => isTeamMemberKey(c.employee)).map((c) => taskOfChat({ ...c, employee: c.employee as TeamTask['employee'] })),
        ...writing.filter((c) => isTeamMemberKey(c.employee)).map((c) => taskOfRunningChat({ ...c, employee: c.employee as TeamTask['employee'] })),
      ];
      const state = bossState(
        tasks,
        EMPLOYEES.map((e) => e.key),
      );
      const recent = [...tasks].sort((a, b) => (b.startedAt ?? '9999').localeCompare(a.startedAt ?? '9999')).slice(0, RECENT_TASKS);
      res.json({ ...state, tasks: recent, approvals: pending } satisfies BossDto);
    }),
  );

  router.post(
    '/team/approvals/:id',
    handle(async (req, res) => {
      const userId = currentUser(req).id;
      const { id } = requestInput(req, { params: idParams('Approval not found.') }).params;
      const { decision } = requestInput(req, { body: decisionBody }, { explain: 'Send {decision: "approve" | "reject" | "redirect"}.' }).body;
      const decided = await approvals.decide(userId, id, decision);
      if (decided === null) throw new HttpError(404, 'Approval not found.');
      if (decided === 'decided') throw new HttpError(409, 'This batch has already been decided.');
      let updated = 0;
      try {
        if (decision === 'approve') updated = await corrections.accept(userId, decided.reviewIds, todayIso());
        if (decision === 'reject') updated = await approvals.rejectGuesses(userId, decided.reviewIds);
      } catch (err) {
        await approvals.reopen(userId, id);
        throw err;
      }
      const result: ApprovalDecisionResult = {
        approval: decided.approval,
        updated,
        route: decision === 'redirect' ? '/dashboard/smart-categories' : null,
      };
      res.json(result);
    }),
  );
  return router;
}
