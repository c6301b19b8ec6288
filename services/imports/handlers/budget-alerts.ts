// Goalie's budget alerts the import set off (80 % and 100 %, once each a month: markAlerted) into the
// activity feed and the bell.
import { budgetAlerts } from '../../../core/goalie/budgets.ts';
import type { ImportHandler } from '../handler.ts';

export const budgetAlertsHandler: ImportHandler = {
  name: 'budget-alerts',
  async handle(event, deps, reads) {
    const { userId, documentId, today } = event;
    const rows = await deps.budgets.list(userId);
    if (!rows.length) return undefined;
    const { rows: window } = await reads.focus();
    for (const a of budgetAlerts(rows, window, today)) {
      if (await deps.budgets.markAlerted(userId, a.id, a.level, today.slice(0, 7)))
        await deps.feed.log(userId, 'goalie', a.message, documentId, 'budget-alert');
    }
    return undefined;
  },
};
