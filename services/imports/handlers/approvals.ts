// What Tag is unsure about in an import reaches the user once per document. A large batch: Prime asks
// the user to approve, reject or redirect it (one approval per document: prime_approvals' unique
// document id). A few rows: Tag asks the user to check them. Either is a line the bell counts
// (kind approval or question, core/notifications/kinds.ts), said once even when the handler runs again.
import { userRoom } from '../../../core/events.ts';
import { approvalFor } from '../../../core/team/boss.ts';
import type { ImportHandler } from '../handler.ts';

/** Tag's question about a few rows it could not place with confidence. */
export function reviewQuestion(fileName: string, unsure: number): string {
  return `${fileName}: Tag is not sure of ${unsure === 1 ? '1 transaction' : `${unsure} transactions`}. Which categories are right? They wait for you in Smart Categories.`;
}

export const primeApprovals: ImportHandler = {
  name: 'approvals',
  async handle(event, deps) {
    const { userId, documentId, counts } = event;
    if (event.fileName === null || counts.needsReview === 0) return undefined;
    const ask = approvalFor(event.fileName, counts.needsReview, counts.imported);
    if (!ask) {
      await deps.feed.logOnce(userId, 'tag', reviewQuestion(event.fileName, counts.needsReview), documentId, 'question');
      return undefined;
    }
    const approval = await deps.approvals.create(userId, { documentId, employee: 'tag', unsure: counts.needsReview, total: counts.imported, message: ask });
    await deps.feed.logOnce(userId, 'prime', ask, documentId, 'approval');
    if (approval) {
      deps.emit([userRoom(userId)], 'notification', {
        id: approval.id,
        kind: 'approval',
        title: 'Prime needs your decision',
        body: ask,
        createdAt: approval.createdAt.toISOString(),
      });
    }
    return undefined;
  },
};
