import { Router } from 'express';
import type { PipelineQueues } from '../../db/queues.ts';
import type { ActivityRepo } from '../../db/repos/activity.ts';
import type { DocumentsRepo } from '../../db/repos/documents.ts';
import { currentUser } from '../auth/middleware.ts';
import { handle } from '../http/errors.ts';
import { teamState } from './team-state.ts';

export function teamRoutes(queues: PipelineQueues, documents: DocumentsRepo, activity: ActivityRepo): Router {
  const router = Router();
  router.get('/team', handle(async (req, res) => {
    res.json(await teamState(currentUser(req).id, queues, documents, activity));
  }));
  return router;
}
