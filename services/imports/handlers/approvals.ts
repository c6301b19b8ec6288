// A large batch Tag is unsure about: Prime asks the user to approve, reject or redirect it. One
// approval per document (prime_approvals' unique document id): the bell hears of it once.
import { userRoom } from '../../../core/events.ts';
import { approvalFor } from '../../../core/team/boss.ts';
import type { ImportHandler } from '../handler.ts';

export const primeApprovals: ImportHandler = {
  name: 'approvals',
  async handle(event, deps) {
    const { userId, documentId, counts } = event;
    const ask = event.fileName === null ? null : approvalFor(event.fileName, counts.needsReview, counts.imported);
    if (!ask) return undefined;
    const approval = await deps.approvals.create(userId, { documentId, employee: 'tag', unsure: counts.needsReview, total: counts.imported, message: ask });
    if (approval) {
      deps.emit([userRoom(userId)], 'notification', {
        id: approval.id,
        title: 'Prime needs your decision',
        body: ask,
        createdAt: approval.createdAt.toISOString(),
      });
    }
    return undefined;
  },
};
