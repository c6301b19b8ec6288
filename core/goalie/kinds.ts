// The kinds and states of goals and debts, shared by the database, the API and the pages.
export const GOAL_KINDS = ['save up', 'emergency fund', 'purchase', 'pay down a debt'] as const;
export type GoalKind = (typeof GOAL_KINDS)[number];
export const GOAL_STATES = ['active', 'paused', 'completed', 'archived'] as const;
export type GoalState = (typeof GOAL_STATES)[number];
export const DEBT_KINDS = ['credit card', 'personal loan', 'car', 'student', 'mortgage', 'other'] as const;
export type DebtKind = (typeof DEBT_KINDS)[number];
