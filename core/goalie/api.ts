// Goalie's API shapes: goals and budgets (server/goalie/routes.ts). The figures are the engines'
// (core/goalie/overview.ts, core/goalie/budgets.ts).
import type { BudgetView, BudgetsView } from './budgets.ts';
import type { GoalProjectionView, GoalView, GoalsView } from './overview.ts';

export type GoalProjectionDto = GoalProjectionView;
export type GoalDto = GoalView;
export type GoalsDto = GoalsView;
export type BudgetDto = BudgetView;
export type BudgetsDto = BudgetsView;

export interface GoalInput {
  name: string;
  kind: string;
  targetCents: number;
  targetDate?: string | null;
  startingCents?: number;
  linkedAccount?: string | null;
  matchText?: string | null;
  priority?: number;
}
