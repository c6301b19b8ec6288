import type { RequestHandler, Router } from 'express';
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import type { PipelineQueues } from '../../db/queues.ts';

export const QUEUE_ADMIN_PATH = '/admin/queues';

/** Bull Board over the real pipeline queues: inspect, retry, clean. */
export function queueAdmin(queues: PipelineQueues): RequestHandler | Router {
  const adapter = new ExpressAdapter();
  adapter.setBasePath(QUEUE_ADMIN_PATH);
  createBullBoard({ queues: Object.values(queues).map((q) => new BullMQAdapter(q)), serverAdapter: adapter });
  return adapter.getRouter() as Router;
}
