// Goalie's news about goals after an import: reached, at risk, behind (once per change of state:
// noteAlert). Goals look at a year of monthly flows: the whole window is read only for a user who has
// an active goal.
import { goalAlerts } from '../../../core/goalie/overview.ts';
import { userGoalsOverview } from '../../goalie/overview.ts';
import type { ImportHandler } from '../handler.ts';

export const goalAlertsHandler: ImportHandler = {
  name: 'goal-alerts',
  async handle(event, deps) {
    const { userId, documentId, today } = event;
    const rows = await deps.goals.list(userId);
    if (!rows.some((g) => g.status === 'active')) return undefined;
    const { goals } = (await userGoalsOverview(deps, userId, today, { rows })).view;
    for (const a of goalAlerts(goals, new Map(rows.map((g) => [g.id, g.lastAlert])))) {
      if ((await deps.goals.noteAlert(userId, a.id, a.alert)) && a.message) await deps.feed.log(userId, 'goalie', a.message, documentId, 'goal-alert');
    }
    return undefined;
  },
};
