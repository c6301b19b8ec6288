import type { RequestHandler, Router } from 'express';
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import type { Queue } from 'bullmq';
import type { PipelineQueues } from '../../infra/queues/pipeline.ts';

export const QUEUE_ADMIN_PATH = '/admin/queues';

/** Bull Board over the real pipeline queues: inspect, retry, clean. */
export function queueAdmin(queues: PipelineQueues, others: Queue[] = []): RequestHandler | Router {
  const adapter = new ExpressAdapter();
  adapter.setBasePath(QUEUE_ADMIN_PATH);
  // the reconciler's runs show there too, each with what it found and did as its return value
  createBullBoard({ queues: [...Object.values(queues), ...others].map((q) => new BullMQAdapter(q)), serverAdapter: adapter });
  return adapter.getRouter() as Router;
}
