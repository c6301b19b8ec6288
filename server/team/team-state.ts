// The team's state for one user, read from the real BullMQ queues and the user's documents.
import type { TeamStateDto } from '../../core/team/api.ts';
import type { EmployeeStateEvent } from '../../core/events.ts';
import { PIPELINE, type DocumentJob } from '../../core/queues.ts';
import { STEP_EMPLOYEE, type StepState } from '../../core/steps.ts';
import type { PipelineQueues } from '../../infra/queues/pipeline.ts';
import type { ActivityRepo } from '../../db/repos/activity.ts';
import type { DocumentsRepo } from '../../db/repos/documents.ts';

export async function teamState(userId: string, queues: PipelineQueues, documents: DocumentsRepo, activity: ActivityRepo): Promise<TeamStateDto> {
  const employees = await Promise.all(
    PIPELINE.map(async (name): Promise<EmployeeStateEvent> => {
      const queue = queues[name];
      const [active, counts] = await Promise.all([queue.getActive(0, 100), queue.getJobCounts('waiting', 'delayed', 'prioritized')]);
      const queueLength = (counts.waiting ?? 0) + (counts.delayed ?? 0) + (counts.prioritized ?? 0);
      const mine = active.find((j) => (j.data as DocumentJob).userId === userId);
      const doc = mine ? await documents.get(userId, (mine.data as DocumentJob).documentId) : null;
      if (!doc) return { employee: name, status: 'idle', documentId: null, documentName: null, step: null, progress: 0, queueLength };
      const current = currentStepOf(doc.steps, name);
      return {
        employee: name,
        status: 'working',
        documentId: doc.id,
        documentName: doc.fileName,
        step: current?.key ?? null,
        progress: current?.progress ?? 0,
        queueLength,
      };
    }),
  );
  return { employees, activity: await activity.recent(userId) };
}

function currentStepOf(steps: StepState[], employee: string): StepState | undefined {
  const own = steps.filter((s) => STEP_EMPLOYEE[s.key] === employee);
  return own.find((s) => s.status === 'processing') ?? own.at(-1);
}
