// Persists a document's step in PostgreSQL (the source of truth), then pushes it as a hint.
import { documentRoom, userRoom } from '../../core/events.ts';
import { STEP_EMPLOYEE, type StepKey, type StepStatus } from '../../core/steps.ts';
import type { TeamMemberKey } from '../../core/employees.ts';
import type { NotificationKind } from '../../core/notifications/kinds.ts';
import type { Emit } from '../../infra/emit.ts';
import type { ActivityRepo } from '../../db/repos/activity.ts';
import type { DocumentsRepo } from '../../db/repos/documents.ts';

export interface StepUpdate {
  step: StepKey;
  status: StepStatus;
  progress: number;
  message: string;
}

export class StepReporter {
  constructor(
    private readonly documents: DocumentsRepo,
    private readonly activity: ActivityRepo,
    private readonly emit: Emit,
  ) {}

  async report(userId: string, documentId: string, u: StepUpdate): Promise<void> {
    const progress = Math.max(0, Math.min(100, Math.round(u.progress)));
    await this.documents.setStep(userId, documentId, {
      key: u.step,
      status: u.status,
      progress,
      message: u.message,
      updatedAt: new Date().toISOString(),
    });
    const employee = STEP_EMPLOYEE[u.step];
    this.emit([userRoom(userId), documentRoom(documentId)], 'document:step', {
      documentId,
      step: u.step,
      status: u.status,
      progress,
      message: u.message,
      employee,
      emittedAt: Date.now(),
    });
    // the feed records state changes, not every progress tick; a step's progress is not news for the bell, its failure is
    if (u.status !== 'processing' || progress === 0) await this.log(userId, employee, u.message, documentId, u.status === 'failed' ? 'failure' : 'progress');
  }

  /** A line in the team's feed; its kind says whether the bell counts it (core/notifications/kinds.ts). */
  async log(userId: string, employee: TeamMemberKey, message: string, documentId: string | null, kind: NotificationKind = 'progress'): Promise<void> {
    if (!message) return;
    const event = await this.activity.add(userId, employee, message, documentId, kind);
    this.emit([userRoom(userId)], 'activity', event);
  }

  /** A line of this kind once per document: an import handler run again does not say it twice. */
  async logOnce(userId: string, employee: TeamMemberKey, message: string, documentId: string, kind: NotificationKind): Promise<void> {
    if (await this.activity.hasKind(userId, documentId, kind)) return;
    await this.log(userId, employee, message, documentId, kind);
  }
}
